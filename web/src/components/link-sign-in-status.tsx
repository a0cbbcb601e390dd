import { t } from "../i18n";
import { linkSignIn } from "../session/link-sign-in";

/** Tells, on any page a sign-in link opened, that the link is being used or why it failed. */
export function LinkSignInStatus() {
  const state = linkSignIn.value;
  if (state.state === "working") return <p aria-live="polite">{t("signInLink.working")}</p>;
  if (state.state === "failed")
    return (
      <p role="alert" class="error">
        {t("signInLink.failed", { error: state.error })}
      </p>
    );
  return null;
}

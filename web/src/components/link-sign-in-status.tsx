import { useState } from "preact/hooks";
import { api } from "../api/client";
import { dataOf } from "../api/problem";
import { t } from "../i18n";
import { linkSignIn } from "../session/link-sign-in";
import { ErrorText } from "./status";
import { useSubmit } from "./use-submit";

/** Whether the token is a sign-in link's (an invitation's cannot be sent again): its payload is base64url JSON. */
function isSignInToken(token: string): boolean {
  try {
    const payload = token.split(".")[0] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    return (JSON.parse(json) as { purpose?: unknown }).purpose === "sign-in";
  } catch {
    // not a token this client can read: nothing to send again
    return false;
  }
}

/** One click for a new link to the address the failed one went to, which this page never learns. */
function NewLinkButton(props: { token: string }) {
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  const again = () =>
    run(async () => {
      dataOf(await api.POST("/v1/sign-in-links", { body: { token: props.token } }));
      setSent(true);
    });
  if (sent) return <p aria-live="polite">{t("signInLink.againSent")}</p>;
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void again()}>
        {t("signInLink.again")}
      </button>
      <ErrorText error={error} />
    </>
  );
}

/** Tells, on any page a sign-in link opened, that the link is being used or why it failed. */
export function LinkSignInStatus() {
  const state = linkSignIn.value;
  if (state.state === "working") return <p aria-live="polite">{t("signInLink.working")}</p>;
  if (state.state === "switched")
    return (
      <p aria-live="polite" class="notice">
        {t("signInLink.switched", { from: state.from, to: state.to })}
      </p>
    );
  if (state.state === "failed")
    return (
      <div class="stack">
        <p role="alert" class="error">
          {t("signInLink.failed", { error: state.error })}
        </p>
        {isSignInToken(state.token) && <NewLinkButton token={state.token} />}
      </div>
    );
  return null;
}

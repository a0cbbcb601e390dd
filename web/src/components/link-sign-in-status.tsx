import { useEffect, useRef, useState } from "preact/hooks";
import { api } from "../api/client";
import { dataOf } from "../api/problem";
import { t } from "../i18n";
import { apiKey } from "../session/key";
import { exchangeSignInLink, linkSignIn, tokenClaims } from "../session/link-sign-in";
import { me } from "../session/me";
import { CopyField } from "./copy-field";
import { ErrorText } from "./status";
import { useSubmit } from "./use-submit";

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

/**
 * Asks before a link signs another person in where someone is signed in, and shows the key of one
 * with no address first: without it, they could never come back.
 */
function ConfirmSwitch(props: { token: string }) {
  const current = me.value;
  const key = apiKey.value;
  const asked = useRef<HTMLElement>(null);
  // it stands over the page the link opened: a keyboard or screen reader starts at the question
  useEffect(() => asked.current?.focus(), []);
  return (
    <section class="notice stack" aria-labelledby="link-confirm-title" ref={asked} tabIndex={-1}>
      <h2 id="link-confirm-title">{t("signInLink.confirmTitle")}</h2>
      <p>{t("signInLink.confirm", { current: current?.name ?? "" })}</p>
      {current && !current.email && key && (
        <>
          <p>{t("signInLink.keepKey", { current: current.name })}</p>
          <CopyField
            id="key-before-switch"
            label={t("signInLink.keyLabel", { current: current.name })}
            value={key}
          />
        </>
      )}
      <div class="row">
        <button type="button" onClick={() => void exchangeSignInLink(props.token)}>
          {t("signInLink.use")}
        </button>
        <button type="button" onClick={() => (linkSignIn.value = { state: "idle" })}>
          {t("signInLink.stay", { current: current?.name ?? "" })}
        </button>
      </div>
    </section>
  );
}

/** Tells, on any page a sign-in link opened, that the link is being used or why it failed. */
export function LinkSignInStatus() {
  const state = linkSignIn.value;
  if (state.state === "confirm") return <ConfirmSwitch token={state.token} />;
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
        {tokenClaims(state.token)?.purpose === "sign-in" && <NewLinkButton token={state.token} />}
      </div>
    );
  return null;
}

import { useRef, useState } from "preact/hooks";
import { api } from "../api/client";
import { ApiError, dataOf } from "../api/problem";
import { t } from "../i18n";
import { confirmationTo, freshKey } from "../session/fresh-key";
import { signIn } from "../session/me";
import { readersWays } from "../session/readers-ways";
import { Field, hintId } from "./field";
import { NameInput } from "./name-input";
import { useRefusedControls } from "./refused-controls";
import { ErrorText } from "./status";
import { useSubmit } from "./use-submit";

/** What a page does once someone signed up or in on it (a lobby takes the seat they came for). */
type Then = { then?: () => void };

/** A new player: the API answers with their key, which this browser keeps. */
function SignUpForm(props: Then) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const { busy, error, refused, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useRefusedControls(form, refused, (path) => `sign-up-${path}`);
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const body = {
        name: name.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
        ...readersWays(),
      };
      const created = dataOf(await api.POST("/v1/players", { body }));
      freshKey.value = created.apiKey;
      confirmationTo.value = created.player.email;
      signIn(created.apiKey, created.player);
      props.then?.();
    });
  };
  return (
    <form ref={form} onSubmit={submit} aria-labelledby="sign-up-title">
      <h2 id="sign-up-title">{t("signIn.newTitle")}</h2>
      <Field id="sign-up-name" label={t("signIn.name")}>
        <NameInput id="sign-up-name" autoComplete="nickname" value={name} set={setName} />
      </Field>
      <Field id="sign-up-email" label={t("signIn.email")} hint={t("signIn.emailHint")}>
        <input
          id="sign-up-email"
          aria-describedby={hintId("sign-up-email")}
          type="email"
          autoComplete="email"
          value={email}
          onInput={(e) => setEmail(e.currentTarget.value)}
        />
      </Field>
      <button type="submit" disabled={busy}>
        {t("signIn.create")}
      </button>
      <ErrorText error={error} />
    </form>
  );
}

/** A key from elsewhere (another device, an earlier sign-up), checked with the API before it is kept. */
function KeyForm(props: Then) {
  const [key, setKey] = useState("");
  const { busy, error, run } = useSubmit();
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api.GET("/v1/me", { headers: { authorization: `Bearer ${key.trim()}` } });
      if (answer.response.status === 401) throw new ApiError({ title: t("signIn.badKey") }, 401);
      signIn(key.trim(), dataOf(answer));
      props.then?.();
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="key-title">
      <h2 id="key-title">{t("signIn.keyTitle")}</h2>
      <Field id="sign-in-key" label={t("signIn.key")}>
        <input
          id="sign-in-key"
          required
          autoComplete="current-password"
          type="password"
          value={key}
          onInput={(e) => setKey(e.currentTarget.value)}
        />
      </Field>
      <button type="submit" disabled={busy}>
        {t("signIn.signIn")}
      </button>
      <ErrorText error={error} />
    </form>
  );
}

/** A sign-in link by email, to a confirmed address: the answer is the same for any address. */
function LinkForm() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useSubmit();
  const submit = (event: Event) => {
    event.preventDefault();
    setSent(null);
    void run(async () => {
      dataOf(await api.POST("/v1/sign-in-links", { body: { email: email.trim() } }));
      setSent(email.trim());
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="link-title">
      <h2 id="link-title">{t("signIn.linkTitle")}</h2>
      <Field id="sign-in-link-email" label={t("signIn.linkEmail")} hint={t("signIn.linkHint")}>
        <input
          id="sign-in-link-email"
          aria-describedby={hintId("sign-in-link-email")}
          required
          type="email"
          autoComplete="email"
          value={email}
          onInput={(e) => setEmail(e.currentTarget.value)}
        />
      </Field>
      <button type="submit" disabled={busy}>
        {t("signIn.linkSend")}
      </button>
      {sent && <p aria-live="polite">{t("signIn.linkSent", { email: sent })}</p>}
      <ErrorText error={error} />
    </form>
  );
}

/** Every way in, side by side on a wide screen; `then` runs once someone signed up or in with a form here. */
export function SignIn(props: Then) {
  return (
    <div class="columns">
      <SignUpForm then={props.then} />
      <KeyForm then={props.then} />
      <LinkForm />
    </div>
  );
}

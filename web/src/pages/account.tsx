import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { Question, useAskFirst } from "../components/ask-first";
import { CopyField } from "../components/copy-field";
import { Field, hintId } from "../components/field";
import { Link } from "../components/link";
import { NameInput } from "../components/name-input";
import { NotificationSettings } from "../components/notification-settings";
import { ErrorText } from "../components/status";
import { useAsync } from "../components/use-async";
import { usePageTitle } from "../components/use-page-title";
import { useSubmit } from "../components/use-submit";
import { lang, type MessageKey, t } from "../i18n";
import { navigate } from "../router";
import { freshKey } from "../session/fresh-key";
import { apiKey } from "../session/key";
import { me, signOut } from "../session/me";

type Session = Schemas["Session"];

type EmailStatus = Schemas["NotificationSettingsAnswer"]["emailStatus"];

/**
 * Whether email reaches the saved address, said when it does not: awaiting its confirmation (the
 * link sent again on request), or switched off by a bounce or a spam complaint until set anew.
 */
function AddressStatus(props: { email: string | null; status: EmailStatus; again(): Promise<void> }) {
  const [resent, setResent] = useState(false);
  const { busy, error, run } = useSubmit();
  const { email, status } = props;
  if (!email || (status !== "unconfirmed" && status !== "bounced" && status !== "complained")) return null;
  const unconfirmed = status === "unconfirmed";
  const act = () =>
    run(async () => {
      // an address that bounced is set again, which mails its confirmation; an unconfirmed one gets its link again
      if (unconfirmed) dataOf(await api.POST("/v1/me/email-confirmation"));
      else dataOf(await api.PATCH("/v1/me", { body: { email } }));
      setResent(true);
      await props.again();
    });
  const said: MessageKey = unconfirmed
    ? resent
      ? "account.confirmResent"
      : "account.unconfirmed"
    : `account.${status}`;
  return (
    <div class="notice stack">
      <p>{t(said, { email })}</p>
      {!resent && (
        <p>
          <button type="button" class="quiet" disabled={busy} onClick={() => void act()}>
            {t(unconfirmed ? "account.resendConfirm" : "account.confirmAgain")}
          </button>
        </p>
      )}
      <ErrorText error={error} />
    </div>
  );
}

/** Name and email: where notifications and their sign-in links go. */
function ProfileForm(props: { player: Schemas["Player"]; emailStatus: EmailStatus }) {
  const [name, setName] = useState(props.player.name);
  const [email, setEmail] = useState(props.player.email ?? "");
  // the address just set, if any: its confirmation email is on its way
  const [saved, setSaved] = useState<{ confirming: string | null } | null>(null);
  // the address's status as read again after a save here; until then, as the page loaded it
  const [reread, setReread] = useState<{ status: EmailStatus } | null>(null);
  const readStatus = async () =>
    setReread({ status: dataOf(await api.GET("/v1/me/notifications")).emailStatus });
  const { busy, error, run } = useSubmit();
  // what was saved stops being said once a field is edited again: the form no longer shows it
  const editing =
    (set: (value: string) => void) =>
    (value: string): void => {
      setSaved(null);
      set(value);
    };
  const submit = (event: Event) => {
    event.preventDefault();
    setSaved(null);
    const before = props.player.email;
    void run(async () => {
      // the address only when it changed: saving the name alone leaves a bounced address off
      const address = email.trim() || null;
      const body = { name: name.trim(), ...(address !== before ? { email: address } : {}) };
      const player = dataOf(await api.PATCH("/v1/me", { body }));
      me.value = player;
      setSaved({ confirming: player.email !== before ? player.email : null });
      if (player.email !== before) await readStatus();
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="profile-title" class="stack">
      <h2 id="profile-title">{t("account.profile")}</h2>
      <Field id="profile-name" label={t("signIn.name")}>
        <NameInput id="profile-name" value={name} set={editing(setName)} />
      </Field>
      <Field id="profile-email" label={t("signIn.email")} hint={t("account.emailHint")}>
        <input
          id="profile-email"
          aria-describedby={hintId("profile-email")}
          type="email"
          value={email}
          onInput={(e) => editing(setEmail)(e.currentTarget.value)}
        />
      </Field>
      <AddressStatus
        email={props.player.email}
        status={reread ? reread.status : props.emailStatus}
        again={readStatus}
      />
      <button type="submit" disabled={busy}>
        {t("account.save")}
      </button>
      {saved && (
        <p aria-live="polite">
          {saved.confirming ? t("account.savedConfirm", { email: saved.confirming }) : t("account.saved")}
        </p>
      )}
      <ErrorText error={error} />
    </form>
  );
}

/**
 * A new API key; the old one stops working. This browser keeps the new one if it used the old. One
 * press asks, a second replaces it: a program using the old key is cut off at once.
 */
function KeyRotation(props: { signedInWithKey: boolean }) {
  const question = useAskFirst();
  const { busy, error, run } = useSubmit();
  const rotate = () =>
    run(async () => {
      const answer = dataOf(await api.POST("/v1/me/api-key"));
      if (props.signedInWithKey) apiKey.value = answer.apiKey;
      freshKey.value = answer.apiKey;
      question.answered();
    });
  return (
    <section aria-labelledby="key-rotation-title" class="stack">
      <h2 id="key-rotation-title">{t("account.key")}</h2>
      <p>{t("account.keyText")}</p>
      {question.asking ? (
        <Question
          yes={t("account.rotateYes")}
          no={t("account.rotateNo")}
          busy={busy}
          onYes={() => void rotate()}
          onNo={question.cancel}
        >
          {t("account.rotateQuestion")}
        </Question>
      ) : (
        <button type="button" ref={question.opener} onClick={question.ask}>
          {t("account.rotate")}
        </button>
      )}
      <ErrorText error={error} />
    </section>
  );
}

function SessionRow(props: { session: Session; revoke(session: Session): void; busy: boolean }) {
  const s = props.session;
  const when = new Date(s.createdAt).toLocaleString(lang.value);
  return (
    <li>
      <span>
        {t("account.sessionFrom", { when, client: s.client ?? t("account.unknownClient") })}
        {s.current && <strong> {t("account.thisBrowser")}</strong>}
      </span>
      <button
        type="button"
        disabled={props.busy}
        aria-label={t("account.revokeNamed", { when })}
        onClick={() => props.revoke(s)}
      >
        {t("account.revoke")}
      </button>
    </li>
  );
}

/** Sessions opened from sign-in links; revoking one signs that browser out at once. */
function Sessions(props: { sessions: Session[] | null; reload(): Promise<void> }) {
  const { busy, error, run } = useSubmit();
  const revoke = (session: Session) =>
    run(async () => {
      const params = { path: { sessionId: session.id } };
      const answer = await api.DELETE("/v1/me/sessions/{sessionId}", { params });
      if (!answer.response.ok) dataOf(answer);
      if (session.current) signOut();
      else await props.reload();
    });
  return (
    <section aria-labelledby="sessions-title" class="stack">
      <h2 id="sessions-title">{t("account.sessions")}</h2>
      {props.sessions === null ? (
        <p aria-live="polite">{t("common.loading")}</p>
      ) : props.sessions.length === 0 ? (
        <p>{t("account.noSessions")}</p>
      ) : (
        <ul class="sessions">
          {props.sessions.map((s) => (
            <SessionRow key={s.id} session={s} revoke={(x) => void revoke(x)} busy={busy} />
          ))}
        </ul>
      )}
      <ErrorText error={error} />
    </section>
  );
}

/** Revokes every session and every link sent before; this browser is signed out when it used one. */
function SignOutEverywhere(props: { signedInWithKey: boolean; reload(): Promise<void> }) {
  const { busy, error, run } = useSubmit();
  const leaveAll = () =>
    run(async () => {
      const answer = await api.DELETE("/v1/me/sessions");
      if (!answer.response.ok) dataOf(answer);
      if (props.signedInWithKey) return props.reload();
      signOut();
      navigate("/");
    });
  return (
    <section aria-labelledby="sign-out-everywhere-title" class="stack">
      <h2 id="sign-out-everywhere-title">{t("account.signOutEverywhere")}</h2>
      <p>{t("account.signOutEverywhereText")}</p>
      <button type="button" disabled={busy} onClick={() => void leaveAll()}>
        {t("account.signOutEverywhere")}
      </button>
      <ErrorText error={error} />
    </section>
  );
}

/** The person's profile, notifications, key and sessions, and signing out. */
export function Account() {
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const reload = async () => setSessions(dataOf(await api.GET("/v1/me/sessions")).sessions);
  useEffect(() => void reload().catch(() => setSessions([])), []);
  const current = sessions?.find((s) => s.current) ?? null;
  const signedInWithKey = sessions !== null && current === null;
  const { busy, error, run } = useSubmit();
  // a session's key is revoked on the way out; an API key stays valid for the person's other browsers
  const leave = () =>
    run(async () => {
      if (current)
        await api.DELETE("/v1/me/sessions/{sessionId}", { params: { path: { sessionId: current.id } } });
      signOut();
      navigate("/");
    });
  const player = me.value;
  // without an address no sign-in link can reach the person: their key is the only way back
  const keyIsTheWayBack = signedInWithKey && player !== null && player.email === null;
  const [warned, setWarned] = useState(false);
  // one read for both the address's status and the notification settings
  const notifications = useAsync(async () => dataOf(await api.GET("/v1/me/notifications")), []);
  usePageTitle(t("account.title"));
  return (
    <section aria-labelledby="account-title" class="stack">
      <h1 id="account-title">{t("account.title")}</h1>
      {player ? (
        <>
          <p>
            <Link href={`/players/${encodeURIComponent(player.id)}`}>{t("account.publicProfile")}</Link>
          </p>
          <CopyField id="player-id" label={t("account.playerId")} value={player.id} />
          <ProfileForm
            key={player.id}
            player={player}
            emailStatus={notifications.state === "done" ? notifications.value.emailStatus : null}
          />
        </>
      ) : (
        <p aria-live="polite">{t("common.loading")}</p>
      )}
      <NotificationSettings loaded={notifications} />
      <KeyRotation signedInWithKey={signedInWithKey} />
      <Sessions sessions={sessions} reload={reload} />
      <SignOutEverywhere signedInWithKey={signedInWithKey} reload={reload} />
      <section aria-labelledby="sign-out-title" class="stack">
        <h2 id="sign-out-title">{t("account.signOutTitle")}</h2>
        {warned ? (
          <>
            <p role="alert">{t("account.signOutNoWayBack")}</p>
            <CopyField id="sign-out-key" label={t("freshKey.label")} value={apiKey.value ?? ""} />
            <button type="button" disabled={busy} onClick={() => void leave()}>
              {t("account.signOutAnyway")}
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => (keyIsTheWayBack ? setWarned(true) : void leave())}
          >
            {t("account.signOut")}
          </button>
        )}
        <ErrorText error={error} />
      </section>
    </section>
  );
}

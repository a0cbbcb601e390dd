import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { type MessageKey, t } from "../i18n";
import { CopyField } from "./copy-field";
import { Field, hintId } from "./field";
import { emailLanguageSaved } from "./language-offer";
import { useRefusedControls } from "./refused-controls";
import { ErrorText, LoadStatus } from "./status";
import type { Loaded } from "./use-async";
import { useSubmit } from "./use-submit";

type Settings = Schemas["NotificationSettings"];
type When = Settings["email"]["when"];
type ChatWhen = Settings["discord"]["when"];
type UrlChannel = "webhook" | "discord" | "slack";

const allWhen: readonly When[] = ["always", "myTurn", "digest", "never"];
const chatWhen: readonly ChatWhen[] = ["always", "myTurn", "never"];
const whenWords: Record<When, MessageKey> = {
  always: "settings.when.always",
  myTurn: "settings.when.myTurn",
  digest: "settings.when.digest",
  never: "settings.when.never",
};
const channelWords: Record<UrlChannel, { name: MessageKey; hint: MessageKey }> = {
  webhook: { name: "settings.webhook", hint: "settings.webhookHint" },
  discord: { name: "settings.discord", hint: "settings.discordHint" },
  slack: { name: "settings.slack", hint: "settings.slackHint" },
};
const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** The control of a setting's path: `settings-` and the path (`webhook.url`: `settings-webhook-url`), but for these. */
const controlOfPath: Readonly<Record<string, string>> = {
  timeZone: "settings-zone",
  digestHour: "settings-digest",
  "quietHours.from": "settings-quiet-from",
  "quietHours.to": "settings-quiet-to",
  vacationUntil: "settings-vacation",
};
const controlOf = (path: string) => controlOfPath[path] ?? `settings-${path.replaceAll(".", "-")}`;

/** A choice of when a channel speaks, in the reader's words. */
function WhenSelect<W extends When>(props: {
  id: string;
  label: string;
  value: W;
  options: readonly W[];
  set(w: W): void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select id={props.id} value={props.value} onChange={(e) => props.set(e.currentTarget.value as W)}>
        {props.options.map((w) => (
          <option key={w} value={w}>
            {t(whenWords[w])}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A channel reached through a URL (a signed webhook, a Discord or Slack channel): its URL and when it speaks. */
function UrlChannelFields(props: { channel: UrlChannel; settings: Settings; change(s: Settings): void }) {
  const { channel, settings } = props;
  const current = settings[channel];
  const set = (part: Partial<typeof current>) =>
    props.change({ ...settings, [channel]: { ...current, ...part } } as Settings);
  const id = `settings-${channel}`;
  return (
    <fieldset class="stack">
      <legend>{t(channelWords[channel].name)}</legend>
      <Field id={`${id}-url`} label={t("settings.url")} hint={t(channelWords[channel].hint)}>
        <input
          id={`${id}-url`}
          type="url"
          aria-describedby={hintId(`${id}-url`)}
          value={current.url ?? ""}
          onInput={(e) => set({ url: e.currentTarget.value.trim() || null })}
        />
      </Field>
      <WhenSelect
        id={`${id}-when`}
        label={t("settings.when")}
        value={current.when}
        options={channel === "webhook" ? allWhen : chatWhen}
        set={(when) => set({ when })}
      />
    </fieldset>
  );
}

/** The zones this browser knows, offered as the time zone is typed (the server takes the same IANA names). */
const timeZones: string[] =
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

/** Language, time zone and the digest's hour: how and when the words come. */
function TimingFields(props: { settings: Settings; change(s: Settings): void }) {
  const { settings, change } = props;
  return (
    <fieldset class="stack">
      <legend>{t("settings.timing")}</legend>
      <Field id="settings-language" label={t("settings.language")}>
        <select
          id="settings-language"
          value={settings.language}
          onChange={(e) => change({ ...settings, language: e.currentTarget.value as Settings["language"] })}
        >
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </Field>
      <Field id="settings-zone" label={t("settings.timeZone")} hint={t("settings.timeZoneHint")}>
        <input
          id="settings-zone"
          aria-describedby={hintId("settings-zone")}
          required
          list="settings-zones"
          value={settings.timeZone}
          onInput={(e) => change({ ...settings, timeZone: e.currentTarget.value.trim() })}
        />
        <datalist id="settings-zones">
          {timeZones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </Field>
      <Field id="settings-digest" label={t("settings.digestHour")}>
        <select
          id="settings-digest"
          value={settings.digestHour}
          onChange={(e) => change({ ...settings, digestHour: Number(e.currentTarget.value) })}
        >
          {hours.map((hour) => (
            <option key={hour} value={hour}>{`${String(hour).padStart(2, "0")}:00`}</option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}

/** Hours with no email nor chat message, in the person's time zone; off when either end is empty. */
function QuietFields(props: { settings: Settings; change(s: Settings): void }) {
  const { settings, change } = props;
  const quiet = settings.quietHours ?? { from: "", to: "" };
  const set = (part: Partial<typeof quiet>) => {
    const next = { ...quiet, ...part };
    change({ ...settings, quietHours: next.from || next.to ? next : null });
  };
  return (
    <fieldset class="stack">
      <legend>{t("settings.quietHours")}</legend>
      <p>{t("settings.quietHint")}</p>
      <Field id="settings-quiet-from" label={t("settings.quietFrom")}>
        <input
          id="settings-quiet-from"
          type="time"
          value={quiet.from}
          onInput={(e) => set({ from: e.currentTarget.value })}
        />
      </Field>
      <Field id="settings-quiet-to" label={t("settings.quietTo")}>
        <input
          id="settings-quiet-to"
          type="time"
          value={quiet.to}
          onInput={(e) => set({ to: e.currentTarget.value })}
        />
      </Field>
    </fieldset>
  );
}

/** The last day of a vacation, as a date field shows it (its end is the end of that day, UTC). */
const vacationDay = (until: string | null) => (until ? until.slice(0, 10) : "");
const vacationUntil = (day: string) => (day ? `${day}T23:59:59.000Z` : null);

function VacationField(props: { settings: Settings; change(s: Settings): void }) {
  const { settings, change } = props;
  return (
    <Field id="settings-vacation" label={t("settings.vacation")} hint={t("settings.vacationHint")}>
      <input
        id="settings-vacation"
        type="date"
        aria-describedby={hintId("settings-vacation")}
        value={vacationDay(settings.vacationUntil)}
        onInput={(e) => change({ ...settings, vacationUntil: vacationUntil(e.currentTarget.value) })}
      />
    </Field>
  );
}

/** The settings as loaded, edited, then saved as a whole (the API replaces them with what is sent). */
function SettingsForm(props: { loaded: Settings }) {
  const [settings, setSettings] = useState(props.loaded);
  const [saved, setSaved] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, error, refused, run } = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useRefusedControls(form, refused, controlOf);
  const change = (next: Settings) => {
    setSaved(false);
    setSettings(next);
  };
  // the language offer saved another email language: the form holds it, so that its next save keeps it
  const offered = emailLanguageSaved.value;
  useEffect(() => {
    if (offered) setSettings((shown) => ({ ...shown, language: offered.language }));
  }, [offered]);
  const submit = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const answer = dataOf(await api.PUT("/v1/me/notifications", { body: settings }));
      setSettings(answer.settings);
      setSecret(answer.webhookSecret ?? null);
      setSaved(true);
    });
  };
  return (
    <form onSubmit={submit} class="stack" ref={form}>
      <WhenSelect
        id="settings-email-when"
        label={t("settings.emailWhen")}
        value={settings.email.when}
        options={allWhen}
        set={(when) => change({ ...settings, email: { when } })}
      />
      <TimingFields settings={settings} change={change} />
      <QuietFields settings={settings} change={change} />
      <VacationField settings={settings} change={change} />
      {(["webhook", "discord", "slack"] as const).map((channel) => (
        <UrlChannelFields key={channel} channel={channel} settings={settings} change={change} />
      ))}
      <button type="submit" disabled={busy}>
        {t("settings.save")}
      </button>
      {saved && <p aria-live="polite">{t("account.saved")}</p>}
      {secret && (
        <CopyField id="settings-webhook-secret" label={t("settings.webhookSecret")} value={secret} />
      )}
      <ErrorText error={error} />
    </form>
  );
}

/** How and when the person hears of their matches: every option `PUT /v1/me/notifications` takes. */
export function NotificationSettings(props: { loaded: Loaded<{ settings: Settings }> }) {
  const { loaded } = props;
  return (
    <section aria-labelledby="settings-title" class="stack">
      <h2 id="settings-title">{t("settings.title")}</h2>
      <p>{t("settings.emailWhenHint")}</p>
      {loaded.state === "done" ? (
        <SettingsForm loaded={loaded.value.settings} />
      ) : (
        <LoadStatus loaded={loaded} />
      )}
    </section>
  );
}

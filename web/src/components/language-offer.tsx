import { signal } from "@preact/signals";
import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { t } from "../i18n";
import type { Lang } from "../i18n/lang";
import { apiKey } from "../session/key";
import { ErrorText } from "./status";
import { useSubmit } from "./use-submit";

/** The language the person just switched the page to: their emails keep a setting of their own. */
export const pageLanguageChosen = signal<Lang | null>(null);

/** The email language the offer saved, for a settings form on the page to hold from then on. */
export const emailLanguageSaved = signal<{ language: Lang } | null>(null);

type Settings = Schemas["NotificationSettings"];

/** A language as the page's language names it. */
const named = (l: Lang) => t(l === "de" ? "languageOffer.german" : "languageOffer.english");

/** After a switch of the page's language: offers the same for the person's emails and chat messages, when theirs differs. */
export function LanguageOffer() {
  const chosen = pageLanguageChosen.value;
  const signedIn = apiKey.value !== null;
  const [settings, setSettings] = useState<Settings | null>(null);
  const { busy, error, run } = useSubmit();
  useEffect(() => {
    setSettings(null);
    if (!chosen || !signedIn) return;
    void api.GET("/v1/me/notifications").then(({ data }) => setSettings(data?.settings ?? null));
  }, [chosen, signedIn]);
  if (!chosen || !settings || settings.language === chosen) return null;
  // the offer goes away under the focus of whoever answered it: the page they were on takes it
  const close = () => {
    pageLanguageChosen.value = null;
    document.getElementById("main")?.focus();
  };
  const accept = () =>
    run(async () => {
      // settings as they are now, not as when the offer was made: a save on the account page meanwhile is kept
      const now = dataOf(await api.GET("/v1/me/notifications")).settings;
      dataOf(await api.PUT("/v1/me/notifications", { body: { ...now, language: chosen } }));
      emailLanguageSaved.value = { language: chosen };
      close();
    });
  return (
    <aside class="notice" aria-labelledby="language-offer">
      <p id="language-offer">
        {t("languageOffer.text", { mails: named(settings.language), page: named(chosen) })}
      </p>
      <p>
        <button type="button" disabled={busy} onClick={() => void accept()}>
          {t("languageOffer.yes", { page: named(chosen) })}
        </button>{" "}
        <button type="button" class="quiet" disabled={busy} onClick={close}>
          {t("languageOffer.no", { mails: named(settings.language) })}
        </button>
      </p>
      <ErrorText error={error} />
    </aside>
  );
}

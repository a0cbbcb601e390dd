import { lang, t } from "../i18n";
import { type Lang, langs } from "../i18n/lang";
import { pageLanguageChosen } from "./language-offer";

const names: Record<Lang, string> = { en: "English", de: "Deutsch" };

/** The two languages as toggle buttons, each named in its own language. */
export function LanguageSwitch() {
  return (
    <fieldset class="lang-switch">
      <legend class="sr-only">{t("nav.language")}</legend>
      {langs.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang.value === l}
          onClick={() => {
            if (lang.value !== l) pageLanguageChosen.value = l;
            lang.value = l;
          }}
        >
          {names[l]}
        </button>
      ))}
    </fieldset>
  );
}

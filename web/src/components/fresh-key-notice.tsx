import { t } from "../i18n";
import { confirmationTo, freshKey } from "../session/fresh-key";
import { CopyField } from "./copy-field";

/** The key the API just issued, shown once: the way back in from another browser. */
export function FreshKeyNotice() {
  if (!freshKey.value) return null;
  return (
    <aside class="notice" aria-labelledby="fresh-key-title">
      <h2 id="fresh-key-title">{t("freshKey.title")}</h2>
      <p>{t("freshKey.text")}</p>
      <CopyField id="fresh-key" label={t("freshKey.label")} value={freshKey.value} />
      {confirmationTo.value && <p>{t("freshKey.confirmationSent", { email: confirmationTo.value })}</p>}
      <button
        type="button"
        onClick={() => {
          freshKey.value = null;
          confirmationTo.value = null;
        }}
      >
        {t("freshKey.dismiss")}
      </button>
    </aside>
  );
}

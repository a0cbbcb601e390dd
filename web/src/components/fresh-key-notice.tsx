import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n";
import { confirmationTo, freshKey } from "../session/fresh-key";
import { CopyField } from "./copy-field";

/** The key the API just issued, shown once: the way back in from another browser. */
export function FreshKeyNotice() {
  const notice = useRef<HTMLElement>(null);
  const key = freshKey.value;
  // a key made at the foot of the account page is shown at the head of the page: take the reader there
  useEffect(() => {
    if (key) notice.current?.focus();
  }, [key]);
  if (!key) return null;
  return (
    <aside class="notice" aria-labelledby="fresh-key-title" ref={notice} tabIndex={-1}>
      <h2 id="fresh-key-title">{t("freshKey.title")}</h2>
      <p>{t("freshKey.text")}</p>
      <CopyField id="fresh-key" label={t("freshKey.label")} value={key} />
      {confirmationTo.value && <p>{t("freshKey.confirmationSent", { email: confirmationTo.value })}</p>}
      <button
        type="button"
        onClick={() => {
          freshKey.value = null;
          confirmationTo.value = null;
          // the notice goes away under the focus: the page it stood over takes it
          document.getElementById("main")?.focus();
        }}
      >
        {t("freshKey.dismiss")}
      </button>
    </aside>
  );
}

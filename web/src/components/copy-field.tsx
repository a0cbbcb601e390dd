import { useState } from "preact/hooks";
import { t } from "../i18n";
import { Field } from "./field";

/** A read-only value with a button that copies it (links and codes to pass on). */
export function CopyField(props: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(props.value);
    setCopied(true);
  };
  return (
    <div class="row copy-field">
      <Field id={props.id} label={props.label}>
        <input id={props.id} readOnly value={props.value} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <button
        type="button"
        onClick={() => void copy().catch(() => setCopied(false))}
        aria-label={t("common.copyNamed", { what: props.label })}
      >
        {copied ? t("common.copied") : t("common.copy")}
      </button>
    </div>
  );
}

import { t } from "../i18n";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The controls whose message this module set; one a component set itself (a blank name) says more and is left alone. */
const ours = new WeakSet<Element>();

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** Why the browser's own check refuses the control, in the page's language; null for a check the tables have no words for. */
function refusal(control: Control): string | null {
  const { validity } = control;
  const input = control instanceof HTMLInputElement ? control : null;
  if (validity.valueMissing) return t("field.required");
  if (validity.typeMismatch) return input?.type === "email" ? t("field.email") : t("field.url");
  if (validity.badInput) return input?.type === "number" ? t("field.number") : t("field.incomplete");
  if (validity.stepMismatch) return t("field.number");
  if (validity.rangeUnderflow) return t("field.atLeast", { min: input?.min ?? "" });
  if (validity.rangeOverflow) return t("field.atMost", { max: input?.max ?? "" });
  if (validity.tooLong) return t("field.tooLong", { max: input?.maxLength ?? "" });
  return null;
}

/** On a refused submit: the message the browser is about to show, put in the page's language. */
function sayWhy(event: Event): void {
  const control = event.target;
  if (!isControl(control) || (control.validity.customError && !ours.has(control))) return;
  // cleared first, so the validity read is the browser's own and not the message set last time
  control.setCustomValidity("");
  const message = refusal(control);
  if (message === null) ours.delete(control);
  else {
    control.setCustomValidity(message);
    ours.add(control);
  }
}

/** An edit in a form lifts the messages set there: a custom message refuses the control until cleared. */
function forget(event: Event): void {
  const target = event.target;
  if (!isControl(target)) return;
  for (const control of target.form?.elements ?? [target])
    if (isControl(control) && ours.has(control)) {
      control.setCustomValidity("");
      ours.delete(control);
    }
}

/**
 * Makes the browser's form checks (`required`, `type="email"`, `min`, …) speak the page's language
 * rather than the browser's; `invalid` does not bubble, so it is caught on its way down.
 */
export function speakPageLanguageInForms(root: Document): void {
  root.addEventListener("invalid", sayWhy, true);
  root.addEventListener("input", forget, true);
  root.addEventListener("change", forget, true);
}

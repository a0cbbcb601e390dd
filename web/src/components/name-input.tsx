import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n";

/** Whether a typed name is only spaces, which the API trims to nothing and refuses. */
const blankName = (name: string) => name.length > 0 && name.trim() === "";

/** A player's name, refused by the browser itself, in the page's language, when it is only spaces. */
export function NameInput(props: {
  id: string;
  value: string;
  autoComplete?: string;
  set(name: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const refusal = blankName(props.value) ? t("field.name") : "";
  // the form is not sent while the control says why: required alone lets spaces through
  useEffect(() => input.current?.setCustomValidity(refusal), [refusal]);
  return (
    <input
      ref={input}
      id={props.id}
      required
      maxLength={40}
      autoComplete={props.autoComplete}
      value={props.value}
      onInput={(e) => props.set(e.currentTarget.value)}
    />
  );
}

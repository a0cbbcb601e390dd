import { useEffect } from "preact/hooks";

/**
 * Marks the controls a refusal named as invalid (and no others), and takes the reader to the first:
 * the message is at the form's foot. `controlOf` names the control of a refused field's path.
 */
export function useRefusedControls(
  form: { current: HTMLFormElement | null },
  paths: string[],
  controlOf: (path: string) => string,
) {
  const ids = paths.map(controlOf);
  useEffect(() => {
    const controls = [...(form.current?.querySelectorAll<HTMLElement>("input, select") ?? [])];
    for (const control of controls)
      if (ids.includes(control.id)) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    controls.find((control) => control.id === ids[0])?.focus();
  }, [ids.join(" ")]);
}

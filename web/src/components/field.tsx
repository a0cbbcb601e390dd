import type { ComponentChildren } from "preact";

/** The id of a field's hint, for the control's `aria-describedby`. */
export const hintId = (id: string) => `${id}-hint`;

/**
 * A labelled control with an optional hint: the label names the control (and nothing more), the
 * hint describes it. The control must carry `id` and, with a hint, `aria-describedby={hintId(id)}`.
 */
export function Field(props: {
  id: string;
  label: string;
  hint?: string | null;
  children: ComponentChildren;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      {props.children}
      {props.hint && <small id={hintId(props.id)}>{props.hint}</small>}
    </div>
  );
}

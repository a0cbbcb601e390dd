import type { ComponentChildren } from "preact";

interface Props {
  class: string;
  /** When set, the box is a button with this accessible name. */
  label?: string;
  onPress?: () => void;
  pressed?: boolean;
  title?: string;
  /** The id of the text inside that describes the button beyond its name. */
  describedBy?: string;
  children: ComponentChildren;
}

/** A piece of the board: a plain box, or a button when a legal action (or a choice) stands behind it. */
export function Box({ class: className, label, onPress, pressed, title, describedBy, children }: Props) {
  if (!onPress) {
    return (
      <div class={`gb-box ${className}`} title={title}>
        {children}
      </div>
    );
  }
  return (
    <button
      type="button"
      class={`gb-box gb-box-live ${className}`}
      aria-label={label}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      title={title}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

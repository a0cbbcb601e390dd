import { useState } from "preact/hooks";
import type { Lang } from "../../i18n/lang";
import { sharedWords } from "./words";

interface Props<A> {
  actions: A[];
  label(action: A): string;
  onAction(action: A): void;
  lang: Lang;
}

/** Every legal action as a plain button: the fallback when the board's pictures do not help. */
export function ActionList<A>({ actions, label, onAction, lang }: Props<A>) {
  // the list can run to hundreds of placements: it is only built while open
  const [open, setOpen] = useState(false);
  if (actions.length === 0) return null;
  return (
    <details class="gb-action-list" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{sharedWords(lang).allActions(actions.length)}</summary>
      {open && (
        <ul>
          {actions.map((action) => (
            <li key={JSON.stringify(action)}>
              <button type="button" onClick={() => onAction(action)}>
                {label(action)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

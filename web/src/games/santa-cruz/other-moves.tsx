import type { Lang } from "../../i18n/lang";
import { unplacedActions } from "./site-actions";
import type { Action } from "./types";
import { words } from "./words";

interface Props {
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  lang: Lang;
}

/** Card plays that build nothing have no site to click: they get buttons of their own. */
export function OtherMoves({ actions, label, onAction, lang }: Props) {
  const moves = unplacedActions(actions);
  if (moves.length === 0) return null;
  return (
    <section class="gb-panel" aria-label={words(lang).more}>
      <h3>{words(lang).more}</h3>
      {moves.map((action) => (
        <button key={JSON.stringify(action)} type="button" onClick={() => onAction(action)}>
          {label(action)}
        </button>
      ))}
    </section>
  );
}

import type { Lang } from "../../i18n/lang";
import type { Action, Content, SeatView } from "./types";
import { words } from "./words";

interface Props {
  me: SeatView;
  content: Content;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  lang: Lang;
}

/** The viewer's secret scoring cards, each with its Play or Discard button when legal, and bird chit values. */
export function MyCards({ me, content, actions, label, onAction, lang }: Props) {
  const w = words(lang);
  const buttonsFor = (card: string) =>
    actions.filter((a) => (a.type === "playScoring" || a.type === "discard") && a.card === card);
  return (
    <section class="gb-panel" aria-label={w.yourCards}>
      <h3>{w.yourCards}</h3>
      <ul class="gb-sc-scoring">
        {(me.scoringCards ?? []).map((id) => {
          const card = content.components.scoringCards.find((c) => c.id === id);
          return (
            <li key={id} class={me.pendingDiscard === id ? "gb-sc-discarding" : undefined}>
              <strong>{card?.name ?? id}</strong>
              <span class="gb-note">{card?.description}</span>
              {me.pendingDiscard === id && <span class="gb-badge">{w.toDiscard}</span>}
              {buttonsFor(id).map((action) => (
                <button
                  key={action.type}
                  type="button"
                  aria-label={label(action)}
                  onClick={() => onAction(action)}
                >
                  {action.type === "discard" ? w.discard : w.play}
                </button>
              ))}
            </li>
          );
        })}
      </ul>
      {me.birdValues && me.birdValues.length > 0 && (
        <p>
          {w.yourBirds}: {me.birdValues.join(", ")}
        </p>
      )}
    </section>
  );
}

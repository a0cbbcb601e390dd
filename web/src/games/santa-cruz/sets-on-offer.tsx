import type { Lang } from "../../i18n/lang";
import { CardChips } from "./card-chips";
import type { Action, Content, View } from "./types";
import { words } from "./words";

interface Props {
  view: View;
  content: Content;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  lang: Lang;
}

/** The draft: the building-card sets still on offer, each with its cards and a Take button when legal. */
export function SetsOnOffer({ view, content, actions, label, onAction, lang }: Props) {
  const w = words(lang);
  if (view.setsOnOffer.length === 0) return null;
  return (
    <section class="gb-panel" aria-label={w.setsOnOffer}>
      <h3>{w.setsOnOffer}</h3>
      <ul class="gb-sc-offers">
        {view.setsOnOffer.map((letter) => {
          const set = content.components.buildingSets[letter];
          const take = actions.find((a) => a.type === "chooseSet" && a.set === letter);
          return (
            <li key={letter}>
              <strong>{set?.name ?? w.set(letter)}</strong>
              {set && <CardChips cards={set.cards} w={w} />}
              {take && (
                <button type="button" aria-label={label(take)} onClick={() => onAction(take)}>
                  {w.take}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

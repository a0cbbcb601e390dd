import type { Lang } from "../../i18n/lang";
import { SeatChip } from "../shared/seat-chip";
import { seatName } from "../shared/seat-colors";
import type { Action, Content, View } from "./types";
import { words } from "./words";

interface Props {
  view: View;
  content: Content;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  names: string[];
  lang: Lang;
}

/** Round 2: each package's set and scoring cards, who took it, and a Take button when legal. */
export function Packages({ view, content, actions, label, onAction, names, lang }: Props) {
  const w = words(lang);
  if (view.packages.length === 0) return null;
  const cardName = (id: string) => content.components.scoringCards.find((c) => c.id === id)?.name ?? id;
  return (
    <section class="gb-panel" aria-label={w.packages}>
      <h3>{w.packages}</h3>
      <ul class="gb-sc-offers">
        {view.packages.map((pack, i) => {
          const take = actions.find((a) => a.type === "choosePackage" && a.package === i);
          return (
            <li key={pack.set}>
              <strong>
                {w.packageName(i + 1)}: {content.components.buildingSets[pack.set]?.name ?? w.set(pack.set)}
              </strong>
              <span class="gb-note">{pack.scoring.map(cardName).join(", ")}</span>
              {pack.takenBy !== null && (
                <span class="gb-note">
                  <SeatChip seat={pack.takenBy} /> {w.takenBy(seatName(names, pack.takenBy))}
                </span>
              )}
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

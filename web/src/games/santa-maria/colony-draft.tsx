import { Colony } from "./colony";
import { colonyGrid } from "./grid";
import type { Action, Content } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  w: Words;
}

/** The colony draft: every board one may take, drawn, with its Take button. */
export function ColonyDraft({ content, actions, label, onAction, w }: Props) {
  const offers = actions.filter(
    (a): a is Extract<Action, { type: "chooseColony" }> => a.type === "chooseColony",
  );
  if (offers.length === 0) return null;
  return (
    <section class="gb-panel" aria-label={w.chooseColony}>
      <h3>{w.chooseColony}</h3>
      <div class="gb-sm-offers">
        {offers.map((action) => {
          const colony = content.colonies.find((c) => c.id === action.colony);
          return (
            <div key={action.colony} class="gb-sm-offer">
              <strong>{colony?.name ?? action.colony}</strong>
              <span class="gb-note">{colony?.description}</span>
              <Colony
                grid={colonyGrid(content, action.colony, [])}
                occupied={[]}
                label={colony?.name ?? ""}
                w={w}
              />
              <button type="button" aria-label={label(action)} onClick={() => onAction(action)}>
                {w.take}
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
}

import { GlyphIcon } from "./glyphs";
import type { Action, Resource, SeatView } from "./types";
import type { Words } from "./words";

const resources: Resource[] = ["wood", "grain", "sugar", "gems", "gold"];

interface Props {
  seat: SeatView;
  limit: number;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  w: Words;
}

/** A seat's storage, each resource with its count and, on the player's own turn, Sell and Buy buttons. */
export function Storage({ seat, limit, actions, label, onAction, w }: Props) {
  return (
    <ul class="gb-sm-storage" aria-label={w.storage}>
      {resources.map((resource) => {
        const trades = actions.filter(
          (a) => (a.type === "sell" || a.type === "buy") && a.resource === resource,
        );
        return (
          <li key={resource}>
            <GlyphIcon kind={resource} />
            <span>
              {seat.storage[resource]}/{limit}
              <span class="gb-sr"> {w.resource[resource]}</span>
            </span>
            {trades.map((action) => (
              <button
                key={action.type}
                type="button"
                class="gb-small"
                aria-label={label(action)}
                onClick={() => onAction(action)}
              >
                {action.type === "sell" ? w.sell : w.buy}
              </button>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

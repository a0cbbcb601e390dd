import type { CardKind, SeatView } from "./types";
import type { Words } from "./words";

const kinds: CardKind[] = ["ship", "road", "river", "double"];

/** Building cards counted by kind, as small chips; kinds with none are left out. */
export function CardChips({ cards, played, w }: { cards: SeatView["cards"]; played?: boolean; w: Words }) {
  return (
    <span class="gb-sc-chips">
      {kinds
        .filter((kind) => cards[kind] > 0)
        .map((kind) => (
          <span key={kind} class={`gb-card gb-card-${kind}${played ? " gb-card-played" : ""}`}>
            {w.card[kind]} ×{cards[kind]}
          </span>
        ))}
    </span>
  );
}

import { SeatChip } from "../shared/seat-chip";
import { seatName } from "../shared/seat-colors";
import type { View } from "./types";
import type { Words } from "./words";

type Final = NonNullable<View["final"]>[number];
const kinds: (keyof Final)[] = ["coins", "colonists", "scholars", "bishops", "harbours", "shipments"];

/** The points a seat scored during the years, before the final scoring: what its total holds besides. */
const scoredInPlay = (view: View, final: Final, seat: number) =>
  view.seats[seat].points - kinds.reduce((sum, kind) => sum + final[kind], 0);

/**
 * Every seat's total, then its points scored in play and its end-of-game points by kind: a row adds
 * up. Wider than a phone, the table scrolls on its own rather than the board, the total in sight.
 */
export function FinalScores({ view, names, w }: { view: View; names: string[]; w: Words }) {
  if (!view.final) return null;
  return (
    <section class="gb-panel gb-sm-final-panel" aria-label={w.finalScores}>
      <h3>{w.finalScores}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: what scrolls needs focus for the keyboard to scroll it */}
      <div class="gb-sm-final-scroll" tabIndex={0}>
        <table class="gb-sm-final">
          <thead>
            <tr>
              <th>{w.finalPlayer}</th>
              <th>{w.total}</th>
              <th>{w.inPlay}</th>
              {kinds.map((kind) => (
                <th key={kind}>{w.final[kind]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.final.map((final, seat) => (
              <tr key={seat}>
                <th>
                  <SeatChip seat={seat} /> {seatName(names, seat)}
                </th>
                <td>{view.seats[seat].points}</td>
                <td>{scoredInPlay(view, final, seat)}</td>
                {kinds.map((kind) => (
                  <td key={kind}>{final[kind]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

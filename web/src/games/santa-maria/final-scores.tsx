import { SeatChip } from "../shared/seat-chip";
import { seatName } from "../shared/seat-colors";
import type { View } from "./types";
import type { Words } from "./words";

type Final = NonNullable<View["final"]>[number];
const kinds: (keyof Final)[] = ["coins", "colonists", "scholars", "bishops", "harbours", "shipments"];

/** The end-of-game points of every seat by kind, and each seat's total with the points scored in play. */
export function FinalScores({ view, names, w }: { view: View; names: string[]; w: Words }) {
  if (!view.final) return null;
  return (
    <section class="gb-panel" aria-label={w.finalScores}>
      <h3>{w.finalScores}</h3>
      <table class="gb-sm-final">
        <thead>
          <tr>
            <th />
            {kinds.map((kind) => (
              <th key={kind}>{w.final[kind]}</th>
            ))}
            <th>{w.total}</th>
          </tr>
        </thead>
        <tbody>
          {view.final.map((final, seat) => (
            <tr key={seat}>
              <th>
                <SeatChip seat={seat} /> {seatName(names, seat)}
              </th>
              {kinds.map((kind) => (
                <td key={kind}>{final[kind]}</td>
              ))}
              <td>{view.seats[seat].points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

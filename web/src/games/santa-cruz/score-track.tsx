import type { Lang } from "../../i18n/lang";
import { SeatChip } from "../shared/seat-chip";
import { seatName } from "../shared/seat-colors";
import { sharedWords } from "../shared/words";
import type { View } from "./types";
import { words } from "./words";

/** The seats in score-track order (ties go to whoever arrived first), with a bar for each score. */
export function ScoreTrack({
  view,
  names,
  yourSeat,
  lang,
}: {
  view: View;
  names: string[];
  yourSeat: number | null;
  lang: Lang;
}) {
  const w = words(lang);
  const order = [...view.seats].sort((a, b) => a.place - b.place);
  const top = Math.max(1, ...order.map((s) => s.score));
  return (
    <section class="gb-panel" aria-label={w.scoreTrack}>
      <h3>{w.scoreTrack}</h3>
      <ol class="gb-sc-track">
        {order.map((seat) => (
          <li key={seat.seat}>
            <span class="gb-sc-track-name">
              {sharedWords(lang).place(seat.place)} <SeatChip seat={seat.seat} /> {seatName(names, seat.seat)}
              {seat.seat === yourSeat && ` (${sharedWords(lang).you})`}
            </span>
            <span class="gb-sc-track-bar" style={{ width: `${(seat.score / top) * 100}%` }} />
            <strong>{seat.score}</strong>
          </li>
        ))}
      </ol>
      <p class="gb-note">{w.deck(view.scoringCardsInDeck, view.birdChitsLeft)}</p>
    </section>
  );
}

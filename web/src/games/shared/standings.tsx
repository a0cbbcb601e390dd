import type { Lang } from "../../i18n/lang";
import { SeatChip } from "./seat-chip";
import { seatName } from "./seat-colors";
import { sharedWords } from "./words";

interface Props {
  standings: { seat: number; score: number; place: number }[];
  names: string[];
  lang: Lang;
}

/** The final standings, first place first. */
export function Standings({ standings, names, lang }: Props) {
  const w = sharedWords(lang);
  return (
    <section class="gb-panel gb-standings" aria-label={w.gameOver}>
      <h3>{w.gameOver}</h3>
      <ol>
        {standings.map(({ seat, score, place }) => (
          <li key={seat}>
            {w.place(place)} <SeatChip seat={seat} /> <strong>{seatName(names, seat)}</strong>{" "}
            {w.points(score)}
            {place === 1 && <span class="gb-badge">{w.winner}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { Lang } from "../../i18n/lang";
import { SeatChip } from "./seat-chip";
import { seatName } from "./seat-colors";
import { sharedWords } from "./words";

/** How a game played alone went: whether it reached the points that win it, and the achievements named. */
export interface SoloVerdict {
  win: boolean;
  goal: number;
  achievements: string[];
}

interface Props {
  standings: { seat: number; score: number; place: number }[];
  names: string[];
  lang: Lang;
  solo?: SoloVerdict | null;
}

/** The final standings, first place first; alone at the table, nobody is beaten: the game's own goal says how it went. */
export function Standings({ standings, names, lang, solo }: Props) {
  const w = sharedWords(lang);
  const beatOthers = standings.length > 1;
  return (
    <section class="gb-panel gb-standings" aria-label={w.gameOver}>
      <h3>{w.gameOver}</h3>
      <ol>
        {standings.map(({ seat, score, place }) => (
          <li key={seat}>
            {w.place(place)} <SeatChip seat={seat} /> <strong>{seatName(names, seat)}</strong>{" "}
            {w.points(score)}
            {((beatOthers && place === 1) || solo?.win) && <span class="gb-badge">{w.winner}</span>}
          </li>
        ))}
      </ol>
      {solo && <p>{solo.win ? w.soloWon(solo.goal) : w.soloLost(solo.goal)}</p>}
      {solo && solo.achievements.length > 0 && (
        <p>
          {w.achievements} {new Intl.ListFormat(lang).format(solo.achievements)}
        </p>
      )}
    </section>
  );
}

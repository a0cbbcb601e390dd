import { useEffect, useRef } from "preact/hooks";
import { lang, t } from "../i18n";
import type { Match } from "./use-match";

type Standing = NonNullable<Match["result"]>["standings"][number];

/** Who won, in a sentence: you, one other, or several sharing first place. */
function winnerLine(winners: number[], you: number | null, nameOf: (seat: number) => string): string {
  if (winners.length === 1 && winners[0] === you) return t("play.youWon");
  if (winners.length === 1) return t("play.won", { name: nameOf(winners[0]) });
  return t("play.sharedWin", { names: new Intl.ListFormat(lang.value).format(winners.map(nameOf)) });
}

/** One seat's line: its place and score, or that it resigned. */
function standingLine(s: Standing, nameOf: (seat: number) => string): string {
  const name = nameOf(s.seat);
  return s.resigned
    ? t("play.placeResigned", { place: s.place, name })
    : t(Math.abs(s.score) === 1 ? "play.placeScoreOne" : "play.placeScore", {
        place: s.place,
        name,
        score: s.score,
      });
}

/**
 * A finished match's end as people read it first: who won, then each seat's place and score, by
 * resignation too (the board's own status line says only that the game is over). When it comes
 * while nothing has the focus (the Resign button just went), it takes the focus, and the reader
 * to it.
 */
export function Outcome(props: { match: Match; names: string[] }) {
  const { match, names } = props;
  const standings = [...(match.result?.standings ?? [])].sort((a, b) => a.place - b.place);
  const nameOf = (seat: number) =>
    seat === match.yourSeat ? t("play.you") : (names[seat] ?? String(seat + 1));
  // alone at the table, nobody is beaten: the score says how it went
  const winners =
    standings.length > 1 ? standings.filter((s) => s.place === 1 && !s.resigned).map((s) => s.seat) : [];
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) said.current?.focus();
  }, []);
  return (
    <>
      <p class="turn" aria-live="polite" ref={said} tabIndex={-1}>
        {t("play.over")}
        {winners.length > 0 && ` ${winnerLine(winners, match.yourSeat, nameOf)}`}
      </p>
      {standings.length > 0 && (
        <ul class="outcome" aria-label={t("play.standings")}>
          {standings.map((s) => (
            <li key={s.seat}>{standingLine(s, nameOf)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

import { lang, t } from "../i18n";
import { Outcome } from "./outcome";
import type { Match } from "./use-match";

/** Whose turn it is (several seats during simultaneous choices), or that the match is over. */
export function TurnLine(props: { match: Match; names: string[] }) {
  const { match, names } = props;
  if (match.status === "finished") return <Outcome match={match} names={names} />;
  if (match.status === "abandoned") return <p class="turn">{t("play.abandoned")}</p>;
  const others = match.activeSeats.filter((s) => s !== match.yourSeat).map((s) => names[s] ?? String(s));
  return (
    // focusable by script alone: where the focus goes after a move whose control went away
    <p class={match.awaitingYou ? "turn turn-yours" : "turn"} aria-live="polite" tabIndex={-1}>
      {match.awaitingYou && <strong>{t("play.yourTurn")} </strong>}
      {others.length > 0 &&
        t(match.awaitingYou ? "play.alsoWaiting" : "play.waitingFor", { names: others.join(", ") })}
      {clockLines(match, names).map((line) => (
        <span class="turn-clock" key={line}>
          {" "}
          {line}
        </span>
      ))}
    </p>
  );
}

/** Each active seat's time left on the turn clock, as of the last answer. */
function clockLines(match: Match, names: string[]): string[] {
  const seats = match.clock?.seats ?? [];
  return seats.flatMap(({ seat, deadline, secondsLeft }) => {
    if (deadline === null || secondsLeft === null || !match.activeSeats.includes(seat)) return [];
    const until = new Date(deadline).toLocaleString(lang.value, { dateStyle: "medium", timeStyle: "short" });
    const name = seat === match.yourSeat ? t("play.you") : (names[seat] ?? String(seat));
    return [t("play.timeLeft", { name, left: duration(secondsLeft), until })];
  });
}

/** "1 d 23 h", "5 h 10 min", "12 min". */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min`;
}

import { t } from "../i18n";
import type { Match } from "./use-match";

/** Whose turn it is (several seats during simultaneous choices), or that the match is over. */
export function TurnLine(props: { match: Match; names: string[] }) {
  const { match, names } = props;
  if (match.status === "finished") return <p class="turn">{t("play.over")}</p>;
  if (match.status === "abandoned") return <p class="turn">{t("play.abandoned")}</p>;
  const others = match.activeSeats.filter((s) => s !== match.yourSeat).map((s) => names[s] ?? String(s));
  return (
    <p class={match.awaitingYou ? "turn turn-yours" : "turn"} aria-live="polite">
      {match.awaitingYou && <strong>{t("play.yourTurn")} </strong>}
      {others.length > 0 &&
        t(match.awaitingYou ? "play.alsoWaiting" : "play.waitingFor", { names: others.join(", ") })}
    </p>
  );
}

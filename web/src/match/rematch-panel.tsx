import { api } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { lang, t } from "../i18n";
import { navigate } from "../router";
import type { Match } from "./use-match";

/**
 * After the end, for the match's people: offer a rematch, or accept the one offered (the same
 * call, which seats you at it); either leads to the rematch.
 */
export function RematchPanel(props: { match: Match }) {
  const { match } = props;
  const { busy, error, run } = useSubmit();
  if (match.status !== "finished" || match.yourSeat === null) return null;
  // a rematch everyone left is over: the button offers a new one
  const calledOff = match.rematch?.status === "abandoned";
  const rematch = calledOff ? null : match.rematch;
  const people = match.seats.filter((s) => s.player && !s.player.computer).length;
  const yours = rematch?.accepted.includes(match.yourSeat) ?? false;
  const declined = (rematch?.declined ?? []).flatMap((seat) => match.seats[seat]?.player?.name ?? []);
  const go = () =>
    run(async () => {
      const next = dataOf(
        await api.POST("/v1/matches/{matchId}/rematch", { params: { path: { matchId: match.id } } }),
      );
      navigate(`/matches/${encodeURIComponent(next.id)}`);
    });
  return (
    <section aria-labelledby="rematch-title" class="stack">
      <h2 id="rematch-title">{t("play.rematch")}</h2>
      {calledOff && <p>{t("play.rematchCalledOff")}</p>}
      {rematch && <p>{t("play.rematchOffered", { accepted: rematch.accepted.length, people })}</p>}
      {declined.length > 0 && (
        <p>{t("play.rematchDeclined", { names: new Intl.ListFormat(lang.value).format(declined) })}</p>
      )}
      <ErrorText error={error} />
      {yours && rematch ? (
        <p>
          <Link href={`/matches/${encodeURIComponent(rematch.matchId)}`} class="button">
            {t("play.toRematch")}
          </Link>
        </p>
      ) : (
        <p>
          <button type="button" disabled={busy} onClick={() => void go()}>
            {t(rematch ? "play.acceptRematch" : "play.offerRematch")}
          </button>
        </p>
      )}
    </section>
  );
}

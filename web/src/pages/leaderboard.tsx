import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { usePageTitle } from "../components/use-page-title";
import { useSubmit } from "../components/use-submit";
import { gameName, loadGames } from "../data/games";
import { t } from "../i18n";
import { RatingText } from "./profile";

type Line = Schemas["LeaderboardLine"];

/** A game's rated players, best first, page by page. */
export function Leaderboard(props: { gameId: string }) {
  const { gameId } = props;
  const [lines, setLines] = useState<Line[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const { busy, error, run } = useSubmit();
  const loadPage = (after: string | null) =>
    run(async () => {
      const query = after ? { cursor: after } : {};
      const page = dataOf(
        await api.GET("/v1/games/{gameId}/leaderboard", { params: { path: { gameId }, query } }),
      );
      setLines((shown) => [...(after ? (shown ?? []) : []), ...page.players]);
      setCursor(page.nextCursor);
    });
  useEffect(() => {
    void loadGames();
    setLines(null);
    void loadPage(null);
  }, [gameId]);
  const game = gameName(gameId);
  usePageTitle(t("leaderboard.title", { game }));
  return (
    <section aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">{t("leaderboard.title", { game })}</h1>
      <p>{t("leaderboard.intro", { game })}</p>
      <ErrorText error={error} />
      {lines === null ? (
        error ? null : (
          <p aria-live="polite">{t("common.loading")}</p>
        )
      ) : lines.length === 0 ? (
        <p>{t("leaderboard.none")}</p>
      ) : (
        <div class="table-scroll">
          <table class="rating-table">
            <thead>
              <tr>
                <th scope="col">{t("leaderboard.rank")}</th>
                <th scope="col">{t("leaderboard.player")}</th>
                <th scope="col">{t("profile.rating")}</th>
                <th scope="col">{t("profile.played")}</th>
                <th scope="col">{t("profile.won")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={line.playerId}>
                  <td>{i + 1}</td>
                  <th scope="row">
                    <Link href={`/players/${encodeURIComponent(line.playerId)}`}>{line.name}</Link>
                  </th>
                  <td>
                    <RatingText {...line} />
                  </td>
                  <td>{line.played}</td>
                  <td>{line.won}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" disabled={busy} onClick={() => void loadPage(cursor)}>
          {t("leaderboard.more")}
        </button>
      )}
    </section>
  );
}

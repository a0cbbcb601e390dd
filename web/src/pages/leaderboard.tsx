import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { LeaderboardLinks } from "../components/leaderboard-links";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { ShortHeading, TableScroll } from "../components/table-scroll";
import { usePageTitle } from "../components/use-page-title";
import { useSubmit } from "../components/use-submit";
import { games, loadGames } from "../data/games";
import { t } from "../i18n";
import { appendedPage } from "./leaderboard-lines";
import { ranksOf } from "./leaderboard-ranks";
import { RatingLegend, RatingText } from "./profile";

type Line = Schemas["LeaderboardLine"];

function LeaderboardTable(props: { lines: Line[] }) {
  const ranks = ranksOf(props.lines);
  return (
    <>
      <TableScroll label={t("leaderboard.tableLabel")}>
        <table class="rating-table">
          <thead>
            <tr>
              <ShortHeading short={t("leaderboard.rankShort")} full={t("leaderboard.rank")} />
              <th scope="col">{t("leaderboard.player")}</th>
              <th scope="col">{t("profile.rating")}</th>
              <ShortHeading short={t("profile.playedShort")} full={t("profile.played")} />
              <ShortHeading short={t("profile.wonShort")} full={t("profile.won")} />
            </tr>
          </thead>
          <tbody>
            {props.lines.map((line, i) => (
              <tr key={line.playerId}>
                <td>{ranks[i]}</td>
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
      </TableScroll>
      <RatingLegend />
    </>
  );
}

/** The page of a game that is not hosted: nothing from the address is shown, the hosted games' leaderboards are. */
function NoSuchGame() {
  return (
    <section aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">{t("leaderboard.notFound")}</h1>
      <LeaderboardLinks />
    </section>
  );
}

/** The tab's title: the game's leaderboard, that there is no such game, or the site's while the games load. */
function pageTitle(game: Schemas["Game"] | undefined): string | null {
  if (game) return t("leaderboard.title", { game: game.name });
  return games.value ? t("leaderboard.notFound") : null;
}

/** While the hosted games load: the leaderboard's own refusal if it came first, else that it loads. */
function Waiting(props: { error: string | null }) {
  return props.error ? <ErrorText error={props.error} /> : <p aria-live="polite">{t("common.loading")}</p>;
}

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
      setLines((shown) => appendedPage(after ? (shown ?? []) : [], page.players));
      setCursor(page.nextCursor);
    });
  useEffect(() => {
    void loadGames();
    setLines(null);
    void loadPage(null);
  }, [gameId]);
  // the game's name comes from the hosted games, never from the address
  const game = games.value?.find((g) => g.id === gameId);
  usePageTitle(pageTitle(game));
  if (games.value && !game) return <NoSuchGame />;
  if (!game) return <Waiting error={error} />;
  return (
    <section aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">{t("leaderboard.title", { game: game.name })}</h1>
      <p>{t("leaderboard.intro", { game: game.name })}</p>
      <ErrorText error={error} />
      {lines === null ? (
        error ? null : (
          <p aria-live="polite">{t("common.loading")}</p>
        )
      ) : lines.length === 0 ? (
        <p>{t("leaderboard.none")}</p>
      ) : (
        <LeaderboardTable lines={lines} />
      )}
      {cursor && (
        <button type="button" disabled={busy} onClick={() => void loadPage(cursor)}>
          {t("leaderboard.more")}
        </button>
      )}
    </section>
  );
}

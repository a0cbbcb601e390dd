import { useEffect } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { CopyField } from "../components/copy-field";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { ShortHeading, TableScroll } from "../components/table-scroll";
import { type Loaded, useAsync } from "../components/use-async";
import { usePageTitle } from "../components/use-page-title";
import { gameName, loadGames } from "../data/games";
import { lang, t } from "../i18n";
import { signedChange } from "../i18n/numbers";

type GameRecord = Schemas["PlayerProfile"]["games"][number];

const when = (at: string) => new Date(at).toLocaleDateString(lang.value, { dateStyle: "medium" });

/** A rating as people read it: whole points, the deviation beside it, marked while provisional. */
export function RatingText(props: { rating: number; deviation: number; provisional: boolean }) {
  return (
    <>
      {Math.round(props.rating)}
      <small> ±{Math.round(props.deviation)}</small>
      {props.provisional && (
        <small class="provisional" title={t("profile.provisionalHint")}>
          {" "}
          ({t("profile.provisional")})
        </small>
      )}
    </>
  );
}

/** What ± and provisional mean, said beside every table of ratings: a tooltip is out of a finger's reach. */
export function RatingLegend() {
  return (
    <p>
      <small>{t("profile.ratingLegend")}</small>
    </p>
  );
}

function RecentMatches(props: { record: GameRecord }) {
  const { record } = props;
  return (
    <section aria-label={t("profile.recent", { game: gameName(record.game) })}>
      <h2>{t("profile.recent", { game: gameName(record.game) })}</h2>
      <ol class="recent-matches">
        {record.recentMatches.map((m) => (
          <li key={m.matchId}>
            <Link href={`/matches/${encodeURIComponent(m.matchId)}`}>{when(m.finishedAt)}</Link>{" "}
            {t("profile.place", { place: m.place, seats: m.seats })} ·{" "}
            {m.ratingChange === null ? t("profile.unrated") : signedChange(lang.value, m.ratingChange)}
          </li>
        ))}
      </ol>
      <p>
        <Link href={`/games/${encodeURIComponent(record.game)}/leaderboard`}>
          {t("profile.leaderboard", { game: gameName(record.game) })}
        </Link>
      </p>
    </section>
  );
}

/** The tab's title: the player's name once known, that there is none when the API finds none. */
function profileTitle(profile: Loaded<Schemas["PlayerProfile"]>): string | null {
  if (profile.state === "done") return t("profile.title", { name: profile.value.name });
  return profile.state === "failed" ? t("profile.notFound") : null;
}

/** A player's public profile: per game matches played and won, the rating and the latest matches. */
export function Profile(props: { playerId: string }) {
  const profile = useAsync(
    async () =>
      dataOf(
        await api.GET("/v1/players/{playerId}/profile", { params: { path: { playerId: props.playerId } } }),
      ),
    [props.playerId],
  );
  useEffect(() => {
    void loadGames();
  }, []);
  usePageTitle(profileTitle(profile));
  if (profile.state === "loading") return <p aria-live="polite">{t("common.loading")}</p>;
  if (profile.state === "failed")
    return (
      <section>
        <h1>{t("profile.notFound")}</h1>
        <ErrorText error={profile.error} />
      </section>
    );
  const { name, games } = profile.value;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">{t("profile.title", { name })}</h1>
      {/* names are not unique: the id invites exactly this player */}
      <CopyField id="profile-player-id" label={t("profile.playerId")} value={props.playerId} />
      {games.length === 0 ? (
        <p>{t("profile.none")}</p>
      ) : (
        <>
          <TableScroll label={t("profile.tableLabel")}>
            <table class="rating-table">
              <thead>
                <tr>
                  <th scope="col">{t("profile.game")}</th>
                  <ShortHeading short={t("profile.playedShort")} full={t("profile.played")} />
                  <ShortHeading short={t("profile.wonShort")} full={t("profile.won")} />
                  <th scope="col">{t("profile.rating")}</th>
                </tr>
              </thead>
              <tbody>
                {games.map((g) => (
                  <tr key={g.game}>
                    <th scope="row">{gameName(g.game)}</th>
                    <td>{g.played}</td>
                    <td>{g.won}</td>
                    <td>{g.rated > 0 ? <RatingText {...g} /> : t("profile.unrated")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <RatingLegend />
          {games.map((g) => (
            <RecentMatches key={g.game} record={g} />
          ))}
        </>
      )}
    </section>
  );
}

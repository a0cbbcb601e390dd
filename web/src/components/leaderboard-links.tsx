import { useEffect } from "preact/hooks";
import { games, loadGames } from "../data/games";
import { t } from "../i18n";
import { Link } from "./link";

/** A link to each hosted game's leaderboard. */
export function LeaderboardLinks() {
  useEffect(() => void loadGames(), []);
  if (!games.value) return null;
  return (
    <nav aria-labelledby="leaderboards">
      <h2 id="leaderboards">{t("home.leaderboards")}</h2>
      <ul class="leaderboard-links">
        {games.value.map((g) => (
          <li key={g.id}>
            <Link href={`/games/${encodeURIComponent(g.id)}/leaderboard`}>
              {t("home.leaderboardOf", { game: g.name })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { gameName, loadGames } from "../data/games";
import { t } from "../i18n";
import { StatusBadge } from "../match/status-badge";

type Summary = Schemas["MatchSummary"];

function MatchRow(props: { match: Summary }) {
  const m = props.match;
  return (
    <li class={m.awaitingYou ? "match-row awaiting" : "match-row"}>
      <Link href={`/matches/${encodeURIComponent(m.id)}`}>
        {t("myMatches.link", { game: gameName(m.game), id: m.id })}
      </Link>
      <StatusBadge status={m.status} awaitingYou={m.awaitingYou} />
      <small>{t("myMatches.seat", { seat: m.yourSeat + 1 })}</small>
    </li>
  );
}

/** The person's matches, page by page, as the API orders them: awaiting them first. */
export function MyMatches() {
  const [matches, setMatches] = useState<Summary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const { busy, error, run } = useSubmit();
  const loadPage = (after: string | null) =>
    run(async () => {
      const query = after ? { cursor: after } : {};
      const page = dataOf(await api.GET("/v1/me/matches", { params: { query } }));
      setMatches((shown) => [...(after ? (shown ?? []) : []), ...page.matches]);
      setCursor(page.nextCursor);
    });
  useEffect(() => {
    void loadGames();
    void loadPage(null);
  }, []);
  return (
    <>
      <p>
        <Link href="/new" class="button">
          {t("myMatches.new")}
        </Link>
      </p>
      <ErrorText error={error} />
      {matches === null ? (
        <p aria-live="polite">{t("common.loading")}</p>
      ) : matches.length === 0 ? (
        <p>{t("myMatches.none")}</p>
      ) : (
        <ul class="match-list">
          {matches.map((m) => (
            <MatchRow key={m.id} match={m} />
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" disabled={busy} onClick={() => void loadPage(cursor)}>
          {t("myMatches.more")}
        </button>
      )}
    </>
  );
}

import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { useAsync } from "../components/use-async";
import { useSubmit } from "../components/use-submit";
import { whileSeen } from "../components/while-seen";
import { gameName, loadGames } from "../data/games";
import { lang, t } from "../i18n";
import { seatNames } from "../match/seat-names";
import { StatusBadge } from "../match/status-badge";

type Summary = Schemas["MatchSummary"];

/** How often a games page left open reads its first page again: "Your move" is the news it is kept open for. */
const MATCHES_POLL_MS = 20_000;
type Match = Schemas["Match"];

const when = (at: string) =>
  new Date(at).toLocaleString(lang.value, { dateStyle: "medium", timeStyle: "short" });

/** The others at the table, by the list's names, or the match's when the list has none (a line written before it kept them). */
function opponentsOf(summary: Summary, match: Match | null): string[] | null {
  if (summary.players)
    return summary.players.flatMap((p, seat) => (p && seat !== summary.yourSeat ? [p.name] : []));
  if (!match) return null;
  const names = seatNames(match.seats);
  return names.filter((_, seat) => seat !== summary.yourSeat && match.seats[seat]?.player);
}

/** How a finished match ended for the reader, as the list keeps it. */
function ending(summary: Summary, seats: number): string {
  const { place = 1, score = 0 } = summary;
  const one = Math.abs(score) === 1;
  // alone at the table, nobody is beaten
  if (seats === 1) return t(one ? "myMatches.aloneOne" : "myMatches.alone", { score });
  return place === 1
    ? t(one ? "myMatches.wonOne" : "myMatches.won", { score })
    : t(one ? "myMatches.placedOne" : "myMatches.placed", { place, seats, score });
}

/** Opponents from the list; whose turn and its deadline, of an active match, from the match itself. */
function Details(props: { summary: Summary; match: Match | null }) {
  const { summary, match } = props;
  const opponents = opponentsOf(summary, match) ?? [];
  const seats = summary.players;
  const names = match ? seatNames(match.seats) : [];
  const toAct = match
    ? match.activeSeats.filter((s) => s !== summary.yourSeat).map((s) => names[s] ?? "")
    : [];
  const deadline = match?.clock?.seats
    .filter((s) => s.deadline !== null && match.activeSeats.includes(s.seat))
    .map((s) => s.deadline as string)
    .sort()[0];
  return (
    <>
      {opponents.length > 0 && (
        <span>{t("myMatches.against", { names: new Intl.ListFormat(lang.value).format(opponents) })}</span>
      )}
      {summary.status === "lobby" && seats && (
        <span>{t("open.seats", { taken: seats.filter((p) => p !== null).length, total: seats.length })}</span>
      )}
      {summary.place !== undefined && seats && <span>{ending(summary, seats.length)}</span>}
      {match?.status === "active" && toAct.length > 0 && (
        <span>{t("myMatches.toAct", { names: toAct.join(", ") })}</span>
      )}
      {deadline && <span>{t("myMatches.deadline", { when: when(deadline) })}</span>}
    </>
  );
}

/** What the row's time is: a lobby has had no move, and a finished match has its end. */
const timeKey = (status: Summary["status"]) =>
  status === "lobby"
    ? "myMatches.lobbyChanged"
    : status === "active"
      ? "myMatches.lastMove"
      : "myMatches.ended";

/** Whether a row reads its match: whose turn it is and the deadline change without the list, as do the names it lacks. */
const readsMatch = (m: Summary) => m.status === "active" || m.players === undefined;

function MatchRow(props: { match: Summary }) {
  const m = props.match;
  const match = useAsync(
    async () =>
      readsMatch(m)
        ? dataOf(await api.GET("/v1/matches/{matchId}", { params: { path: { matchId: m.id } } }))
        : null,
    [m.id, m.version],
  );
  return (
    <li class={m.awaitingYou ? "match-row awaiting" : "match-row"}>
      <Link href={`/matches/${encodeURIComponent(m.id)}`}>{gameName(m.game)}</Link>
      <StatusBadge status={m.status} awaitingYou={m.awaitingYou} />
      {match.state === "done" && <Details summary={m} match={match.value} />}
      <small>
        {t("myMatches.seat", { seat: m.yourSeat + 1 })} · {t(timeKey(m.status), { when: when(m.updatedAt) })}
      </small>
    </li>
  );
}

/** The person's matches, page by page, as the API orders them: awaiting them first; tells how many await them. */
export function MyMatches(props: { awaiting(count: number): void }) {
  const [matches, setMatches] = useState<Summary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [pages, setPages] = useState(0);
  const { busy, error, run } = useSubmit();
  const loadPage = (after: string | null) =>
    run(async () => {
      const query = after ? { cursor: after } : {};
      const page = dataOf(await api.GET("/v1/me/matches", { params: { query } }));
      setMatches((shown) => [...(after ? (shown ?? []) : []), ...page.matches]);
      setCursor(page.nextCursor);
      setPages((loaded) => (after ? loaded + 1 : 1));
    });
  useEffect(() => {
    void loadGames();
    void loadPage(null);
  }, []);
  useEffect(() => props.awaiting(matches?.filter((m) => m.awaitingYou).length ?? 0), [matches]);
  // a page left open keeps its first page fresh (whose turn it is); more pages are the reader's to reload
  useEffect(() => (pages > 1 ? undefined : whileSeen(() => void loadPage(null), MATCHES_POLL_MS)), [pages]);
  return (
    <>
      <h2>{t("home.myMatches")}</h2>
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

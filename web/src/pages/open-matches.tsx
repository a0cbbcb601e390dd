import { useEffect, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { optionWord } from "../components/options-form";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { whileSeen } from "../components/while-seen";
import { lang, t } from "../i18n";
import { navigate } from "../router";
import { me } from "../session/me";

type OpenMatch = Schemas["OpenMatch"];

/** How often the list is read again while seen: an open match fills up within minutes. */
const OPEN_MATCHES_POLL_MS = 20_000;

const when = (at: string) =>
  new Date(at).toLocaleString(lang.value, { dateStyle: "medium", timeStyle: "short" });

/** The options as the game's words name them: "Sets: dealt at random". */
function optionsText(match: OpenMatch): string {
  return Object.entries((match.options ?? {}) as Record<string, unknown>)
    .map(([name, value]) => {
      const label = optionWord(match.game, name) ?? name;
      return `${label}: ${optionWord(match.game, `${name}.${String(value)}`) ?? String(value)}`;
    })
    .join(" · ");
}

/** A seat of the person's own: a link to the match, as joining again is refused. */
function GoToMatch(props: { match: OpenMatch; own: boolean }) {
  const m = props.match;
  const label = props.own ? t("open.goToYours") : t("open.goToNamed", { name: m.createdBy.name });
  return (
    <Link href={`/matches/${encodeURIComponent(m.id)}`} class="button" label={label}>
      {t("open.goTo")}
    </Link>
  );
}

function OpenMatchRow(props: { match: OpenMatch; busy: boolean; join(id: string): void }) {
  const m = props.match;
  const own = m.createdBy.id === me.value?.id;
  const seated = me.value !== null && m.playerIds.includes(me.value.id);
  return (
    <li class="match-row">
      <strong>{own ? t("open.yours") : t("open.by", { name: m.createdBy.name })}</strong>
      {m.createdBy.rating !== null && (
        <span>
          {t(m.createdBy.provisional ? "open.ratingProvisional" : "open.rating", {
            rating: Math.round(m.createdBy.rating),
          })}
        </span>
      )}
      <span>{t("open.seats", { taken: m.seatsTaken, total: m.seatCount })}</span>
      {seated && !own && <span>{t("open.seated")}</span>}
      {m.clock ? (
        <span>{t("open.clock", { hours: m.clock.moveHours })}</span>
      ) : (
        <span>{t("open.noClock")}</span>
      )}
      <small>{optionsText(m)}</small>
      <small>{t("open.since", { when: when(m.createdAt) })}</small>
      {seated ? (
        <GoToMatch match={m} own={own} />
      ) : (
        <button
          type="button"
          aria-label={t("open.joinNamed", { name: m.createdBy.name })}
          disabled={props.busy}
          onClick={() => props.join(m.id)}
        >
          {t("open.join")}
        </button>
      )}
    </li>
  );
}

/**
 * The lobby of one game: its open public matches, newest first, each joined with one click (no
 * code needed), and quick match for a seat at a table of `seats` (an open one, or a new one).
 */
export function OpenMatches(props: { game: Schemas["Game"]; seats: number }) {
  const [matches, setMatches] = useState<OpenMatch[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [pages, setPages] = useState(0);
  // reading the list again now and then must not wipe out why a join failed
  const list = useSubmit();
  const { busy, error, run } = useSubmit();
  const game = props.game.id as Schemas["OpenMatch"]["game"];
  const loadPage = (after: string | null) =>
    list.run(async () => {
      const query = { game, ...(after ? { cursor: after } : {}) };
      const page = dataOf(await api.GET("/v1/lobby", { params: { query } }));
      setMatches((shown) => [...(after ? (shown ?? []) : []), ...page.matches]);
      setCursor(page.nextCursor);
      setPages((loaded) => (after ? loaded + 1 : 1));
    });
  useEffect(() => void loadPage(null), [game]);
  // a page left open keeps its first page fresh, as the games page does; more pages are the reader's to reload
  useEffect(
    () => (pages > 1 ? undefined : whileSeen(() => void loadPage(null), OPEN_MATCHES_POLL_MS)),
    [pages, game],
  );
  const join = (matchId: string) =>
    void run(async () => {
      dataOf(await api.POST("/v1/matches/{matchId}/join", { params: { path: { matchId } }, body: {} }));
      navigate(`/matches/${encodeURIComponent(matchId)}`);
    });
  const quick = () =>
    void run(async () => {
      const body = { game, seats: props.seats } as Schemas["QuickMatch"];
      const seated = dataOf(await api.POST("/v1/lobby/quick-match", { body }));
      navigate(`/matches/${encodeURIComponent(seated.id)}`);
    });
  return (
    <section aria-labelledby="open-title" class="stack">
      <h2 id="open-title">{t("open.title", { game: props.game.name })}</h2>
      <div class="field">
        <button type="button" disabled={busy} onClick={quick} aria-describedby="quick-hint">
          {t("open.quick", { seats: props.seats })}
        </button>
        <small id="quick-hint">{t("open.quickHint")}</small>
      </div>
      <ErrorText error={error ?? list.error} />
      {matches === null ? (
        <p aria-live="polite">{t("common.loading")}</p>
      ) : matches.length === 0 ? (
        <p>{t("open.none")}</p>
      ) : (
        <ul class="match-list" aria-labelledby="open-title">
          {matches.map((m) => (
            <OpenMatchRow key={m.id} match={m} busy={busy} join={join} />
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" disabled={list.busy} onClick={() => void loadPage(cursor)}>
          {t("myMatches.more")}
        </button>
      )}
    </section>
  );
}

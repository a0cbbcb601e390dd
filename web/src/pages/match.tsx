import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { CopyField } from "../components/copy-field";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { usePageTitle } from "../components/use-page-title";
import { gameName, loadGames } from "../data/games";
import { howToPlay, howToPlayPath } from "../data/how-to-play";
import { lang, t } from "../i18n";
import { ChatPanel } from "../match/chat-panel";
import { Lobby } from "../match/lobby";
import { Play } from "../match/play";
import { PlayerLinks } from "../match/player-links";
import { playersLine, seatNames } from "../match/seat-names";
import { useMatch } from "../match/use-match";

/** A match the page cannot show (none such, or not the reader's to see): why, and the way back. */
function Unavailable(props: { error: string }) {
  return (
    <section aria-labelledby="match-unavailable">
      <h1 id="match-unavailable">{t("match.unavailable")}</h1>
      <ErrorText error={props.error} />
      <p>
        <Link href="/">{t("match.backToGames")}</Link>
      </p>
    </section>
  );
}

/**
 * The lobby gives way to play when the match starts (its last seat taken, or "Start now"): the
 * control the focus was on goes with it, so the turn line takes the focus, and is read out.
 */
function useFocusOnStart(section: RefObject<HTMLElement | null>, status: string | undefined) {
  const before = useRef(status);
  useEffect(() => {
    const started = before.current === "lobby" && status !== undefined && status !== "lobby";
    before.current = status;
    const active = document.activeElement;
    if (started && (active === null || active === document.body))
      section.current?.querySelector<HTMLElement>("p.turn")?.focus({ preventScroll: true });
  }, [status]);
}

/** One match, for a seated player or a spectator: its lobby, its play, or its end. */
export function MatchPage(props: { matchId: string }) {
  const { match, error, refresh, pushedMove, pushedChat, live } = useMatch(props.matchId);
  const section = useRef<HTMLElement>(null);
  useFocusOnStart(section, match?.status);
  useEffect(() => void loadGames(), []);
  const players = match && playersLine(match.seats);
  // a lobby nobody has sat down in yet is named by its game alone
  const title =
    match && (players ? t("match.title", { game: gameName(match.game), players }) : gameName(match.game));
  usePageTitle(title ?? (error ? t("match.unavailable") : null));
  if (!match) return error ? <Unavailable error={error} /> : <p aria-live="polite">{t("common.loading")}</p>;
  const names = seatNames(match.seats);
  const rules = howToPlay(match.game, lang.value);
  return (
    <section aria-labelledby="match-title" ref={section}>
      <h1 id="match-title">{title}</h1>
      <PlayerLinks seats={match.seats} />
      {rules && (
        <p class="how-to-play-link">
          <Link href={howToPlayPath(match.game, `/matches/${encodeURIComponent(match.id)}`)}>
            {rules.ui.link}
          </Link>
        </p>
      )}
      <ErrorText error={error} />
      {match.status === "lobby" ? (
        <Lobby match={match} refresh={refresh} />
      ) : (
        <Play match={match} names={names} refresh={refresh} pushedMove={pushedMove} />
      )}
      {match.yourSeat !== null && (
        <ChatPanel matchId={match.id} version={match.version} pushed={pushedChat} live={live} />
      )}
      {match.status !== "lobby" && (
        <CopyField
          id="watch-link"
          label={t("match.watchLink")}
          value={`${location.origin}/matches/${encodeURIComponent(match.id)}`}
        />
      )}
    </section>
  );
}

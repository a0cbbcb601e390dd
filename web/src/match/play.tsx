import { useRef } from "preact/hooks";
import { api } from "../api/client";
import { ApiError, dataOf } from "../api/problem";
import { Link } from "../components/link";
import { ErrorText, LoadStatus } from "../components/status";
import { useAsync } from "../components/use-async";
import { useSubmit } from "../components/use-submit";
import { loadContent } from "../data/content";
import { findGameClient, gameClients } from "../games";
import { lang, t } from "../i18n";
import { useMatchText } from "../text/use-match-text";
import { ActionList } from "./action-list";
import { BoardSlot } from "./board-slot";
import { EventLog } from "./event-log";
import { RematchPanel } from "./rematch-panel";
import { ResignButton } from "./resign-button";
import { seatLabels } from "./seat-names";
import { SeatTable } from "./seat-table";
import { TurnLine } from "./turn";
import { useFocusKept } from "./use-focus-kept";
import type { Match, Move } from "./use-match";
import { useMoves } from "./use-moves";

type Action = Match["legalActions"][number];

/**
 * Sends one legal action, decided on the version shown; a stale version is met by showing the newer
 * match. One at a time: a second press decided on the version being sent is dropped (it would only
 * be refused), but one made on a newer version, pushed while the first was still being answered (the
 * next turn shown already), is sent once the first is answered, not ignored.
 */
function useSendAction(match: Match, refresh: () => Promise<unknown>) {
  const { busy, error, run } = useSubmit();
  // the version the move being sent was decided on, and a press made since on a newer one
  const sending = useRef<number | null>(null);
  const next = useRef<{ action: Action; version: number } | null>(null);
  const post = (action: Action, version: number) =>
    run(async () => {
      const body = { action, expectedVersion: version };
      const params = { path: { matchId: match.id } };
      try {
        dataOf(await api.POST("/v1/matches/{matchId}/actions", { params, body }));
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 409) {
          await refresh();
          throw new ApiError({ title: t("play.moved") }, 409);
        }
        throw failure;
      }
      await refresh();
    });
  const send = async (action: Action) => {
    if (sending.current !== null) {
      if (match.version > sending.current) next.current = { action, version: match.version };
      return;
    }
    let move: { action: Action; version: number } | null = { action, version: match.version };
    while (move) {
      sending.current = move.version;
      await post(move.action, move.version);
      move = next.current;
      next.current = null;
    }
    sending.current = null;
  };
  return { busy, error, send };
}

/** A match being played or over: board, actions, whose turn, what just happened, scores. */
export function Play(props: {
  match: Match;
  names: string[];
  refresh(): Promise<unknown>;
  /** The move of the latest version when the live channel brought it. */
  pushedMove?: Move | null;
}) {
  const { match, names } = props;
  const content = useAsync(
    () => loadContent(match.game, match.rulesVersion),
    [match.game, match.rulesVersion],
  );
  const moves = useMoves(match.id, match.version, props.pushedMove ?? null);
  const text = useMatchText({ game: match.game, names, viewer: match.yourSeat, view: match.view });
  const { busy, error, send } = useSendAction(match, props.refresh);
  const root = useRef<HTMLDivElement>(null);
  const act = (action: Action) => void send(action);
  const focusKept = useFocusKept(root, busy);
  // a drawn board's seat panels show every seat, its score and its turn, and its standings at the end
  const drawn = findGameClient(gameClients, match.game) !== undefined;
  return (
    <div class="play" data-version={match.version} ref={root} {...focusKept}>
      <TurnLine match={match} names={names} />
      {/* the end's next step beside its result, not below the board and the log */}
      <RematchPanel match={match} />
      {match.yourSeat === null ? (
        <p>{t("play.watching")}</p>
      ) : (
        <p>{t("play.yourSeat", { seat: match.yourSeat + 1, name: names[match.yourSeat] ?? "" })}</p>
      )}
      <div class="board-area">
        {/* the board's own panels are headed one level below: the page's outline stays in order */}
        <h2 class="sr-only">{t("play.board")}</h2>
        <LoadStatus loaded={content} />
        {content.state === "done" && (
          <BoardSlot
            shown={match}
            content={content.value}
            lang={lang.value}
            names={names}
            labels={seatLabels(match.seats)}
            activeSeats={match.activeSeats}
            yourSeat={match.yourSeat}
            over={match.status === "finished"}
            onAction={act}
          />
        )}
      </div>
      <ErrorText error={error} />
      {match.legalActions.length > 0 &&
        (text ? (
          <ActionList<Action>
            actions={match.legalActions}
            describe={text.action}
            onAction={act}
            busy={busy}
            folded={drawn}
          />
        ) : (
          <p aria-live="polite">{t("common.loading")}</p>
        ))}
      <div class="columns">
        {!drawn && (
          <SeatTable
            shown={match}
            names={seatLabels(match.seats)}
            active={match.activeSeats}
            you={match.yourSeat}
            standings={match.result?.standings ?? null}
          />
        )}
        {text && (
          <EventLog
            moves={moves}
            upTo={match.version}
            tell={(move) =>
              move.resigned
                ? [t("play.resigned", { name: names[move.seat] ?? String(move.seat + 1) })]
                : text.events(move.events)
            }
          />
        )}
      </div>
      <ResignButton match={match} refresh={props.refresh} />
      {match.status === "finished" && (
        <p>
          <Link href={`/matches/${encodeURIComponent(match.id)}/replay`} class="button">
            {t("play.replay")}
          </Link>
        </p>
      )}
    </div>
  );
}

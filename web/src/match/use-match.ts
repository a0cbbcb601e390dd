import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { followLive } from "../api/live";
import { ApiError, problemText } from "../api/problem";
import { apiKey } from "../session/key";
import { nextDelay, pollDelay } from "./poll-delay";

export type Match = Schemas["Match"];
export type Move = Schemas["Move"];
export type ChatMessage = Schemas["ChatMessage"];

const inLobby = (match: Match | null) => match?.status === "lobby";
const settled = (match: Match | null) => match?.status === "finished" || match?.status === "abandoned";
/** A finished match one sits at, whose rematch may yet be offered or accepted: a change no move pushes. */
const awaitsRematch = (match: Match | null) =>
  match?.status === "finished" && match.yourSeat !== null && (match.rematch?.status ?? "lobby") === "lobby";

/**
 * The match as the signed-in person (or a spectator) may see it, kept current without reloading:
 * pushed over the live channel while it is open (each new version with its move, no request), else
 * polled with If-None-Match, so an unchanged match costs a 304 and no body; the channel also
 * brings each message said at the table to its seats (`pushedChat`). `refresh` reads it at
 * once (after one's own move) and, without the channel, polls soon again, when computer players answer.
 */
export function useMatch(matchId: string) {
  const [match, setMatch] = useState<Match | null>(null);
  // kept as it came: its words are made as the page is drawn, in the page's language then
  const [failed, setFailed] = useState<{ failure: unknown } | null>(null);
  const [pushedMove, setPushedMove] = useState<Move | null>(null);
  const [pushedChat, setPushedChat] = useState<ChatMessage | null>(null);
  const [live, setLive] = useState(false);
  const wake = useRef<() => Promise<void>>(() => Promise.resolve());
  const key = apiKey.value;

  useEffect(() => {
    // a new reader (or none) sees another view: the ETag of the last one says nothing
    let etag: string | null = null;
    let latest: Match | null = null;
    let delay: number = pollDelay.first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let pushing = false;
    // a match that is not there (404) does not appear by asking again
    let gone = false;
    let queue = Promise.resolve();

    const read = async (): Promise<boolean> => {
      const header = etag ? { "if-none-match": etag } : {};
      const answer = await api.GET("/v1/matches/{matchId}", { params: { path: { matchId }, header } });
      if (stopped || answer.response.status === 304) return false;
      if (!answer.data) throw new ApiError(answer.error, answer.response.status);
      // a pushed version came while this read was under way
      if (latest && answer.data.version < latest.version) return false;
      etag = answer.response.headers.get("etag");
      latest = answer.data;
      setMatch(answer.data);
      setFailed(null);
      return true;
    };

    const check = async (now: boolean) => {
      clearTimeout(timer);
      if (gone) return;
      let changed = false;
      if (now || !document.hidden) {
        try {
          changed = await read();
        } catch (failure) {
          gone = failure instanceof ApiError && failure.status === 404;
          if (!stopped) setFailed({ failure });
        }
      }
      delay = now ? pollDelay.first : nextDelay(delay, changed);
      // a finished or abandoned match changes only by its rematch; a pushed one needs no poll, but
      // for changes that come with no move to push: its lobby's (a seat taken, an invitation), a rematch offered
      const unpushed = inLobby(latest) || awaitsRematch(latest);
      if (!stopped && !gone && !(pushing && !unpushed) && (!settled(latest) || awaitsRematch(latest)))
        timer = setTimeout(() => void enqueue(false), delay);
    };

    // one read at a time, in order: a refresh waits for a poll already under way
    const enqueue = (now: boolean) => {
      queue = queue.then(() => check(now));
      return queue;
    };
    wake.current = () => enqueue(true);
    void enqueue(true);
    const stopLive = followLive(matchId, key, {
      version(frame) {
        pushing = true;
        setLive(true);
        if (!inLobby(frame.match) && !awaitsRematch(frame.match)) clearTimeout(timer);
        if (latest && frame.version <= latest.version) return;
        // the ETag held names an older version
        etag = null;
        latest = frame.match;
        setMatch(frame.match);
        setPushedMove(frame.move);
        setFailed(null);
      },
      chat(frame) {
        setPushedChat(frame.message);
      },
      // the channel is gone: back to polling
      failed() {
        pushing = false;
        setLive(false);
        if (!stopped) void enqueue(true);
      },
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopLive();
    };
  }, [matchId, key]);

  return {
    match,
    error: failed ? problemText(failed.failure) : null,
    pushedMove,
    pushedChat,
    /** Whether the live channel brings the match (and its chat): without it, what the page shows is polled. */
    live,
    refresh: () => wake.current(),
    settled: settled(match),
  };
}

import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { ApiError, problemText } from "../api/problem";
import { apiKey } from "../session/key";
import { nextDelay, pollDelay } from "./poll-delay";

export type Match = Schemas["Match"];

const settled = (match: Match | null) => match?.status === "finished" || match?.status === "abandoned";

/**
 * The match as the signed-in person (or a spectator) may see it, kept current without reloading:
 * polled with If-None-Match, so an unchanged match costs a 304 and no body. `refresh` reads it at
 * once (after one's own move) and polls soon again, when computer players answer.
 */
export function useMatch(matchId: string) {
  const [match, setMatch] = useState<Match | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wake = useRef<() => Promise<void>>(() => Promise.resolve());
  const key = apiKey.value;

  useEffect(() => {
    // a new reader (or none) sees another view: the ETag of the last one says nothing
    let etag: string | null = null;
    let latest: Match | null = null;
    let delay: number = pollDelay.first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let queue = Promise.resolve();

    const read = async (): Promise<boolean> => {
      const header = etag ? { "if-none-match": etag } : {};
      const answer = await api.GET("/v1/matches/{matchId}", { params: { path: { matchId }, header } });
      if (stopped || answer.response.status === 304) return false;
      if (!answer.data) throw new ApiError(answer.error, answer.response.status);
      etag = answer.response.headers.get("etag");
      latest = answer.data;
      setMatch(answer.data);
      setError(null);
      return true;
    };

    const check = async (now: boolean) => {
      clearTimeout(timer);
      let changed = false;
      if (now || !document.hidden) {
        try {
          changed = await read();
        } catch (failure) {
          if (!stopped) setError(problemText(failure));
        }
      }
      delay = now ? pollDelay.first : nextDelay(delay, changed);
      // a finished or abandoned match never changes again
      if (!stopped && !settled(latest)) timer = setTimeout(() => void enqueue(false), delay);
    };

    // one read at a time, in order: a refresh waits for a poll already under way
    const enqueue = (now: boolean) => {
      queue = queue.then(() => check(now));
      return queue;
    };
    wake.current = () => enqueue(true);
    void enqueue(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [matchId, key]);

  return { match, error, refresh: () => wake.current(), settled: settled(match) };
}

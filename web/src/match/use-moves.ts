import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { apiKey } from "../session/key";

export type Move = Schemas["Move"];

/** How many of the latest moves the page tells. */
const shown = 12;

/**
 * The latest moves with their events as the reader may see them, fetched as the match's version
 * grows; a move the live channel brought with its version is taken as it is, without a request.
 */
export function useMoves(matchId: string, version: number | null, pushed: Move | null = null): Move[] {
  const [moves, setMoves] = useState<Move[]>([]);
  const loadedUpTo = useRef<number | null>(null);
  const key = apiKey.value;

  useEffect(() => {
    // redaction depends on the reader: start over for another one
    loadedUpTo.current = null;
    setMoves([]);
  }, [matchId, key]);

  useEffect(() => {
    if (version === null || (loadedUpTo.current !== null && version <= loadedUpTo.current)) return;
    if (pushed?.version === version && loadedUpTo.current === version - 1) {
      loadedUpTo.current = version;
      setMoves((older) => [...older, pushed].slice(-shown));
      return;
    }
    let current = true;
    // moves older than the last few are not told, however many were missed
    const after = Math.max(loadedUpTo.current ?? 0, version - shown);
    void (async () => {
      const query = { after, limit: 100 };
      const page = dataOf(
        await api.GET("/v1/matches/{matchId}/moves", { params: { path: { matchId }, query } }),
      );
      if (!current) return;
      // every move up to the version asked about is in: a version before any move has none
      loadedUpTo.current = Math.max(version, page.moves.at(-1)?.version ?? after);
      setMoves((older) => [...older, ...page.moves].slice(-shown));
    })();
    return () => {
      current = false;
    };
  }, [matchId, key, version, pushed]);

  return moves;
}

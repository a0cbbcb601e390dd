import type { Move } from "./use-moves";

/** One move as the log tells it: its version (the match's after it) and its sentences. */
export interface LogEntry {
  version: number;
  sentences: string[];
}

/**
 * The moves up to the version shown, newest first; each move's sentences in the order they happened,
 * so that a move is read from its first (which names who made it), not from a tile it turned up.
 * Moves fetched past the version on screen would tell of a board not drawn yet, so they wait for it.
 */
export function logEntries(moves: readonly Move[], upTo: number, tell: (move: Move) => string[]): LogEntry[] {
  return moves
    .filter((move) => move.version <= upTo)
    .reverse()
    .map((move) => ({ version: move.version, sentences: tell(move) }));
}

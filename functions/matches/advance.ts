import type { AnyGame, Outcome } from "../../domain/core/game";
import type { SnapshotRecord } from "../store/records";
import { withClocks } from "./clock";

/** The snapshot after an applied action at `now` (the caller says who made it). */
export function advance(
  game: AnyGame,
  before: SnapshotRecord,
  outcome: Outcome<unknown, unknown>,
  made: NonNullable<SnapshotRecord["move"]>,
  now: Date,
): SnapshotRecord {
  const state = outcome.state as Record<string, unknown>;
  const after: SnapshotRecord = {
    ...before,
    version: before.version + 1,
    state,
    status: game.result(state) ? "finished" : "active",
    activeSeats: game.activeSeats(state),
    activeBefore: before.activeSeats,
    at: now.toISOString(),
    move: made,
  };
  return withClocks(before, after, now);
}

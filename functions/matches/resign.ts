import { endsByResignation } from "../../domain/core/resignations";
import type { StandInKind } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import { Refusal } from "../requests/refusal";
import { currentMatch } from "../store/match-items";
import type { MatchRecord, PlayerRecord, SnapshotRecord } from "../store/records";
import { withClocks } from "./clock";
import { loadParts } from "./current";
import { seatOf } from "./seats";

/** Who plays on for a resigned seat: the match's own stand-in when its clock names one. */
const PLAYS_ON: StandInKind = "quick";

export interface ResignRequest {
  /** The version the resignation was decided on (If-Match): a stale one fails it; none resigns at any. */
  expectedVersion?: number;
  /** A keyed request that began before and did not finish: a resignation it made is its answer. */
  resumed?: boolean;
}

/**
 * A seated person concedes: one conditional write of the next snapshot, as a move is, so a move
 * and a resignation never both take a version. The seat counts as last; a computer plays it on,
 * or the match ends where too few are left to play (`endsByResignation`).
 */
export async function resign(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
  matchId: string,
  req: ResignRequest,
): Promise<MatchRecord> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const { header, latest } = await loadParts(deps, matchId);
    const current = currentMatch(header, latest);
    const seat = seatOf(current, player.id);
    if (seat === null) throw new Refusal("forbidden", "You have no seat in this match");
    const resignedAlready = current.seats[seat]?.resigned !== undefined;
    if (resignedAlready && req.resumed) return current;
    if (latest === null || current.status !== "active")
      throw new Refusal("conflict", `The match is ${current.status}: only a match in play can be resigned`);
    if (resignedAlready) throw new Refusal("conflict", "You resigned from this match already");
    if (req.expectedVersion !== undefined && req.expectedVersion !== latest.version) {
      throw new Refusal(
        "precondition-failed",
        `The resignation was decided on version ${req.expectedVersion}; the match is at version ${latest.version}`,
        { currentVersion: latest.version },
      );
    }
    const next = resignation(latest, seat, header.clock?.standIn ?? PLAYS_ON, deps.now());
    if (await deps.store.putSnapshot(next)) {
      deps.log?.({ level: "info", msg: "resigned", matchId, version: next.version });
      return currentMatch(header, next);
    }
  }
  throw new Refusal("conflict", "The match is changing too fast; try again");
}

/** The snapshot after the seat resigned: the same state, the seat played by a computer, or the end. */
export function resignation(
  latest: SnapshotRecord,
  seat: number,
  playsOn: StandInKind,
  now: Date,
): SnapshotRecord {
  const version = latest.version + 1;
  const seats = latest.seats.map((s, i) => (i === seat ? { ...s, bot: playsOn, resigned: version } : s));
  const over = endsByResignation(
    seats.map((s) => ({
      person: s.bot === undefined || s.resigned !== undefined,
      resigned: s.resigned !== undefined,
    })),
  );
  const after: SnapshotRecord = {
    ...latest,
    version,
    seats,
    status: over ? "finished" : "active",
    activeSeats: over ? [] : latest.activeSeats,
    activeBefore: latest.activeSeats,
    at: now.toISOString(),
    move: {
      seat,
      playerId: latest.seats[seat]?.playerId ?? "",
      by: "player",
      idempotencyKey: null,
      requestHash: "",
      action: null,
      events: [],
      resigned: true,
    },
  };
  return withClocks(latest, after, now);
}

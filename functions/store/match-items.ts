/** How a match reads: its header with the latest snapshot's state laid over it, and the move a snapshot records. */
import type { MatchHeader, SeatClock } from "./entities/match-header";
import type { SnapshotRecord } from "./entities/snapshot";

/** The match as the service sees it: its header with the latest snapshot's state laid over it. */
export type MatchRecord = MatchHeader & {
  /** The game state at `version`; null before the start. */
  state: unknown;
  activeSeats: number[];
  /** Per active seat (by seat number): its clock for the current turn. */
  clocks?: Record<string, SeatClock>;
};

/** One applied action, as read from its snapshot. */
export type MoveRecord = Omit<NonNullable<SnapshotRecord["move"]>, "action" | "events"> & {
  matchId: string;
  version: number;
  action: unknown;
  events: unknown[];
  at: string;
  /** The match after the move, so that a retry's answer is rebuilt from this item alone. */
  activeSeats: number[];
  status: MatchHeader["status"];
};

/** The move a snapshot records, or null for the start. */
export function moveOf(s: SnapshotRecord): MoveRecord | null {
  if (!s.move) return null;
  return {
    ...s.move,
    matchId: s.matchId,
    version: s.version,
    at: s.at,
    activeSeats: s.activeSeats,
    status: s.status,
  };
}

/** The match now: the header, with the latest snapshot's state laid over it once the match started. */
export function currentMatch(header: MatchHeader, latest: SnapshotRecord | null): MatchRecord {
  if (!latest || latest.version < header.version || header.status !== "active") {
    return { ...header, state: null, activeSeats: [] };
  }
  return {
    ...header,
    // a resignation is a snapshot's change: the header's seats never hold it
    seats: header.seats.map((s, seat) => {
      const resigned = latest.seats[seat]?.resigned;
      return s && resigned !== undefined ? { ...s, resigned } : s;
    }),
    status: latest.status,
    version: latest.version,
    rulesVersion: latest.rulesVersion,
    state: latest.state,
    activeSeats: latest.activeSeats,
    updatedAt: latest.at,
    ...(latest.clocks ? { clocks: latest.clocks } : {}),
  };
}

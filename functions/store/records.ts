/** What the store keeps, as plain data. */

export interface PlayerRecord {
  id: string;
  name: string;
  email: string | null;
  /** SHA-256 of the API key's secret part, hex. */
  keyHash: string;
  createdAt: string;
}

export type MatchStatus = "lobby" | "active" | "finished" | "abandoned";

export interface SeatRecord {
  playerId: string;
  name: string;
}

export interface MatchRecord {
  id: string;
  game: string;
  status: MatchStatus;
  /** Seats to fill; the match may start with fewer within the game's player range. */
  seatCount: number;
  seats: (SeatRecord | null)[];
  options: unknown;
  createdBy: string;
  inviteCode: string;
  /** Secret until the match ends. */
  seed: string;
  /** SHA-256 of the seed, published when the match starts. */
  seedCommitment: string;
  /** Grows by one at every change: lobby changes, the start and every move. */
  version: number;
  /** The game state at `version` (a snapshot: moves after it are replayed by readers). */
  state: unknown;
  activeSeats: number[];
  createdAt: string;
  updatedAt: string;
}

/** One applied action; writing it is the move's commit point. */
export interface MoveRecord {
  matchId: string;
  version: number;
  seat: number;
  playerId: string;
  action: unknown;
  events: unknown[];
  at: string;
  /** The match after the move, so that a retry's answer is rebuilt from this item alone. */
  activeSeats: number[];
  status: MatchStatus;
  idempotencyKey: string | null;
  /** SHA-256 of the request that made the move, to tell a retry from a reuse of its key. */
  requestHash: string;
}

export interface MembershipRecord {
  playerId: string;
  matchId: string;
  game: string;
  seat: number;
  status: MatchStatus;
  updatedAt: string;
}

export interface IdempotencyRecord {
  scope: string;
  key: string;
  requestHash: string;
  /** Null while the first request is still running. */
  response: { status: number; body: unknown; headers: Record<string, string> } | null;
  lockedUntil: number;
}

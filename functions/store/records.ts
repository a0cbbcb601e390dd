/** What the store keeps, as plain data. */
import type { StandInKind } from "../../domain/core/stand-ins";
import type { NotificationSettings } from "../notify/settings";

export interface PlayerRecord {
  id: string;
  name: string;
  email: string | null;
  /** SHA-256 of the API key's secret part, hex. */
  keyHash: string;
  createdAt: string;
  notifications?: NotificationSettings;
  /** The Standard Webhooks signing secret (`whsec_…`), made when a webhook URL is first set. */
  webhookSecret?: string | null;
}

/** A signed-in browser: a bearer secret for one player that expires and can be revoked. */
export interface SessionRecord {
  id: string;
  playerId: string;
  /** SHA-256 of the session's secret, hex. */
  keyHash: string;
  createdAt: string;
  /** The secret is refused from then on (DynamoDB's TTL deletes the item some time later). */
  validUntil: string;
  /** The User-Agent that signed in, so that a person can tell their sessions apart. */
  client: string | null;
}

export type MatchStatus = "lobby" | "active" | "finished" | "abandoned";

export interface SeatRecord {
  playerId: string;
  name: string;
  /** A computer player sits here. */
  bot?: StandInKind;
}

/** A match's turn clock: how long a move may take and what happens when it runs out. */
export interface ClockSettings {
  moveHours: number;
  /** Reminders this many hours before the deadline. */
  remindHours: number[];
  onTimeout: "wait" | "skip" | "standIn";
  standIn: StandInKind;
  /** Days of vacation each player may pause their clock for in this match. */
  vacationDays: number;
}

/** One active seat's clock. */
export interface SeatClock {
  /** When the seat last became active. */
  since: string;
  /** Null while the seat has nothing to do, or after its timeout was handled. */
  deadline: string | null;
  /** Reminders sent for this turn. */
  reminded: number;
  /** Vacation this seat has used in the match, in hours. */
  vacationUsed: number;
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
  /** The rules version the match started under (absent before the start); it is replayed by no other. */
  rulesVersion?: number;
  /** The game state at `version` (a snapshot: moves after it are replayed by readers). */
  state: unknown;
  activeSeats: number[];
  createdAt: string;
  updatedAt: string;
  clock?: ClockSettings | null;
  /** Per active seat (by seat number): its clock for the current turn. */
  clocks?: Record<string, SeatClock>;
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
  /** Who acted for the seat: its player, or a stand-in (a bot seat, or a clock that ran out). */
  by?: "player" | "stand-in";
}

export type NoticeKind =
  | "yourTurn"
  | "moveMade"
  | "matchStarted"
  | "matchEnded"
  | "invited"
  | "reminder"
  | "timedOut";

/** Something to tell players about that is not a move: waits in the outbox until fanned out. */
export interface NoticeRecord {
  id: string;
  matchId: string;
  kind: "matchStarted" | "invited" | "reminder" | "timedOut";
  /** Who is told. */
  playerIds: string[];
  at: string;
  /** The match version it speaks of. */
  version: number;
  /** The player who caused it (who sent an invitation). */
  by?: string;
}

export interface DeliveryAttempt {
  at: string;
  ok: boolean;
  /** HTTP status or mail server answer, or the error. */
  detail: string;
}

/** One notification to one player through one channel, with its attempts. */
export interface DeliveryRecord {
  /** Stable for the notification and channel: the Standard Webhooks `webhook-id`, the email Message-ID. */
  id: string;
  playerId: string;
  matchId: string;
  version: number;
  kind: NoticeKind;
  channel: "email" | "webhook" | "digest" | "discord" | "slack";
  status: "pending" | "delivered" | "failed";
  attempts: DeliveryAttempt[];
  nextAttemptAt: string;
  createdAt: string;
  /** The player who caused the notice (who sent an invitation). */
  by?: string;
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

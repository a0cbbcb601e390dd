/**
 * What the store keeps, as the rest of the service names it. Each kind's schema, keys and codec
 * live in its entity (`entities/`); every item is checked against its schema when it is read.
 */
export type { AwaitingRecord } from "./entities/awaiting";
export type { DeliveryAttempt, DeliveryRecord } from "./entities/delivery";
export type { IdempotencyRecord } from "./entities/idempotency";
export { MalformedRecord } from "./entities/item";
export type {
  ClockSettings,
  MatchHeader,
  MatchStatus,
  SeatClock,
  SeatRecord,
} from "./entities/match-header";
export type { MembershipRecord } from "./entities/membership";
export { type NoticeKind, NoticeKindSchema, type NoticeRecord } from "./entities/notice";
export type { PlayerRecord } from "./entities/player";
export type { RetryRecord } from "./entities/retry";
export type { SessionRecord } from "./entities/session";
export type { SnapshotRecord, UnreadSnapshot } from "./entities/snapshot";
export type { MatchRecord, MoveRecord } from "./match-items";

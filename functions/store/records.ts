/**
 * What the store keeps, as zod schemas: every item is checked against its schema when it is read.
 * Each is made when first read (z.lazy): a function that loads reads only a few kinds.
 */
import * as z from "zod";
import { standInKinds } from "../../domain/core/stand-ins";
import type { NotificationSettings } from "../notify/settings";

export const PlayerRecordSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    /** SHA-256 of the API key's secret part, hex. */
    keyHash: z.string(),
    createdAt: z.string(),
    /** As saved; `settingsOf` fills in what a player saved before a field existed. */
    notifications: z.record(z.string(), z.unknown()).optional(),
    /** The Standard Webhooks signing secret (`whsec_…`), made when a webhook URL is first set. */
    webhookSecret: z.string().nullable().optional(),
  }),
);
export type PlayerRecord = Omit<z.infer<typeof PlayerRecordSchema>, "notifications"> & {
  notifications?: NotificationSettings;
};

/** A signed-in browser: a bearer secret for one player that expires and can be revoked. */
export const SessionRecordSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    playerId: z.string(),
    /** SHA-256 of the session's secret, hex. */
    keyHash: z.string(),
    createdAt: z.string(),
    /** The secret is refused from then on (DynamoDB's TTL deletes the item some time later). */
    validUntil: z.string(),
    /** The User-Agent that signed in, so that a person can tell their sessions apart. */
    client: z.string().nullable(),
  }),
);
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export const MatchStatusSchema = z.enum(["lobby", "active", "finished", "abandoned"]);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

export const SeatRecordSchema = z.lazy(() =>
  z.object({
    playerId: z.string(),
    name: z.string(),
    /** A computer player sits here. */
    bot: z.enum(standInKinds).optional(),
  }),
);
export type SeatRecord = z.infer<typeof SeatRecordSchema>;

/** A match's turn clock: how long a move may take and what happens when it runs out. */
export const ClockSettingsSchema = z.lazy(() =>
  z.object({
    moveHours: z.number(),
    /** Reminders this many hours before the deadline. */
    remindHours: z.array(z.number()),
    onTimeout: z.enum(["wait", "skip", "standIn"]),
    standIn: z.enum(standInKinds),
    /** Days of vacation each player may pause their clock for in this match. */
    vacationDays: z.number(),
  }),
);
export type ClockSettings = z.infer<typeof ClockSettingsSchema>;

/** One active seat's clock. */
export const SeatClockSchema = z.lazy(() =>
  z.object({
    /** When the seat last became active. */
    since: z.string(),
    /** Null while the seat has nothing to do, or after its timeout was handled. */
    deadline: z.string().nullable(),
    /** Reminders sent for this turn. */
    reminded: z.number(),
    /** Vacation this seat has used in the match, in hours. */
    vacationUsed: z.number(),
  }),
);
export type SeatClock = z.infer<typeof SeatClockSchema>;

/** The lobby and what never changes in play: the match item (`MATCH`). */
export const MatchHeaderSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    game: z.string(),
    /** Lobby, active from the start on (the latest snapshot says when it finished), or abandoned. */
    status: MatchStatusSchema,
    /** Seats to fill; the match may start with fewer within the game's player range. */
    seatCount: z.number().int(),
    seats: z.array(SeatRecordSchema.nullable()),
    options: z.unknown(),
    createdBy: z.string(),
    inviteCode: z.string(),
    /** Secret until the match ends. */
    seed: z.string(),
    /** SHA-256 of the seed, published when the match starts. */
    seedCommitment: z.string(),
    /** Grows by one at every lobby change; at the start, the version of the first snapshot. */
    version: z.number().int(),
    /** The rules version the match started under (absent before the start); it is replayed by no other. */
    rulesVersion: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
    clock: ClockSettingsSchema.nullable().optional(),
  }),
);
export type MatchHeader = z.infer<typeof MatchHeaderSchema>;

/** The match as the service sees it: its header with the latest snapshot's state laid over it. */
export type MatchRecord = MatchHeader & {
  /** The game state at `version`; null before the start. */
  state: unknown;
  activeSeats: number[];
  /** Per active seat (by seat number): its clock for the current turn. */
  clocks?: Record<string, SeatClock>;
};

/** Who acted at a version, and how a retry of that request is recognised. */
export const MoveFieldsSchema = z.lazy(() =>
  z.object({
    seat: z.number().int(),
    playerId: z.string(),
    /** Who acted for the seat: its player, or a stand-in (a bot seat, or a clock that ran out). */
    by: z.enum(["player", "stand-in"]).optional(),
    idempotencyKey: z.string().nullable(),
    /** SHA-256 of the request that made the move, to tell a retry from a reuse of its key. */
    requestHash: z.string(),
  }),
);

/**
 * The match at one version, in one item (`M#<version>`): written once, only if that version is
 * free, so that writing it is a move's commit point; the start writes the first (without a move).
 * It carries what the next move and the worker need, so that a move is one read and one write.
 */
export const SnapshotRecordSchema = z.lazy(() =>
  z.object({
    matchId: z.string(),
    version: z.number().int(),
    game: z.string(),
    rulesVersion: z.number().int(),
    /** Who sits where (names stay in the header). */
    seats: z.array(z.object({ playerId: z.string(), bot: z.enum(standInKinds).optional() })),
    clock: ClockSettingsSchema.nullable(),
    /** Checked to be an object only: a state is the engine's, and copying it on every read would cost. */
    state: z.custom<Record<string, unknown>>(
      (v) => typeof v === "object" && v !== null && !Array.isArray(v),
      "an object",
    ),
    status: z.enum(["active", "finished"]),
    activeSeats: z.array(z.number().int()),
    /** The seats active at the version before: who was told already. */
    activeBefore: z.array(z.number().int()),
    clocks: z.record(z.string(), SeatClockSchema).optional(),
    at: z.string(),
    /** Absent at the start. */
    move: MoveFieldsSchema.unwrap()
      .extend({ action: z.unknown(), events: z.array(z.unknown()) })
      .optional(),
  }),
);
export type SnapshotRecord = z.infer<typeof SnapshotRecordSchema>;

/** One applied action, as read from its snapshot. */
export type MoveRecord = z.infer<typeof MoveFieldsSchema> & {
  matchId: string;
  version: number;
  action: unknown;
  events: unknown[];
  at: string;
  /** The match after the move, so that a retry's answer is rebuilt from this item alone. */
  activeSeats: number[];
  status: MatchStatus;
};

export const NoticeKindSchema = z.enum([
  "yourTurn",
  "moveMade",
  "matchStarted",
  "matchEnded",
  "invited",
  "reminder",
  "timedOut",
]);
export type NoticeKind = z.infer<typeof NoticeKindSchema>;

/** Something to tell players about that is not a move: the table's stream hands it to the worker. */
export const NoticeRecordSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    matchId: z.string(),
    kind: z.enum(["matchStarted", "invited", "reminder", "timedOut"]),
    /** Who is told. */
    playerIds: z.array(z.string()),
    at: z.string(),
    /** The match version it speaks of. */
    version: z.number().int(),
    /** The player who caused it (who sent an invitation). */
    by: z.string().optional(),
  }),
);
export type NoticeRecord = z.infer<typeof NoticeRecordSchema>;

export const DeliveryAttemptSchema = z.lazy(() =>
  z.object({
    at: z.string(),
    ok: z.boolean(),
    /** HTTP status or mail server answer, or the error. */
    detail: z.string(),
  }),
);
export type DeliveryAttempt = z.infer<typeof DeliveryAttemptSchema>;

/** One notification to one player through one channel, with its attempts. */
export const DeliveryRecordSchema = z.lazy(() =>
  z.object({
    /** Stable for the notification and channel: the Standard Webhooks `webhook-id`, the email Message-ID. */
    id: z.string(),
    playerId: z.string(),
    matchId: z.string(),
    version: z.number().int(),
    kind: NoticeKindSchema,
    channel: z.enum(["email", "webhook", "digest", "discord", "slack"]),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.array(DeliveryAttemptSchema),
    nextAttemptAt: z.string(),
    createdAt: z.string(),
    /** The player who caused the notice (who sent an invitation). */
    by: z.string().optional(),
  }),
);
export type DeliveryRecord = z.infer<typeof DeliveryRecordSchema>;

/** A seat in a match, listed under its player ("my games"): written on join, start and end. */
export const MembershipRecordSchema = z.lazy(() =>
  z.object({
    playerId: z.string(),
    matchId: z.string(),
    game: z.string(),
    seat: z.number().int(),
    status: MatchStatusSchema,
    activeSeats: z.array(z.number().int()),
    version: z.number().int(),
    updatedAt: z.string(),
  }),
);
export type MembershipRecord = z.infer<typeof MembershipRecordSchema>;

/** A match that waits for its player: written when their turn comes, deleted when it ends. */
export const AwaitingRecordSchema = z.lazy(() => MembershipRecordSchema.unwrap().omit({ status: true }));
export type AwaitingRecord = z.infer<typeof AwaitingRecordSchema>;

export const IdempotencyRecordSchema = z.lazy(() =>
  z.object({
    scope: z.string(),
    key: z.string(),
    requestHash: z.string(),
    /** Null until the first request with the key has an answer. */
    response: z
      .object({ status: z.number().int(), body: z.unknown(), headers: z.record(z.string(), z.string()) })
      .nullable(),
  }),
);
export type IdempotencyRecord = z.infer<typeof IdempotencyRecordSchema>;

/** A stored item that does not fit its schema: a clear error rather than a crash further on. */
export class MalformedRecord extends Error {
  override name = "MalformedRecord";
}

/** The item as its schema says, or a MalformedRecord naming the item and what is wrong. */
export function checked<T>(schema: z.ZodType<T>, item: unknown, where: string): T {
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(item)"}: ${i.message}`);
  throw new MalformedRecord(`The stored item ${where} is malformed: ${issues.join("; ")}`);
}

/** The lobby and what never changes in play: the match's header item (`MATCH#<id>` / `MATCH`). */
import * as z from "zod";
import { standInKinds } from "../../../domain/core/stand-ins";
import { type Shards, workKeys } from "../table";
import type { Item, Key } from "../table-client";
import { checked, strip, where } from "./item";
import { ChatMessageRecordSchema } from "./message";

/** A chat message as the header holds it. */
export const HeldMessageSchema = z.lazy(() =>
  ChatMessageRecordSchema.pick({
    number: true,
    playerId: true,
    seat: true,
    name: true,
    text: true,
    at: true,
  }),
);
export type HeldMessage = z.infer<typeof HeldMessageSchema>;

/**
 * The table chat's newest messages once written, oldest first, with the newest's number and when
 * the one before them was written ("" for none): a notice to a reader who looked after that one
 * quotes them from here, reading no chat.
 */
export const RecentChatSchema = z.lazy(() =>
  z.object({
    number: z.number().int().min(1),
    messages: z.array(HeldMessageSchema).min(1),
    before: z.string(),
  }),
);
export type RecentChat = z.infer<typeof RecentChatSchema>;

export const MatchStatusSchema = z.enum(["lobby", "active", "finished", "abandoned"]);
export type MatchStatus = z.infer<typeof MatchStatusSchema>;

export const SeatRecordSchema = z.lazy(() =>
  z.object({
    playerId: z.string(),
    name: z.string(),
    /** A computer player sits here. */
    bot: z.enum(standInKinds).optional(),
    /** Never stored in the header: the latest snapshot's version of the seat's resignation, laid over it. */
    resigned: z.number().int().optional(),
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
    /** How far this turn's deadline has been pushed for vacation: the pause's end applied so far. */
    pausedThrough: z.string().optional(),
  }),
);
export type SeatClock = z.infer<typeof SeatClockSchema>;

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
    /** Listed in the lobby for anyone to join without the invite code. */
    public: z.boolean().optional(),
    inviteCode: z.string(),
    /** Secret until the match ends. */
    seed: z.string(),
    /** SHA-256 of the seed, published when the match starts. */
    seedCommitment: z.string(),
    /** The play order drawn from the seed at the start: seat i holds the lobby's order[i]-th seated player; absent before the draw (and on matches started before it). */
    seatOrder: z.array(z.number().int()).optional(),
    /** Grows by one at every lobby change; at the start, the version of the first snapshot. */
    version: z.number().int(),
    /** The rules version the match started under (absent before the start); it is replayed by no other. */
    rulesVersion: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
    clock: ClockSettingsSchema.nullable().optional(),
    /** Players invited in the lobby by id, name or address, by id: their name then, when, and when they declined; taken off as they join. */
    invited: z
      .record(z.string(), z.object({ name: z.string(), at: z.string(), declinedAt: z.string().optional() }))
      .optional(),
    /** The rematch offered after the end: set once, by the first offer. */
    rematchId: z.string().optional(),
    /** The match this one is the rematch of. */
    rematchOf: z.string().optional(),
    /**
     * When its table chat's newest message was written, "" before the first: a notice quotes chat
     * only when some came after what the reader saw. Absent on matches made before it was kept: unknown.
     */
    chattedAt: z.string().optional(),
    /** Put there after the newest message is written: a crash between leaves older ones, and the chat is read. */
    recentChat: RecentChatSchema.optional(),
  }),
);
export type MatchHeader = z.infer<typeof MatchHeaderSchema>;

/** The partition of a match: its header, snapshots and notices. */
export const matchPartition = (matchId: string) => `MATCH#${matchId}`;

/** What a match record lays over its header from its latest snapshot: never part of the header's item. */
type Laid = { state?: unknown; activeSeats?: unknown; clocks?: unknown };

export const headerItems = {
  key: (matchId: string): Key => ({ pk: matchPartition(matchId), sk: "MATCH" }),
  encode: (match: MatchHeader & Laid): Item => {
    const { state: _s, activeSeats: _a, clocks: _c, ...header } = match;
    return { ...headerItems.key(header.id), ...header, options: JSON.stringify(header.options) };
  },
  decode: (item: Item): MatchHeader => {
    const rest = strip(item);
    const options = typeof rest.options === "string" ? JSON.parse(rest.options) : rest.options;
    return checked(MatchHeaderSchema, { ...rest, options }, where(item));
  },
  /** Whether an item read from the match's partition is its header. */
  is: (item: Item) => item.sk === "MATCH",
  /** The index attributes that put the header in the clock queue, due at `at`. */
  clockQueue: (shards: Shards, at: string, matchId: string) => workKeys(shards, "clock", at, matchId),
};

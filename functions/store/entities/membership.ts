/**
 * A seat in a match, filed under its player (`PLAYER#<id>` / `MATCH#<match>`) and listed by the
 * byPlayer index ("my games"): written on join, start and end. While the match awaits the player,
 * the same item carries the turn (`awaiting`) and sorts before every other: a page is one query.
 */
import * as z from "zod";
import type { TurnCursor } from "../cursor";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { type MatchStatus, MatchStatusSchema, matchPartition } from "./match-header";
import { playerPartition } from "./player";

/** A seat's player as "my games" lists it. */
const ListedPlayerSchema = z.object({ name: z.string(), computer: z.boolean() });

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
    /** Who sits at each seat, as of the last join, start or end; absent on memberships written before it was kept. */
    players: z.array(ListedPlayerSchema.nullable()).optional(),
    /** The player's place (1: won) and score, written by the end of a match that has standings. */
    place: z.number().int().min(1).optional(),
    score: z.number().optional(),
  }),
);
export type MembershipRecord = z.infer<typeof MembershipRecordSchema>;

/** A match awaiting its player's move, as of the move that brought their turn. */
export const AwaitingRecordSchema = z.lazy(() => MembershipRecordSchema.unwrap().omit({ status: true }));
export type AwaitingRecord = z.infer<typeof AwaitingRecordSchema>;

/** The match as a membership lists it once the player's turn has ended. */
export type MembershipNow = Pick<
  MembershipRecord,
  "matchId" | "status" | "activeSeats" | "version" | "updatedAt"
>;

/** Where a membership sorts in "my games": what a page starts after. */
export type MembershipPosition = Pick<MembershipRecord, "status" | "updatedAt" | "matchId">;

/** An update of a membership item, its names given as `#name`. */
export interface Update {
  expression: string;
  condition?: string;
  names?: Record<string, string>;
  values?: Item;
}

/** One line of "my games": the match awaits the player, or it does not. */
export type MyGamesEntry = { awaiting: AwaitingRecord } | { membership: MembershipRecord };

/** Memberships sort active first, then lobby, then done; newest first within each. */
const statusRank: Record<MatchStatus, number> = { active: 1, lobby: 2, finished: 3, abandoned: 3 };

/** A time as a text that sorts newest first. */
const newestFirst = (at: string) => String(9_999_999_999_999 - Date.parse(at)).padStart(13, "0");

/** The byPlayer sort key of a membership that does not await its player. */
const listKey = (m: MembershipPosition) => `${statusRank[m.status]}#${newestFirst(m.updatedAt)}#${m.matchId}`;
/** The byPlayer sort key while the match awaits the player: before every other, newest first. */
const awaitingKey = (a: Pick<AwaitingRecord, "updatedAt" | "matchId">) =>
  `0#${newestFirst(a.updatedAt)}#${a.matchId}`;
/** Past every match awaiting the player, before every other. */
const pastAwaiting = "0~";

/** What the awaiting turn keeps of a match besides what the membership holds already. */
const AwaitingTurnSchema = z.object({
  activeSeats: z.array(z.number().int()),
  version: z.number().int(),
  updatedAt: z.string(),
});

const idsOf = (item: Item) => ({
  playerId: String(item.pk).slice(playerPartition("").length),
  matchId: String(item.sk).slice(matchPartition("").length),
});

export const membershipItems = {
  key: (playerId: string, matchId: string): Key => ({
    pk: playerPartition(playerId),
    sk: matchPartition(matchId),
  }),
  /** The byPlayer index's partition of a player's memberships. */
  listOf: (playerId: string) => playerPartition(playerId),
  /** The byPlayer index's sort key of a membership that does not await its player. */
  sortKey: listKey,
  /** The byPlayer sort key a page starts after, from where the last page ended (null: the first page). */
  after: (cursor: TurnCursor | null): string | null => {
    if (!cursor) return null;
    if ("awaiting" in cursor) return awaitingKey(cursor.awaiting);
    return cursor.membership ? listKey(cursor.membership) : pastAwaiting;
  },
  /** The base table's sort keys of a player's memberships after `afterMatchId` (null: from the first), in match id order. */
  idRange: (playerId: string, afterMatchId: string | null) => ({
    pk: playerPartition(playerId),
    // a space sorts before every character of a match id: past the one shown, before any longer
    from: matchPartition(afterMatchId === null ? "" : `${afterMatchId} `),
    to: `${matchPartition("").slice(0, -1)}$`,
  }),
  /** The byPlayer sort keys of the matches awaiting the player begin so. */
  awaitingPrefix: "0#",
  /**
   * The membership's own attributes, set by an update so that a turn (set by the worker) survives
   * it while the match is active; `listSk` keeps its sort key for when the turn ends.
   */
  membershipUpdate: (m: MembershipRecord): Update => {
    const { playerId, matchId: _m, ...fields } = m;
    const known = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const set: Item = { ...known, gsi1pk: membershipItems.listOf(playerId), listSk: listKey(m) };
    const assigned = Object.keys(set).map((n) => `#${n} = :${n}`);
    const active = m.status === "active";
    return {
      expression: active
        ? `SET ${assigned.join(", ")}, gsi1sk = if_not_exists(awaitingSk, :listSk)`
        : `SET ${assigned.join(", ")}, gsi1sk = :listSk REMOVE awaiting, awaitingSk`,
      names: Object.fromEntries(Object.keys(set).map((n) => [`#${n}`, n])),
      values: Object.fromEntries(Object.entries(set).map(([n, v]) => [`:${n}`, v])),
    };
  },
  /**
   * The turn set on the membership, so that it sorts first while it lasts: the updates to try in
   * turn until one applies. A membership written before `listSk` existed keeps its sort key there.
   */
  awaitingUpdates: (a: AwaitingRecord): Update[] => {
    const { playerId, matchId, game, seat, ...turn } = a;
    const sk = awaitingKey(a);
    const set =
      "SET #game = :game, #seat = :seat, awaiting = :turn, awaitingSk = :sk, gsi1pk = :pk, gsi1sk = :sk, turnAt = :turnAt";
    const names = { "#game": "game", "#seat": "seat", "#status": "status" };
    const values = {
      ":game": game,
      ":seat": seat,
      ":turn": turn,
      ":sk": sk,
      ":pk": membershipItems.listOf(playerId),
      ":turnAt": a.version,
    };
    // a change followed late (a retry, after newer ones) does not undo a newer turn's write
    const newer = "(attribute_not_exists(turnAt) OR turnAt <= :turnAt)";
    return [
      // the usual case: its membership is active
      {
        expression: `${set}, listSk = if_not_exists(listSk, gsi1sk)`,
        condition: `#status = :active AND ${newer}`,
        names,
        values: { ...values, ":active": "active" },
      },
      // the turn told before its membership is written: game and seat list it meanwhile
      { expression: set, condition: `attribute_not_exists(#status) AND ${newer}`, names, values },
    ];
  },
  /**
   * The turn taken off: the membership sorts as its status says again. `screenAt`: the player ended
   * it by their own move at the screen then, kept for the calm rules of their next turn's notice.
   */
  turnEnded: (screenAt: string | null, now: MembershipNow | null = null): Update => {
    const kept = screenAt === null ? {} : { screenAt };
    // the match as the turn ended: the line shows whose turn it is now, and sorts by it
    const shown = now === null ? {} : { ...now, listSk: listKey(now), turnAt: now.version };
    const set: Item = { ...kept, ...shown };
    const { matchId: _m, ...assigned } = set;
    const names = Object.keys(assigned);
    return {
      expression: `REMOVE awaiting, awaitingSk SET ${[
        now === null ? "gsi1sk = listSk" : "gsi1sk = :listSk",
        ...names.map((n) => `#${n} = :${n}`),
      ].join(", ")}`,
      // a change followed late (a retry, after newer ones) does not undo a newer turn's write
      condition:
        now === null
          ? "attribute_exists(listSk)"
          : "attribute_exists(listSk) AND (attribute_not_exists(turnAt) OR turnAt < :turnAt)",
      ...(names.length === 0
        ? {}
        : {
            names: Object.fromEntries(names.map((n) => [`#${n}`, n])),
            values: Object.fromEntries(names.map((n) => [`:${n}`, assigned[n]])),
          }),
    };
  },
  /** When the player last ended a turn of the match by their own move at the screen, if the membership knows. */
  screenAtOf: (item: Item): string | null => (typeof item.screenAt === "string" ? item.screenAt : null),
  /** The condition to delete a turn told before its membership was written, and ended before it was (at `version`). */
  turnWithoutMember: (version: number | null) =>
    version === null
      ? { condition: "attribute_not_exists(#status)", names: { "#status": "status" } }
      : {
          condition: "attribute_not_exists(#status) AND (attribute_not_exists(turnAt) OR turnAt < :turnAt)",
          names: { "#status": "status" },
          values: { ":turnAt": version },
        },
  encode: (m: MembershipRecord): Item => {
    // the player and the match are its keys: a page reads fewer bytes without them again
    const { playerId, matchId, ...rest } = m;
    return {
      ...membershipItems.key(playerId, matchId),
      gsi1pk: membershipItems.listOf(playerId),
      gsi1sk: listKey(m),
      listSk: listKey(m),
      ...rest,
    };
  },
  decode: (item: Item): MembershipRecord => decoded(MembershipRecordSchema, item, idsOf(item)),
  /** A line of "my games": the turn when the match awaits the player, the membership otherwise. */
  entry: (item: Item): MyGamesEntry => {
    if (item.awaiting === undefined) return { membership: membershipItems.decode(item) };
    const turn = decoded(AwaitingTurnSchema, { pk: item.pk, sk: item.sk, ...(item.awaiting as Item) });
    return { awaiting: decoded(AwaitingRecordSchema, { ...item, ...turn }, idsOf(item)) };
  },
};

/** "My games" cursors: opaque tokens the store hands out and reads back, refusing any it did not make. */
import { hash } from "node:crypto";
import * as z from "zod";
import { parsedJson } from "./entities/item";
import { MatchStatusSchema } from "./entities/match-header";
import type { MembershipPosition } from "./entities/membership";

/** Where a page in turn order starts: after an entry of the matches awaiting you, or after a membership (null: at the first). */
export type TurnCursor =
  | { awaiting: { updatedAt: string; matchId: string } }
  | { membership: MembershipPosition | null };

/** Where a page starts: in turn order, or (the list by match id) after that match. */
export type MyGamesCursor = TurnCursor | { byId: string };

const matchId = z.string().regex(/^m_[\w-]+$/);
/** Any time a membership's sort key was made from. */
const at = z.string().refine((text) => !Number.isNaN(Date.parse(text)));

/**
 * Whose list a cursor pages: a short digest of the player's id, so that one player's cursor is
 * refused in another's list (as every list's cursor names its owner) without spelling the id out.
 */
const ownerTag = (playerId: string) => hash("sha256", playerId, "base64url").slice(0, 8);
const owner = z.string().length(8);

/** Version 2: short names, since a cursor travels in a URL; `o` is its owner's tag. */
const TokenSchema = z.union([
  z.strictObject({ v: z.literal(2), o: owner, a: z.strictObject({ at, id: matchId }) }),
  z.strictObject({
    v: z.literal(2),
    o: owner,
    m: z.strictObject({ s: MatchStatusSchema, at, id: matchId }).nullable(),
  }),
  z.strictObject({ v: z.literal(2), o: owner, i: matchId }),
]);

function tokenOf(cursor: MyGamesCursor, o: string): z.infer<typeof TokenSchema> {
  if ("byId" in cursor) return { v: 2, o, i: cursor.byId };
  if ("awaiting" in cursor)
    return { v: 2, o, a: { at: cursor.awaiting.updatedAt, id: cursor.awaiting.matchId } };
  const m = cursor.membership;
  return { v: 2, o, m: m ? { s: m.status, at: m.updatedAt, id: m.matchId } : null };
}

/** A token for where the player's next page starts. */
export function encodeCursor(cursor: MyGamesCursor, playerId: string): string {
  return Buffer.from(JSON.stringify(tokenOf(cursor, ownerTag(playerId)))).toString("base64url");
}

/** The cursor a token stands for, or null for one the store did not make for this player's list. */
export function decodeCursor(text: string, playerId: string): MyGamesCursor | null {
  const token = TokenSchema.safeParse(parsedJson(Buffer.from(text, "base64url").toString()));
  if (!token.success || token.data.o !== ownerTag(playerId)) return null;
  const t = token.data;
  if ("i" in t) return { byId: t.i };
  if ("a" in t) return { awaiting: { updatedAt: t.a.at, matchId: t.a.id } };
  return { membership: t.m ? { status: t.m.s, updatedAt: t.m.at, matchId: t.m.id } : null };
}

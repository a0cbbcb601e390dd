/** "My games" cursors: opaque tokens the store hands out and reads back, refusing any it did not make. */
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

/** Version 1: short names, since a cursor travels in a URL. */
const TokenSchema = z.union([
  z.strictObject({ v: z.literal(1), a: z.strictObject({ at, id: matchId }) }),
  z.strictObject({
    v: z.literal(1),
    m: z.strictObject({ s: MatchStatusSchema, at, id: matchId }).nullable(),
  }),
  z.strictObject({ v: z.literal(1), i: matchId }),
]);

function tokenOf(cursor: MyGamesCursor): z.infer<typeof TokenSchema> {
  if ("byId" in cursor) return { v: 1, i: cursor.byId };
  if ("awaiting" in cursor)
    return { v: 1, a: { at: cursor.awaiting.updatedAt, id: cursor.awaiting.matchId } };
  const m = cursor.membership;
  return { v: 1, m: m ? { s: m.status, at: m.updatedAt, id: m.matchId } : null };
}

export function encodeCursor(cursor: MyGamesCursor): string {
  return Buffer.from(JSON.stringify(tokenOf(cursor))).toString("base64url");
}

/** The cursor a token stands for, or null for one the store did not make. */
export function decodeCursor(text: string): MyGamesCursor | null {
  const token = TokenSchema.safeParse(parsedJson(Buffer.from(text, "base64url").toString()));
  if (!token.success) return null;
  const t = token.data;
  if ("i" in t) return { byId: t.i };
  if ("a" in t) return { awaiting: { updatedAt: t.a.at, matchId: t.a.id } };
  return { membership: t.m ? { status: t.m.s, updatedAt: t.m.at, matchId: t.m.id } : null };
}

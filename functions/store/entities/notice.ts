/** Something to tell players about that is not a move (`MATCH#<id>` / `N#<notice>`): the table's stream hands it to the worker. */
import * as z from "zod";
import { streamed } from "../table";
import type { Item, Key } from "../table-client";
import { decoded } from "./item";
import { matchPartition } from "./match-header";

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

export const noticeItems = {
  key: (matchId: string, id: string): Key => ({ pk: matchPartition(matchId), sk: `${streamed.notice}${id}` }),
  /** Whether an item has a notice's key (the table's stream hands over every kind). */
  is: (key: Key) => key.sk.startsWith(streamed.notice),
  /** The match and notice a notice's key names. */
  at: (key: Key) => ({
    matchId: key.pk.slice(matchPartition("").length),
    id: key.sk.slice(streamed.notice.length),
  }),
  encode: (notice: NoticeRecord): Item => ({ ...noticeItems.key(notice.matchId, notice.id), ...notice }),
  decode: (item: Item): NoticeRecord => decoded(NoticeRecordSchema, item),
};

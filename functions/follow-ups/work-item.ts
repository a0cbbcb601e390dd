/**
 * One item of due work as a queue message carries it: only the keys to read it by, so that a
 * message handled twice reads the item as it is then and finds it done (see `do-work.ts`).
 */
import * as z from "zod";

export const WorkItemSchema = z.discriminatedUnion("kind", [
  /** A match's clock, due at `due` (the queue position a tick looked at). */
  z.object({ kind: z.literal("clock"), matchId: z.string().min(1), due: z.string().min(1) }),
  /** A change the worker failed on, by its retry's id. */
  z.object({ kind: z.literal("retry"), id: z.string().min(1) }),
  /** One delivery to send (email, chat, webhook). */
  z.object({ kind: z.literal("delivery"), playerId: z.string().min(1), id: z.string().min(1) }),
  /** A player's due digest entries, sent as one email. */
  z.object({
    kind: z.literal("digest"),
    playerId: z.string().min(1),
    ids: z.array(z.string().min(1)).min(1),
  }),
]);
export type WorkItem = z.infer<typeof WorkItemSchema>;

/** A message body: the item as JSON. */
export const workBody = (item: WorkItem): string => JSON.stringify(item);

/** The item a message body names; throws on a body that is not one (the consumer reports it failed). */
export const workItemOf = (body: string): WorkItem => WorkItemSchema.parse(JSON.parse(body));

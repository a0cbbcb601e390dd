/**
 * The lobby a player's quick match opens for one ask (game, seats, options, clock):
 * `QUICK#<player>` / `OPEN#<ask hash>`. Presses sent at once (with different keys, or none) find
 * it and wait in that one lobby, rather than each opening its own.
 */
import { createHash } from "node:crypto";
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded, expiresAt } from "./item";

const QuickOpeningSchema = z.object({ matchId: z.string(), claimedAt: z.string() });
export type QuickOpening = z.infer<typeof QuickOpeningSchema>;

/** What a quick match opens: the same ask, however its options were written, is one lobby. */
export interface OpenedAsk {
  game: string;
  seats: number;
  options: unknown;
  clock: unknown;
}

const askHash = (ask: OpenedAsk) =>
  createHash("sha256")
    .update(JSON.stringify([ask.game, ask.seats, ask.options ?? null, ask.clock ?? null]))
    .digest("base64url");

export const quickOpeningItems = {
  key: (playerId: string, ask: OpenedAsk): Key => ({ pk: `QUICK#${playerId}`, sk: `OPEN#${askHash(ask)}` }),
  encode: (playerId: string, ask: OpenedAsk, opening: QuickOpening, until: Date): Item => ({
    ...quickOpeningItems.key(playerId, ask),
    ...opening,
    ...expiresAt(Math.ceil(until.getTime() / 1000)),
  }),
  decode: (item: Item): QuickOpening => decoded(QuickOpeningSchema, item),
};

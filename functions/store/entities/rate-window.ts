/**
 * How many requests one subject made under one limit in one fixed window
 * (`RATE#<limit>#<subject's hash>` / `<window start>`), kept until the window ends.
 */
import { createHash } from "node:crypto";
import * as z from "zod";
import { table } from "../table";
import type { Item, Key } from "../table-client";
import { checked } from "./item";

export interface RateWindow {
  /** The limit's name, as the answers' RateLimit headers name it. */
  limit: string;
  /** Whom the limit counts: a client address or a player id, kept only as a hash. */
  subject: string;
  /** Epoch seconds at which the window began. */
  start: number;
  /** The window's length in seconds. */
  seconds: number;
}

const CountSchema = z.object({ count: z.number().int().positive() });

export const rateWindowItems = {
  key: (w: RateWindow): Key => ({
    pk: `RATE#${w.limit}#${createHash("sha256").update(w.subject).digest("hex").slice(0, 32)}`,
    sk: String(w.start),
  }),
  /** One more request in the window; the TTL lets DynamoDB drop the item once the window is over. */
  count: (w: RateWindow) => ({
    key: rateWindowItems.key(w),
    expression: "ADD #count :one SET #ttl = if_not_exists(#ttl, :until)",
    names: { "#count": "count", "#ttl": table.ttlAttribute },
    values: { ":one": 1, ":until": w.start + w.seconds },
  }),
  /** A request counted in the window given back: it was refused for what it was, and did nothing. */
  uncount: (w: RateWindow) => ({
    key: rateWindowItems.key(w),
    expression: "ADD #count :less",
    condition: "#count > :none",
    names: { "#count": "count" },
    values: { ":less": -1, ":none": 0 },
  }),
  /** The count an update answered with. */
  countOf: (attributes: Item): number => checked(CountSchema, attributes, "RATE#").count,
};

/** What every entity shares: how a stored item is checked, and which attributes are not its record's. */
import type * as z from "zod";
import { table } from "../table";
import type { Item } from "../table-client";

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

/** Index and bookkeeping attributes that are not part of a record. */
export function strip(item: Item): Item {
  const {
    pk: _pk,
    sk: _sk,
    gsi1pk: _g1,
    gsi1sk: _g2,
    gsi2pk: _w1,
    gsi2sk: _w2,
    expiresAt: _ttl,
    done: _done,
    ...rest
  } = item;
  return rest;
}

/** The item's key, for an error message. */
export const where = (item: Item) => `${item.pk}/${item.sk}`;

/** The item checked against its schema, once its keys and index attributes are taken off. */
export function decoded<T>(schema: z.ZodType<T>, item: Item, fromKeys: Item = {}): T {
  return checked(schema, { ...strip(item), ...fromKeys }, where(item));
}

/** The TTL attribute: DynamoDB may delete the item after these epoch seconds. */
export function expiresAt(epochSeconds: number): Item {
  return { [table.ttlAttribute]: epochSeconds };
}

/** JSON's value, or undefined for text that is not JSON. */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import {
  type AttributeValue,
  ConditionalCheckFailedException,
  DescribeTableCommand,
  type DynamoDBClient,
  GetItemCommand,
} from "@aws-sdk/client-dynamodb";
import { dynamoClient } from "../../functions/store/dynamo";

type Image = Record<string, AttributeValue>;

/** What the metered calls cost, as DynamoDB on AWS would bill them. */
export interface Spent {
  requests: number;
  /** Read capacity units: 4 KB per strongly consistent read (half that eventually consistent). */
  rcu: number;
  /** Write capacity units: 1 KB per item written, and per index entry written or deleted. */
  wcu: number;
  /** Of `wcu`, what index entries cost. */
  indexWcu: number;
  bytesWritten: number;
  bytesRead: number;
  /** Requests per command name. */
  calls: Record<string, number>;
}

interface Index {
  name: string;
  keys: string[];
  /** Attributes an index entry holds besides the keys; null: all of them. */
  projected: string[] | null;
}

const KB = 1024;

/** DynamoDB's size of an attribute value: UTF-8 bytes, numbers by digits, 3 bytes more per list or map. */
function valueSize(v: AttributeValue): number {
  if (v.S !== undefined) return Buffer.byteLength(v.S);
  if (v.N !== undefined) return Math.ceil(v.N.replace(/^-|\.|e.*$/gi, "").replace(/^0+/, "").length / 2) + 1;
  if (v.B !== undefined) return v.B.length;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.SS) return v.SS.reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  if (v.L) return 3 + v.L.reduce((sum, e) => sum + 1 + valueSize(e), 0);
  if (v.M)
    return 3 + Object.entries(v.M).reduce((sum, [k, e]) => sum + 1 + Buffer.byteLength(k) + valueSize(e), 0);
  return 0;
}

export function itemSize(item: Image): number {
  return Object.entries(item).reduce((sum, [name, v]) => sum + Buffer.byteLength(name) + valueSize(v), 0);
}

const units = (bytes: number, per: number) => Math.max(1, Math.ceil(bytes / per));

/** An item's kind, from its key's prefixes: "MATCH/M" for a match's snapshots, "PLAYER/MATCH" for memberships. */
const kindOf = (key: Image) =>
  Object.values(key)
    .map((v) => (v.S ?? "").split("#")[0].replace(/[0-9].*$/, ""))
    .filter((part) => part !== "")
    .join("/");

function entryOf(index: Index, item: Image | null, tableKeys: string[]): Image | null {
  if (!item || !index.keys.every((k) => item[k] !== undefined)) return null;
  if (index.projected === null) return item;
  const names = new Set([...tableKeys, ...index.keys, ...index.projected]);
  return Object.fromEntries(Object.entries(item).filter(([k]) => names.has(k)));
}

/** Index writes of one item's change: a put, a delete, both when its key changed, one when only its content did. */
function indexWrites(index: Index, before: Image | null, after: Image | null, tableKeys: string[]): number {
  const old = entryOf(index, before, tableKeys);
  const now = entryOf(index, after, tableKeys);
  if (!old && !now) return 0;
  if (old && !now) return units(itemSize(old), KB);
  if (!old && now) return units(itemSize(now), KB);
  const same = (k: string) => JSON.stringify(old?.[k]) === JSON.stringify(now?.[k]);
  if (!index.keys.every(same)) return units(itemSize(old as Image), KB) + units(itemSize(now as Image), KB);
  return JSON.stringify(old) === JSON.stringify(now) ? 0 : units(itemSize(now as Image), KB);
}

function readUnits(bytes: number, consistent: boolean): number {
  return units(bytes, 4 * KB) * (consistent ? 1 : 0.5);
}

/**
 * Meters every call a client makes, by DynamoDB's billing rules, including the index entries each
 * write changes (read before and after through a second, unmetered client). For benchmarks only:
 * the extra reads slow the metered calls down.
 */
export async function meter(db: DynamoDBClient, tableName: string, endpoint: string) {
  const raw = dynamoClient(endpoint);
  const described = (await raw.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  const tableKeys = (described?.KeySchema ?? []).map((k) => k.AttributeName as string);
  const indexes: Index[] = (described?.GlobalSecondaryIndexes ?? []).map((i) => ({
    name: i.IndexName as string,
    keys: (i.KeySchema ?? []).map((k) => k.AttributeName as string),
    projected: i.Projection?.ProjectionType === "ALL" ? null : (i.Projection?.NonKeyAttributes ?? []),
  }));
  const spent: Spent = fresh();
  /** WCU per item kind, and per index entry of each kind ("kind → index"), of the metered writes. */
  let kinds: Record<string, number> = {};
  const bill = (kind: string, wcu: number) => {
    if (wcu > 0) kinds[kind] = (kinds[kind] ?? 0) + wcu;
  };
  let on = false;
  const image = async (Key: Image) =>
    (await raw.send(new GetItemCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item ?? null;
  const keyOf = (item: Image) => Object.fromEntries(tableKeys.map((k) => [k, item[k]]));

  const write = async <T>(name: string, input: { Item?: Image; Key?: Image }, send: () => Promise<T>) => {
    const key = input.Key ?? keyOf(input.Item as Image);
    const before = await image(key);
    try {
      const out = await send();
      const after = name === "DeleteItemCommand" ? null : await image(key);
      const table = Math.max(
        before ? units(itemSize(before), KB) : 0,
        after ? units(itemSize(after), KB) : 0,
      );
      const perIndex = indexes.map((i) => [i.name, indexWrites(i, before, after, tableKeys)] as const);
      const index = perIndex.reduce((sum, [, wcu]) => sum + wcu, 0);
      bill(kindOf(key), Math.max(1, table));
      for (const [name, wcu] of perIndex) bill(`${kindOf(key)} → ${name}`, wcu);
      spent.wcu += Math.max(1, table) + index;
      spent.indexWcu += index;
      spent.bytesWritten += after ? itemSize(after) : 0;
      return out;
    } catch (error) {
      // a refused condition still costs the write
      if (error instanceof ConditionalCheckFailedException) {
        spent.wcu += before ? units(itemSize(before), KB) : 1;
        bill(`${kindOf(key)} (refused)`, before ? units(itemSize(before), KB) : 1);
      }
      throw error;
    }
  };

  const read = (name: string, input: Record<string, unknown>, out: Record<string, unknown>) => {
    const consistent = input.ConsistentRead === true && input.IndexName === undefined;
    if (name === "GetItemCommand") {
      const size = out.Item ? itemSize(out.Item as Image) : 0;
      spent.bytesRead += size;
      spent.rcu += readUnits(size, consistent);
    } else if (name === "QueryCommand") {
      const size = ((out.Items ?? []) as Image[]).reduce((sum, i) => sum + itemSize(i), 0);
      spent.bytesRead += size;
      spent.rcu += readUnits(size, consistent);
    } else if (name === "BatchGetItemCommand") {
      const requested = input.RequestItems as Record<string, { Keys?: Image[]; ConsistentRead?: boolean }>;
      const responses = (out.Responses ?? {}) as Record<string, Image[]>;
      const unprocessed = (out.UnprocessedKeys ?? {}) as Record<string, { Keys?: Image[] }>;
      for (const [table, wanted] of Object.entries(requested)) {
        const items = responses[table] ?? [];
        for (const item of items) {
          spent.bytesRead += itemSize(item);
          spent.rcu += readUnits(itemSize(item), wanted.ConsistentRead === true);
        }
        // a key with no item still costs a read's minimum, as a GetItem of it would
        const missing = (wanted.Keys?.length ?? 0) - items.length - (unprocessed[table]?.Keys?.length ?? 0);
        spent.rcu += missing * readUnits(0, wanted.ConsistentRead === true);
      }
    }
  };

  const writes = new Set(["PutItemCommand", "UpdateItemCommand", "DeleteItemCommand"]);
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? "?";
      if (!on) return next(args);
      spent.requests++;
      spent.calls[name] = (spent.calls[name] ?? 0) + 1;
      const input = args.input as Record<string, unknown>;
      if (writes.has(name)) return write(name, input as { Item?: Image; Key?: Image }, () => next(args));
      const result = await next(args);
      read(name, input, result.output as unknown as Record<string, unknown>);
      return result;
    },
    { step: "initialize", name: "bench-capacity-meter" },
  );

  return {
    /** Meters what `run` does, and only that; `kinds` is its WCU by item kind and index. */
    async measure<T>(
      run: () => Promise<T>,
    ): Promise<{ result: T; spent: Spent; kinds: Record<string, number> }> {
      Object.assign(spent, fresh());
      kinds = {};
      on = true;
      try {
        const result = await run();
        return { result, spent: { ...spent, calls: { ...spent.calls } }, kinds };
      } finally {
        on = false;
      }
    },
    close() {
      db.middlewareStack.remove("bench-capacity-meter");
      raw.destroy();
    },
  };
}

function fresh(): Spent {
  return { requests: 0, rcu: 0, wcu: 0, indexWcu: 0, bytesWritten: 0, bytesRead: 0, calls: {} };
}

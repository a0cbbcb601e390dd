/** The single table's design, shared by the store and the CDK stack; each entity (`entities/`) makes its own keys. */
export const table = {
  partitionKey: "pk",
  sortKey: "sk",
  /** Memberships by player: "my games". */
  byPlayer: { name: "byPlayer", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
  /**
   * Work due at a time, by queue and shard: match clocks (`clock`), deliveries to send or retry
   * (`delivery`), stream records the worker failed on (`retry`). Sparse: an item leaves when done.
   */
  byWork: { name: "byWork", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  /** Epoch seconds after which DynamoDB may delete an item (idempotency records, sessions, used tokens). */
  ttlAttribute: "expiresAt",
} as const;

export type WorkQueue = "clock" | "delivery" | "retry";

export type Shards = Record<WorkQueue, number>;

/**
 * Index partitions per queue on AWS. One partition takes about 1,000 writes a second; a delivery
 * is written into its queue and out again, so 10,000 moves a second with a delivery or two each
 * need a few dozen. The scheduled worker reads every shard once a minute.
 */
export const workShards: Shards = { clock: 8, delivery: 32, retry: 4 };

/** The embedded server has no partitions: one shard a queue keeps its worker's runs cheap. */
export const localShards: Shards = { clock: 1, delivery: 1, retry: 1 };

/** A cheap, stable spread of ids over shards: FNV-1a, its bits mixed by MurmurHash3's finalizer. */
export function shardOf(id: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % shards;
}

/** Index attributes that put an item in a work queue, due at `at` (ISO time), in its id's shard. */
export function workKeys(shards: Shards, queue: WorkQueue, at: string, id: string) {
  return { gsi2pk: `WORK#${queue}#${shardOf(id, shards[queue])}`, gsi2sk: `${at}#${id}` };
}

/** When an item of a work queue is due, from its index sort key. */
export function dueOf(workSortKey: string): string {
  return workSortKey.slice(0, workSortKey.indexOf("#"));
}

/** Every partition of a queue, for the worker to read. */
export function workPartitions(shards: Shards, queue: WorkQueue): string[] {
  return Array.from({ length: shards[queue] }, (_, shard) => `WORK#${queue}#${shard}`);
}

/** Sort-key prefixes of the items the worker hears of through the table's stream when they are made. */
export const streamed = { snapshot: "M#", notice: "N#" } as const;

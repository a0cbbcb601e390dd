/** The single table's key design, shared by the store, the local server and the CDK stack. */
export const table = {
  partitionKey: "pk",
  sortKey: "sk",
  /** Memberships by player: "my games". */
  byPlayer: { name: "byPlayer", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
  /**
   * Work due at a time, by queue: new moves and notices to fan out (`outbox`), deliveries to send or
   * retry (`delivery`), match clocks (`clock`). Sparse: an item leaves the index when done.
   */
  byWork: { name: "byWork", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
  /** Epoch seconds after which DynamoDB may delete an item (idempotency records, sessions, used tokens). */
  ttlAttribute: "expiresAt",
} as const;

export type WorkQueue = "outbox" | "delivery" | "clock";

/** Index attributes that put an item in a work queue, due at `at` (ISO time). */
export function workKeys(queue: WorkQueue, at: string, id: string) {
  return { gsi2pk: `WORK#${queue}`, gsi2sk: `${at}#${id}` };
}

export const keys = {
  player: (playerId: string) => ({ pk: `PLAYER#${playerId}`, sk: "PROFILE" }),
  match: (matchId: string) => ({ pk: `MATCH#${matchId}`, sk: "MATCH" }),
  /** Zero-padded so that moves sort by version. */
  move: (matchId: string, version: number) => ({
    pk: `MATCH#${matchId}`,
    sk: `V#${String(version).padStart(9, "0")}`,
  }),
  membership: (playerId: string, matchId: string) => ({ pk: `PLAYER#${playerId}`, sk: `MATCH#${matchId}` }),
  idempotency: (scope: string, key: string) => ({ pk: `IDEM#${scope}`, sk: key }),
  /** A notice that is not a move (a match started, an invitation), waiting in the outbox. */
  notice: (matchId: string, id: string) => ({ pk: `MATCH#${matchId}`, sk: `N#${id}` }),
  delivery: (playerId: string, id: string) => ({ pk: `DELIVERY#${playerId}`, sk: id }),
  /** Beside the player's profile, so that one query lists a player's sessions. */
  session: (playerId: string, sessionId: string) => ({
    pk: `PLAYER#${playerId}`,
    sk: `SESSION#${sessionId}`,
  }),
  /** A sign-in token's nonce once it was exchanged: a token works once. */
  usedToken: (nonce: string) => ({ pk: `TOKEN#${nonce}`, sk: "USED" }),
};

/** The single table's key design, shared by the store, the local server and the CDK stack. */
export const table = {
  partitionKey: "pk",
  sortKey: "sk",
  /** Memberships by player: "my games". */
  byPlayer: { name: "byPlayer", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
  /** Epoch seconds after which DynamoDB may delete an item (idempotency records). */
  ttlAttribute: "expiresAt",
} as const;

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
};

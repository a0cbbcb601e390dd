import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";

/** Requests and capacity units spent, as DynamoDB reports them back. */
export interface Consumed {
  requests: number;
  rcu: number;
  wcu: number;
  /** Requests per command name. */
  calls: Record<string, number>;
}

const readCommands = new Set(["GetItemCommand", "BatchGetItemCommand", "QueryCommand", "ScanCommand"]);

type Reported = { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;

const unitsOf = (reported: Reported) =>
  (Array.isArray(reported) ? reported : reported ? [reported] : []).reduce(
    (sum, c) => sum + (c.CapacityUnits ?? 0),
    0,
  );

/**
 * Counts every request a client sends and the capacity each consumed, by asking DynamoDB to
 * return it (ReturnConsumedCapacity) through the SDK's middleware: `measure` gives a call's share.
 */
export function consumption(db: DynamoDBClient) {
  const total: Consumed = { requests: 0, rcu: 0, wcu: 0, calls: {} };
  const name = `consumed-${Math.random()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = "TOTAL";
      const result = await next(args);
      const command = context.commandName ?? "?";
      const units = unitsOf((result.output as { ConsumedCapacity?: Reported }).ConsumedCapacity);
      total.requests++;
      total.calls[command] = (total.calls[command] ?? 0) + 1;
      if (readCommands.has(command)) total.rcu += units;
      else total.wcu += units;
      return result;
    },
    { step: "initialize", name },
  );
  return {
    /** What `run` spent. */
    async measure<T>(run: () => Promise<T>): Promise<{ result: T; spent: Consumed }> {
      const before = { ...total, calls: { ...total.calls } };
      const result = await run();
      const calls = Object.fromEntries(
        Object.entries(total.calls).map(([c, n]) => [c, n - (before.calls[c] ?? 0)] as const),
      );
      return {
        result,
        spent: {
          requests: total.requests - before.requests,
          rcu: total.rcu - before.rcu,
          wcu: total.wcu - before.wcu,
          calls: Object.fromEntries(Object.entries(calls).filter(([, n]) => n > 0)),
        },
      };
    },
    stop: () => db.middlewareStack.remove(name),
  };
}

/** The read requests among what was spent (the writes a send makes, its claim and record, aside). */
export const readRequests = (spent: Consumed): number =>
  Object.entries(spent.calls).reduce((sum, [command, n]) => sum + (readCommands.has(command) ? n : 0), 0);

import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";

/**
 * Makes the n-th database call from now on fail, after the database did it or (`before`) without
 * it reaching the database, as if the process died right there; returns the names of the calls
 * made. With n = 0 it only counts.
 */
function crashAt(db: DynamoDBClient, n: number, before: boolean): { calls: string[]; stop(): void } {
  const calls: string[] = [];
  const name = `crash-${Math.random()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? "?";
      if (before && calls.length + 1 === n) {
        calls.push(command);
        throw new Error(`injected crash before ${command}`);
      }
      const result = await next(args);
      calls.push(command);
      if (calls.length === n) throw new Error(`injected crash after ${command}`);
      return result;
    },
    { step: "initialize", name },
  );
  return { calls, stop: () => db.middlewareStack.remove(name) };
}

export const crashAfterCall = (db: DynamoDBClient, n: number) => crashAt(db, n, false);
export const crashBeforeCall = (db: DynamoDBClient, n: number) => crashAt(db, n, true);

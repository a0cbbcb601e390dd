import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { inSeats, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

/**
 * Makes the n-th database call from now on fail after the database has done it, as if the
 * process died right there; returns the names of the calls made.
 */
function crashAfterCall(db: DynamoDBClient, n: number): { calls: string[]; stop(): void } {
  const calls: string[] = [];
  const name = `crash-${Math.random()}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      calls.push(context.commandName ?? "?");
      if (calls.length === n) throw new Error(`injected crash after ${context.commandName}`);
      return result;
    },
    { step: "initialize", name },
  );
  return { calls, stop: () => db.middlewareStack.remove(name) };
}

describe("a crash after any database call of a move", () => {
  // a keyed action reads the match, its key's record and its caller's credential version in one
  // request, then writes the snapshot that carries the move and its key (the commit point)
  const calls = ["BatchGetItemCommand", "PutItemCommand"];
  for (const n of [1, 2]) {
    it(`after call ${n}: the match stays consistent, and the retry applies the move exactly once`, async () => {
      const players = await Promise.all(["Fay", "Gus"].map((p) => newPlayer(api.url, p)));
      const created = await startedMatch(players, { seed: `crash-${n}` });
      const [seat] = created.activeSeats;
      const bySeat = inSeats(created, players);
      const actor = bySeat[seat];
      const mine = await actor.get(`/v1/matches/${created.id}`);
      const body = { action: mine.body.legalActions[0], expectedVersion: mine.body.version };
      const headers = { "Idempotency-Key": `crash-${n}` };

      const crash = crashAfterCall(api.server.deps.store.db, n);
      const failed = await actor.post(`/v1/matches/${created.id}/actions`, body, headers);
      crash.stop();
      expect(failed.status).toBe(500);
      expect(failed.body.type).toBe("/problems/internal-error");
      expect(crash.calls).toEqual(calls.slice(0, n));

      // a reader sees either no move or the whole move, never half of one
      const seen = await bySeat[1 - seat].get(`/v1/matches/${created.id}`);
      const committed = n >= 2;
      expect(seen.body.version).toBe(mine.body.version + (committed ? 1 : 0));

      const retried = await actor.post(`/v1/matches/${created.id}/actions`, body, headers);
      expect(retried.status).toBe(201);
      expect(retried.body.version).toBe(mine.body.version + 1);
      const again = await actor.post(`/v1/matches/${created.id}/actions`, body, headers);
      expect(again.body).toEqual(retried.body);

      const { store } = api.server.deps;
      const moves = await store.movesAfter(created.id, 0);
      expect(moves.length).toBe(1);
      const match = await store.getMatch(created.id);
      const expected = santaCruz.apply(
        santaCruz.setup(match?.seed as string, 2, { setAssignment: "draft" }),
        seat,
        body.action,
      ).state;
      const current = await actor.get(`/v1/matches/${created.id}`);
      expect(current.body.version).toBe(mine.body.version + 1);
      expect(current.body.view).toEqual(santaCruz.view(expected, seat));
    });
  }
});

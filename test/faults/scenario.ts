import { expect } from "vitest";
import type { StreamRecord } from "../../functions/lambda/stream-feed";
import type { Call, Rule } from "./fault-proxy";
import type { LocalStack } from "./local-stack";

/** Throttles every call but those `spared` lets through. */
export const throttleAllBut =
  (spared: (call: Call) => boolean): Rule =>
  (call) =>
    spared(call) ? null : "throttle";

type Handler = (event: { Records?: StreamRecord[] }) => Promise<unknown>;

/**
 * Ada (email confirmed) against a random computer player, with a day's turn clock: the match is
 * started, followed until it is Ada's turn, and Ada plays until her turn ends. Her moves' stream
 * records are what the test hands to the worker next.
 */
export async function adaAgainstTheComputer(stack: LocalStack, worker: Handler) {
  const ada = await stack.player("Ada");
  const created = await stack.api(
    "POST",
    "/v1/matches",
    { game: "santa-cruz", seats: 2, clock: { moveHours: 24, remindHours: [], onTimeout: "skip" } },
    ada.key,
  );
  const id: string = created.body.id;
  expect((await stack.api("POST", `/v1/matches/${id}/bots`, { level: "random" }, ada.key)).status).toBe(200);
  const state = async () => (await stack.api("GET", `/v1/matches/${id}`, undefined, ada.key)).body;
  const streamUntilQuiet = async () => {
    for (let records = await stack.stream(); records.length > 0; records = await stack.stream())
      await worker({ Records: records });
  };
  await streamUntilQuiet();
  let seen = await state();
  expect(seen.activeSeats).toEqual([seen.yourSeat]);
  while (seen.activeSeats.includes(seen.yourSeat)) {
    const moved = await stack.api(
      "POST",
      `/v1/matches/${id}/actions`,
      { action: seen.legalActions[0], expectedVersion: seen.version },
      ada.key,
    );
    expect(moved.status).toBe(201);
    seen = await state();
  }
  return {
    id,
    ada,
    /** The match's version when Ada's turn ended. */
    adaEndedAt: seen.version as number,
    state,
    streamUntilQuiet,
    /** The moves after Ada's turn, each the computer's: it replied once, never twice for one turn. */
    computerMovesSinceAda: async () => {
      const moves = (
        await stack.api("GET", `/v1/matches/${id}/moves?after=${seen.version}`, undefined, ada.key)
      ).body.moves as { seat: number }[];
      expect(moves.map((m) => m.seat)).toEqual(moves.map(() => 1 - seen.yourSeat));
      return moves.length;
    },
    /** The changes waiting in the retry queue. */
    retries: async () =>
      (await stack.deps.store.dueWork("retry", new Date(Date.now() + 365 * 86_400_000))).due.map(
        (d) => d.work,
      ),
    /** Ada's deliveries not delivered (pending or failed). */
    undelivered: async () =>
      (await stack.api("GET", "/v1/me/deliveries", undefined, ada.key)).body.deliveries.filter(
        (d: { status: string }) => d.status === "pending" || d.status === "failed",
      ),
  };
}

export type Match = Awaited<ReturnType<typeof adaAgainstTheComputer>>;

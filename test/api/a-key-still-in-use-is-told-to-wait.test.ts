import { describe, expect, it } from "vitest";
import { CLAIM_LEASE_MS, claim } from "../../functions/requests/keyed-request";
import { Refusal } from "../../functions/requests/refusal";
import { newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

describe("an Idempotency-Key whose first request is still running", () => {
  it("posts a chat message once when the same keyed message is sent five times at once", async () => {
    const players = await Promise.all(["Ann", "Ben"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players, { seed: "same-key" });
    const [ann] = players;
    if (!ann) throw new Error("no player");
    const path = `/v1/matches/${match.id}/messages`;
    const send = () => ann.post(path, { text: "same key" }, { "Idempotency-Key": "chat-once-1" });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 5 }, send));
      for (const answer of answers) {
        if (answer.status === 409) expect(answer.body.type).toBe("/problems/idempotency-key-in-use");
        else expect(answer.status).toBe(201);
      }
      const posted = answers.filter((a) => a.status === 201).map((a) => a.body.number);
      expect(new Set(posted).size).toBeLessThanOrEqual(1);
    }
    // once answered, the very same request gets the first answer again
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const chat = (await ann.get(path)).body.messages as { text: string }[];
    expect(chat.filter((m) => m.text === "same key")).toHaveLength(1);
  });

  it("is refused as in use within its lease, resumed after it, and at once when the first gave it up", async () => {
    const deps = api.server.deps;
    const request = { scope: "p_lease", key: "lease-1", requestHash: "h" };
    const at = (ms: number) => ({ ...deps, now: () => new Date(Date.UTC(2026, 10, 27) + ms) });
    expect(await claim(at(0), request, true)).toEqual({
      kept: null,
      retry: { key: "lease-1", resumed: false },
    });
    const inUse = await claim(at(1_000), request, true).catch((error) => error);
    expect(inUse).toBeInstanceOf(Refusal);
    expect(inUse.kind).toBe("idempotency-key-in-use");
    // its process died: after the lease, a retry resumes its work
    expect(await claim(at(CLAIM_LEASE_MS + 1), request, true)).toEqual({
      kept: null,
      retry: { key: "lease-1", resumed: true },
    });
    // a first request that failed gives its lease up: the retry resumes at once
    const failed = { ...request, key: "lease-2" };
    await claim(at(0), failed, true);
    await deps.store.releaseIdempotencyClaim(failed.scope, failed.key);
    expect(await claim(at(1_000), failed, true)).toEqual({
      kept: null,
      retry: { key: "lease-2", resumed: true },
    });
    // the request that resumed holds the lease in its turn: a second retry at once waits
    const again = await claim(at(2_000), failed, true).catch((error) => error);
    expect(again.kind).toBe("idempotency-key-in-use");
    // two retries at once after a crash's lease lapsed: one resumes, the other is told to wait
    const crashed = { ...request, key: "lease-3" };
    await claim(at(0), crashed, true);
    const both = await Promise.all(
      [1, 2].map(() => claim(at(CLAIM_LEASE_MS + 5), crashed, true).catch((error) => error.kind)),
    );
    expect(both).toContainEqual({ kept: null, retry: { key: "lease-3", resumed: true } });
    expect(both).toContain("idempotency-key-in-use");
  });
});

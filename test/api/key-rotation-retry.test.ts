import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Client, expectProblem, newPlayer, useServer } from "./harness";

const api = useServer();

const rotate = (client: Client, key?: string) =>
  client.post("/v1/me/api-key", undefined, key ? { "Idempotency-Key": key } : {});

describe("a key rotation whose answer was lost", () => {
  it("is replayed once to the replaced key retrying with the same Idempotency-Key", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const key = randomUUID();
    const lost = await rotate(ada, key);
    expect(lost.status).toBe(200);
    expect(lost.headers.has("idempotent-replayed")).toBe(false);

    const retried = await rotate(ada, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body).toEqual(lost.body);
    expect((await new Client(api.url, retried.body.apiKey).get("/v1/me")).status).toBe(200);

    // once: the replaced key fetched its answer, and is refused from then on, for the retry too
    expectProblem(await rotate(ada, key), 401, "unauthorized");
  });

  it("refuses the replaced key for anything else: other requests, other Idempotency-Keys", async () => {
    const bea = await newPlayer(api.url, "Bea");
    const key = randomUUID();
    expect((await rotate(bea, key)).status).toBe(200);
    expectProblem(await bea.get("/v1/me"), 401, "unauthorized");
    expectProblem(await rotate(bea), 401, "unauthorized");
    expectProblem(await rotate(bea, randomUUID()), 401, "unauthorized");
    expectProblem(await bea.post("/v1/matches", { game: "santa-cruz", seats: 2 }), 401, "unauthorized");
    // the refusals above used nothing up: the retry the key exists for still gets its answer
    expect((await rotate(bea, key)).status).toBe(200);
  });

  it("refuses the replaced key once the rotation's key was itself replaced", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const key = randomUUID();
    const first = await rotate(cy, key);
    const renewed = new Client(api.url, first.body.apiKey);
    expect((await rotate(renewed)).status).toBe(200);
    expectProblem(await rotate(cy, key), 401, "unauthorized");
  });

  it("gives nothing to another player's key sent with the same Idempotency-Key", async () => {
    const [dee, eve] = await Promise.all([newPlayer(api.url, "Dee"), newPlayer(api.url, "Eve")]);
    const key = randomUUID();
    const dees = await rotate(dee, key);
    const eves = await rotate(eve, key);
    expect(eves.status).toBe(200);
    expect(eves.body.apiKey).not.toBe(dees.body.apiKey);
    expect(eves.headers.has("idempotent-replayed")).toBe(false);
  });
});

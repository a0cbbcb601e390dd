import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { claim } from "../../functions/requests/keyed-request";
import { sha256 } from "../../functions/tokens/crypto";
import { Client, expectProblem, tableSnapshot, useServer } from "../api/harness";

const api = useServer();

const playersNamed = async (name: string) =>
  (await tableSnapshot(api.server)).filter((line) => line.includes('"PLAYER#') && line.includes(`"${name}"`));

describe("an API key is shown once, to whoever registered", () => {
  it("a retry of POST /v1/players with the same Idempotency-Key is refused with 409 and never carries the key", async () => {
    const anonymous = new Client(api.url);
    const key = randomUUID();
    const first = await anonymous.post("/v1/players", { name: "Ada" }, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const secret = (first.body.apiKey as string).split(".")[1];

    const table = await tableSnapshot(api.server);
    const retry = await anonymous.post("/v1/players", { name: "Ada" }, { "Idempotency-Key": key });
    expectProblem(retry, 409, "conflict");
    expect(JSON.stringify(retry.body)).not.toContain(secret);
    expect(await tableSnapshot(api.server)).toEqual(table);
    expect(await playersNamed("Ada")).toHaveLength(1);
    expect((await new Client(api.url, first.body.apiKey).get("/v1/me")).body.id).toBe(first.body.player.id);
  });

  it("the table holds no API key: only its hash, and the request's hash under the Idempotency-Key", async () => {
    const key = randomUUID();
    const made = await new Client(api.url).post("/v1/players", { name: "Bo" }, { "Idempotency-Key": key });
    const secret = (made.body.apiKey as string).split(".")[1];
    const table = (await tableSnapshot(api.server)).join("\n");
    expect(table).not.toContain(secret);
    expect(table).not.toContain(made.body.apiKey);
    expect(table).toContain(sha256(secret));
    expect(table).toContain(key);
  });

  it("the same Idempotency-Key with another body is refused with 422", async () => {
    const key = randomUUID();
    const anonymous = new Client(api.url);
    expect((await anonymous.post("/v1/players", { name: "Cy" }, { "Idempotency-Key": key })).status).toBe(
      201,
    );
    const other = await anonymous.post("/v1/players", { name: "Di" }, { "Idempotency-Key": key });
    expectProblem(other, 422, "idempotency-key-reused");
    expect(await playersNamed("Di")).toEqual([]);
  });

  it("a retry after a first attempt cut before the player was written makes the player once and shows its key", async () => {
    const key = randomUUID();
    // the first attempt got as far as claiming its key, then the process died
    await claim(api.server.deps, {
      scope: "anonymous",
      key,
      requestHash: sha256(`POST /v1/players\n${JSON.stringify({ name: "Ed" })}`),
    });
    const anonymous = new Client(api.url);
    const retry = await anonymous.post("/v1/players", { name: "Ed" }, { "Idempotency-Key": key });
    expect(retry.status).toBe(201);
    expect((await new Client(api.url, retry.body.apiKey).get("/v1/me")).body.name).toBe("Ed");
    expectProblem(
      await anonymous.post("/v1/players", { name: "Ed" }, { "Idempotency-Key": key }),
      409,
      "conflict",
    );
    expect(await playersNamed("Ed")).toHaveLength(1);
  });

  it("without an API key, a short Idempotency-Key is refused: anonymous callers share one key space", async () => {
    const short = await new Client(api.url).post(
      "/v1/players",
      { name: "Flo" },
      { "Idempotency-Key": "retry-1" },
    );
    expectProblem(short, 400, "validation-error");
    expect(await playersNamed("Flo")).toEqual([]);
  });
});

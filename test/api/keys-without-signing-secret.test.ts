import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newPlayer, useServer } from "./harness";

const api = useServer();

describe("a service without a signing secret (sign-in links off)", () => {
  it("makes a match under an Idempotency-Key, and a retry answers with that same match", async () => {
    const ada = await newPlayer(api.url, "Ada");
    api.server.deps.signingSecret = undefined;
    const key = { "Idempotency-Key": randomUUID() };
    const body = { game: "santa-cruz", seats: 2 };
    const first = await ada.post("/v1/matches", body, key);
    const retry = await ada.post("/v1/matches", body, key);
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^m_[\w-]{16}$/);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
  });
});

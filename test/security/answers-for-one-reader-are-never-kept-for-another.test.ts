/**
 * An answer made for one reader (their moves with their own bird chits, their settings, a new
 * API key) must not be kept by a shared cache, nor a private copy handed to another key: every
 * answer whose route names no cache policy says `no-store`, and one kept privately
 * (`private, no-cache`, revalidated by its reader's ETag) varies by `Authorization`. Public answers
 * stay shareable, and do not vary by who asks.
 */
import { describe, expect, it } from "vitest";
import { Client, newPlayer, startedMatch, useServer } from "../api/harness";

const api = useServer();

describe("answers for one reader", () => {
  it("a seat's moves, its settings and a new key are never stored; its match view is kept only privately, by key", async () => {
    const anonymous = new Client(api.url);
    const made = await anonymous.post("/v1/players", { name: "Kept" });
    expect(made.status).toBe(201);
    expect(made.headers.get("cache-control")).toBe("no-store");
    const ada = await newPlayer(api.url, "Ada");
    const bea = await newPlayer(api.url, "Bea");
    const match = await startedMatch([ada, bea]);
    for (const path of [
      `/v1/matches/${match.id}/moves?after=0`,
      "/v1/me",
      "/v1/me/notifications",
      "/v1/me/matches",
    ]) {
      const reply = await ada.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control"), path).toBe("no-store");
    }
    const view = await ada.get(`/v1/matches/${match.id}`);
    expect(view.headers.get("cache-control")).toBe("private, no-cache");
    expect(view.headers.get("vary")).toMatch(/\bAuthorization\b/);
    // a refusal is one reader's too
    const refused = await ada.post(`/v1/matches/${match.id}/actions`, { action: { type: "nothing" } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("public answers stay shareable and do not vary by who asks", async () => {
    const ada = await newPlayer(api.url, "Pub");
    for (const path of ["/v1/games", "/v1/lobby", "/v1/games/santa-cruz/leaderboard"]) {
      const reply = await ada.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control"), path).toMatch(/^public\b/);
      expect(reply.headers.get("vary") ?? "", path).not.toMatch(/Authorization/);
    }
  });
});

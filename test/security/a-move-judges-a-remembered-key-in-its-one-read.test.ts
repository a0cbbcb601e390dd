import { describe, expect, it } from "vitest";
import { createApp } from "../../functions/app";
import { FRAGMENT_PARAMETER, signInLink } from "../../functions/tokens/sign-in";
import { Client, type Json, newPlayer, type Player, startedMatch, useServer } from "../api/harness";

const api = useServer();

/**
 * A second instance of the API on the same table, with its own memory of verified keys: a move sent
 * to it with a key it remembers reads the key's credential version with the snapshot, not before.
 */
function secondInstance() {
  const app = createApp(api.server.deps);
  return async (
    apiKey: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(new URL(path, api.url).href, {
      method,
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json, type: res.headers.get("content-type") };
  };
}

/** A started match, the player whose turn it is with the instance that remembers their key, and the move they would make. */
async function aTurn(names: [string, string]) {
  const players = [await newPlayer(api.url, names[0]), await newPlayer(api.url, names[1])];
  const match = await startedMatch(players);
  const mover = players.find((p) => p.id === match.seats[match.activeSeats[0]].player.id) as Player;
  const other = secondInstance();
  const seen = await other(mover.apiKey as string, "GET", `/v1/matches/${match.id}`);
  expect(seen.status).toBe(200);
  const move = { action: seen.body.legalActions[0], expectedVersion: seen.body.version };
  return { match, mover, other, move, version: seen.body.version as number };
}

const versionOf = async (player: Client, matchId: string) =>
  (await player.get(`/v1/matches/${matchId}`)).body.version as number;

const expectRefused = (reply: { status: number; body: Json; type: string | null }) => {
  expect({ status: reply.status, type: reply.body.type }).toEqual({
    status: 401,
    type: "/problems/unauthorized",
  });
  expect(reply.type).toMatch(/^application\/problem\+json/);
};

describe("a move with a remembered key judges the key in the move's one read, before anything is written", () => {
  it("a key rotated on another instance is refused at the move, which is not made", async () => {
    const { match, mover, other, move, version } = await aTurn(["Ada", "Bea"]);
    const oldKey = mover.apiKey as string;
    const rotated = await mover.post("/v1/me/api-key");
    expect(rotated.status).toBe(200);
    expectRefused(await other(oldKey, "POST", `/v1/matches/${match.id}/actions`, move));
    expect(await versionOf(new Client(api.url, rotated.body.apiKey), match.id)).toBe(version);
    // forgotten at the refusal: the old key is checked in full from then on, the new one moves
    expectRefused(await other(oldKey, "GET", `/v1/matches/${match.id}`));
    const made = await other(rotated.body.apiKey, "POST", `/v1/matches/${match.id}/actions`, move);
    expect(made.status).toBe(201);
  });

  it("a keyed move with a rotated key keeps no answer for its Idempotency-Key: the same key later makes the move", async () => {
    const { match, mover, other, move, version } = await aTurn(["Cy", "Dee"]);
    const oldKey = mover.apiKey as string;
    const rotated = await mover.post("/v1/me/api-key");
    const keyed = { "Idempotency-Key": "move-after-rotation" };
    expectRefused(await other(oldKey, "POST", `/v1/matches/${match.id}/actions`, move, keyed));
    const renewed = new Client(api.url, rotated.body.apiKey);
    expect(await versionOf(renewed, match.id)).toBe(version);
    const made = await renewed.post(`/v1/matches/${match.id}/actions`, move, keyed);
    expect(made.status).toBe(201);
    expect(made.headers.get("idempotent-replayed")).toBeNull();
  });

  it("a changed email bumps the credential version but not the key: the remembered key is checked again and moves", async () => {
    const { match, mover, other, move, version } = await aTurn(["Lou", "Mae"]);
    const changed = await mover.request("PATCH", "/v1/me", { body: { email: "lou@new.example" } });
    expect(changed.status).toBe(200);
    const made = await other(mover.apiKey as string, "POST", `/v1/matches/${match.id}/actions`, move);
    expect(made.status).toBe(201);
    expect(await versionOf(mover, match.id)).toBe(version + 1);
  });

  it("signing one session out leaves another session's remembered key moving", async () => {
    const { match, mover, move, version } = await aTurn(["Ned", "Oli"]);
    const sessionOf = async () => {
      const link = signInLink(api.server.deps, (await api.server.deps.store.getPlayer(mover.id)) ?? mover);
      const token = new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER);
      return (await new Client(api.url).post("/v1/sessions", { token })).body;
    };
    const [laptop, phone] = [await sessionOf(), await sessionOf()];
    const other = secondInstance();
    expect((await other(phone.apiKey, "GET", `/v1/matches/${match.id}`)).status).toBe(200);
    expect((await mover.request("DELETE", `/v1/me/sessions/${laptop.sessionId}`)).status).toBe(204);
    expectRefused(await other(laptop.apiKey, "POST", `/v1/matches/${match.id}/actions`, move));
    const made = await other(phone.apiKey, "POST", `/v1/matches/${match.id}/actions`, move);
    expect(made.status).toBe(201);
    expect(await versionOf(mover, match.id)).toBe(version + 1);
  });

  it("a session revoked on another instance is refused at the move", async () => {
    const { match, mover, move, version } = await aTurn(["Eve", "Fay"]);
    const link = signInLink(api.server.deps, mover);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER);
    const session = (await new Client(api.url).post("/v1/sessions", { token })).body;
    const other = secondInstance();
    expect((await other(session.apiKey, "GET", `/v1/matches/${match.id}`)).status).toBe(200);
    expect((await mover.request("DELETE", `/v1/me/sessions/${session.sessionId}`)).status).toBe(204);
    expectRefused(await other(session.apiKey, "POST", `/v1/matches/${match.id}/actions`, move));
    expect(await versionOf(mover, match.id)).toBe(version);
  });

  it("a rotated key gets 401, not the route's own answer, for a body the route refuses or a match that does not exist", async () => {
    const { match, mover, other, move } = await aTurn(["Gus", "Hal"]);
    const oldKey = mover.apiKey as string;
    const kept = await mover.post("/v1/me/api-key");
    expect(kept.status).toBe(200);
    const paths = [
      [`/v1/matches/${match.id}/actions`, { action: move.action }],
      [`/v1/matches/${match.id}/actions`, { action: move.action, expectedVersion: "seven" }],
      ["/v1/matches/no-such-match/actions", move],
    ] as const;
    for (const [path, body] of paths) expectRefused(await other(oldKey, "POST", path, body));
  });

  it("another player's remembered key cannot move for the seat whose turn it is", async () => {
    const { match, mover, other, move, version } = await aTurn(["Ivy", "Jo"]);
    const theirs = await newPlayer(api.url, "Kit");
    expect((await other(theirs.apiKey as string, "GET", `/v1/matches/${match.id}`)).status).toBe(200);
    const refused = await other(theirs.apiKey as string, "POST", `/v1/matches/${match.id}/actions`, move);
    expect(refused.status).toBe(403);
    expect(await versionOf(mover, match.id)).toBe(version);
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FRAGMENT_PARAMETER, readSignInToken, signInLink, signInToken } from "../../functions/tokens/sign-in";
import {
  Client,
  expectProblem,
  newPlayer,
  type Player,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

const DAY = 86_400_000;
let clock = Date.parse("2026-11-22T10:00:00.000Z");
const api = useServer({ now: () => new Date(clock) });

function tokenOf(link: string): string {
  return new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER) as string;
}

/** Exchanges a fresh sign-in link of the player for a session; returns a client acting with it. */
async function signIn(player: Player, matchId?: string) {
  const reply = await new Client(api.url).post("/v1/sessions", {
    token: tokenOf(signInLink(api.server.deps, player, matchId)),
  });
  expect(reply.status).toBe(201);
  return Object.assign(new Client(api.url, reply.body.apiKey), { sessionId: reply.body.sessionId as string });
}

/** The last part of a key: the secret that must never be stored. */
const secretOf = (key: string) => key.split(".").at(-1) as string;

async function tableHolds(text: string): Promise<boolean> {
  return (await tableSnapshot(api.server)).some((item) => item.includes(text));
}

describe("sign-in links", () => {
  it("open the match in the web client, and their token signs the player in there", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const bea = await newPlayer(api.url, "Bea");
    const match = await startedMatch([ada, bea]);
    const link = signInLink(api.server.deps, ada, match.id);
    expect(link.startsWith(`${api.url}/matches/${match.id}#${FRAGMENT_PARAMETER}=`)).toBe(true);
    expect(signInLink(api.server.deps, ada).startsWith(`${api.url}/#${FRAGMENT_PARAMETER}=`)).toBe(true);

    // a browser may still hold a revoked key: the token alone decides
    const stale = new Client(api.url, `${ada.id}.s_revoked.secret`);
    const reply = await stale.post("/v1/sessions", { token: tokenOf(link) });
    expect(reply.status).toBe(201);
    expect(reply.headers.get("location")).toBe("/v1/me/sessions");
    expect(reply.body).toMatchObject({
      player: { id: ada.id, name: "Ada" },
      matchId: match.id,
      expiresAt: new Date(clock + 30 * DAY).toISOString(),
    });
    expect(reply.body.apiKey).toBe(`${ada.id}.${reply.body.sessionId}.${secretOf(reply.body.apiKey)}`);
    expect(await tableHolds(secretOf(reply.body.apiKey))).toBe(false);

    const session = new Client(api.url, reply.body.apiKey);
    expect((await session.get("/v1/me")).body.id).toBe(ada.id);
    const seen = await session.get(`/v1/matches/${match.id}`);
    const adaSeat = (await ada.get(`/v1/matches/${match.id}`)).body.yourSeat;
    expect(seen.body.yourSeat).toBe(adaSeat);
  });

  it("refuse forged, altered, expired, reused and other-purpose tokens with 401, changing nothing", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const bea = await newPlayer(api.url, "Bea");
    const secret = api.server.deps.signingSecret as string;
    const used = tokenOf(signInLink(api.server.deps, ada));
    expect((await new Client(api.url).post("/v1/sessions", { token: used })).status).toBe(201);
    const claims = readSignInToken(secret, tokenOf(signInLink(api.server.deps, ada)), new Date(clock));
    if (!claims) throw new Error("a fresh link's token must read");
    const [payload, signature] = signInToken(secret, claims).split(".");
    const asBea = Buffer.from(JSON.stringify({ ...claims, playerId: bea.id })).toString("base64url");

    const bad = {
      reused: used,
      "altered claims": `${asBea}.${signature}`,
      "altered signature": `${payload}.${signature.slice(1)}A`,
      "signed with another secret": signInToken("not the server's secret", claims),
      expired: signInToken(secret, { ...claims, expires: Math.floor(clock / 1000) - 1 }),
      "made for another purpose": signInToken(secret, { ...claims, purpose: "unsubscribe" }),
      "not a token": "hello",
      "three parts": `${payload}.${signature}.${signature}`,
    };
    const before = await tableSnapshot(api.server);
    for (const [what, token] of Object.entries(bad)) {
      const reply = await new Client(api.url).post("/v1/sessions", { token });
      expect(reply.status, what).toBe(401);
      expectProblem(reply, 401, "unauthorized");
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("exchanged again under the same Idempotency-Key give the same session, storing no secret", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const token = tokenOf(signInLink(api.server.deps, ada));
    const key = randomUUID();
    const anonymous = new Client(api.url);
    const first = await anonymous.post("/v1/sessions", { token }, { "Idempotency-Key": key });
    const again = await anonymous.post("/v1/sessions", { token }, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await tableHolds(secretOf(first.body.apiKey))).toBe(false);
    expect((await new Client(api.url, first.body.apiKey).get("/v1/me")).status).toBe(200);

    const other = tokenOf(signInLink(api.server.deps, ada));
    expectProblem(
      await anonymous.post("/v1/sessions", { token: other }, { "Idempotency-Key": key }),
      422,
      "idempotency-key-reused",
    );
    expectProblem(
      await anonymous.post("/v1/sessions", { token: other }, { "Idempotency-Key": "short" }),
      400,
      "validation-error",
    );
  });
});

describe("sessions", () => {
  it("are listed without secrets, and a revoked one is refused at once", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const laptop = await signIn(ada);
    const phone = await signIn(ada);
    // both are verified once, so that the authenticator remembers them
    expect((await phone.get("/v1/me")).status).toBe(200);

    const listed = await laptop.get("/v1/me/sessions");
    expect(listed.status).toBe(200);
    expect(
      listed.body.sessions.map((s: { id: string; current: boolean }) => [s.id, s.current]).sort(),
    ).toEqual(
      [
        [laptop.sessionId, true],
        [phone.sessionId, false],
      ].sort(),
    );
    expect(Object.keys(listed.body.sessions[0]).sort()).toEqual([
      "client",
      "createdAt",
      "current",
      "expiresAt",
      "id",
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secretOf(phone.apiKey as string));

    expect((await laptop.request("DELETE", `/v1/me/sessions/${phone.sessionId}`)).status).toBe(204);
    expectProblem(await phone.get("/v1/me"), 401, "unauthorized");
    expect((await laptop.get("/v1/me/sessions")).body.sessions.map((s: { id: string }) => s.id)).toEqual([
      laptop.sessionId,
    ]);
    expectProblem(await laptop.request("DELETE", `/v1/me/sessions/${phone.sessionId}`), 404, "not-found");
    // signing out: the current session revokes itself
    expect((await laptop.request("DELETE", `/v1/me/sessions/${laptop.sessionId}`)).status).toBe(204);
    expectProblem(await laptop.get("/v1/me"), 401, "unauthorized");
  });

  it("belong to one player: another's session or key cannot be borrowed", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const bea = await newPlayer(api.url, "Bea");
    const adas = await signIn(ada);
    const beas = await signIn(bea);
    expectProblem(await bea.request("DELETE", `/v1/me/sessions/${adas.sessionId}`), 404, "not-found");
    const borrowed = `${bea.id}.${adas.sessionId}.${secretOf(adas.apiKey as string)}`;
    expectProblem(await new Client(api.url, borrowed).get("/v1/me"), 401, "unauthorized");
    const mixed = `${ada.id}.${adas.sessionId}.${secretOf(beas.apiKey as string)}`;
    expectProblem(await new Client(api.url, mixed).get("/v1/me"), 401, "unauthorized");
  });

  it("expire after 30 days", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const session = await signIn(ada);
    expect((await session.get("/v1/me")).status).toBe(200);
    clock += 30 * DAY + 1000;
    expectProblem(await session.get("/v1/me"), 401, "unauthorized");
    expect((await ada.get("/v1/me/sessions")).body.sessions).toEqual([]);
  });
});

describe("the API key", () => {
  it("is replaced by a new one, shown once; the old one is refused at once and sessions stay", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const session = await signIn(ada);
    expect((await ada.get("/v1/me")).status).toBe(200);
    const key = randomUUID();
    const rotated = await ada.post("/v1/me/api-key", undefined, { "Idempotency-Key": key });
    expect(rotated.status).toBe(200);
    expect(rotated.body.player.id).toBe(ada.id);
    expect(rotated.body.apiKey).not.toBe(ada.apiKey);
    expectProblem(await ada.get("/v1/me"), 401, "unauthorized");
    const renewed = new Client(api.url, rotated.body.apiKey);
    expect((await renewed.get("/v1/me")).status).toBe(200);
    expect((await session.get("/v1/me")).status).toBe(200);
    expect(await tableHolds(secretOf(rotated.body.apiKey))).toBe(false);

    // a retry (with the new key or the session, both Ada) gets the same new key
    const retried = await session.post("/v1/me/api-key", undefined, { "Idempotency-Key": key });
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body.apiKey).toBe(rotated.body.apiKey);

    // ...until the key is replaced again: the old request's key is never brought back
    const again = await renewed.post("/v1/me/api-key");
    expect(again.status).toBe(200);
    expectProblem(
      await session.post("/v1/me/api-key", undefined, { "Idempotency-Key": key }),
      409,
      "conflict",
    );
    expectProblem(await renewed.get("/v1/me"), 401, "unauthorized");
  });
});

describe("the profile", () => {
  it("takes a new name and email at once, and removes the email with null", async () => {
    const ada = await newPlayer(api.url, "Ada");
    expect((await ada.get("/v1/me")).body.email).toBeNull();
    const changed = await ada.request("PATCH", "/v1/me", {
      body: { email: "ada@example.org", name: "Ada L." },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: ada.id, name: "Ada L.", email: "ada@example.org" });
    expect((await ada.get("/v1/me")).body).toMatchObject({ name: "Ada L.", email: "ada@example.org" });
    expect((await ada.get("/v1/me/notifications")).body.email).toBe("ada@example.org");

    const removed = await ada.request("PATCH", "/v1/me", { body: { email: null } });
    expect(removed.body).toMatchObject({ name: "Ada L.", email: null });
    expectProblem(await ada.request("PATCH", "/v1/me", { body: { name: "" } }), 400, "validation-error");
    expectProblem(
      await ada.request("PATCH", "/v1/me", { body: { email: "not an address" } }),
      400,
      "validation-error",
    );
    expectProblem(await ada.request("PATCH", "/v1/me", { raw: "name=Ada" }), 415, "unsupported-media-type");
    expectProblem(
      await new Client(api.url).request("PATCH", "/v1/me", { body: { name: "X" } }),
      401,
      "unauthorized",
    );
  });
});

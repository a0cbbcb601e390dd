import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  useServer,
} from "../api/harness";
import { connectLive, type LiveClient } from "../live/live-client";
import { confirmAddress, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const api = useServer({
  smtpUrl: smtp.url,
  // the real limits but on making players, which every test here does many times from one address
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1000, windowSeconds: 3600 } },
});

let count = 0;
const stamp = Date.now().toString(36);
const fresh = (word: string) => `${word}-${++count}-${stamp}@example.test`;

/** A player who confirmed their address, with a name no other text here holds. */
async function confirmedPlayer(word: string): Promise<Player & { email: string; name: string }> {
  const email = fresh(word.toLowerCase());
  const name = `${word}q${++count}z${stamp}`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  expect(reply.status).toBe(201);
  await confirmAddress(smtp.mails, email);
  return Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    email,
    name,
  });
}

async function lobbyOf(host: Player, seats = 2): Promise<string> {
  const created = await host.post("/v1/matches", { game: "santa-cruz", seats, seed: "whose" });
  expect(created.status).toBe(201);
  return created.body.id;
}

const invite = (host: Client, matchId: string, body: unknown, headers?: Record<string, string>) =>
  host.post(`/v1/matches/${matchId}/invites`, body, headers);

/** The host's reading of a lobby: its ETag and its JSON. */
async function hostView(host: Player, matchId: string): Promise<{ etag: string; body: Json }> {
  const reply = await host.get(`/v1/matches/${matchId}`);
  expect(reply.status).toBe(200);
  return { etag: reply.headers.get("etag") ?? "", body: reply.body };
}

/** The lobby's JSON with what differs between any two lobbies (id, code, times) taken out. */
function comparable(body: Json): Json {
  return JSON.parse(
    JSON.stringify(body)
      .replaceAll(body.id, "<match>")
      .replaceAll(body.inviteCode, "<code>")
      .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"'),
  );
}

/** What the limits' header says is left of the invitee's count (the inviter's own goes down with each invitation; the seconds to the window's end tick on). */
const inviteeCount = (reply: Reply) =>
  /"invites-per-invitee";r=\d+/.exec(reply.headers.get("ratelimit") ?? "")?.[0] ?? null;

/** What an invitation's answer tells: status, body and the headers that are not times, ids or the inviter's count. */
function told(reply: Reply): Json {
  const headers = Object.fromEntries(
    [...reply.headers].filter(
      ([name]) => !["date", "x-request-id", "content-length", "ratelimit"].includes(name),
    ),
  );
  return { status: reply.status, body: reply.body, headers };
}

const names = (text: string, who: { id: string; name: string }) =>
  text.includes(who.id) || text.toLowerCase().includes(who.name.toLowerCase());

const open: LiveClient[] = [];
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

describe("an invitation by email address never tells the inviter whose address it is", () => {
  it("the answer, the lobby and its ETag after inviting a confirmed player's address are those after inviting an address nobody has", async () => {
    const host = await newPlayer(api.url, "Host");
    const bea = await confirmedPlayer("Bea");
    const [owned, unowned] = [await lobbyOf(host), await lobbyOf(host)];
    const before = { owned: await hostView(host, owned), unowned: await hostView(host, unowned) };
    const nobody = fresh("nobody");
    const answers = {
      owned: await invite(host, owned, { email: bea.email }),
      unowned: await invite(host, unowned, { email: nobody }),
    };
    expect(answers.owned.status).toBe(202);
    expect(answers.owned.body).toEqual({ invited: bea.email });
    expect(answers.unowned.body).toEqual({ invited: nobody });
    // the same headers, the invitee's count included: nothing says which one a player holds
    expect(told(answers.owned).headers).toEqual(told(answers.unowned).headers);
    expect(inviteeCount(answers.owned)).toBe(inviteeCount(answers.unowned));
    expect(inviteeCount(answers.owned)).not.toBeNull();
    const after = { owned: await hostView(host, owned), unowned: await hostView(host, unowned) };
    for (const which of ["owned", "unowned"] as const) {
      expect(after[which].etag).toBe(before[which].etag);
      expect(after[which].body).toEqual(before[which].body);
      const cached = await host.get(`/v1/matches/${which === "owned" ? owned : unowned}`, {
        "If-None-Match": before[which].etag,
      });
      expect(cached.status).toBe(304);
    }
    expect(after.owned.etag).toBe(after.unowned.etag);
    expect(comparable(after.owned.body)).toEqual(comparable(after.unowned.body));
    expect(after.owned.body.invited).toEqual([]);
    expect(names(JSON.stringify(after.owned.body), bea)).toBe(false);
    // the invitation did reach Bea, so the lobby's silence is not for want of one
    const hers = (await bea.get("/v1/me/invitations")).body.invitations;
    expect(hers.map((i: Json) => i.matchId)).toContain(owned);
  });

  it("an invitation by name shows in the lobby: the same reading would see one by address (control)", async () => {
    const host = await newPlayer(api.url, "Host");
    const cal = await confirmedPlayer("Cal");
    const matchId = await lobbyOf(host);
    const before = await hostView(host, matchId);
    expect((await invite(host, matchId, { name: cal.name })).status).toBe(202);
    const after = await hostView(host, matchId);
    expect(after.etag).not.toBe(before.etag);
    expect(names(JSON.stringify(after.body), cal)).toBe(true);
  });

  it("after the owner declines, the lobby is as it was: the same ETag and JSON, no id or name, as after an unknown address", async () => {
    const host = await newPlayer(api.url, "Host");
    const dee = await confirmedPlayer("Dee");
    const [owned, unowned] = [await lobbyOf(host), await lobbyOf(host)];
    expect((await invite(host, owned, { email: dee.email })).status).toBe(202);
    expect((await invite(host, unowned, { email: fresh("nobody") })).status).toBe(202);
    const before = await hostView(host, owned);
    const declined = await dee.request("DELETE", `/v1/me/invitations/${owned}`);
    expect(declined.status).toBe(204);
    expect((await dee.get("/v1/me/invitations")).body.invitations).toEqual([]);
    const after = await hostView(host, owned);
    expect(after).toEqual(before);
    expect(comparable(after.body)).toEqual(comparable((await hostView(host, unowned)).body));
    expect(names(JSON.stringify(after.body), dee)).toBe(false);
  });

  it("nothing else the host can read names the owner once the notices went out: games, invitations, deliveries, the public lobby", async () => {
    const host = await newPlayer(api.url, "Host");
    const eve = await confirmedPlayer("Eve");
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 3, public: true });
    expect(created.status).toBe(201);
    const matchId = created.body.id;
    expect((await invite(host, matchId, { email: eve.email.toUpperCase() })).status).toBe(202);
    await api.server.work();
    await api.server.work();
    // Eve was told, by her own settings
    expect(smtp.mails.some((m) => m.to.includes(eve.email) && /invites you/.test(m.subject))).toBe(true);
    await eve.request("DELETE", `/v1/me/invitations/${matchId}`);
    await api.server.work();
    const readings = await Promise.all(
      [
        `/v1/matches/${matchId}`,
        "/v1/me/matches",
        "/v1/me/matches?order=id",
        "/v1/me/invitations",
        "/v1/me/deliveries",
        "/v1/lobby?game=santa-cruz",
        "/v1/lobby",
        `/v1/matches/${matchId}/moves`,
        `/v1/matches/${matchId}/messages`,
      ].map(async (path) => ({ path, reply: await host.get(path) })),
    );
    for (const { path, reply } of readings) {
      expect(reply.status, path).toBe(200);
      expect(names(JSON.stringify(reply.body), eve), path).toBe(false);
    }
    // the lobby reader sees the match all the same, so the check read it
    const lobby = readings.find((r) => r.path === "/v1/lobby?game=santa-cruz")?.reply;
    expect(JSON.stringify(lobby?.body)).toContain(matchId);
  });

  it("a live connection to the lobby gets no frame of the invitation or the decline, and later frames name no one", async () => {
    const host = await newPlayer(api.url, "Host");
    const fay = await confirmedPlayer("Fay");
    const [owned, unowned] = [await lobbyOf(host, 3), await lobbyOf(host, 3)];
    const live = await connectLive(api.url, host.apiKey);
    open.push(live);
    await live.next((f) => f.type === "authenticated");
    for (const matchId of [owned, unowned]) {
      live.send({ type: "subscribe", matchId });
      await live.next((f) => f.type === "subscribed" && f.matchId === matchId);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const framesOf = (matchId: string) => live.frames.filter((f) => f.matchId === matchId);
    const before = { owned: framesOf(owned).length, unowned: framesOf(unowned).length };
    expect((await invite(host, owned, { email: fay.email })).status).toBe(202);
    expect((await invite(host, unowned, { email: fresh("nobody") })).status).toBe(202);
    await api.server.work();
    expect((await fay.request("DELETE", `/v1/me/invitations/${owned}`)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect({ owned: framesOf(owned).length, unowned: framesOf(unowned).length }).toEqual(before);
    // a change the connection does see, the start: its frame tells the match as it is, naming no one invited
    const code = (await host.get(`/v1/matches/${owned}`)).body.inviteCode;
    for (const name of ["Guest", "Other"]) {
      const guest = await newPlayer(api.url, name);
      expect((await guest.post(`/v1/matches/${owned}/join`, { inviteCode: code })).status).toBe(200);
    }
    const started = await live.next((f) => f.type === "version" && f.matchId === owned && f.version > 0);
    expect(started.match.status).toBe("active");
    expect(names(JSON.stringify(live.frames), fay)).toBe(false);
  });

  it("the same confirmed address invited again, with or without the same Idempotency-Key, answers as an unknown one does", async () => {
    const host = await newPlayer(api.url, "Host");
    const gil = await confirmedPlayer("Gil");
    const [owned, unowned] = [await lobbyOf(host), await lobbyOf(host)];
    const nobody = fresh("nobody");
    const keys = { owned: randomUUID(), unowned: randomUUID() };
    const rounds: { owned: Reply; unowned: Reply }[] = [];
    for (let i = 0; i < 3; i++) {
      // the first two under one key each (the second a replay), the third under none
      const headers = (k: string) => (i < 2 ? { "Idempotency-Key": k } : undefined);
      rounds.push({
        owned: await invite(host, owned, { email: gil.email }, headers(keys.owned)),
        unowned: await invite(host, unowned, { email: nobody }, headers(keys.unowned)),
      });
    }
    for (const { owned: a, unowned: b } of rounds) {
      expect(a.status).toBe(202);
      expect(b.status).toBe(202);
      expect(a.headers.get("idempotent-replayed")).toBe(b.headers.get("idempotent-replayed"));
      expect(inviteeCount(a)).toBe(inviteeCount(b));
    }
    expect(rounds[1].owned.headers.get("idempotent-replayed")).toBe("true");
    expect(comparable((await hostView(host, owned)).body)).toEqual(
      comparable((await hostView(host, unowned)).body),
    );
  });

  it("the address of a player seated at the table, or the host's own, answers 202 and changes the lobby no more than an unknown one", async () => {
    const host = await confirmedPlayer("Hana");
    const ivo = await confirmedPlayer("Ivo");
    const [owned, unowned] = [await lobbyOf(host, 3), await lobbyOf(host, 3)];
    const code = (m: string) => hostView(host, m).then((v) => v.body.inviteCode);
    expect((await ivo.post(`/v1/matches/${owned}/join`, { inviteCode: await code(owned) })).status).toBe(200);
    const twin = await newPlayer(api.url, "Twin");
    expect((await twin.post(`/v1/matches/${unowned}/join`, { inviteCode: await code(unowned) })).status).toBe(
      200,
    );
    const before = { owned: await hostView(host, owned), unowned: await hostView(host, unowned) };
    for (const address of [ivo.email, host.email]) {
      const a = await invite(host, owned, { email: address });
      const b = await invite(host, unowned, { email: fresh("nobody") });
      expect(a.status).toBe(202);
      expect(b.status).toBe(202);
      expect(a.body).toEqual({ invited: address });
    }
    expect(await hostView(host, owned)).toEqual(before.owned);
    expect(await hostView(host, unowned)).toEqual(before.unowned);
  });

  it("the per-invitee limit counts a confirmed address as any other: the sixth invitation is 429 for both", async () => {
    const jan = await confirmedPlayer("Jan");
    const nobody = fresh("nobody");
    for (let i = 0; i < 5; i++) {
      const host = await newPlayer(api.url, "Host");
      const [a, b] = [await lobbyOf(host), await lobbyOf(host)];
      const owned = await invite(host, a, { email: jan.email });
      const unowned = await invite(host, b, { email: nobody });
      expect([owned.status, unowned.status]).toEqual([202, 202]);
      expect(inviteeCount(owned)).toBe(inviteeCount(unowned));
    }
    const host = await newPlayer(api.url, "Host");
    const [a, b] = [await lobbyOf(host), await lobbyOf(host)];
    const owned = await invite(host, a, { email: jan.email });
    const unowned = await invite(host, b, { email: nobody });
    expectProblem(owned, 429, "rate-limited");
    expectProblem(unowned, 429, "rate-limited");
    expect({ ...owned.body, instance: null }).toEqual({
      ...unowned.body,
      instance: null,
    });
  });
});

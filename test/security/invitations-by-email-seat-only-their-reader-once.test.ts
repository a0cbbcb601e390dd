import { describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import { Client, expectProblem, newPlayer, type Player, tableSnapshot, useServer } from "../api/harness";
import { confirmAddress, signInTokenIn, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
const api = useServer({
  smtpUrl: smtp.url,
  // the real limits but on making players, which every test here does many times from one address
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1000, windowSeconds: 3600 } },
});

let count = 0;
const fresh = (name: string) => `${name}-${++count}@example.test`;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

/** The table but the limits' counters: what a refused request must leave as it was. */
const dataItems = async () => (await tableSnapshot(api.server)).filter((i) => !i.includes('"RATE#'));

/** A host with an open two-seat Santa Cruz lobby. */
async function hostWithLobby(): Promise<{ host: Player; matchId: string }> {
  const host = await newPlayer(api.url, "Host");
  const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2, seed: "invite" });
  return { host, matchId: created.body.id };
}

const invite = (host: Player, matchId: string, body: unknown) =>
  host.post(`/v1/matches/${matchId}/invites`, body);

async function confirmedPlayer(name: string): Promise<Player & { email: string }> {
  const email = fresh(name.toLowerCase());
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  return Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string, email });
}

describe("invitations by email address", () => {
  it("an address nobody confirmed gets one email whose link makes a confirmed guest, signs in and takes the seat", async () => {
    const { host, matchId } = await hostWithLobby();
    const address = fresh("newcomer");
    const sent = await invite(host, matchId, { email: address });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ invited: address });
    const [mail] = mailsTo(address);
    expect(mailsTo(address)).toHaveLength(1);
    expect(mail.text).toMatch(/Host invites you to play Santa Cruz/);
    expect(mail.text).toMatch(/works once, within 7 days/);

    const session = await new Client(api.url).post("/v1/sessions", { token: signInTokenIn(mail) });
    expect(session.status).toBe(201);
    expect(session.body.matchId).toBe(matchId);
    const guest = new Client(api.url, session.body.apiKey);
    expect((await guest.get("/v1/me")).body).toMatchObject({ email: address, name: `Newcomer ${count}` });
    expect((await guest.get("/v1/me/notifications")).body.emailStatus).toBe("confirmed");
    const seen = (await guest.get(`/v1/matches/${matchId}`)).body;
    expect(seen.yourSeat).not.toBeNull();
    expect(seen.status).toBe("active");
  });

  it("a replayed link is refused with 401 and changes nothing: no second account, no second seat", async () => {
    const { host, matchId } = await hostWithLobby();
    const address = fresh("replayed");
    await invite(host, matchId, { email: address });
    const token = signInTokenIn(mailsTo(address)[0]);
    expect((await new Client(api.url).post("/v1/sessions", { token })).status).toBe(201);
    const before = await dataItems();
    expectProblem(await new Client(api.url).post("/v1/sessions", { token }), 401, "unauthorized");
    expect(await dataItems()).toEqual(before);
  });

  it("a forged or altered token (another match, another address) is refused with 401 and makes nothing", async () => {
    const { host, matchId } = await hostWithLobby();
    const other = await hostWithLobby();
    const address = fresh("forged");
    await invite(host, matchId, { email: address });
    const token = signInTokenIn(mailsTo(address)[0]);
    const [payload, ...rest] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const altered = (change: object) =>
      [Buffer.from(JSON.stringify({ ...claims, ...change })).toString("base64url"), ...rest].join(".");
    const before = await dataItems();
    for (const bad of [
      altered({ matchId: other.matchId }),
      altered({ address: "eve@example.test" }),
      `${payload}.x`,
    ]) {
      expectProblem(await new Client(api.url).post("/v1/sessions", { token: bad }), 401, "unauthorized");
    }
    expect(await dataItems()).toEqual(before);
  });

  it("another person's invitation token seats the address's reader, never the caller who sends it", async () => {
    const { host, matchId } = await hostWithLobby();
    const eve = await newPlayer(api.url, "Eve");
    const address = fresh("target");
    await invite(host, matchId, { email: address });
    const reply = await eve.post("/v1/sessions", { token: signInTokenIn(mailsTo(address)[0]) });
    expect(reply.status).toBe(201);
    expect(reply.body.player.id).not.toBe(eve.id);
    expect((await eve.get(`/v1/matches/${matchId}`)).body.yourSeat).toBeNull();
  });

  it("an address a player confirmed reaches that player by their settings, and neither the answer nor the lobby says whose it is", async () => {
    const { host, matchId } = await hostWithLobby();
    const bea = await confirmedPlayer("Bea");
    const reply = await invite(host, matchId, { email: bea.email.toUpperCase() });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ invited: bea.email.toUpperCase() });
    // the lobby lists those invited by id or name; an address invited tells nobody whose it is
    const lobby = (await host.get(`/v1/matches/${matchId}`)).body;
    expect(lobby.invited).toEqual([]);
    expect(JSON.stringify(lobby)).not.toContain(bea.id);
    await api.server.work();
    const [mail] = mailsTo(bea.email);
    expect(mail.subject).toMatch(/invites you/);
    // the player's own invitation: it signs Bea in and carries the code, no guest is made
    expect(mail.text).toContain("?invite=");
  });

  it("a link used after the match began or filled is refused with 409 and makes no account", async () => {
    const { host, matchId } = await hostWithLobby();
    const address = fresh("late");
    await invite(host, matchId, { email: address });
    const rival = await newPlayer(api.url, "Rival");
    const code = (await host.get(`/v1/matches/${matchId}`)).body.inviteCode;
    expect((await rival.post(`/v1/matches/${matchId}/join`, { inviteCode: code })).status).toBe(200);
    const before = await dataItems();
    expectProblem(
      await new Client(api.url).post("/v1/sessions", { token: signInTokenIn(mailsTo(address)[0]) }),
      409,
      "conflict",
    );
    expect(await dataItems()).toEqual(before);
  });

  it("invitations to a started match, or by someone not in it, are refused and mail no one", async () => {
    const { host, matchId } = await hostWithLobby();
    const stranger = await newPlayer(api.url, "Stranger");
    expectProblem(await invite(stranger, matchId, { email: fresh("x") }), 403, "forbidden");
    const code = (await host.get(`/v1/matches/${matchId}`)).body.inviteCode;
    await (await newPlayer(api.url, "Second")).post(`/v1/matches/${matchId}/join`, { inviteCode: code });
    const address = fresh("started");
    expectProblem(await invite(host, matchId, { email: address }), 409, "conflict");
    expect(mailsTo(address)).toEqual([]);
  });

  it("oversized or ambiguous input is refused with 400 before anything is sent", async () => {
    const { host, matchId } = await hostWithLobby();
    const before = smtp.mails.length;
    for (const body of [
      { email: `${"a".repeat(250)}@example.test` },
      { name: "n".repeat(41) },
      { email: fresh("both"), name: "Both" },
      {},
      { email: "not an address" },
    ]) {
      expectProblem(await invite(host, matchId, body), 400, "validation-error");
    }
    const long = await new Client(api.url).post("/v1/sessions", { token: "t".repeat(2001) });
    expectProblem(long, 400, "validation-error");
    expect(smtp.mails.length).toBe(before);
  });

  it("invite flooding is limited: one address gets at most 5 invitations a day from anyone, then 429", async () => {
    const address = fresh("flooded");
    for (let i = 0; i < 5; i++) {
      const { host, matchId } = await hostWithLobby();
      expect((await invite(host, matchId, { email: address })).status).toBe(202);
    }
    const { host, matchId } = await hostWithLobby();
    const refused = await invite(host, matchId, { email: ` ${address.toUpperCase()}` });
    expectProblem(refused, 429, "rate-limited");
    expect(refused.body.limit).toBe("invites-per-invitee");
    expect(mailsTo(address)).toHaveLength(5);
  });
});

describe("invitations by name", () => {
  it("reach the one player of that name; none is 404, several are 409", async () => {
    const { host, matchId } = await hostWithLobby();
    const name = `Unique ${++count}`;
    const one = await newPlayer(api.url, name);
    const reply = await invite(host, matchId, { name: name.toLowerCase() });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ invited: one.id });
    expectProblem(await invite(host, matchId, { name: `Nobody ${count}` }), 404, "not-found");
    await newPlayer(api.url, name);
    expectProblem(await invite(host, matchId, { name }), 409, "conflict");
  });
});

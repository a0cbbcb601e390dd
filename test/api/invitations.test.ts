import { describe, expect, it } from "vitest";
import { CLAIM_LEASE_MS } from "../../functions/requests/keyed-request";
import { INVITATION_DAYS } from "../../functions/store/entities/invitation";
import { crashAfterCall } from "./crash-injection";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  tableSnapshot,
  useServer,
} from "./harness";

let now = new Date("2026-11-27T10:00:00Z");
const api = useServer({ now: () => now });

const del = (client: Client, path: string) => client.request("DELETE", path);

async function invitationsOf(player: Player): Promise<Json[]> {
  const listed = await player.get("/v1/me/invitations");
  expect(listed.status).toBe(200);
  return listed.body.invitations;
}

/** A host's private lobby of `seats` with the host seated, and the players it invited by name. */
async function lobbyInviting(host: Player, invitees: Player[], seats = 3): Promise<Json> {
  const opened = await host.post("/v1/matches", { game: "santa-cruz", seats });
  expect(opened.status).toBe(201);
  for (const invitee of invitees) {
    const name = (await invitee.get("/v1/me")).body.name;
    const invited = await host.post(`/v1/matches/${opened.body.id}/invites`, { name });
    expect(invited.status).toBe(202);
  }
  return opened.body;
}

describe("invitations in the app", () => {
  it("an invitation by name is listed for the invitee with who invited, and its code joins them", async () => {
    const [ada, bea] = [await newPlayer(api.url, "Ada"), await newPlayer(api.url, "Bea")];
    const lobby = await lobbyInviting(ada, [bea]);
    const [listed] = await invitationsOf(bea);
    expect(listed).toEqual({
      matchId: lobby.id,
      game: "santa-cruz",
      invitedBy: { id: ada.id, name: "Ada" },
      at: now.toISOString(),
      inviteCode: lobby.inviteCode,
      seatCount: 3,
      seated: 1,
      rematchOf: null,
    });
    const joined = await bea.post(`/v1/matches/${lobby.id}/join`, { inviteCode: listed.inviteCode });
    expect(joined.status).toBe(200);
    expect(await invitationsOf(bea)).toEqual([]);
  });

  it("an invitation is its invitee's alone: another player's list, the host's and no key see none", async () => {
    const [cy, dee, eve] = [
      await newPlayer(api.url, "Cy"),
      await newPlayer(api.url, "Dee"),
      await newPlayer(api.url, "Eve"),
    ];
    const lobby = await lobbyInviting(cy, [dee]);
    expect(await invitationsOf(eve)).toEqual([]);
    expect(await invitationsOf(cy)).toEqual([]);
    expectProblem(await new Client(api.url).get("/v1/me/invitations"), 401, "unauthorized");
    // declining with another's key forgets only theirs (they had none): the invitee's stays
    expect((await del(eve, `/v1/me/invitations/${lobby.id}`)).status).toBe(204);
    expect((await invitationsOf(dee)).map((i) => i.matchId)).toEqual([lobby.id]);
  });

  it("the list tells nothing of the match but its lobby: no seed, nobody else invited", async () => {
    const [fay, gus, hal] = [
      await newPlayer(api.url, "Fay"),
      await newPlayer(api.url, "Gus"),
      await newPlayer(api.url, "Hal"),
    ];
    const lobby = await lobbyInviting(fay, [gus, hal]);
    const listed = JSON.stringify(await invitationsOf(gus));
    const header = await api.server.deps.store.getMatch(lobby.id);
    expect(listed).not.toContain(header?.seed);
    expect(listed).not.toContain(hal.id);
  });

  it("a declined invitation is no longer listed for the invitee, the lobby shows it declined, and declining again is 204 and changes nothing", async () => {
    const [ivy, jo] = [await newPlayer(api.url, "Ivy"), await newPlayer(api.url, "Jo")];
    const lobby = await lobbyInviting(ivy, [jo]);
    const before = (await ivy.get(`/v1/matches/${lobby.id}`)).body;
    expect(before.invited.map((i: Json) => i.name)).toEqual(["Jo"]);
    now = new Date(now.getTime() + 60_000);
    expect((await del(jo, `/v1/me/invitations/${lobby.id}`)).status).toBe(204);
    expect(await invitationsOf(jo)).toEqual([]);
    const after = (await ivy.get(`/v1/matches/${lobby.id}`)).body;
    // the host learns not to wait for Jo
    expect(after.invited).toEqual([{ ...before.invited[0], declinedAt: now.toISOString() }]);
    expect(after.seats).toEqual(before.seats);
    expect(after.version).toBe(before.version + 1);
    const tableBefore = await tableSnapshot(api.server);
    now = new Date(now.getTime() + 60_000);
    expect((await del(jo, `/v1/me/invitations/${lobby.id}`)).status).toBe(204);
    expect(await tableSnapshot(api.server)).toEqual(tableBefore);
    // a new invitation lists it again, and stands again in the lobby
    await ivy.post(`/v1/matches/${lobby.id}/invites`, { playerId: jo.id });
    expect((await invitationsOf(jo)).map((i) => i.matchId)).toEqual([lobby.id]);
    expect((await ivy.get(`/v1/matches/${lobby.id}`)).body.invited).toEqual([
      { playerId: jo.id, name: "Jo", at: now.toISOString(), declinedAt: null },
    ]);
  });

  it("a list whose read of the matches is throttled is a 503 to retry after a second, and changes nothing", async () => {
    const [ola, pim] = [await newPlayer(api.url, "Ola"), await newPlayer(api.url, "Pim")];
    const lobby = await lobbyInviting(ola, [pim]);
    const { db } = api.server.deps.store;
    const throttled = Object.assign(new Error("Rate of requests exceeds the allowed throughput"), {
      name: "ProvisionedThroughputExceededException",
    });
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === "BatchGetItemCommand") throw throttled;
        return next(args);
      },
      { step: "initialize", name: "throttle-invited-matches" },
    );
    const before = await tableSnapshot(api.server);
    try {
      const listed = await pim.get("/v1/me/invitations");
      expectProblem(listed, 503, "service-unavailable");
      expect(listed.headers.get("retry-after")).toBe("1");
      expect(await tableSnapshot(api.server)).toEqual(before);
    } finally {
      db.middlewareStack.remove("throttle-invited-matches");
    }
    expect((await invitationsOf(pim)).map((i) => i.matchId)).toEqual([lobby.id]);
  });

  it("the lobby shows its players whom they wait for, first invited first; a join takes one off; nobody else sees the list", async () => {
    const [kai, lu, mo, nia] = [
      await newPlayer(api.url, "Kai"),
      await newPlayer(api.url, "Lu"),
      await newPlayer(api.url, "Mo"),
      await newPlayer(api.url, "Nia"),
    ];
    const lobby = await lobbyInviting(kai, [lu]);
    now = new Date(now.getTime() + 1000);
    await kai.post(`/v1/matches/${lobby.id}/invites`, { playerId: mo.id });
    const shown = async (who: Player) => (await who.get(`/v1/matches/${lobby.id}`)).body.invited;
    expect(await shown(kai)).toEqual([
      { playerId: lu.id, name: "Lu", at: expect.any(String), declinedAt: null },
      { playerId: mo.id, name: "Mo", at: expect.any(String), declinedAt: null },
    ]);
    await lu.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode });
    expect((await shown(lu)).map((i: Json) => i.name)).toEqual(["Mo"]);
    // not to a player with no seat, nor to anyone without a key
    expect(await shown(nia)).toBeUndefined();
    expect((await new Client(api.url).get(`/v1/matches/${lobby.id}`)).body.invited).toBeUndefined();
  });

  it("declining a forged match id is a 400 that writes nothing", async () => {
    const kim = await newPlayer(api.url, "Kim");
    const before = await tableSnapshot(api.server);
    for (const id of ["not an id", `m_${"x".repeat(300)}`, "%00"]) {
      const refused = await del(kim, `/v1/me/invitations/${encodeURIComponent(id)}`);
      expect(refused.status, id).toBeGreaterThanOrEqual(400);
      expect(refused.status, id).toBeLessThan(500);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("a match that started, filled or was abandoned is not listed; the newest invitation comes first", async () => {
    const [lee, max, ned] = [
      await newPlayer(api.url, "Lee"),
      await newPlayer(api.url, "Max"),
      await newPlayer(api.url, "Ned"),
    ];
    const started = await lobbyInviting(lee, [max], 2);
    now = new Date(now.getTime() + 60_000);
    const abandoned = await lobbyInviting(lee, [max]);
    now = new Date(now.getTime() + 60_000);
    const open = await lobbyInviting(ned, [max]);
    expect((await invitationsOf(max)).map((i) => i.matchId)).toEqual([open.id, abandoned.id, started.id]);
    await lee.post(`/v1/matches/${started.id}/bots`, { level: "random" });
    await lee.post(`/v1/matches/${abandoned.id}/leave`);
    expect((await invitationsOf(max)).map((i) => i.matchId)).toEqual([open.id]);
  });

  it(`an invitation is listed for ${INVITATION_DAYS} days`, async () => {
    const [oz, pat] = [await newPlayer(api.url, "Oz"), await newPlayer(api.url, "Pat")];
    const lobby = await lobbyInviting(oz, [pat]);
    now = new Date(now.getTime() + (INVITATION_DAYS * 24 - 1) * 3600_000);
    expect((await invitationsOf(pat)).map((i) => i.matchId)).toEqual([lobby.id]);
    now = new Date(now.getTime() + 3600_000);
    expect(await invitationsOf(pat)).toEqual([]);
  });
});

describe("a crash after any database call of an invitation", () => {
  it("its retry under the same Idempotency-Key leaves one invitation, listed once, in the lobby once", async () => {
    const host = await newPlayer(api.url, "Sol");
    const calls = await invitationCalls(host);
    expect(calls).toBeGreaterThan(3);
    for (let n = 1; n <= calls; n++) {
      const guest = await newPlayer(api.url, `Tam${n}`);
      const opened = await host.post("/v1/matches", { game: "santa-cruz", seats: 3 });
      const headers = { "Idempotency-Key": `invite-crash-${n}-${opened.body.id}` };
      const crash = crashAfterCall(api.server.deps.store.db, n);
      const failed = await host.post(
        `/v1/matches/${opened.body.id}/invites`,
        { playerId: guest.id },
        headers,
      );
      crash.stop();
      // the cut request's claim on its key holds until its lease lapses
      now = new Date(now.getTime() + CLAIM_LEASE_MS);
      expect(failed.status, `crash after call ${n}`).toBe(500);
      const retried = await host.post(
        `/v1/matches/${opened.body.id}/invites`,
        { playerId: guest.id },
        headers,
      );
      expect(retried.status, `retry after call ${n}`).toBe(202);
      expect((await invitationsOf(guest)).map((i) => i.matchId)).toEqual([opened.body.id]);
      const lobby = (await host.get(`/v1/matches/${opened.body.id}`)).body;
      expect(lobby.invited.map((i: Json) => i.playerId)).toEqual([guest.id]);
    }
  });
});

/** The database calls of one invitation by this host, made and counted once without a crash. */
async function invitationCalls(host: Player): Promise<number> {
  const guest = await newPlayer(api.url, "Uma");
  const opened = await host.post("/v1/matches", { game: "santa-cruz", seats: 3 });
  const counting = crashAfterCall(api.server.deps.store.db, 0);
  const headers = { "Idempotency-Key": `invite-count-${opened.body.id}` };
  const invited = await host.post(`/v1/matches/${opened.body.id}/invites`, { playerId: guest.id }, headers);
  counting.stop();
  expect(invited.status).toBe(202);
  return counting.calls.length;
}

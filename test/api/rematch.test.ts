import { describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import { rematchIdOf } from "../../functions/matches/rematch";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  seatOf,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

const api = useServer({
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1000, windowSeconds: 3600 } },
});

type Player = Client & { id: string };

async function people(...names: string[]): Promise<Player[]> {
  return Promise.all(names.map((name) => newPlayer(api.url, name)));
}

/** A match of these people that is over: the last of them stays while the others resign (all do beside computers). */
async function finished(players: Player[], setup: { options?: Json; clock?: Json; bots?: string[] } = {}) {
  const [host, ...guests] = players;
  const seats = players.length + (setup.bots?.length ?? 0);
  const created = await host.post("/v1/matches", {
    game: "santa-cruz",
    seats,
    options: setup.options,
    clock: setup.clock,
  });
  for (const level of setup.bots ?? []) await host.post(`/v1/matches/${created.body.id}/bots`, { level });
  for (const guest of guests)
    await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
  const quitters = setup.bots ? players : players.slice(0, -1);
  for (const quitter of quitters) await quitter.post(`/v1/matches/${created.body.id}/resign`);
  const match = (await host.get(`/v1/matches/${created.body.id}`)).body;
  expect(match.status).toBe("finished");
  return match;
}

describe("rematch", () => {
  it("one person offers, the other accepts with the same call, and the rematch starts; the old match tells who accepted", async () => {
    const [ada, bea] = await people("Ada", "Bea");
    const old = await finished([ada, bea]);
    expect(old.rematch).toBeNull();
    const offered = await ada.post(`/v1/matches/${old.id}/rematch`);
    expect(offered.status).toBe(200);
    expect(offered.headers.get("location")).toBe(`/v1/matches/${offered.body.id}`);
    expect(offered.body).toMatchObject({
      status: "lobby",
      game: "santa-cruz",
      seatCount: 2,
      createdBy: ada.id,
    });
    expect(offered.body.yourSeat).not.toBeNull();
    const seen = (await new Client(api.url).get(`/v1/matches/${old.id}`)).body;
    expect(seen.rematch).toEqual({
      matchId: offered.body.id,
      status: "lobby",
      accepted: [seatOf(old, ada)],
      declined: [],
      version: offered.body.version,
    });
    const accepted = await bea.post(`/v1/matches/${old.id}/rematch`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: offered.body.id, status: "active" });
    expect(accepted.body.seats.map((s: Json) => s.player.id).sort()).toEqual([ada.id, bea.id].sort());
    const after = (await ada.get(`/v1/matches/${old.id}`)).body.rematch;
    expect(after).toMatchObject({ matchId: offered.body.id, status: "active" });
    expect(after.accepted.sort()).toEqual([0, 1]);
    // once seated, the same call answers the rematch as it is
    const again = await ada.post(`/v1/matches/${old.id}/rematch`);
    expect(again.body).toMatchObject({ id: offered.body.id, status: "active" });
  });

  it("an offer waits among the others' invitations and in the lobby's invited list, whatever their settings; one joins from it, one declines", async () => {
    const [ada, bea, cy] = await people("Ada", "Bea", "Cy");
    const old = await finished([ada, bea, cy]);
    const offered = (await ada.post(`/v1/matches/${old.id}/rematch`)).body;
    expect(offered.invited.map((i: Json) => i.name).sort()).toEqual(["Bea", "Cy"]);
    expect(offered.invited.every((i: Json) => i.declinedAt === null)).toBe(true);
    for (const invitee of [bea, cy]) {
      const listed = (await invitee.get("/v1/me/invitations")).body.invitations;
      expect(listed).toEqual([
        {
          matchId: offered.id,
          game: "santa-cruz",
          invitedBy: { id: ada.id, name: "Ada" },
          at: offered.createdAt,
          inviteCode: offered.inviteCode,
          seatCount: 3,
          seated: 1,
          rematchOf: old.id,
        },
      ]);
    }
    expect((await ada.get("/v1/me/invitations")).body.invitations).toEqual([]);
    // Bea takes a seat from her list; Cy says no, and the lobby shows it
    const [invitation] = (await bea.get("/v1/me/invitations")).body.invitations;
    expect(
      (await bea.post(`/v1/matches/${offered.id}/join`, { inviteCode: invitation.inviteCode })).status,
    ).toBe(200);
    expect((await cy.request("DELETE", `/v1/me/invitations/${offered.id}`)).status).toBe(204);
    const lobby = (await ada.get(`/v1/matches/${offered.id}`)).body;
    expect(lobby.invited).toEqual([
      { playerId: cy.id, name: "Cy", at: offered.createdAt, declinedAt: expect.any(String) },
    ]);
    expect((await bea.get("/v1/me/invitations")).body.invitations).toEqual([]);
    // an offer sent again files nothing twice
    await ada.post(`/v1/matches/${old.id}/rematch`);
    expect((await bea.get("/v1/me/invitations")).body.invitations).toEqual([]);
  });

  it("a finished match's ETag changes as its rematch is offered, joined and started, so a poll sees each", async () => {
    const [ada, bea, cy] = await people("Ada", "Bea", "Cy");
    const old = await finished([ada, bea, cy]);
    const path = `/v1/matches/${old.id}`;
    const tags: string[] = [];
    const tagNow = async () => {
      const seen = await bea.get(path);
      const tag = seen.headers.get("etag") as string;
      expect((await bea.get(path, { "If-None-Match": tag })).status).toBe(304);
      tags.push(tag);
      return seen.body.rematch;
    };
    expect(await tagNow()).toBeNull();
    await ada.post(`${path}/rematch`);
    expect((await tagNow()).accepted).toHaveLength(1);
    await bea.post(`${path}/rematch`);
    expect((await tagNow()).accepted).toHaveLength(2);
    await cy.post(`${path}/rematch`);
    expect((await tagNow()).status).toBe("active");
    expect(new Set(tags).size).toBe(4);
  });

  it("two people offering at once get one rematch", async () => {
    const [ada, bea, cy] = await people("Ada", "Bea", "Cy");
    const old = await finished([ada, bea, cy]);
    const [a, b] = await Promise.all([
      ada.post(`/v1/matches/${old.id}/rematch`),
      bea.post(`/v1/matches/${old.id}/rematch`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.id).toBe(rematchIdOf(old.id));
    const lobby = (await cy.get(`/v1/matches/${a.body.id}`)).body;
    expect(lobby.status).toBe("lobby");
    expect(lobby.seats.flatMap((s: Json) => (s.player ? [s.player.id] : [])).sort()).toEqual(
      [ada.id, bea.id].sort(),
    );
  });

  it("one person accepting twice at once is seated once, and both answers say so", async () => {
    for (let round = 0; round < 5; round++) {
      const [ada, bea, cy] = await people("Ada", "Bea", "Cy");
      const old = await finished([ada, bea, cy]);
      expect((await ada.post(`/v1/matches/${old.id}/rematch`)).status).toBe(200);
      const twice = await Promise.all([
        bea.post(`/v1/matches/${old.id}/rematch`),
        bea.post(`/v1/matches/${old.id}/rematch`),
      ]);
      expect(twice.map((r) => r.status)).toEqual([200, 200]);
      const lobby = (await cy.get(`/v1/matches/${rematchIdOf(old.id)}`)).body;
      expect(lobby.seats.filter((s: Json) => s.player?.id === bea.id)).toHaveLength(1);
    }
  });

  it("keeps the game's options, the clock and the computer players' levels", async () => {
    const [ada, bea] = await people("Ada", "Bea");
    const old = await finished([ada, bea], {
      options: { setAssignment: "random" },
      clock: { moveHours: 48 },
      bots: ["random"],
    });
    const offered = (await bea.post(`/v1/matches/${old.id}/rematch`)).body;
    expect(offered.options).toEqual({ setAssignment: "random" });
    expect(offered.clock).toMatchObject({ moveHours: 48 });
    const computers = offered.seats.flatMap((s: Json) => (s.player?.computer ? [s.player.level] : []));
    expect(computers).toEqual(["random"]);
    const started = (await ada.post(`/v1/matches/${old.id}/rematch`)).body;
    expect(started.status).toBe("active");
    expect(started.seats).toHaveLength(3);
  });

  it("refuses a stranger (offer or join without the code), a match not over, and keeps an Idempotency-Key's answer", async () => {
    const [ada, bea, eve] = await people("Ada", "Bea", "Eve");
    const playing = await startedMatch([ada, bea]);
    expectProblem(await ada.post(`/v1/matches/${playing.id}/rematch`), 409, "conflict");
    const old = await finished([ada, bea]);
    const before = await tableSnapshot(api.server);
    expectProblem(await eve.post(`/v1/matches/${old.id}/rematch`), 403, "forbidden");
    expectProblem(await new Client(api.url).post(`/v1/matches/${old.id}/rematch`), 401, "unauthorized");
    expectProblem(await ada.post("/v1/matches/m_nosuchmatch00/rematch"), 404, "not-found");
    expectProblem(await ada.post(`/v1/matches/m_${"x".repeat(300)}/rematch`), 400, "validation-error");
    expect((await tableSnapshot(api.server)).filter((i) => !i.includes('"RATE#'))).toEqual(
      before.filter((i) => !i.includes('"RATE#')),
    );
    // a key reused for another request is refused, whatever it was first used for
    await ada.post(`/v1/matches/${playing.id}/resign`, undefined, { "idempotency-key": "used-once" });
    expectProblem(
      await ada.post(`/v1/matches/${old.id}/rematch`, undefined, { "idempotency-key": "used-once" }),
      422,
      "idempotency-key-reused",
    );
    const first = await ada.post(`/v1/matches/${old.id}/rematch`, undefined, {
      "idempotency-key": "again-1",
    });
    const replay = await ada.post(`/v1/matches/${old.id}/rematch`, undefined, {
      "idempotency-key": "again-1",
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.body.id);
    expectProblem(
      await eve.post(`/v1/matches/${first.body.id}/join`, { inviteCode: "not-the-code" }),
      403,
      "forbidden",
    );
    const lobby = (await eve.get(`/v1/matches/${first.body.id}`)).body;
    expect(lobby).not.toHaveProperty("inviteCode");
    expect(lobby.seats.some((s: Json) => s.player?.id === eve.id)).toBe(false);
  });

  it("a declined rematch is told on the finished match, by seat", async () => {
    const [ada, bea, cy] = await people("Ada", "Bea", "Cy");
    const old = await finished([ada, bea, cy]);
    const offered = (await ada.post(`/v1/matches/${old.id}/rematch`)).body;
    expect((await cy.request("DELETE", `/v1/me/invitations/${offered.id}`)).status).toBe(204);
    const seen = (await ada.get(`/v1/matches/${old.id}`)).body.rematch;
    expect(seen).toMatchObject({ matchId: offered.id, status: "lobby", declined: [seatOf(old, cy)] });
    expect(seen.accepted).toEqual([seatOf(old, ada)]);
  });

  it("a rematch everyone left is replaced by the next offer, which the other person may accept", async () => {
    const [ada, bea] = await people("Ada", "Bea");
    const old = await finished([ada, bea]);
    const first = (await ada.post(`/v1/matches/${old.id}/rematch`)).body;
    expect((await ada.post(`/v1/matches/${first.id}/leave`)).body.status).toBe("abandoned");
    expect((await bea.get(`/v1/matches/${old.id}`)).body.rematch).toMatchObject({
      matchId: first.id,
      status: "abandoned",
    });
    const second = await bea.post(`/v1/matches/${old.id}/rematch`);
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.id);
    expect(second.body).toMatchObject({ status: "lobby", createdBy: bea.id });
    const accepted = await ada.post(`/v1/matches/${old.id}/rematch`);
    expect(accepted.body).toMatchObject({ id: second.body.id, status: "active" });
    expect((await ada.get(`/v1/matches/${old.id}`)).body.rematch.matchId).toBe(second.body.id);
  });

  it("a rematch's invite code seats no stranger while its seats are kept for the old match's people", async () => {
    const [ada, bea, wes] = await people("Ada", "Bea", "Wes");
    const old = await finished([ada, bea]);
    const offered = (await ada.post(`/v1/matches/${old.id}/rematch`)).body;
    const before = await tableSnapshot(api.server);
    const join = () => wes.post(`/v1/matches/${offered.id}/join`, { inviteCode: offered.inviteCode });
    expectProblem(await join(), 409, "conflict");
    expect((await tableSnapshot(api.server)).filter((i) => !i.includes('"RATE#'))).toEqual(
      before.filter((i) => !i.includes('"RATE#')),
    );
    // once Bea declines, her seat is free for whomever Ada gives the code
    expect((await bea.request("DELETE", `/v1/me/invitations/${offered.id}`)).status).toBe(204);
    expect((await join()).body).toMatchObject({ id: offered.id, status: "active" });
  });
});

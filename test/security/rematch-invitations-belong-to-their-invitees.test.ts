/**
 * A rematch offer is filed as an invitation (`Invitation.rematchOf`) under each other person of the
 * finished match: listed by `GET /v1/me/invitations`, declined by `DELETE /v1/me/invitations/{matchId}`,
 * and shown declined (`Match.invited[].declinedAt`) to those who may see the lobby's `invited`: its
 * seated players and its creator (docs/api.md; functions/matches/rematch.ts, invitations.ts, views.ts).
 * Each attack checks the status, what every reader sees afterwards, and that nothing was written.
 */
import { describe, expect, it } from "vitest";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  tableSnapshot,
  useServer,
} from "../api/harness";

let now = new Date("2026-11-27T10:00:00Z");
const tick = () => {
  now = new Date(now.getTime() + 60_000);
  return now;
};
const api = useServer({ now: () => now });

const del = (client: Client, path: string) => client.request("DELETE", path);
const invitationsOf = async (p: Player): Promise<Json[]> => {
  const listed = await p.get("/v1/me/invitations");
  expect(listed.status).toBe(200);
  return listed.body.invitations;
};

/** A finished match of these people (all but the last resign), and the rematch the first offers. */
async function offered(names: string[]): Promise<{ people: Player[]; old: Json; rematch: Json }> {
  const people = await Promise.all(names.map((n) => newPlayer(api.url, n)));
  const [host, ...guests] = people;
  const created = (await host.post("/v1/matches", { game: "santa-cruz", seats: people.length })).body;
  for (const guest of guests)
    expect(
      (await guest.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode })).status,
    ).toBe(200);
  for (const quitter of people.slice(0, -1))
    expect((await quitter.post(`/v1/matches/${created.id}/resign`)).status).toBe(200);
  const old = (await host.get(`/v1/matches/${created.id}`)).body;
  expect(old.status).toBe("finished");
  tick();
  const rematch = await host.post(`/v1/matches/${old.id}/rematch`);
  expect(rematch.status).toBe(200);
  return { people, old, rematch: rematch.body };
}

describe("rematch invitations belong to their invitees", () => {
  it("a player who was not at the old match sees no rematch invitation, no invite code and no `invited` list", async () => {
    const {
      people: [ada, bea],
      old,
      rematch,
    } = await offered(["Ada", "Bea"]);
    const eve = await newPlayer(api.url, "Eve");
    expect(await invitationsOf(eve)).toEqual([]);
    expect((await invitationsOf(bea)).map((i) => [i.matchId, i.rematchOf])).toEqual([[rematch.id, old.id]]);
    for (const [label, reader] of [
      ["a stranger", eve],
      ["anonymous", new Client(api.url)],
    ] as const) {
      const lobby = await reader.get(`/v1/matches/${rematch.id}`);
      expect(lobby.status, label).toBe(200);
      expect(lobby.body, label).not.toHaveProperty("inviteCode");
      expect(lobby.body, label).not.toHaveProperty("invited");
      expect(JSON.stringify(lobby.body), label).not.toContain(rematch.inviteCode);
      // the finished match names its rematch, but neither whom it invited nor its code
      const seen = JSON.stringify((await reader.get(`/v1/matches/${old.id}`)).body);
      expect(seen, label).not.toContain(rematch.inviteCode);
      expect(seen, label).not.toContain("invited");
    }
    // nor can the stranger take it up: the old match's rematch call and a join without the code are refused
    expectProblem(await eve.post(`/v1/matches/${old.id}/rematch`), 403, "forbidden");
    expectProblem(await eve.post(`/v1/matches/${rematch.id}/join`, {}), 403, "forbidden");
    expect(
      (await ada.get(`/v1/matches/${rematch.id}`)).body.seats.some((s: Json) => s.player?.id === eve.id),
    ).toBe(false);
  });

  it("a stranger's decline of someone else's rematch invitation is 204 and changes nothing: still listed, not declined", async () => {
    const {
      people: [ada, bea],
      rematch,
    } = await offered(["Ada", "Bea"]);
    const eve = await newPlayer(api.url, "Eve");
    const lobbyBefore = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    const listedBefore = await invitationsOf(bea);
    const before = await tableSnapshot(api.server);
    tick();
    expect((await del(eve, `/v1/me/invitations/${rematch.id}`)).status).toBe(204);
    expect(await tableSnapshot(api.server)).toEqual(before);
    expect(await invitationsOf(bea)).toEqual(listedBefore);
    const lobbyAfter = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    expect(lobbyAfter.version).toBe(lobbyBefore.version);
    expect(lobbyAfter.invited).toEqual([
      { playerId: bea.id, name: "Bea", at: rematch.createdAt, declinedAt: null },
    ]);
  });

  it("the offerer, who is seated and not invited, cannot mark anyone declined by declining", async () => {
    const {
      people: [ada, bea],
      rematch,
    } = await offered(["Ada", "Bea"]);
    const before = await tableSnapshot(api.server);
    tick();
    expect((await del(ada, `/v1/me/invitations/${rematch.id}`)).status).toBe(204);
    expect(await tableSnapshot(api.server)).toEqual(before);
    const lobby = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    expect(lobby.invited).toEqual([
      { playerId: bea.id, name: "Bea", at: rematch.createdAt, declinedAt: null },
    ]);
    expect(lobby.seats.some((s: Json) => s.player?.id === ada.id)).toBe(true);
  });

  it("declining a rematch invitation twice: the second is 204, writes nothing and keeps the first time", async () => {
    const {
      people: [ada, bea],
      rematch,
    } = await offered(["Ada", "Bea"]);
    const declinedAt = tick().toISOString();
    expect((await del(bea, `/v1/me/invitations/${rematch.id}`)).status).toBe(204);
    expect(await invitationsOf(bea)).toEqual([]);
    const once = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    expect(once.invited).toEqual([{ playerId: bea.id, name: "Bea", at: rematch.createdAt, declinedAt }]);
    const before = await tableSnapshot(api.server);
    tick();
    expect((await del(bea, `/v1/me/invitations/${rematch.id}`)).status).toBe(204);
    expect(await tableSnapshot(api.server)).toEqual(before);
    const twice = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    expect(twice.version).toBe(once.version);
    expect(twice.invited).toEqual(once.invited);
  });

  it("declining an invitation that does not exist (an unknown match, the old match, someone else's lobby) is 204 and writes nothing", async () => {
    const {
      people: [, bea],
      old,
    } = await offered(["Ada", "Bea"]);
    const other = await newPlayer(api.url, "Oli");
    const otherLobby = (await other.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const before = await tableSnapshot(api.server);
    for (const id of ["m_nosuchmatch00", old.id, otherLobby.id]) {
      tick();
      const reply = await del(bea, `/v1/me/invitations/${id}`);
      expect(reply.status, id).toBe(204);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
    expectProblem(
      await new Client(api.url).request("DELETE", `/v1/me/invitations/${old.id}`),
      401,
      "unauthorized",
    );
  });

  it("a player who accepted the rematch is neither unseated nor shown declined by declining it afterwards", async () => {
    const {
      people: [ada, bea, cy],
      rematch,
    } = await offered(["Ada", "Bea", "Cy"]);
    const joined = await bea.post(`/v1/matches/${rematch.id}/join`, {
      inviteCode: (await invitationsOf(bea))[0].inviteCode,
    });
    expect(joined.status).toBe(200);
    const before = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    tick();
    expect((await del(bea, `/v1/me/invitations/${rematch.id}`)).status).toBe(204);
    const after = (await ada.get(`/v1/matches/${rematch.id}`)).body;
    expect(after.version).toBe(before.version);
    expect(after.seats).toEqual(before.seats);
    expect(after.invited).toEqual([{ playerId: cy.id, name: "Cy", at: rematch.createdAt, declinedAt: null }]);
  });

  it("a declined player's `declinedAt` is shown to the lobby's seated players only: not to invitees, strangers or anyone without a key", async () => {
    const {
      people: [ada, bea, cy],
      old,
      rematch,
    } = await offered(["Ada", "Bea", "Cy"]);
    const eve = await newPlayer(api.url, "Eve");
    const declinedAt = tick().toISOString();
    expect((await del(cy, `/v1/me/invitations/${rematch.id}`)).status).toBe(204);
    const shown = [{ playerId: cy.id, name: "Cy", at: rematch.createdAt, declinedAt }];
    const waiting = { playerId: bea.id, name: "Bea", at: rematch.createdAt, declinedAt: null };
    // both were invited at the offer's time: their order is the old match's seats', which the start drew
    const byId = (list: Json[]) => [...list].sort((a, b) => a.playerId.localeCompare(b.playerId));
    expect(byId((await ada.get(`/v1/matches/${rematch.id}`)).body.invited)).toEqual(
      byId([waiting, ...shown]),
    );
    // Bea (invited, not seated yet), Cy (who declined), a stranger and no key: no list, no time
    for (const [label, reader] of [
      ["Bea, invited", bea],
      ["Cy, who declined", cy],
      ["a stranger", eve],
      ["anonymous", new Client(api.url)],
    ] as const) {
      for (const id of [rematch.id, old.id]) {
        const read = await reader.get(`/v1/matches/${id}`);
        expect(read.status, `${label} reads ${id}`).toBe(200);
        expect(read.body, `${label} reads ${id}`).not.toHaveProperty("invited");
        // a decline is a change of the lobby: its `version` and `updatedAt` move as with any change,
        // which says that something changed then, not who declined; nothing else carries the time
        const { updatedAt: _changed, ...rest } = read.body;
        expect(JSON.stringify(rest), `${label} reads ${id}`).not.toContain(declinedAt);
        expect(JSON.stringify(rest), `${label} reads ${id}`).not.toContain("declinedAt");
        // the lobby names nobody who has no seat in it (the old match seats Cy, so names him)
        if (id === rematch.id) expect(JSON.stringify(rest), `${label} reads ${id}`).not.toContain(cy.id);
      }
    }
    // the invitations list holds no one else's answer either
    expect(JSON.stringify(await invitationsOf(bea))).not.toContain(cy.id);
    expect(await invitationsOf(eve)).toEqual([]);
    // once Bea sits down she is one of the lobby's players, and sees whom it waits for
    const code = (await invitationsOf(bea))[0].inviteCode;
    expect((await bea.post(`/v1/matches/${rematch.id}/join`, { inviteCode: code })).status).toBe(200);
    expect((await bea.get(`/v1/matches/${rematch.id}`)).body.invited).toEqual(shown);
  });
});

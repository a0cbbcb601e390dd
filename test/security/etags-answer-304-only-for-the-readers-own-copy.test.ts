/**
 * `GET /v1/matches/{id}` and a game's content honour `If-None-Match` (compared weakly, a list of
 * tags or `*`: functions/http/etags.ts). A match's answer differs by reader (a seat's view, its
 * `legalActions`, the lobby's invite code and `invited` for its players and creator), so its ETag
 * names "the version and the viewer" (docs/api.md, Conventions): a 304 says "your copy is current",
 * and must never be given for a tag of a copy another reader got. Malformed and oversized header
 * values are refused or ignored, never a 5xx, and nothing is written by any of these reads.
 */
import { describe, expect, it } from "vitest";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  startedMatch,
  tableSnapshot,
  useServer,
} from "../api/harness";

const api = useServer();

interface Copy {
  label: string;
  reader: Client;
  etag: string;
  body: Json;
}

/** What each reader gets of the path now, with its ETag. */
async function copies(path: string, readers: [string, Client][]): Promise<Copy[]> {
  const out: Copy[] = [];
  for (const [label, reader] of readers) {
    const reply = await reader.get(path);
    expect(reply.status, label).toBe(200);
    const etag = reply.headers.get("etag");
    expect(etag, label).toMatch(/^"[^"]+"$/);
    out.push({ label, reader, etag: etag as string, body: reply.body });
  }
  return out;
}

/**
 * For every two readers whose copies differ: the other's tag, strong, weak or in a list, gets the
 * whole answer (200, the reader's own copy), never a 304. Two readers given one tag must have been
 * given one copy: a tag names exactly one representation.
 */
async function expectNoCrossViewer304(path: string, all: Copy[]): Promise<void> {
  for (const mine of all) {
    for (const theirs of all) {
      if (mine === theirs) continue;
      const pair = `${mine.label} sends ${theirs.label}'s tag ${theirs.etag}`;
      if (mine.etag === theirs.etag) {
        expect(mine.body, `${pair}: one tag, so one copy`).toEqual(theirs.body);
        continue;
      }
      for (const header of [
        theirs.etag,
        `W/${theirs.etag}`,
        `"v0-none", W/${theirs.etag}`,
        ` ${theirs.etag} ,`,
      ]) {
        const reply = await mine.reader.get(path, { "If-None-Match": header });
        expect(reply.status, `${pair} as ${header}`).toBe(200);
        expect(reply.body, `${pair} as ${header}`).toEqual(mine.body);
        expect(reply.headers.get("etag"), `${pair} as ${header}`).toBe(mine.etag);
      }
    }
    // and its own tag, in any of those forms, is a 304
    for (const header of [mine.etag, `W/${mine.etag}`, `"v0-none", ${mine.etag}`]) {
      expect(
        (await mine.reader.get(path, { "If-None-Match": header })).status,
        `${mine.label}: ${header}`,
      ).toBe(304);
    }
  }
}

/** The seated players as the match seats them. */
const seated = (match: Json, players: Player[]): [string, Client][] =>
  match.seats.flatMap((s: Json) => {
    const p = players.find((x) => x.id === s.player?.id);
    return p ? [[`seat ${s.seat}`, p]] : [];
  });

describe("If-None-Match answers 304 only for the reader's own copy", () => {
  it("in a started match, no seat, stranger or anonymous reader gets a 304 for another's tag, in any form", async () => {
    const [ada, bea, cy, eve] = await Promise.all(
      ["Ada", "Bea", "Cy", "Eve"].map((n) => newPlayer(api.url, n)),
    );
    const match = await startedMatch([ada, bea, cy]);
    const path = `/v1/matches/${match.id}`;
    const readers: [string, Client][] = [
      ...seated(match, [ada, bea, cy]),
      ["a stranger", eve],
      ["anonymous", new Client(api.url)],
    ];
    const before = await tableSnapshot(api.server);
    const all = await copies(path, readers);
    // a spectator's copy is not a seat's: they must be told apart
    expect(new Set(all.slice(0, 3).map((c) => c.etag)).size).toBe(3);
    expect(all[3].etag).not.toBe(all[0].etag);
    await expectNoCrossViewer304(path, all);
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("in a lobby, a seat's tag (whose copy holds the invite code) is not a spectator's, nor the reverse", async () => {
    const [ada, bea, eve] = await Promise.all(["Ada", "Bea", "Eve"].map((n) => newPlayer(api.url, n)));
    const lobby = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    expect((await bea.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode })).status).toBe(
      200,
    );
    const path = `/v1/matches/${lobby.id}`;
    const all = await copies(path, [
      ["Ada, seated", ada],
      ["Bea, seated", bea],
      ["a stranger", eve],
      ["anonymous", new Client(api.url)],
    ]);
    expect(all[0].body.inviteCode).toBe(lobby.inviteCode);
    expect(all[2].body).not.toHaveProperty("inviteCode");
    await expectNoCrossViewer304(path, all);
  });

  it("in a finished match with a rematch offered, a seat's tag is not a spectator's, nor the reverse", async () => {
    const [ada, bea, eve] = await Promise.all(["Ada", "Bea", "Eve"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    expect((await ada.post(`/v1/matches/${match.id}/resign`)).status).toBe(200);
    expect((await bea.post(`/v1/matches/${match.id}/rematch`)).status).toBe(200);
    const path = `/v1/matches/${match.id}`;
    const all = await copies(path, [
      ...seated(match, [ada, bea]),
      ["a stranger", eve],
      ["anonymous", new Client(api.url)],
    ]);
    expect(all[0].body.status).toBe("finished");
    await expectNoCrossViewer304(path, all);
  });

  it("a lobby's creator who sits in no seat sees its invite code: a spectator's tag must not answer them 304", async () => {
    const [ada, eve] = await Promise.all(["Ada", "Eve"].map((n) => newPlayer(api.url, n)));
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, join: false });
    expect(created.status).toBe(201);
    const path = `/v1/matches/${created.body.id}`;
    const all = await copies(path, [
      ["the creator, unseated", ada],
      ["a stranger", eve],
      ["anonymous", new Client(api.url)],
    ]);
    expect(all[0].body.inviteCode).toBe(created.body.inviteCode);
    expect(all[0].body.invited).toEqual([]);
    expect(all[1].body).not.toHaveProperty("inviteCode");
    // the creator's copy differs from a spectator's, so their tags must differ
    const spectators = all[1].etag;
    const creatorWithSpectatorsTag = await ada.get(path, { "If-None-Match": spectators });
    expect(creatorWithSpectatorsTag.status, `the creator sent the spectator's tag ${spectators}`).toBe(200);
    expect(creatorWithSpectatorsTag.body.inviteCode).toBe(created.body.inviteCode);
    await expectNoCrossViewer304(path, all);
  });

  it("a creator who left their lobby while a guest stays still sees its invite code: a spectator's tag must not answer them 304", async () => {
    const [ada, bea, eve] = await Promise.all(["Ada", "Bea", "Eve"].map((n) => newPlayer(api.url, n)));
    const lobby = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    expect((await bea.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode })).status).toBe(
      200,
    );
    expect((await ada.post(`/v1/matches/${lobby.id}/leave`)).status).toBe(200);
    const path = `/v1/matches/${lobby.id}`;
    const all = await copies(path, [
      ["the creator, who left", ada],
      ["Bea, seated", bea],
      ["a stranger", eve],
    ]);
    expect(all[0].body.yourSeat).toBeNull();
    expect(all[0].body.inviteCode).toBe(lobby.inviteCode);
    expect(all[2].body).not.toHaveProperty("inviteCode");
    const reply = await ada.get(path, { "If-None-Match": all[2].etag });
    expect(reply.status, `the creator sent the stranger's tag ${all[2].etag}`).toBe(200);
    expect(reply.body.inviteCode).toBe(lobby.inviteCode);
  });

  it("malformed If-None-Match values are ignored: the whole answer, never a 304 nor a 5xx", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    const path = `/v1/matches/${match.id}`;
    const content = "/v1/games/santa-cruz/content";
    const etag = (await ada.get(path)).headers.get("etag") as string;
    const contentTag = (await ada.get(content)).headers.get("etag") as string;
    const bare = (tag: string) => tag.slice(1, -1);
    const malformed = (tag: string) => [
      "",
      " ",
      '"',
      '""',
      "W/",
      'W/"',
      "W/*",
      "**",
      "*,",
      '*, "x"',
      ",,,",
      bare(tag),
      `"${bare(tag)}`,
      `W/"${bare(tag)}`,
      `${bare(tag)}"`,
      `'${bare(tag)}'`,
      `"${bare(tag)} "`,
      `"${bare(tag).toUpperCase()}"`,
      `"${bare(tag)}\\"`,
      '"\u00e9\u00ff"',
      "null",
      "undefined",
      "[object Object]",
    ];
    const before = await tableSnapshot(api.server);
    for (const [url, tag, reader] of [
      [path, etag, ada],
      [path, etag, new Client(api.url)],
      [content, contentTag, new Client(api.url)],
    ] as const) {
      const whole = await reader.get(url);
      for (const header of malformed(tag)) {
        const reply: Reply = await reader.get(url, { "If-None-Match": header });
        expect(reply.status, `${url} If-None-Match: ${header}`).toBe(200);
        expect(reply.body, `${url} If-None-Match: ${header}`).toEqual(whole.body);
      }
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });

  it("an oversized If-None-Match is a 400 naming the header, even around the current tag; never a 5xx", async () => {
    const [ada, bea] = await Promise.all(["Ada", "Bea"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch([ada, bea]);
    const path = `/v1/matches/${match.id}`;
    const content = "/v1/games/santa-cruz/content";
    const etag = (await ada.get(path)).headers.get("etag") as string;
    const contentTag = (await ada.get(content)).headers.get("etag") as string;
    const before = await tableSnapshot(api.server);
    for (const [url, tag] of [
      [path, etag],
      [content, contentTag],
    ]) {
      for (const header of [
        `"${"x".repeat(199)}"`,
        `${'"a", '.repeat(60)}${tag}`,
        `W/"${"y".repeat(8000)}", ${tag}`,
        Array.from({ length: 1500 }, () => "W/").join("") + tag,
      ]) {
        const reply = await ada.get(url, { "If-None-Match": header });
        expect(reply.status, `${url}: ${header.length} characters`).toBe(400);
        expectProblem(reply, 400, "validation-error");
        expect(
          reply.body.errors.map((e: Json) => String(e.path).toLowerCase()),
          `${url}: ${header.length} characters`,
        ).toEqual(["if-none-match"]);
      }
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });
});

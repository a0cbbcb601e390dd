import { describe, expect, it } from "vitest";
import { drawSeatOrder, inSeatOrder } from "../../domain/core/seat-order";
import { problemKinds } from "../../functions/http/problem";
import {
  Client,
  expectProblem,
  finishMatch,
  inSeats,
  type Json,
  newPlayer,
  type Player,
  startedMatch,
  useServer,
} from "./harness";

const api = useServer();

async function players(...names: string[]): Promise<Player[]> {
  return Promise.all(names.map((name) => newPlayer(api.url, name)));
}

describe("lobbies", () => {
  it("opens a match, seats players where they ask, and shows the invite code only to the seated", async () => {
    const [host, guest, outsider] = await players("Host", "Guest", "Outsider");
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 4 });
    expect(created.status).toBe(201);
    const m = created.body;
    expect(created.headers.get("location")).toBe(`/v1/matches/${m.id}`);
    expect(created.headers.get("etag")).toBe((await host.get(`/v1/matches/${m.id}`)).headers.get("etag"));
    expect(m).toMatchObject({
      game: "santa-cruz",
      status: "lobby",
      seatCount: 4,
      version: 0,
      createdBy: host.id,
      yourSeat: 0,
      activeSeats: [],
      awaitingYou: false,
      view: null,
      legalActions: [],
      result: null,
      options: { setAssignment: "draft" },
    });
    expect(m.seats).toEqual([
      { seat: 0, player: { id: host.id, name: "Host", computer: false }, resigned: false },
      { seat: 1, player: null, resigned: false },
      { seat: 2, player: null, resigned: false },
      { seat: 3, player: null, resigned: false },
    ]);
    expect(typeof m.inviteCode).toBe("string");
    // the seed that counts is drawn at the start: a lobby commits to nothing yet
    expect(m.seedCommitment).toBeNull();
    expect(m).not.toHaveProperty("seed");

    const joined = await guest.post(`/v1/matches/${m.id}/join`, { inviteCode: m.inviteCode, seat: 2 });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: "lobby", version: 1, yourSeat: 2, inviteCode: m.inviteCode });
    expect(joined.body.seats[2].player).toEqual({ id: guest.id, name: "Guest", computer: false });

    const as = async (client: Client) => (await client.get(`/v1/matches/${m.id}`)).body;
    expect((await as(host)).inviteCode).toBe(m.inviteCode);
    expect((await as(guest)).inviteCode).toBe(m.inviteCode);
    for (const viewer of [outsider, new Client(api.url)]) {
      const seen = await as(viewer);
      expect(seen.yourSeat).toBeNull();
      expect(seen).not.toHaveProperty("inviteCode");
      expect(seen.seats).toEqual(joined.body.seats);
    }

    // a creator who did not sit down still needs the code to share
    const open = await outsider.post("/v1/matches", { game: "santa-cruz", seats: 2, join: false });
    expect(open.body.yourSeat).toBeNull();
    expect(open.body.seats).toEqual([
      { seat: 0, player: null, resigned: false },
      { seat: 1, player: null, resigned: false },
    ]);
    expect(typeof open.body.inviteCode).toBe("string");
  });

  it("starts with the players seated so far, in the order drawn from the seed, when their number is within range", async () => {
    const [host, guest] = await players("Early", "Late");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 4, seed: "short-table" }))
      .body;
    await guest.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode, seat: 3 });
    const started = await guest.post(`/v1/matches/${lobby.id}/start`);
    expect(started.status).toBe(200);
    const stored = await api.server.deps.store.getMatch(lobby.id);
    const lobbyOrder = [
      { id: host.id, name: "Early", computer: false },
      { id: guest.id, name: "Late", computer: false },
    ];
    const drawn = inSeatOrder(lobbyOrder, drawSeatOrder(stored?.seed ?? "", 2));
    const hostSeat = drawn.findIndex((p) => p.id === host.id);
    expect(started.body).toMatchObject({
      status: "active",
      seatCount: 2,
      yourSeat: 1 - hostSeat,
      version: 2,
    });
    expect(started.body.seats).toEqual(drawn.map((player, seat) => ({ seat, player, resigned: false })));
    expect(started.body).not.toHaveProperty("inviteCode");
    expect(started.body.view.seats.length).toBe(2);
    expect(started.body.activeSeats.length).toBe(1);
    const hostView = (await host.get(`/v1/matches/${lobby.id}`)).body;
    expect(hostView.yourSeat).toBe(hostSeat);
    expect(hostView).not.toHaveProperty("inviteCode");
    expect(hostView.awaitingYou).toBe(hostView.activeSeats.includes(hostSeat));
    // and each finds it in their list with their new seat
    for (const [seat, player] of inSeats(started.body, [host, guest]).entries()) {
      const mine = (await player.get("/v1/me/matches")).body.matches;
      expect(mine).toContainEqual(
        expect.objectContaining({ id: lobby.id, status: "active", yourSeat: seat }),
      );
    }
  });

  it("lets players leave before the start, and abandons the match when the last one leaves", async () => {
    const [host, guest] = await players("Stayer", "Leaver");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    await guest.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode });
    expect((await guest.get("/v1/me/matches")).body.matches.map((m: Json) => m.id)).toEqual([lobby.id]);

    const left = await guest.post(`/v1/matches/${lobby.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ status: "lobby", version: 2, yourSeat: null });
    expect(left.body).not.toHaveProperty("inviteCode");
    expect(left.body.seats[1].player).toBeNull();
    expect((await guest.get("/v1/me/matches")).body.matches).toEqual([]);
    // the seat is free again
    const back = await guest.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode, seat: 1 });
    expect(back.body.yourSeat).toBe(1);
    await guest.post(`/v1/matches/${lobby.id}/leave`);

    const last = await host.post(`/v1/matches/${lobby.id}/leave`);
    expect(last.status).toBe(200);
    expect(last.body.status).toBe("abandoned");
    expect(last.body.seats.every((s: Json) => s.player === null)).toBe(true);
    expect((await host.get("/v1/me/matches")).body.matches).toEqual([]);
    expect((await new Client(api.url).get(`/v1/matches/${lobby.id}`)).body.status).toBe("abandoned");
    const rejoin = await guest.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode });
    expectProblem(rejoin, 409, "conflict");
    expectProblem(await host.post(`/v1/matches/${lobby.id}/start`), 409, "conflict");
  });
});

describe("conditional GET", () => {
  it("gives an ETag per version and viewer, and 304 while it still matches", async () => {
    const [a, b, c] = await players("Etag-A", "Etag-B", "Etag-C");
    const match = await startedMatch([a, b, c], { seed: "etags" });
    const path = `/v1/matches/${match.id}`;
    const viewers = [a, b, c, new Client(api.url)];
    const first = await Promise.all(viewers.map((v) => v.get(path)));
    const tags = first.map((r) => r.headers.get("etag") as string);
    expect(tags.every((t) => /^"[^"]+"$/.test(t))).toBe(true);
    expect(new Set(tags).size).toBe(4);

    for (const [i, viewer] of viewers.entries()) {
      const again = await viewer.get(path, { "If-None-Match": tags[i] });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("etag")).toBe(tags[i]);
      // another viewer's tag is not this viewer's representation
      const other = await viewer.get(path, { "If-None-Match": tags[(i + 1) % 4] });
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first[i].body);
    }

    const [seat] = match.activeSeats as number[];
    const mover = inSeats(match, [a, b, c])[seat];
    const mine = first[viewers.indexOf(mover)].body;
    await mover.post(`${path}/actions`, { action: mine.legalActions[0], expectedVersion: mine.version });
    for (const [i, viewer] of viewers.entries()) {
      const changed = await viewer.get(path, { "If-None-Match": tags[i] });
      expect(changed.status).toBe(200);
      expect(changed.body.version).toBe(mine.version + 1);
      const tag = changed.headers.get("etag");
      expect(tag).not.toBe(tags[i]);
      expect((await viewer.get(path, { "If-None-Match": tag as string })).status).toBe(304);
    }
  });
});

describe("GET /v1/me/matches", () => {
  it("lists matches awaiting my move first, then other active ones, lobbies, then finished ones", async () => {
    const [me, rival, third] = await players("Lister", "Rival", "Third");
    // the seat order is drawn at the start: whoever is awaited acts until the match awaits me or not
    const moveOnce = async (actor: Player, matchId: string) => {
      const view = (await actor.get(`/v1/matches/${matchId}`)).body;
      const moved = await actor.post(`/v1/matches/${matchId}/actions`, {
        action: view.legalActions[0],
        expectedVersion: view.version,
      });
      expect(moved.status).toBe(201);
      return moved.body;
    };
    const awaiting = async (players: Player[], seed: string, wanted: boolean) => {
      const started = await startedMatch(players, { seed });
      const bySeat = inSeats(started, players);
      for (let now = started; (bySeat[now.activeSeats[0]] === me) !== wanted; ) {
        now = await moveOnce(bySeat[now.activeSeats[0]], started.id);
      }
      return started;
    };
    const awaitedA = await awaiting([rival, me], "list-a", true);
    const notAwaited = await awaiting([me, rival], "list-b", false);
    const awaitedB = await awaiting([third, me], "list-c", true);
    const lobby = (await me.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    const done = await startedMatch([me, third], { seed: "list-d" });
    await finishMatch([me, third], done.id);
    const elsewhere = await startedMatch([rival, third], { seed: "list-e" });
    // the lists follow the moves through the worker (the table's stream on AWS)
    await api.server.work();

    const all = await me.get("/v1/me/matches?limit=100");
    expect(all.status).toBe(200);
    expect(all.body.nextCursor).toBeNull();
    const list: Json[] = all.body.matches;
    expect(list.map((m) => m.id).sort()).toEqual(
      [awaitedA.id, notAwaited.id, awaitedB.id, lobby.id, done.id].sort(),
    );
    expect(list.map((m) => m.id)).not.toContain(elsewhere.id);
    const group = (m: Json) => (m.awaitingYou ? 0 : { active: 1, lobby: 2, finished: 3 }[m.status as string]);
    expect(list.map(group)).toEqual([0, 0, 1, 2, 3]);
    expect(
      list
        .slice(0, 2)
        .map((m) => m.id)
        .sort(),
    ).toEqual([awaitedA.id, awaitedB.id].sort());
    // newest first among equals
    expect(Date.parse(list[0].updatedAt)).toBeGreaterThanOrEqual(Date.parse(list[1].updatedAt));
    for (const m of list) {
      expect(m.game).toBe("santa-cruz");
      const full = (await me.get(`/v1/matches/${m.id}`)).body;
      expect(m).toEqual({
        id: full.id,
        game: full.game,
        status: full.status,
        yourSeat: full.yourSeat,
        awaitingYou: full.awaitingYou,
        activeSeats: full.activeSeats,
        version: full.version,
        updatedAt: full.updatedAt,
        players: full.seats.map(
          (s: Json) => s.player && { name: s.player.name, computer: s.player.computer },
        ),
        // a finished match's line says how it ended for me, as its result does
        ...(full.result
          ? (({ place, score }: Json) => ({ place, score }))(
              full.result.standings.find((st: Json) => st.seat === full.yourSeat),
            )
          : {}),
      });
    }

    // once I have moved, the match is no longer awaiting me, and the order follows
    for (let mine = await moveOnce(me, awaitedA.id); mine.activeSeats.includes(mine.seat); ) {
      mine = await moveOnce(me, awaitedA.id);
    }
    await api.server.work();
    const after = (await me.get("/v1/me/matches")).body.matches;
    expect(after[0].id).toBe(awaitedB.id);
    expect(after.find((m: Json) => m.id === awaitedA.id).awaitingYou).toBe(false);
    expect(after.map(group)).toEqual([0, 1, 1, 2, 3]);
  });

  it("names who sits at each seat, a computer player marked: as the lobby fills, once started, and once finished", async () => {
    const [ida, jon] = await players("Ida", "Jon");
    const created = (await ida.post("/v1/matches", { game: "santa-cruz", seats: 4 })).body;
    const row = async (p: Player) =>
      ((await p.get("/v1/me/matches?limit=100")).body.matches as Json[]).find((m) => m.id === created.id);
    const names = (listed: Json) =>
      (listed.players as (Json | null)[]).map(
        (seat) => seat && `${seat.name}${seat.computer ? " (computer)" : ""}`,
      );
    expect(names(await row(ida))).toEqual(["Ida", null, null, null]);
    await jon.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode });
    // a join rewrites every seated player's line: the host's names the newcomer too
    expect(names(await row(ida)).filter((n) => n !== null)).toEqual(expect.arrayContaining(["Ida", "Jon"]));
    // a computer player seated, or a player leaving, while the lobby stays open shows on every line
    const [kit] = await players("Kit");
    await kit.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode });
    expect(names(await row(jon))).toContain("Kit");
    await kit.post(`/v1/matches/${created.id}/leave`);
    expect(names(await row(jon))).not.toContain("Kit");
    await ida.post(`/v1/matches/${created.id}/bots`, { level: "random" });
    expect(names(await row(jon)).filter((n) => n?.endsWith("(computer)"))).toHaveLength(1);
    const started = (await ida.post(`/v1/matches/${created.id}/bots`, { level: "random" })).body;
    expect(started.status).toBe("active");
    const atTable = started.seats.map(
      (s: Json) => s.player && `${s.player.name}${s.player.computer ? " (computer)" : ""}`,
    );
    for (const p of [ida, jon]) expect(names(await row(p))).toEqual(atTable);
    expect(atTable.filter((n: string) => n.endsWith("(computer)"))).toHaveLength(2);
    await ida.post(`/v1/matches/${created.id}/resign`);
    await jon.post(`/v1/matches/${created.id}/resign`);
    await api.server.work();
    const { result } = (await ida.get(`/v1/matches/${created.id}`)).body;
    for (const p of [ida, jon]) {
      const finished = await row(p);
      expect(finished.status).toBe("finished");
      expect(names(finished)).toEqual(atTable);
      // the row says how the match ended for its reader, as the match's own result does
      const standing = result.standings.find((s: Json) => s.seat === finished.yourSeat);
      expect({ place: finished.place, score: finished.score }).toEqual({
        place: standing.place,
        score: standing.score,
      });
    }
    // both resigned, so both come after the computer players: the one who resigned first last
    expect((await row(ida)).place).toBe(4);
    expect((await row(jon)).place).toBe(3);
  });

  it("walks every page with opaque cursors, without duplicates or gaps", async () => {
    const [me, other] = await players("Pager", "Paged");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await startedMatch([me, other], { seed: `page-${i}` })).id);
    for (let i = 0; i < 3; i++)
      ids.push((await me.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body.id);
    const full = (await me.get("/v1/me/matches?limit=100")).body.matches.map((m: Json) => m.id);
    expect([...full].sort()).toEqual([...ids].sort());

    for (const limit of [1, 2, 4]) {
      const walked: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
        const page = await me.get(`/v1/me/matches?limit=${limit}${query}`);
        expect(page.status).toBe(200);
        expect(page.body.matches.length).toBeLessThanOrEqual(limit);
        expect(page.body.matches.length).toBeGreaterThan(0);
        walked.push(...page.body.matches.map((m: Json) => m.id));
        cursor = page.body.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      expect(walked).toEqual(full);
      expect(pages).toBe(Math.ceil(full.length / limit));
    }

    // a cursor is ours or nothing: garbage, or another encoding of anything, is refused
    for (const bad of ["not-a-cursor", Buffer.from("2#x#m_1").toString("base64url"), "%%%"]) {
      const reply = await me.get(`/v1/me/matches?limit=1&cursor=${encodeURIComponent(bad)}`);
      expectProblem(reply, 400, "validation-error");
    }
  });

  it("ordered by match id, lists every match exactly once while turns change between its pages", async () => {
    const [me, other] = await players("Syncer", "Synced");
    const started: Json[] = [];
    for (let i = 0; i < 5; i++) started.push(await startedMatch([me, other], { seed: `sync-${i}` }));
    const lobby = (await me.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const ids = [...started.map((m) => m.id as string), lobby.id as string].sort();
    const bySeat = (m: Json) => inSeats(m, [me, other]);
    // every match moves on between two pages: its turn, and so its place in the turn order, changes
    const moveAll = async () => {
      for (const m of started) {
        const now = (await me.get(`/v1/matches/${m.id}`)).body;
        const actor = bySeat(m)[now.activeSeats[0]];
        const view = (await actor.get(`/v1/matches/${m.id}`)).body;
        await actor.post(`/v1/matches/${m.id}/actions`, {
          action: view.legalActions[0],
          expectedVersion: view.version,
        });
      }
      await api.server.work();
    };
    await api.server.work();
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await me.get(`/v1/me/matches?order=id&limit=2${query}`);
      expect(page.status).toBe(200);
      walked.push(...page.body.matches.map((m: Json) => m.id));
      cursor = page.body.nextCursor;
      await moveAll();
    } while (cursor && walked.length < 20);
    expect(walked).toEqual(ids);

    // a cursor of one order is not one of the other's
    const turnCursor = (await me.get("/v1/me/matches?limit=1")).body.nextCursor;
    const idCursor = (await me.get("/v1/me/matches?order=id&limit=1")).body.nextCursor;
    expectProblem(
      await me.get(`/v1/me/matches?order=id&cursor=${encodeURIComponent(turnCursor)}`),
      400,
      "validation-error",
    );
    expectProblem(
      await me.get(`/v1/me/matches?cursor=${encodeURIComponent(idCursor)}`),
      400,
      "validation-error",
    );
    expectProblem(await me.get("/v1/me/matches?order=newest"), 400, "validation-error");
  });
});

describe("the games, the documents and the problem types", () => {
  it("lists the hosted games with the JSON Schemas of their options and actions", async () => {
    const anon = new Client(api.url);
    const list = await anon.get("/v1/games");
    expect(list.status).toBe(200);
    const sc = list.body.games.find((g: Json) => g.id === "santa-cruz");
    expect(sc).toMatchObject({ name: "Santa Cruz", players: { min: 2, max: 4 } });
    expect(sc.optionsSchema).toMatchObject({
      type: "object",
      properties: { setAssignment: { enum: ["draft", "random"] } },
    });
    const variants: Json[] = sc.actionSchema.oneOf ?? sc.actionSchema.anyOf;
    expect(variants.map((v) => v.properties.type.const).sort()).toEqual(
      [
        "build",
        "chooseSet",
        "choosePackage",
        "discard",
        "land",
        "playBuilding",
        "playDouble",
        "playScoring",
      ].sort(),
    );
    const one = await anon.get("/v1/games/santa-cruz");
    expect(one.status).toBe(200);
    expect(one.body).toEqual(sc);
    expectProblem(await anon.get("/v1/games/santa-maria-2"), 404, "not-found");
  });

  it("serves an OpenAPI 3.1 document and an HTML reference page", async () => {
    const doc = await fetch(`${api.url}/openapi.json`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toMatch(/^application\/json/);
    const body: Json = await doc.json();
    expect(body.openapi).toMatch(/^3\.1\./);
    for (const path of [
      "/v1/players",
      "/v1/matches",
      "/v1/matches/{matchId}",
      "/v1/matches/{matchId}/actions",
      "/v1/me/matches",
      "/v1/games",
    ]) {
      expect(body.paths).toHaveProperty([path]);
    }
    const docs = await fetch(`${api.url}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await docs.text();
    expect(html).toMatch(/<html/i);
    expect(html).toContain("/openapi.json");
  });

  it("documents each problem type at its own path", async () => {
    const anon = new Client(api.url);
    for (const [kind, { status, title }] of Object.entries(problemKinds)) {
      const page = await anon.get(`/problems/${kind}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ type: `/problems/${kind}`, status, title });
    }
    expectProblem(await anon.get("/problems/no-such-problem"), 404, "not-found");
  });
});

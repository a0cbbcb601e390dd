import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { keepListing } from "../../functions/matches/open-matches";
import { quickMatch } from "../../functions/matches/quick-match";
import {
  Client,
  expectProblem,
  finishMatch,
  type Json,
  newPlayer,
  type Player,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

async function players(url: string, ...names: string[]): Promise<Player[]> {
  return Promise.all(names.map((name) => newPlayer(url, name)));
}

const lobbyOf = async (client: Client, query: string): Promise<Json[]> => {
  const reply = await client.get(`/v1/lobby?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.matches;
};

/** Every page of a lobby list, following `nextCursor`. */
async function allPages(client: Client, query: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const reply: Json = await client.get(
      `/v1/lobby?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(reply.status).toBe(200);
    ids.push(...reply.body.matches.map((m: Json) => m.id));
    cursor = reply.body.nextCursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe("the lobby's list of open public matches", () => {
  const api = useServer();

  it("lists a public match with its game, seats, options, clock and creator, and no private one", async () => {
    const [ada, bea] = await players(api.url, "Ada", "Bea");
    const opened = await ada.post("/v1/matches", {
      game: "santa-cruz",
      seats: 3,
      public: true,
      options: { setAssignment: "random" },
      clock: { moveHours: 24 },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.public).toBe(true);
    const hidden = await ada.post("/v1/matches", { game: "santa-cruz", seats: 3 });
    expect(hidden.body.public).toBe(false);

    for (const viewer of [bea, new Client(api.url)]) {
      const listed = await lobbyOf(viewer, "game=santa-cruz");
      expect(listed.map((m) => m.id)).toEqual([opened.body.id]);
      expect(listed[0]).toEqual({
        id: opened.body.id,
        game: "santa-cruz",
        seatCount: 3,
        seatsTaken: 1,
        playerIds: [ada.id],
        options: { setAssignment: "random" },
        clock: { moveHours: 24, remindHours: [8], onTimeout: "standIn", standIn: "strong", vacationDays: 14 },
        createdBy: { id: ada.id, name: "Ada", rating: null, provisional: null },
        createdAt: opened.body.createdAt,
      });
    }
    expect(await lobbyOf(bea, "game=santa-maria")).toEqual([]);
  });

  it("join without code: a public match seats anyone without its invite code; private still needs the code", async () => {
    const [ada, bea, cy] = await players(api.url, "Host", "Guest", "Stranger");
    const open = (await ada.post("/v1/matches", { game: "santa-maria", seats: 3, public: true })).body;
    const joined = await bea.post(`/v1/matches/${open.id}/join`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.seats.filter((s: Json) => s.player?.id === bea.id)).toHaveLength(1);
    const listed = (await lobbyOf(cy, "game=santa-maria&seats=3")).find((m) => m.id === open.id);
    expect(listed?.seatsTaken).toBe(2);
    expect(listed?.playerIds.sort()).toEqual([ada.id, bea.id].sort());

    const closed = (await ada.post("/v1/matches", { game: "santa-maria", seats: 3 })).body;
    const before = await tableSnapshot(api.server);
    expectProblem(await cy.post(`/v1/matches/${closed.id}/join`, {}), 403, "forbidden");
    expectProblem(
      await cy.post(`/v1/matches/${closed.id}/join`, { inviteCode: "guessed" }),
      403,
      "forbidden",
    );
    expect(await tableSnapshot(api.server)).toEqual(before);
    const withCode = await cy.post(`/v1/matches/${closed.id}/join`, { inviteCode: closed.inviteCode });
    expect(withCode.status).toBe(200);
  });

  it("started, full and abandoned matches leave the list", async () => {
    const [ada, bea, cy] = await players(api.url, "A", "B", "C");
    const full = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, public: true })).body;
    const started = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 4, public: true })).body;
    const left = (await bea.post("/v1/matches", { game: "santa-cruz", seats: 2, public: true })).body;
    const listed = () => lobbyOf(cy, "game=santa-cruz").then((ms) => ms.map((m) => m.id));
    expect(await listed()).toEqual(expect.arrayContaining([full.id, started.id, left.id]));

    const filled = await cy.post(`/v1/matches/${full.id}/join`, {});
    expect(filled.body.status).toBe("active");
    await cy.post(`/v1/matches/${started.id}/join`, {});
    expect((await ada.post(`/v1/matches/${started.id}/start`)).body.status).toBe("active");
    expect((await bea.post(`/v1/matches/${left.id}/leave`)).body.status).toBe("abandoned");
    const now = await listed();
    for (const gone of [full.id, started.id, left.id]) expect(now).not.toContain(gone);
    expectProblem(await bea.post(`/v1/matches/${full.id}/join`, {}), 409, "conflict");
  });
});

describe("the lobby shows ratings", () => {
  const api = useServer();

  it("shows the creator's rating in the game once a finished match against a person rated them", async () => {
    const [ada, bea] = await players(api.url, "Rated", "Rival");
    const played = await startedMatch([ada, bea], { game: "santa-cruz" });
    await finishMatch([ada, bea], played.id);
    await api.server.work();
    const profile = (await ada.get(`/v1/players/${ada.id}/profile`)).body;
    const cruz = profile.games.find((g: Json) => g.game === "santa-cruz");
    await ada.post("/v1/matches", { game: "santa-cruz", seats: 3, public: true });
    await ada.post("/v1/matches", { game: "santa-maria", seats: 3, public: true });
    const [listed] = await lobbyOf(bea, "game=santa-cruz");
    expect(listed.createdBy).toEqual({ id: ada.id, name: "Rated", rating: cruz.rating, provisional: true });
    expect(typeof cruz.rating).toBe("number");
    const [unrated] = await lobbyOf(bea, "game=santa-maria");
    expect(unrated.createdBy).toMatchObject({ rating: null, provisional: null });
  });
});

describe("paging the lobby", () => {
  const api = useServer();

  it("pages newest first across more than one page, filtered by seat count", async () => {
    const [ada] = await players(api.url, "Pager");
    const threes: string[] = [];
    for (let i = 0; i < 7; i++) {
      const seats = i % 3 === 2 ? 4 : 3;
      const made = await ada.post("/v1/matches", { game: "santa-cruz", seats, public: true });
      if (seats === 3) threes.push(made.body.id);
    }
    const byThree = await allPages(ada, "game=santa-cruz&seats=3&limit=2");
    expect(byThree.ids).toEqual([...threes].reverse());
    expect(byThree.pages).toBe(3);
    const every = await allPages(ada, "game=santa-cruz&limit=3");
    expect(every.ids).toHaveLength(7);
    expect(every.pages).toBe(3);
    const created = await Promise.all(
      every.ids.map(async (id) => (await ada.get(`/v1/matches/${id}`)).body.createdAt as string),
    );
    expect(created).toEqual([...created].sort().reverse());
  });

  it("without a game, lists every game's open matches newest first, one query a game, paged by one cursor", async () => {
    const [ada] = await players(api.url, "Every");
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const game = i % 2 === 0 ? "santa-maria" : "santa-cruz";
      made.push((await ada.post("/v1/matches", { game, seats: 4, public: true })).body.id);
    }
    const sent: string[] = [];
    api.server.deps.store.db.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? "");
        return next(args);
      },
      { step: "initialize", name: "count-every-game-requests" },
    );
    try {
      const first = await new Client(api.url).get("/v1/lobby?seats=4&limit=2");
      expect(first.status).toBe(200);
      expect(sent).toEqual(["QueryCommand", "QueryCommand"]);
    } finally {
      api.server.deps.store.db.middlewareStack.remove("count-every-game-requests");
    }
    const every = await allPages(ada, "seats=4&limit=2");
    const mine = every.ids.filter((id) => made.includes(id));
    expect(mine).toEqual([...made].reverse());
    expect(new Set(every.ids).size).toBe(every.ids.length);
    const listed = await lobbyOf(ada, "seats=4&limit=100");
    expect(new Set(listed.map((m) => m.game))).toEqual(new Set(["santa-cruz", "santa-maria"]));
    const created = listed.map((m) => m.createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    // a cursor belongs to the list that gave it
    const one = await ada.get("/v1/lobby?seats=4&limit=1");
    expectProblem(
      await ada.get(`/v1/lobby?game=santa-cruz&seats=4&cursor=${one.body.nextCursor}`),
      400,
      "validation-error",
    );
  });

  it("a page of the lobby is one Query, whatever the filter; a listing costs a put and two reads per lobby change", async () => {
    const sent: string[] = [];
    api.server.deps.store.db.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? "");
        return next(args);
      },
      { step: "initialize", name: "count-lobby-requests" },
    );
    try {
      const anyone = new Client(api.url);
      for (const query of ["game=santa-cruz&limit=2", "game=santa-cruz&seats=3&limit=2"]) {
        sent.length = 0;
        const page = await anyone.get(`/v1/lobby?${query}`);
        expect(page.body.nextCursor).not.toBeNull();
        expect(sent).toEqual(["QueryCommand"]);
        sent.length = 0;
        await anyone.get(`/v1/lobby?${query}&cursor=${page.body.nextCursor}`);
        expect(sent).toEqual(["QueryCommand"]);
      }
      // a seat taken in a public lobby against one in a private lobby: what keeping its listing costs
      const [host, guest] = await players(api.url, "Host", "Guest");
      const cost = async (listed: boolean) => {
        const made = (await host.post("/v1/matches", { game: "santa-maria", seats: 4, public: listed })).body;
        sent.length = 0;
        await guest.post(`/v1/matches/${made.id}/join`, listed ? {} : { inviteCode: made.inviteCode });
        return [...sent];
      };
      const [open, closed] = [await cost(true), await cost(false)];
      const extra = [...open];
      for (const command of closed) extra.splice(extra.indexOf(command), 1);
      // the listing's put, the creator's rating, and the lobby read again after the put
      expect(extra.sort()).toEqual(["GetItemCommand", "PutItemCommand", "QueryCommand"]);
    } finally {
      api.server.deps.store.db.middlewareStack.remove("count-lobby-requests");
    }
  });

  it("refuses a forged, foreign or oversized cursor and invalid queries with 400, and changes nothing", async () => {
    const [ada] = await players(api.url, "Forger");
    const first = await ada.get("/v1/lobby?game=santa-cruz&seats=3&limit=1");
    const cursor = first.body.nextCursor as string;
    expect(typeof cursor).toBe("string");
    const before = await tableSnapshot(api.server);
    const forged = Buffer.from(JSON.stringify({ v: 1, list: "moves/m_1", after: 3 })).toString("base64url");
    for (const query of [
      `game=santa-cruz&seats=3&cursor=${forged}`,
      "game=santa-cruz&seats=3&cursor=not-a-cursor",
      `game=santa-cruz&seats=4&cursor=${cursor}`,
      `game=santa-maria&seats=3&cursor=${cursor}`,
      `game=santa-cruz&seats=3&cursor=${"x".repeat(201)}`,
      "game=santa-cruz&limit=1000",
      "game=santa-cruz&limit=0",
      "game=santa-cruz&seats=abc",
      "game=santa-cruz&seats=99",
      "game=chess",
      `seats=3&cursor=${cursor}`,
      `game=${"a".repeat(5000)}`,
    ]) {
      expectProblem(await ada.get(`/v1/lobby?${query}`), 400, "validation-error");
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });
});

describe("quick match", () => {
  const api = useServer();

  it("quick match joins the oldest open match it fits, else opens a public one", async () => {
    const [ada, bea, cy, dee] = await players(api.url, "Q1", "Q2", "Q3", "Q4");
    const first = await ada.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 3 });
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBe(`/v1/matches/${first.body.id}`);
    expect(first.body).toMatchObject({ status: "lobby", public: true, createdBy: ada.id });
    const newer = (await dee.post("/v1/matches", { game: "santa-maria", seats: 3, public: true })).body;

    // pressing it again gives back the match you wait in, never a second seat or a second lobby
    const again = await ada.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 3 });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.seats.filter((s: Json) => s.player?.id === ada.id)).toHaveLength(1);

    const second = await bea.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 3 });
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    const third = await cy.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 3 });
    expect(third.body.id).toBe(first.body.id);
    expect(third.body.status).toBe("active");
    const ids = third.body.seats.map((s: Json) => s.player.id).sort();
    expect(ids).toEqual([ada.id, bea.id, cy.id].sort());
    expect((await lobbyOf(dee, "game=santa-maria")).map((m) => m.id)).toEqual([newer.id]);
  });

  it("asks for the options and clock it names, and takes any when it names none", async () => {
    const [ada, bea, cy, dee] = await players(api.url, "O1", "O2", "O3", "O4");
    const random = (
      await ada.post("/v1/matches", {
        game: "santa-cruz",
        seats: 3,
        public: true,
        options: { setAssignment: "random" },
      })
    ).body;
    const drafted = await bea.post("/v1/lobby/quick-match", {
      game: "santa-cruz",
      seats: 3,
      options: { setAssignment: "draft" },
    });
    expect(drafted.status).toBe(201);
    const clocked = await cy.post("/v1/lobby/quick-match", {
      game: "santa-cruz",
      seats: 3,
      clock: { moveHours: 48 },
    });
    expect(clocked.status).toBe(201);
    expect(clocked.body.clock.moveHours).toBe(48);
    const any = await dee.post("/v1/lobby/quick-match", { game: "santa-cruz", seats: 3 });
    expect(any.body.id).toBe(random.id);
    // one who waits already and names none gets their own match back
    const own = await cy.post("/v1/lobby/quick-match", { game: "santa-cruz", seats: 3 });
    expect(own.body.id).toBe(clocked.body.id);
  });

  it("gives a retry with the same Idempotency-Key the first answer and one seat", async () => {
    const [ada, bea] = await players(api.url, "K1", "K2");
    const open = (await ada.post("/v1/matches", { game: "santa-maria", seats: 4, public: true })).body;
    const key = { "Idempotency-Key": "quick-once" };
    const first = await bea.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 4 }, key);
    const retry = await bea.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 4 }, key);
    expect(first.body.id).toBe(open.id);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    const seated = (await ada.get(`/v1/matches/${open.id}`)).body.seats.filter(
      (s: Json) => s.player?.id === bea.id,
    );
    expect(seated).toHaveLength(1);
    const other = await bea.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 3 }, key);
    expectProblem(other, 422, "idempotency-key-reused");
  });

  it("refuses a stranger without a key, and bad input, with a problem and nothing changed", async () => {
    const [ada] = await players(api.url, "Bad");
    const before = await tableSnapshot(api.server);
    expectProblem(
      await new Client(api.url).post("/v1/lobby/quick-match", { game: "santa-cruz", seats: 2 }),
      401,
      "unauthorized",
    );
    expectProblem(
      await new Client(api.url, "p_forged.key").post("/v1/lobby/quick-match", {
        game: "santa-cruz",
        seats: 2,
      }),
      401,
      "unauthorized",
    );
    for (const body of [
      { game: "santa-cruz", seats: 9 },
      { game: "santa-cruz", seats: 1 },
      { game: "chess", seats: 2 },
      { game: "santa-cruz" },
      { game: "santa-cruz", seats: 2, options: { setAssignment: "cheat" } },
      { game: "santa-cruz", seats: 2, clock: { moveHours: 0 } },
      { game: "santa-cruz", seats: 2, extra: "x".repeat(100_000) },
    ]) {
      const reply = await ada.post("/v1/lobby/quick-match", body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expect(await tableSnapshot(api.server)).toEqual(before);
  });
});

describe("quick match races", () => {
  const api = useServer();

  it("two players quick-matching into the last seat get exactly one seat each, and no table overfills", async () => {
    const [ada, bea, cy, dee] = await players(api.url, "R1", "R2", "R3", "R4");
    const open = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 3, public: true })).body;
    await bea.post(`/v1/matches/${open.id}/join`, {});
    const [one, two] = await Promise.all(
      [cy, dee].map((p) => p.post("/v1/lobby/quick-match", { game: "santa-cruz", seats: 3 })),
    );
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    const [won, lost] = one.body.id === open.id ? [one, two] : [two, one];
    expect(won.body.id).toBe(open.id);
    expect(won.body.status).toBe("active");
    expect(won.body.seats).toHaveLength(3);
    expect(new Set(won.body.seats.map((s: Json) => s.player.id)).size).toBe(3);
    expect(lost.body).toMatchObject({ status: "lobby", public: true, seatCount: 3 });
    expect(lost.body.seats.filter((s: Json) => s.player !== null)).toHaveLength(1);
    expect((await lobbyOf(ada, "game=santa-cruz&seats=3")).map((m) => m.id)).toEqual([lost.body.id]);
  });

  it("many quick-matchers at once fill tables without overfilling any, each seated once", async () => {
    const crowd = await players(api.url, ...Array.from({ length: 8 }, (_, i) => `Crowd${i}`));
    const replies = await Promise.all(
      crowd.map((p) => p.post("/v1/lobby/quick-match", { game: "santa-maria", seats: 2 })),
    );
    for (const reply of replies) expect([200, 201]).toContain(reply.status);
    const matches = new Map<string, Json>();
    for (const reply of replies)
      matches.set(reply.body.id, (await crowd[0].get(`/v1/matches/${reply.body.id}`)).body);
    const seatsOf = new Map<string, number>();
    for (const match of matches.values()) {
      const seated = match.seats.filter((s: Json) => s.player !== null);
      expect(seated.length).toBeLessThanOrEqual(2);
      for (const s of seated) seatsOf.set(s.player.id, (seatsOf.get(s.player.id) ?? 0) + 1);
    }
    for (const p of crowd) expect(seatsOf.get(p.id)).toBe(1);
  });

  it("one player pressing quick match several times at once, with different keys or none, waits in one lobby", async () => {
    const [ada] = await players(api.url, "Presser");
    const ask = { game: "santa-cruz", seats: 4, options: { setAssignment: "random" } };
    const keys: Record<string, string>[] = [
      { "Idempotency-Key": "press-a" },
      { "Idempotency-Key": "press-b" },
      {},
      {},
      {},
    ];
    const replies = await Promise.all(keys.map((key) => ada.post("/v1/lobby/quick-match", ask, key)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    // no one else in these races opens a 4-seat Santa Cruz table
    const listed = await lobbyOf(ada, "game=santa-cruz&seats=4");
    expect(listed.map((m) => m.id)).toEqual([replies[0].body.id]);
    // a retry of a key gives its own answer again
    const retried = await ada.post("/v1/lobby/quick-match", ask, keys[1]);
    expect(retried.body.id).toBe(replies[0].body.id);
  });
});

describe("the lobby's list and quick match under faults", () => {
  const api = useServer();

  it("a listing written late, after its lobby closed, is taken out again", async () => {
    const [ada, bea] = await players(api.url, "L1", "L2");
    const open = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, public: true })).body;
    const { deps } = api.server;
    const stale = await deps.store.getMatch(open.id);
    if (!stale) throw new Error("no match");
    expect((await bea.post(`/v1/matches/${open.id}/join`, {})).body.status).toBe("active");
    // the late write of the lobby as it was before Bea took the last seat
    await keepListing(deps, stale);
    expect(await lobbyOf(ada, "game=santa-cruz")).toEqual([]);
  });

  it("a quick match that took the last seat and then lost the race to start keeps that seat, not a second one", async () => {
    const [ada, bea] = await players(api.url, "S1", "S2");
    const open = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, public: true })).body;
    const { db } = api.server.deps.store;
    // every write of the started header fails, as when others keep changing it first
    db.middlewareStack.add(
      (next) => async (args) => {
        const item = (args.input as { Item?: Record<string, { S?: string }> }).Item;
        if (item?.sk?.S === "MATCH" && item.status?.S === "active")
          throw new ConditionalCheckFailedException({ message: "lost", $metadata: {} });
        return next(args);
      },
      { step: "initialize", name: "start-always-lost" },
    );
    try {
      const reply = await bea.post("/v1/lobby/quick-match", { game: "santa-cruz", seats: 2 });
      expect(reply.status).toBe(200);
      expect(reply.body.id).toBe(open.id);
    } finally {
      db.middlewareStack.remove("start-always-lost");
    }
    const mine = (await bea.get("/v1/me/matches")).body.matches.map((m: Json) => m.id);
    expect(mine).toEqual([open.id]);
  });

  it("a quick match cut short between claiming its lobby and making it: a press meanwhile makes that lobby, one after the lease a new one", async () => {
    const [ada] = await players(api.url, "Q1");
    const { deps } = api.server;
    const player = await deps.store.getPlayer(ada.id);
    if (!player) throw new Error("no player");
    const { db } = deps.store;
    const failLobbyWrites = () =>
      db.middlewareStack.add(
        (next) => async (args) => {
          const item = (args.input as { Item?: Record<string, { S?: string }> }).Item;
          if (item?.sk?.S === "MATCH" && item.status?.S === "lobby") throw new Error("crashed");
          return next(args);
        },
        { step: "initialize", name: "lobby-write-crashes" },
      );
    const cutShort = async (ask: { game: string; seats: number }) => {
      failLobbyWrites();
      try {
        await expect(quickMatch(deps, player, ask)).rejects.toThrow("crashed");
      } finally {
        db.middlewareStack.remove("lobby-write-crashes");
      }
    };
    const soon = { game: "santa-cruz", seats: 3 };
    await cutShort(soon);
    const meanwhile = await quickMatch(deps, player, soon);
    const again = await quickMatch(deps, player, soon);
    expect(meanwhile.opened).toBe(false);
    expect(again.match.id).toBe(meanwhile.match.id);
    const late = { game: "santa-maria", seats: 3 };
    await cutShort(late);
    const afterLease = { ...deps, now: () => new Date(Date.now() + 31_000) };
    const opened = await quickMatch(afterLease, player, late);
    expect(opened.opened).toBe(true);
    const mine = (await ada.get("/v1/me/matches")).body.matches.map((m: Json) => m.id);
    expect(mine.sort()).toEqual([meanwhile.match.id, opened.match.id].sort());
  });

  it("a quick match whose lobby started, or was left, opens a new one for the same ask", async () => {
    const [ada, bea] = await players(api.url, "N1", "N2");
    const ask = { game: "santa-maria", seats: 2, options: {} };
    const first = (await ada.post("/v1/lobby/quick-match", ask)).body;
    expect((await bea.post(`/v1/matches/${first.id}/join`, {})).body.status).toBe("active");
    const second = await ada.post("/v1/lobby/quick-match", ask);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.id);
    expect((await ada.post(`/v1/matches/${second.body.id}/leave`, {})).status).toBe(200);
    const third = await ada.post("/v1/lobby/quick-match", ask);
    expect(third.status).toBe(201);
    expect([first.id, second.body.id]).not.toContain(third.body.id);
    // no lobby of this test is left for the next ones to join
    expect((await ada.post(`/v1/matches/${third.body.id}/leave`, {})).status).toBe(200);
  });

  it("a quick match cut short and resumed under its key finds the seat it took, not a second one", async () => {
    const [ada, bea] = await players(api.url, "C1", "C2");
    const { deps } = api.server;
    const open = (await ada.post("/v1/matches", { game: "santa-maria", seats: 4, public: true })).body;
    const player = await deps.store.getPlayer(bea.id);
    if (!player) throw new Error("no player");
    const ask = { game: "santa-maria", seats: 4 };
    const first = await quickMatch(deps, player, ask, { key: "cut-short", resumed: false });
    await ada.post("/v1/matches", { game: "santa-maria", seats: 4, public: true });
    const resumed = await quickMatch(deps, player, ask, { key: "cut-short", resumed: true });
    expect([first.match.id, resumed.match.id]).toEqual([open.id, open.id]);
    expect(resumed.opened).toBe(false);
    const opened = await quickMatch(
      deps,
      player,
      { game: "santa-maria", seats: 2 },
      { key: "opens", resumed: false },
    );
    const again = await quickMatch(
      deps,
      player,
      { game: "santa-maria", seats: 2 },
      { key: "opens", resumed: true },
    );
    expect(again).toMatchObject({ opened: true, match: { id: opened.match.id } });
    const mine = (await bea.get("/v1/me/matches?limit=100")).body.matches.map((m: Json) => m.id);
    expect(mine.sort()).toEqual([open.id, opened.match.id].sort());
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { santaCruzRuleCodes } from "../../domain/santa-cruz/rule-codes";
import { santaMariaRuleCodes } from "../../domain/santa-maria/rule-codes";
import { problemKinds } from "../../functions/http/problem";
import { FIELD_ERROR_CODES, type FieldErrorCode } from "../../functions/requests/field-errors";
import {
  Client,
  expectProblem,
  finishMatch,
  inSeats,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

const api = useServer();

/**
 * Sends a request that must be refused with that problem, and checks that it changed nothing: the
 * whole table is the same before and after, and so is the watched match as its reader sees it.
 */
async function refused(
  send: () => Promise<Reply>,
  status: number,
  kind: keyof typeof problemKinds,
  watch?: { reader: Client; matchId: string },
): Promise<Reply> {
  expect(problemKinds[kind].status).toBe(status);
  const read = async () => (watch ? (await watch.reader.get(`/v1/matches/${watch.matchId}`)).body : null);
  const table = await tableSnapshot(api.server);
  const match = await read();
  const reply = await send();
  expectProblem(reply, status, kind);
  expect(await tableSnapshot(api.server)).toEqual(table);
  expect(await read()).toEqual(match);
  return reply;
}

async function players(...names: string[]): Promise<Player[]> {
  return Promise.all(names.map((name) => newPlayer(api.url, name)));
}

/** A started two-player match, its players by seat, and a player with no seat in it. */
async function twoPlayerMatch(seed: string, options?: unknown) {
  const [host, guest, outsider] = await players(`${seed}-host`, `${seed}-guest`, `${seed}-outsider`);
  const match = await startedMatch([host, guest], { seed, options });
  const bySeat = inSeats(match, [host, guest]);
  const [active] = match.activeSeats as number[];
  const actor = bySeat[active];
  const waiting = bySeat[1 - active];
  const mine = (await actor.get(`/v1/matches/${match.id}`)).body;
  return {
    match,
    bySeat,
    actor,
    waiting,
    outsider,
    mine,
    watch: { reader: actor, matchId: match.id as string },
  };
}

function pathsOf(reply: Reply): string[] {
  expect(Array.isArray(reply.body.errors)).toBe(true);
  expect(reply.body.errors.length).toBeGreaterThan(0);
  for (const e of reply.body.errors)
    expect(e).toEqual({
      path: expect.any(String),
      code: expect.toBeOneOf([...FIELD_ERROR_CODES]),
      message: expect.any(String),
    });
  return reply.body.errors.map((e: Json) => e.path);
}

describe("requests the API cannot read", () => {
  it("answers malformed JSON with 400 malformed-json on every POST that takes a body", async () => {
    const { match, actor, outsider, watch } = await twoPlayerMatch("malformed");
    const raw = (client: Client, path: string) => () =>
      client.request("POST", path, {
        raw: '{"name": "Ada", ',
        headers: { "Content-Type": "application/json" },
      });
    await refused(raw(new Client(api.url), "/v1/players"), 400, "malformed-json");
    await refused(raw(actor, "/v1/matches"), 400, "malformed-json");
    await refused(raw(outsider, `/v1/matches/${match.id}/join`), 400, "malformed-json", watch);
    await refused(raw(actor, `/v1/matches/${match.id}/actions`), 400, "malformed-json", watch);
  });

  it("refuses a body on a POST that takes none unless it is nothing or {}: a resign with garbage resigns nothing", async () => {
    const { match, actor, waiting, watch } = await twoPlayerMatch("no-body");
    const sent = (client: Client, path: string, raw: string) => () =>
      client.request("POST", path, { raw, headers: { "Content-Type": "application/json" } });
    const resign = `/v1/matches/${match.id}/resign`;
    await refused(sent(actor, resign, "{not json"), 400, "malformed-json", watch);
    const unknown = await refused(sent(waiting, resign, '{"foo":1}'), 400, "validation-error", watch);
    expect(pathsOf(unknown)).toEqual(["foo"]);
    await refused(sent(actor, resign, "[]"), 400, "validation-error", watch);
    await refused(sent(actor, `/v1/matches/${match.id}/rematch`, "{not json"), 400, "malformed-json", watch);
    // nothing, whitespace or an empty object are taken as no body
    expect((await sent(actor, resign, " \n")()).status).toBe(200);
    const lobby = (await actor.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    expect((await sent(actor, `/v1/matches/${lobby.id}/leave`, "{}")()).status).toBe(200);
  });

  it("answers a body that is not JSON, or has no Content-Type, with 415", async () => {
    const { match, actor, outsider, mine, watch } = await twoPlayerMatch("media-type");
    const body = JSON.stringify({ action: mine.legalActions[0], expectedVersion: mine.version });
    const as =
      (client: Client, path: string, type: string | null, text = body) =>
      () =>
        type === null
          ? client.request("POST", path, { raw: new TextEncoder().encode(text) })
          : client.request("POST", path, { raw: text, headers: { "Content-Type": type } });
    const actions = `/v1/matches/${match.id}/actions`;
    await refused(as(actor, actions, "text/plain"), 415, "unsupported-media-type", watch);
    await refused(as(actor, actions, null), 415, "unsupported-media-type", watch);
    await refused(
      as(actor, actions, "application/x-www-form-urlencoded"),
      415,
      "unsupported-media-type",
      watch,
    );
    await refused(
      as(new Client(api.url), "/v1/players", "text/plain", '{"name":"Ada"}'),
      415,
      "unsupported-media-type",
    );
    await refused(
      as(actor, "/v1/matches", null, '{"game":"santa-cruz","seats":2}'),
      415,
      "unsupported-media-type",
    );
    await refused(
      as(outsider, `/v1/matches/${match.id}/join`, "application/xml", "<join/>"),
      415,
      "unsupported-media-type",
      watch,
    );
    await refused(
      as(actor, `/v1/matches/${match.id}/start`, "text/plain", "now"),
      415,
      "unsupported-media-type",
      watch,
    );
    // another JSON type is not the one the body is declared as
    for (const type of [
      "application/merge-patch+json",
      "application/vnd.evil+json",
      "application/problem+json",
    ])
      await refused(as(actor, actions, type, body), 415, "unsupported-media-type", watch);
    // JSON with a charset is JSON
    const ok = await actor.request("POST", actions, {
      raw: body,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(ok.status).toBe(201);
  });

  it("answers unknown routes with 404 not-found, and other methods of a known one with 405", async () => {
    const { match, actor, watch } = await twoPlayerMatch("routes");
    await refused(() => actor.get("/v1/nothing-here"), 404, "not-found");
    await refused(() => new Client(api.url).get("/v2/games"), 404, "not-found");
    await refused(() => actor.post(`/v1/matches/${match.id}/dance`, { steps: 3 }), 404, "not-found", watch);
    const deleted = await refused(
      () => actor.request("DELETE", `/v1/matches/${match.id}`),
      405,
      "method-not-allowed",
      watch,
    );
    expect(deleted.headers.get("allow")).toBe("GET");
    const put = await refused(
      () => actor.request("PUT", "/v1/players", { body: { name: "Ada" } }),
      405,
      "method-not-allowed",
    );
    expect(put.headers.get("allow")).toBe("POST");
  });
});

describe("requests that do not fit the schema: 400 validation-error, field by field", () => {
  it("refuses bad players and matches", async () => {
    const anon = new Client(api.url);
    const [host] = await players("validator");
    // each refused field says what is wrong with it, by a code a client can choose its own words by
    const cases: [Client, string, unknown, string, FieldErrorCode][] = [
      [anon, "/v1/players", { name: "" }, "name", "too-small"],
      [anon, "/v1/players", { name: "x".repeat(41) }, "name", "too-big"],
      [anon, "/v1/players", { name: 7 }, "name", "wrong-type"],
      [anon, "/v1/players", {}, "name", "missing"],
      [anon, "/v1/players", { name: "Ada", email: "not-an-address" }, "email", "bad-format"],
      [anon, "/v1/players", { name: "Ada", mail: "ada@example.com" }, "mail", "unknown-field"],
      [anon, "/v1/players", [], "", "wrong-type"],
      [host, "/v1/matches", { game: "santa-cruz", seats: 5 }, "seats", "too-big"],
      [host, "/v1/matches", { game: "santa-cruz", seats: 1 }, "seats", "too-small"],
      [host, "/v1/matches", { game: "santa-cruz", seats: "two" }, "seats", "wrong-type"],
      [host, "/v1/matches", { game: "chess", seats: 2 }, "game", "not-allowed"],
      [host, "/v1/matches", { seats: 2 }, "game", "missing"],
      [
        host,
        "/v1/matches",
        { game: "santa-cruz", seats: 2, options: { setAssignment: "chaos" } },
        "options.setAssignment",
        "not-allowed",
      ],
      [host, "/v1/matches", { game: "santa-cruz", seats: 2, seed: "" }, "seed", "too-small"],
    ];
    for (const [client, path, body, field, code] of cases) {
      const reply = await refused(() => client.post(path, body), 400, "validation-error");
      expect(pathsOf(reply), JSON.stringify(body)).toContain(field);
      expect(reply.body.errors, JSON.stringify(body)).toContainEqual(
        expect.objectContaining({ path: field, code }),
      );
    }
    const unknownOption = await refused(
      () => host.post("/v1/matches", { game: "santa-cruz", seats: 2, options: { colour: "red" } }),
      400,
      "validation-error",
    );
    expect(pathsOf(unknownOption).every((p) => p.startsWith("options"))).toBe(true);
  });

  it("refuses bad joins, actions, queries and headers", async () => {
    const lobbyHost = (await players("lobby-host"))[0];
    const [joiner] = await players("joiner");
    const lobby = (await lobbyHost.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const lobbyWatch = { reader: lobbyHost, matchId: lobby.id };
    const join = `/v1/matches/${lobby.id}/join`;
    // a private match's code is asked for by the match, not by the request's shape: public ones need none
    await refused(() => joiner.post(join, {}), 403, "forbidden", lobbyWatch);
    const badSeat = { inviteCode: lobby.inviteCode, seat: -1 };
    expect(
      pathsOf(await refused(() => joiner.post(join, badSeat), 400, "validation-error", lobbyWatch)),
    ).toContain("seat");
    // a seat the match does not have
    await refused(
      () => joiner.post(join, { inviteCode: lobby.inviteCode, seat: 2 }),
      400,
      "validation-error",
      lobbyWatch,
    );

    const { match, actor, mine, watch } = await twoPlayerMatch("shapes");
    const actions = `/v1/matches/${match.id}/actions`;
    const v = mine.version;
    const wrongShapes: [unknown, string][] = [
      [{ action: { type: "fly" }, expectedVersion: v }, "action"],
      [{ action: { type: "land" }, expectedVersion: v }, "action"],
      [{ action: { type: "land", site: 999 }, expectedVersion: v }, "action"],
      [{ action: { type: "land", site: 3, also: 1 }, expectedVersion: v }, "action"],
      [{ action: { type: "chooseSet", set: "Z" }, expectedVersion: v }, "action"],
      [{ action: "chooseSet", expectedVersion: v }, "action"],
      [{ expectedVersion: v }, "action"],
      [{ action: mine.legalActions[0], expectedVersion: -1 }, "expectedVersion"],
      [{ action: mine.legalActions[0], expectedVersion: `${v}` }, "expectedVersion"],
    ];
    for (const [body, field] of wrongShapes) {
      const reply = await refused(() => actor.post(actions, body), 400, "validation-error", watch);
      expect(
        pathsOf(reply).some((p) => p === field || p.startsWith(`${field}.`)),
        JSON.stringify(body),
      ).toBe(true);
    }

    for (const query of ["limit=0", "limit=101", "limit=many"]) {
      const reply = await refused(() => actor.get(`/v1/me/matches?${query}`), 400, "validation-error");
      expect(pathsOf(reply)).toContain("limit");
    }
    for (const [query, field] of [
      ["after=-1", "after"],
      ["after=soon", "after"],
      ["limit=0", "limit"],
      ["limit=501", "limit"],
    ]) {
      const reply = await refused(
        () => actor.get(`/v1/matches/${match.id}/moves?${query}`),
        400,
        "validation-error",
      );
      expect(pathsOf(reply)).toContain(field);
    }

    const action = { action: mine.legalActions[0] };
    await refused(
      () => actor.post(actions, action, { "If-Match": "yesterday" }),
      400,
      "validation-error",
      watch,
    );
    await refused(
      () => actor.post(actions, { ...action, expectedVersion: v }, { "Idempotency-Key": "k".repeat(201) }),
      400,
      "validation-error",
      watch,
    );
    await refused(
      () =>
        new Client(api.url).post(
          "/v1/players",
          { name: "Ada" },
          { "Idempotency-Key": "spaces are not allowed" },
        ),
      400,
      "validation-error",
    );
  });
});

describe("integers in a query string", () => {
  const document = JSON.parse(readFileSync("openapi/openapi.json", "utf8"));
  const integerParameters: { path: string; name: string; minimum: number }[] = Object.entries(
    document.paths as Record<string, Record<string, Json>>,
  ).flatMap(([path, operations]) =>
    (operations.get?.parameters ?? [])
      .filter((p: Json) => p.in === "query" && p.schema.type === "integer")
      .map((p: Json) => ({ path, name: p.name, minimum: p.schema.minimum })),
  );

  it("are read as decimal digits only: 1e1, 0x10, 0b1, 7.0, +7, a space or nothing is a 400 naming the parameter", async () => {
    expect(integerParameters.length).toBeGreaterThanOrEqual(11);
    const { match, actor } = await twoPlayerMatch("query-integers");
    const url = (path: string) => path.replace("{matchId}", match.id).replace("{gameId}", "santa-cruz");
    for (const { path, name, minimum } of integerParameters) {
      for (const written of ["1e1", "0x10", "0b1", "7.0", "+7", "%207", "7%20", ""]) {
        const reply = await refused(
          () => actor.get(`${url(path)}?${name}=${written}`),
          400,
          "validation-error",
        );
        expect(reply.body.errors, `${path} ${name}=${written}`).toContainEqual(
          expect.objectContaining({ path: name, code: "wrong-type" }),
        );
      }
      const plain = await actor.get(`${url(path)}?${name}=${Math.max(minimum, 1)}`);
      expect(plain.status, `${path} ${name}=${Math.max(minimum, 1)}`).not.toBe(400);
    }
  });
});

describe("refusals of what lies outside a body's schema name their field too", () => {
  it("a header, a cursor and a seat the match lacks each get an errors entry with a code", async () => {
    const { match, actor, mine } = await twoPlayerMatch("outside");
    const actions = `/v1/matches/${match.id}/actions`;
    const entry = async (reply: Promise<Reply>, path: string, code: FieldErrorCode) => {
      const refusal = await reply;
      expectProblem(refusal, 400, "validation-error");
      expect(refusal.body.errors).toEqual([{ path, code, message: expect.any(String) }]);
    };
    const action = { action: mine.legalActions[0] };
    await entry(actor.post(actions, action, { "If-Match": "yesterday" }), "If-Match", "bad-format");
    // a number no version can reach is no version: not a 412 telling of version 1e+23
    await entry(
      actor.post(actions, action, { "If-Match": '"v99999999999999999999999"' }),
      "If-Match",
      "bad-format",
    );
    await entry(
      actor.post(actions, { ...action, expectedVersion: mine.version }, { "Idempotency-Key": "ümlaut" }),
      "Idempotency-Key",
      "bad-format",
    );
    const foreign = (await actor.get("/v1/me/matches?limit=1")).body.nextCursor ?? "eyJ2IjoxfQ";
    await entry(actor.get(`/v1/matches/${match.id}/moves?cursor=${foreign}`), "cursor", "not-allowed");
    await entry(actor.get(`/v1/games/santa-cruz/leaderboard?cursor=${foreign}`), "cursor", "not-allowed");
    await entry(
      actor.get(`/v1/me/matches?cursor=${encodeURIComponent("eyJ2IjoxfQ")}`),
      "cursor",
      "not-allowed",
    );
    const [host, guest] = await players("outside-host", "outside-guest");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    await entry(
      guest.post(`/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode, seat: 2 }),
      "seat",
      "too-big",
    );
    // nothing refused was applied
    expect((await actor.get(`/v1/matches/${match.id}`)).body.version).toBe(mine.version);
  });
});

describe("who may do what", () => {
  it("asks for a valid bearer key with 401 and a WWW-Authenticate challenge", async () => {
    const { match, actor, mine, watch } = await twoPlayerMatch("auth");
    const [, secret] = actor.apiKey?.split(".") ?? [];
    const otherId = (await players("someone"))[0].id;
    const keys = [null, "nope", `${actor.id}.wrong-secret`, `${otherId}.${secret}`, `${actor.id}.`];
    const act = { action: mine.legalActions[0], expectedVersion: mine.version };
    for (const key of keys) {
      const client = new Client(api.url, key);
      for (const send of [
        () => client.post(`/v1/matches/${match.id}/actions`, act),
        () => client.post("/v1/matches", { game: "santa-cruz", seats: 2 }),
        () => client.post(`/v1/matches/${match.id}/start`),
        () => client.get("/v1/me"),
        () => client.get("/v1/me/matches"),
      ]) {
        const reply = await refused(send, 401, "unauthorized", watch);
        expect(reply.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
      }
    }
    // other schemes, and a key on a route that works without one, are refused too
    for (const authorization of ["Basic YWRhOmFkYQ==", "Bearer", `Token ${actor.apiKey}`]) {
      await refused(
        () => new Client(api.url).get(`/v1/matches/${match.id}`, { Authorization: authorization }),
        401,
        "unauthorized",
        watch,
      );
    }
    await refused(
      () => new Client(api.url, "nope").get(`/v1/matches/${match.id}`),
      401,
      "unauthorized",
      watch,
    );
    await refused(
      () => new Client(api.url, "nope").post("/v1/players", { name: "Ada" }),
      401,
      "unauthorized",
    );
  });

  it("refuses acting, starting or joining without the right seat or code with 403", async () => {
    const { match, mine, outsider, watch } = await twoPlayerMatch("forbidden");
    const act = { action: mine.legalActions[0], expectedVersion: mine.version };
    await refused(() => outsider.post(`/v1/matches/${match.id}/actions`, act), 403, "forbidden", watch);

    const [host, stranger] = await players("forbidden-host", "forbidden-stranger");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    const lobbyWatch = { reader: host, matchId: lobby.id };
    await refused(
      () => stranger.post(`/v1/matches/${lobby.id}/join`, { inviteCode: "not-the-code" }),
      403,
      "forbidden",
      lobbyWatch,
    );
    await refused(
      () => stranger.post(`/v1/matches/${lobby.id}/join`, { inviteCode: `${lobby.inviteCode}x` }),
      403,
      "forbidden",
      lobbyWatch,
    );
    await refused(() => stranger.post(`/v1/matches/${lobby.id}/start`), 403, "forbidden", lobbyWatch);
  });
});

describe("requests the match's state does not allow", () => {
  it("answers seat taken, already seated, not seated, full and started with 409 conflict", async () => {
    const [host, second, third, late] = await players("c-host", "c-second", "c-third", "c-late");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    const join = `/v1/matches/${lobby.id}/join`;
    const code = { inviteCode: lobby.inviteCode };
    expect((await second.post(join, { ...code, seat: 1 })).status).toBe(200);
    const watch = { reader: host, matchId: lobby.id };
    await refused(() => third.post(join, { ...code, seat: 1 }), 409, "conflict", watch);
    await refused(() => third.post(join, { ...code, seat: 0 }), 409, "conflict", watch);
    await refused(() => second.post(join, code), 409, "conflict", watch);
    await refused(() => host.post(join, { ...code, seat: 2 }), 409, "conflict", watch);
    await refused(() => late.post(`/v1/matches/${lobby.id}/leave`), 409, "conflict", watch);

    // the last seat fills the table, which starts it; then nothing about seating is possible
    const full = await third.post(join, code);
    expect(full.body.status).toBe("active");
    await refused(() => late.post(join, code), 409, "conflict", watch);
    await refused(() => second.post(join, code), 409, "conflict", watch);
    await refused(() => second.post(`/v1/matches/${lobby.id}/leave`), 409, "conflict", watch);
    await refused(() => host.post(`/v1/matches/${lobby.id}/start`), 409, "conflict", watch);
  });

  it("will not start with too few players, nor publish the history before the end", async () => {
    const [host] = await players("lonely");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const watch = { reader: host, matchId: lobby.id };
    await refused(() => host.post(`/v1/matches/${lobby.id}/start`), 409, "conflict", watch);
    await refused(() => new Client(api.url).get(`/v1/matches/${lobby.id}/history`), 409, "conflict", watch);
    const { match, actor } = await twoPlayerMatch("no-history-yet");
    for (const reader of [actor, new Client(api.url)]) {
      const reply = await refused(() => reader.get(`/v1/matches/${match.id}/history`), 409, "conflict");
      expect(JSON.stringify(reply.body)).not.toContain("no-history-yet");
    }
  });

  it("answers a stale version with 409 stale-version (412 for If-Match) and the current one", async () => {
    const { match, actor, waiting, mine, watch } = await twoPlayerMatch("stale");
    const actions = `/v1/matches/${match.id}/actions`;
    const first = await actor.post(actions, { action: mine.legalActions[0], expectedVersion: mine.version });
    expect(first.status).toBe(201);
    const current = first.body.version;
    const next = (await waiting.get(`/v1/matches/${match.id}`)).body;
    expect(next.awaitingYou).toBe(true);
    const watchNext = { ...watch, reader: waiting };
    for (const stale of [mine.version, current - 2, current + 1, current + 40]) {
      const body = { action: next.legalActions[0], expectedVersion: stale };
      // a version the match never reached is not stale: it is unknown
      const kind = stale > current ? "unknown-version" : "stale-version";
      const reply = await refused(() => waiting.post(actions, body), 409, kind, watchNext);
      expect(reply.body.currentVersion).toBe(current);
      const viaIfMatch = await refused(
        () => waiting.post(actions, { action: next.legalActions[0] }, { "If-Match": `"v${stale}"` }),
        412,
        "precondition-failed",
        watchNext,
      );
      expect(viaIfMatch.body.currentVersion).toBe(current);
    }
    // the same version in both is one precondition; the ETag of a GET works as If-Match
    const etag = (await waiting.get(`/v1/matches/${match.id}`)).headers.get("etag") as string;
    const accepted = await waiting.post(actions, { action: next.legalActions[0] }, { "If-Match": etag });
    expect(accepted.status).toBe(201);
  });

  it("refuses If-Match and expectedVersion that contradict each other with 400, whichever is current", async () => {
    const { match, actor, mine, watch } = await twoPlayerMatch("contradiction");
    const actions = `/v1/matches/${match.id}/actions`;
    const current = mine.version;
    for (const [ifMatch, expectedVersion] of [
      [current, current - 1],
      [current, current + 1],
      [current - 1, current],
      [current + 1, current],
    ]) {
      const body = { action: mine.legalActions[0], expectedVersion };
      const reply = await refused(
        () => actor.post(actions, body, { "If-Match": `"v${ifMatch}"` }),
        400,
        "validation-error",
        watch,
      );
      expect(pathsOf(reply)).toEqual(["expectedVersion"]);
    }
    const agreeing = { action: mine.legalActions[0], expectedVersion: current };
    expect((await actor.post(actions, agreeing, { "If-Match": `"v${current}"` })).status).toBe(201);
  });

  it("asks for the version with 428 precondition-required", async () => {
    const { match, actor, mine, watch } = await twoPlayerMatch("no-version");
    await refused(
      () => actor.post(`/v1/matches/${match.id}/actions`, { action: mine.legalActions[0] }),
      428,
      "precondition-required",
      watch,
    );
  });

  it("answers an action the rules forbid with 422 rule-violation and the rule's code", async () => {
    // a draft: only the last seat may choose a set first
    const draft = await twoPlayerMatch("illegal-draft");
    const notYours = await refused(
      () =>
        draft.waiting.post(`/v1/matches/${draft.match.id}/actions`, {
          action: draft.mine.legalActions[0],
          expectedVersion: draft.mine.version,
        }),
      422,
      "rule-violation",
      draft.watch,
    );
    expect(notYours.body.code).toBe("not-your-turn");
    expect(typeof notYours.body.detail).toBe("string");

    // dealt sets: the round starts by landing on a coast site; face-down sites are inland
    const dealt = await twoPlayerMatch("illegal-landing", { setAssignment: "random" });
    expect(dealt.mine.view.phase).toBe("landing");
    const actions = `/v1/matches/${dealt.match.id}/actions`;
    const inland = dealt.mine.view.sites.find((s: Json) => s.tile === null).site;
    expect(dealt.mine.legalActions).not.toContainEqual({ type: "land", site: inland });
    const offCoast = await refused(
      () =>
        dealt.actor.post(actions, {
          action: { type: "land", site: inland },
          expectedVersion: dealt.mine.version,
        }),
      422,
      "rule-violation",
      dealt.watch,
    );
    expect(offCoast.body.code).toBe("site-out-of-reach");
    const myCard = dealt.mine.view.seats[dealt.mine.yourSeat].scoringCards[0];
    const tooEarly = await refused(
      () =>
        dealt.actor.post(actions, {
          action: { type: "playScoring", card: myCard },
          expectedVersion: dealt.mine.version,
        }),
      422,
      "rule-violation",
      dealt.watch,
    );
    expect(tooEarly.body.code).toBe("wrong-phase");
    const notDrafting = await refused(
      () =>
        dealt.actor.post(actions, {
          action: { type: "chooseSet", set: "A" },
          expectedVersion: dealt.mine.version,
        }),
      422,
      "rule-violation",
      dealt.watch,
    );
    expect(notDrafting.body.code).toBe("wrong-phase");
  });

  it("refuses every change to a finished match and answers unknown matches with 404", async () => {
    const { match, bySeat, outsider } = await twoPlayerMatch("finished");
    const version = await finishMatch(bySeat, match.id);
    const watch = { reader: bySeat[0], matchId: match.id };
    const last = (await bySeat[0].get(`/v1/matches/${match.id}`)).body;
    expect(last.status).toBe("finished");
    const someAction = { type: "chooseSet", set: "A" };
    for (const player of bySeat) {
      await refused(
        () =>
          player.post(`/v1/matches/${match.id}/actions`, { action: someAction, expectedVersion: version }),
        409,
        "conflict",
        watch,
      );
      const stale = await refused(
        () =>
          player.post(`/v1/matches/${match.id}/actions`, {
            action: someAction,
            expectedVersion: version - 1,
          }),
        409,
        "stale-version",
        watch,
      );
      expect(stale.body.currentVersion).toBe(version);
      await refused(() => player.post(`/v1/matches/${match.id}/leave`), 409, "conflict", watch);
      await refused(() => player.post(`/v1/matches/${match.id}/start`), 409, "conflict", watch);
    }
    await refused(
      () => outsider.post(`/v1/matches/${match.id}/join`, { inviteCode: "whatever-it-was" }),
      403,
      "forbidden",
      watch,
    );
    expect((await outsider.get(`/v1/matches/${match.id}/history`)).status).toBe(200);

    const nowhere = "/v1/matches/m_doesNotExist0";
    const anon = new Client(api.url);
    await refused(() => anon.get(nowhere), 404, "not-found");
    await refused(() => outsider.get(nowhere), 404, "not-found");
    await refused(() => anon.get(`${nowhere}/moves`), 404, "not-found");
    await refused(() => anon.get(`${nowhere}/history`), 404, "not-found");
    await refused(
      () => outsider.post(`${nowhere}/actions`, { action: someAction, expectedVersion: 3 }),
      404,
      "not-found",
    );
    await refused(() => outsider.post(`${nowhere}/join`, { inviteCode: "x" }), 404, "not-found");
    await refused(() => outsider.post(`${nowhere}/leave`), 404, "not-found");
    await refused(() => outsider.post(`${nowhere}/start`), 404, "not-found");
    await refused(() => anon.get("/v1/games/chess"), 404, "not-found");
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry of POST /v1/players with 409 and no API key (it is shown once), and creates one player", async () => {
    const anon = new Client(api.url);
    const key = { "Idempotency-Key": "player-ada-0b6f1c9e-41a7-4c1e-9a57-2f4e8d7c3a10" };
    const first = await anon.post("/v1/players", { name: "Ada", email: "ada@example.com" }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const retry = await refused(
      () => anon.post("/v1/players", { name: "Ada", email: "ada@example.com" }, key),
      409,
      "conflict",
    );
    expect(JSON.stringify(retry.body)).not.toContain(first.body.apiKey.split(".")[1]);
    const me = await new Client(api.url, first.body.apiKey).get("/v1/me");
    expect(me.body.id).toBe(first.body.player.id);

    await refused(() => anon.post("/v1/players", { name: "Bea" }, key), 422, "idempotency-key-reused");
  });

  it("asks anonymous callers for an unguessable key, since they share one key space", async () => {
    const anon = new Client(api.url);
    const short = await refused(
      () => anon.post("/v1/players", { name: "Cy" }, { "Idempotency-Key": "short-key" }),
      400,
      "validation-error",
    );
    // named as every refused field is: which one, and why, as a code
    expect(short.body.errors).toEqual([
      { path: "Idempotency-Key", code: "too-small", message: expect.stringContaining("at least 32") },
    ]);
  });

  it("gives a retry of POST /v1/matches the first answer, per player", async () => {
    const [host, other] = await players("idem-host", "idem-other");
    const key = { "Idempotency-Key": "open-a-table" };
    const body = { game: "santa-cruz", seats: 3, seed: "idem-seed" };
    const first = await host.post("/v1/matches", body, key);
    expect(first.status).toBe(201);
    const table = await tableSnapshot(api.server);
    const retry = await host.post("/v1/matches", body, key);
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.headers.get("location")).toBe(`/v1/matches/${first.body.id}`);
    expect(retry.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await tableSnapshot(api.server)).toEqual(table);
    expect((await host.get("/v1/me/matches")).body.matches.map((m: Json) => m.id)).toEqual([first.body.id]);

    await refused(() => host.post("/v1/matches", { ...body, seats: 2 }, key), 422, "idempotency-key-reused");
    // the same key on another route is another request too
    await refused(
      () => host.post(`/v1/matches/${first.body.id}/leave`, undefined, key),
      422,
      "idempotency-key-reused",
    );
    // keys belong to their player: another player's key of the same name is theirs alone
    const others = await other.post("/v1/matches", body, key);
    expect(others.status).toBe(201);
    expect(others.body.id).not.toBe(first.body.id);
    expect(others.headers.get("idempotent-replayed")).toBeNull();
  });

  it("gives a retry of a join the first answer, refusals included", async () => {
    const [host, guest, third] = await players("join-host", "join-guest", "join-third");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    const join = `/v1/matches/${lobby.id}/join`;

    const wrong = await guest.post(join, { inviteCode: "guess" }, { "Idempotency-Key": "join-wrong" });
    expectProblem(wrong, 403, "forbidden");
    const wrongAgain = await guest.post(join, { inviteCode: "guess" }, { "Idempotency-Key": "join-wrong" });
    expect({ status: wrongAgain.status, body: wrongAgain.body }).toEqual({ status: 403, body: wrong.body });
    expect(wrongAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(wrongAgain.headers.get("content-type")).toMatch(/^application\/problem\+json/);

    const key = { "Idempotency-Key": "join-right" };
    const first = await guest.post(join, { inviteCode: lobby.inviteCode }, key);
    expect(first.status).toBe(200);
    expect(first.body.yourSeat).toBe(1);
    const table = await tableSnapshot(api.server);
    const retry = await guest.post(join, { inviteCode: lobby.inviteCode }, key);
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 200, body: first.body });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await tableSnapshot(api.server)).toEqual(table);
    // without the key, the same join is a conflict: the retry really was answered from the record
    await refused(() => guest.post(join, { inviteCode: lobby.inviteCode }), 409, "conflict");
    await refused(
      () => guest.post(join, { inviteCode: lobby.inviteCode, seat: 2 }, key),
      422,
      "idempotency-key-reused",
    );
    expect((await third.post(join, { inviteCode: lobby.inviteCode })).body.status).toBe("active");
  });

  it("gives a retry of an action its first answer, even after the match moved on", async () => {
    const { match, actor, waiting, mine, watch } = await twoPlayerMatch("idem-action");
    const actions = `/v1/matches/${match.id}/actions`;
    const key = { "Idempotency-Key": "my-first-move" };
    const body = { action: mine.legalActions[0], expectedVersion: mine.version };
    const first = await actor.post(actions, body, key);
    expect(first.status).toBe(201);
    // the Location names the move, as its author sees it
    const location = first.headers.get("location") as string;
    expect((await actor.get(location)).body.moves).toEqual([first.body]);
    const table = await tableSnapshot(api.server);
    const retry = await actor.post(actions, body, key);
    expect({ status: retry.status, body: retry.body }).toEqual({ status: 201, body: first.body });
    expect(await tableSnapshot(api.server)).toEqual(table);

    // a different action under the same key, at the same version, is refused
    const other = mine.legalActions.find((a: Json) => JSON.stringify(a) !== JSON.stringify(body.action));
    expect(other).toBeDefined();
    await refused(
      () => actor.post(actions, { action: other, expectedVersion: mine.version }, key),
      422,
      "idempotency-key-reused",
      watch,
    );

    // the other seat moves; the retry still gets the first answer and changes nothing
    const next = (await waiting.get(`/v1/matches/${match.id}`)).body;
    const second = await waiting.post(actions, {
      action: next.legalActions[0],
      expectedVersion: next.version,
    });
    expect(second.status).toBe(201);
    const later = await actor.post(actions, body, key);
    expect({ status: later.status, body: later.body }).toEqual({ status: 201, body: first.body });
    const now = (await actor.get(`/v1/matches/${match.id}`)).body;
    expect(now.version).toBe(mine.version + 2);
    const moves = (await actor.get(`/v1/matches/${match.id}/moves?after=0`)).body.moves;
    expect(moves.map((m: Json) => m.seat)).toEqual([mine.yourSeat, next.yourSeat]);
    // without the key, the same request is just stale
    const unkeyed = await refused(() => actor.post(actions, body), 409, "stale-version", watch);
    expect(unkeyed.body.currentVersion).toBe(now.version);

    // the move carries its key, found at the version after the one it names: the key sent again
    // with another action at a later version is judged as that action (here out of turn), and its
    // refusal kept under the key
    const fresh = await actor.get(`/v1/matches/${match.id}`);
    expect(fresh.body.legalActions).toEqual([]);
    const reuse = { action: body.action, expectedVersion: fresh.body.version };
    const outOfTurn = await actor.post(actions, reuse, key);
    expectProblem(outOfTurn, 422, "rule-violation");
    expect((await actor.post(actions, reuse, key)).body).toEqual({
      ...outOfTurn.body,
      instance: expect.any(String),
    });
    expect((await actor.get(`/v1/matches/${match.id}`)).body).toEqual(fresh.body);
    await refused(
      () => actor.post(`/v1/matches`, { game: "santa-cruz", seats: 2 }, key),
      422,
      "idempotency-key-reused",
    );
  });
});

/** Every rule code a source file under the folder throws: `new RuleError("code", …)` or `check(…, "code", …)`. */
function thrownRuleCodes(folder: string): Set<string> {
  const codes = new Set<string>();
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }) // rule-error.ts defines `check`, which passes its caller's code on
    .filter((f) => f.endsWith(".ts") && path.basename(f) !== "rule-error.ts");
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(folder, file), "utf8"),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node): void => {
      const call = ts.isNewExpression(node) || ts.isCallExpression(node) ? node : null;
      const callee = call?.expression.getText(source);
      const code =
        callee === "RuleError" ? call?.arguments?.[0] : callee === "check" ? call?.arguments?.[1] : undefined;
      if (code !== undefined) {
        // a code computed at run time could escape the catalogue: every one must be written out
        expect(ts.isStringLiteral(code), `${file}: ${code.getText(source)}`).toBe(true);
        codes.add((code as ts.StringLiteral).text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return codes;
}

describe("the error catalogue", () => {
  it("lists every rule code each game's engine (and the kernel it runs on) can throw, and none it cannot", () => {
    const kernel = thrownRuleCodes("domain/core");
    expect(kernel.size).toBeGreaterThan(0);
    for (const [folder, listed] of [
      ["domain/santa-cruz", santaCruzRuleCodes],
      ["domain/santa-maria", santaMariaRuleCodes],
    ] as const) {
      const thrown = new Set([...kernel, ...thrownRuleCodes(folder)]);
      expect(Object.keys(listed).sort(), folder).toEqual([...thrown].sort());
      for (const meaning of Object.values(listed)) expect(meaning.length).toBeGreaterThan(10);
    }
  });

  it("gives every problem type a page: what happened, what to do, whether to retry, who may answer it", async () => {
    const anon = new Client(api.url);
    for (const [kind, { status, title, retry }] of Object.entries(problemKinds)) {
      const entry = await anon.get(`/problems/${kind}`, { Accept: "application/json" });
      expect(entry.status).toBe(200);
      expect(entry.body).toMatchObject({ type: `/problems/${kind}`, status, title, retry });
      expect(entry.body.happened.length).toBeGreaterThan(10);
      expect(entry.body.todo.length).toBeGreaterThan(10);
      expect(entry.body.retryMeaning.length).toBeGreaterThan(10);
      expect(entry.body.example).toMatchObject({ type: `/problems/${kind}`, status, title });
      const page = await fetch(`${api.url}/problems/${kind}`, { headers: { Accept: "text/html" } });
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await page.text();
      for (const heading of ["What happened", "What to do", "Worth retrying?"])
        expect(html).toContain(heading);
    }
    const internal = await anon.get("/problems/internal-error");
    expect(internal.body.operations).toContain("submitAction");
    const stale = await anon.get("/problems/stale-version");
    expect(stale.body.operations).toEqual(["submitAction"]);
    expect(stale.body.example.currentVersion).toEqual(expect.any(Number));
  });

  it("publishes each game's rule codes on the rule-violation page, as JSON and as HTML", async () => {
    const entry = await new Client(api.url).get("/problems/rule-violation");
    expect(entry.body.codes).toEqual({
      "santa-cruz": santaCruzRuleCodes,
      "santa-maria": santaMariaRuleCodes,
    });
    const html = await (
      await fetch(`${api.url}/problems/rule-violation`, { headers: { Accept: "text/html" } })
    ).text();
    for (const code of [...Object.keys(santaCruzRuleCodes), ...Object.keys(santaMariaRuleCodes)])
      expect(html).toContain(`<code>${code}</code>`);
  });

  it("answers an unknown kind, even a browser's, with a 404 problem and never a page echoing it", async () => {
    const reply = await fetch(`${api.url}/problems/%3Cscript%3E`, { headers: { Accept: "text/html" } });
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toMatch(/problem\+json/);
  });
});

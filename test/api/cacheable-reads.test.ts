import { describe, expect, it } from "vitest";
import { cachePolicy } from "../../functions/http/cache-control";
import { Client, finishMatch, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();

describe("cacheable reads: Cache-Control says who may keep an answer and for how long", () => {
  it("answers that depend only on the URL are public; a versioned URL is immutable", async () => {
    const anyone = new Client(api.url);
    const expected: [string, string][] = [
      ["/v1/games", cachePolicy.deployed],
      ["/v1/games/santa-cruz", cachePolicy.deployed],
      ["/v1/games/santa-cruz/content", cachePolicy.content],
      ["/v1/games/santa-cruz/content?rulesVersion=1", cachePolicy.immutable],
      ["/openapi.json", cachePolicy.deployed],
      ["/problems/stale-version", cachePolicy.deployed],
    ];
    for (const [path, policy] of expected) {
      const reply = await anyone.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control"), path).toBe(policy);
    }
    // the page and the JSON entry share a URL: a cache keeps them apart by Accept
    const page = await fetch(`${api.url}/problems/stale-version`, { headers: { Accept: "text/html" } });
    expect(page.headers.get("cache-control")).toBe(cachePolicy.deployed);
    expect(page.headers.get("vary")).toMatch(/Accept/);
  });

  it("a profile and a leaderboard, which change as matches end, are kept at the edge for moments and by no browser", async () => {
    const gil = await newPlayer(api.url, "Gil");
    for (const path of [`/v1/players/${gil.id}/profile`, "/v1/games/santa-cruz/leaderboard"]) {
      const reply = await new Client(api.url).get(path);
      expect(reply.status, path).toBe(200);
      const policy = reply.headers.get("cache-control") ?? "";
      // a browser that reloads right after a match ended asks again
      expect(policy, path).toMatch(/\bmax-age=0\b/);
      expect(Number(/s-maxage=(\d+)/.exec(policy)?.[1]), path).toBeLessThanOrEqual(15);
    }
  });

  it("a finished match's history is immutable; before the end its refusal is kept by no cache", async () => {
    const players = await Promise.all(["Ann", "Ben"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players);
    const early = await new Client(api.url).get(`/v1/matches/${match.id}/history`);
    expect(early.status).toBe(409);
    expect(early.headers.get("cache-control") ?? "").not.toMatch(/public|max-age/);
    const bySeat = match.seats.map((s: { player: { id: string } }) =>
      players.find((p) => p.id === s.player.id),
    );
    await finishMatch(bySeat, match.id);
    const done = await new Client(api.url).get(`/v1/matches/${match.id}/history`);
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toBe(cachePolicy.immutable);
  });

  it("a reader's own view of a match is private and asked about again with its ETag, answered by a 304", async () => {
    const players = await Promise.all(["Cas", "Dia"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players);
    const first = await players[0].get(`/v1/matches/${match.id}`);
    expect(first.headers.get("cache-control")).toBe(cachePolicy.perReader);
    const again = await players[0].get(`/v1/matches/${match.id}`, {
      "If-None-Match": first.headers.get("etag") as string,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe(cachePolicy.perReader);
  });

  it("If-None-Match compares weakly and takes a list or *, as RFC 9110 says; another tag gets the whole answer", async () => {
    const players = await Promise.all(["Eda", "Fin"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players);
    const path = `/v1/matches/${match.id}`;
    const etag = (await players[0].get(path)).headers.get("etag") as string;
    const content = "/v1/games/santa-cruz/content";
    const contentTag = (await players[0].get(content)).headers.get("etag") as string;
    // a proxy that compresses the answer may weaken the tag; a client may hold several copies
    for (const [url, header] of [
      [path, `W/${etag}`],
      [path, `"v0-s9", ${etag}`],
      [path, "*"],
      [content, `W/${contentTag}`],
      [content, `"other", W/${contentTag}`],
    ]) {
      expect((await players[0].get(url, { "If-None-Match": header })).status, header).toBe(304);
    }
    for (const [url, header] of [
      [path, '"v0-s9"'],
      [path, `W/"v0-s9", "${etag.slice(1, -2)}"`],
      [content, '"other"'],
    ]) {
      expect((await players[0].get(url, { "If-None-Match": header })).status, header).toBe(200);
    }
  });
});

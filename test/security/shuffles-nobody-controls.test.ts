import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { startingSeed } from "../../functions/matches/seeds";
import { sha256 } from "../../functions/tokens/crypto";
import { Client, finishMatch, newPlayer, replayHistory, startedMatch, useServer } from "../api/harness";

const api = useServer();

const recordOf = async (matchId: string) => {
  const match = await api.server.deps.store.getMatch(matchId);
  if (!match) throw new Error(`no match ${matchId}`);
  return match;
};

/** What a spectator tries on a commitment: the words people choose as seeds. */
const dictionary = ["friday-night", "test", "seed", "1234", "game", "abc", "hello", "password"];

describe("in a match between people, nobody controls or foresees the shuffles", () => {
  it("a creator's seed is mixed with 256 random bits at the start: the hidden cards differ from the seed's", async () => {
    const [ada, bea] = await Promise.all([newPlayer(api.url, "Ada"), newPlayer(api.url, "Bea")]);
    const started = await startedMatch([ada, bea], { seed: "friday-night" });
    const { seed } = await recordOf(started.id);
    expect(seed.startsWith("friday-night+")).toBe(true);
    expect(seed.slice("friday-night+".length)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the creator's prediction from their own seed is wrong about the other seat's hidden cards
    const predicted = santaCruz.setup("friday-night", 2, started.options);
    const guestSeat = started.seats.findIndex((s: { player: { id: string } }) => s.player.id === bea.id);
    const guestView = (await bea.get(`/v1/matches/${started.id}`)).body.view;
    expect(guestView).not.toEqual(santaCruz.view(predicted, guestSeat));
    // the same seed twice gives two different games
    const again = await startedMatch([ada, bea], { seed: "friday-night" });
    expect((await recordOf(again.id)).seed).not.toBe(seed);
  });

  it("the commitment gives the seed away to no dictionary, holds from start to end, and the history replays", async () => {
    const [cy, di] = await Promise.all([newPlayer(api.url, "Cy"), newPlayer(api.url, "Di")]);
    const started = await startedMatch([cy, di], { seed: "friday-night" });
    const commitment = started.seedCommitment;
    for (const word of dictionary) expect(sha256(word)).not.toBe(commitment);
    expect(JSON.stringify((await new Client(api.url).get(`/v1/matches/${started.id}`)).body)).not.toContain(
      "friday-night",
    );

    await finishMatch([cy, di], started.id);
    const history = (await new Client(api.url).get(`/v1/matches/${started.id}/history`)).body;
    expect(history.seedCommitment).toBe(commitment);
    expect(sha256(history.seed)).toBe(commitment);
    expect(santaCruz.result(replayHistory(history).final)).toEqual(history.result);
  });

  it("a seed left to the server is 256 random bits, mixed again when people sit down", async () => {
    const [ed, flo] = await Promise.all([newPlayer(api.url, "Ed"), newPlayer(api.url, "Flo")]);
    const started = await startedMatch([ed, flo]);
    expect((await recordOf(started.id)).seed).toMatch(/^[A-Za-z0-9_-]{43}\+[A-Za-z0-9_-]{43}$/);
  });
});

describe("a match without other people keeps the seed it was given, to be replayed", () => {
  it("a solo match is shuffled with its seed as chosen", async () => {
    const gus = await newPlayer(api.url, "Gus");
    const solo = await gus.post("/v1/matches", { game: "santa-maria", seats: 1, seed: "solo-seed" });
    expect(solo.body.status).toBe("active");
    expect(solo.body.seedCommitment).toBe(sha256("solo-seed"));
    expect((await recordOf(solo.body.id)).seed).toBe("solo-seed");
  });

  it("a match against computer players only is shuffled with its seed as chosen", async () => {
    const hal = await newPlayer(api.url, "Hal");
    const lobby = await hal.post("/v1/matches", { game: "santa-cruz", seats: 3, seed: "bots-only" });
    await hal.post(`/v1/matches/${lobby.body.id}/bots`, { level: "quick" });
    const started = await hal.post(`/v1/matches/${lobby.body.id}/bots`, { level: "random" });
    expect(started.body.status).toBe("active");
    expect(started.body.seedCommitment).toBe(sha256("bots-only"));
    const mine = (await hal.get(`/v1/matches/${lobby.body.id}`)).body;
    expect(mine.view).toEqual(santaCruz.view(santaCruz.setup("bots-only", 3, mine.options), 0));
  });

  it("the rule itself: more than one person mixes in the server's bits, one person or none keeps the seed", () => {
    const person = (playerId: string) => ({ playerId, name: playerId });
    const bot = { playerId: "bot_quick_1", name: "Computer (quick)", bot: "quick" as const };
    expect(startingSeed("s", [person("a"), person("b")], "R").seed).toBe("s+R");
    expect(startingSeed("s", [person("a"), bot], "R")).toEqual({ seed: "s", seedCommitment: sha256("s") });
    expect(startingSeed("s", [bot, bot], "R").seed).toBe("s");
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { inSeats, type Json, newPlayer, playToEnd, replayHistory, startedMatch, useServer } from "./harness";

const api = useServer();

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Places as a competition ranking: sorted by place, scores never rise, a new place is its rank. */
function expectStandings(standings: Json[], players: number) {
  expect(standings.map((s) => s.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
  const byPlace = [...standings].sort((a, b) => a.place - b.place);
  expect(byPlace[0].place).toBe(1);
  byPlace.forEach((s, i) => {
    expect(Number.isInteger(s.place) && s.place >= 1 && s.place <= players).toBe(true);
    if (i === 0) return;
    expect(s.score).toBeLessThanOrEqual(byPlace[i - 1].score);
    if (s.place !== byPlace[i - 1].place) expect(s.place).toBe(i + 1);
  });
}

const games = [
  { players: 2, seed: "full-game-two", options: undefined },
  // the server draws the seed: the commitment is all a client can check it against
  { players: 3, seed: undefined, options: { setAssignment: "random" } },
  { players: 4, seed: "full-game-four", options: { setAssignment: "draft" } },
];

describe("whole Santa Cruz matches played only through the API", () => {
  for (const game of games) {
    it(`${game.players} players: polled, played from legalActions, finished, verifiable`, async () => {
      const names = ["Ada", "Bea", "Cyd", "Dot"].slice(0, game.players);
      const players = await Promise.all(names.map((name) => newPlayer(api.url, `${name}`)));
      const started = await startedMatch(players, { seed: game.seed, options: game.options });
      expect(started.status).toBe("active");
      expect(started).not.toHaveProperty("seed");
      const commitment = started.seedCommitment;
      expect(commitment).toMatch(/^[0-9a-f]{64}$/);

      // each player's list shows the match, awaiting exactly the seats that must act first
      for (const [seat, player] of inSeats(started, players).entries()) {
        const listed = (await player.get("/v1/me/matches")).body.matches;
        expect(listed).toEqual([
          expect.objectContaining({
            id: started.id,
            status: "active",
            yourSeat: seat,
            awaitingYou: started.activeSeats.includes(seat),
          }),
        ]);
      }

      const played = await playToEnd(players, started.id, {
        chooserSeed: `choices-${game.players}`,
        movesPageSize: 4,
        movesEvery: 6,
      });

      // the simultaneous secret discards: every seat was awaited at once, all but one lost the race
      expect(played.mostActiveSeats).toBe(game.players);
      expect(played.staleAnswers).toBeGreaterThanOrEqual(game.players - 1);
      expect(played.posted.filter((p) => p.action.type === "discard").length).toBe(game.players);

      // the end, as every seat sees it
      const final = played.finals[0];
      for (const [seat, m] of played.finals.entries()) {
        expect(m).toMatchObject({
          status: "finished",
          yourSeat: seat,
          activeSeats: [],
          awaitingYou: false,
          legalActions: [],
          version: final.version,
        });
        expect(m.result).toEqual(final.result);
      }
      expect(final.version).toBe(played.startVersion + played.posted.length);
      expectStandings(final.result.standings, game.players);
      expect(final.seedCommitment).toBe(commitment);
      expect(typeof final.seed).toBe("string");
      expect(sha256(final.seed)).toBe(commitment);
      // people at the table: the creator's seed is mixed with the server's random bits at the start
      if (game.seed) expect(final.seed.startsWith(`${game.seed}+`)).toBe(true);

      // the history gives every move, in order, as it was sent
      const history = await players[0].get(`/v1/matches/${started.id}/history`);
      expect(history.status).toBe(200);
      expect(history.body).toMatchObject({
        matchId: started.id,
        game: "santa-cruz",
        players: game.players,
        seed: final.seed,
        seedCommitment: commitment,
        options: final.options,
        result: final.result,
      });
      expect(
        history.body.moves.map((m: Json) => ({ version: m.version, seat: m.seat, action: m.action })),
      ).toEqual(played.posted);

      // the engine, given the seed and the actions, reaches the same end with the same events
      const replay = replayHistory(history.body);
      expect(santaCruz.result(replay.final)).toEqual(final.result);
      for (const move of history.body.moves) expect(move.events).toEqual(replay.events.get(move.version));
      for (const [seat, m] of played.finals.entries())
        expect(m.view).toEqual(santaCruz.view(replay.final, seat));
      expect(santaCruz.setup(final.seed, game.players, final.options)).toEqual(
        replay.states.get(played.startVersion),
      );

      // every seat followed every move through /moves; after the end all actions are shown to all
      for (const moves of played.movesSeen) {
        expect(moves.map((m) => m.version)).toEqual(played.posted.map((p) => p.version));
      }
      const all = await players[1].get(`/v1/matches/${started.id}/moves?after=0&limit=500`);
      expect(all.body.more).toBe(false);
      expect(all.body.version).toBe(final.version);
      expect(
        all.body.moves.map((m: Json) => ({ version: m.version, seat: m.seat, action: m.action })),
      ).toEqual(played.posted);
      expect(all.body.moves.at(-1).status).toBe("finished");

      // and every player finds the finished match among their own, once the worker followed the end
      await api.server.work();
      for (const [seat, player] of played.bySeat.entries()) {
        const mine = await player.get("/v1/me/matches");
        expect(mine.status).toBe(200);
        expect(mine.body.matches).toContainEqual(
          expect.objectContaining({
            id: started.id,
            game: "santa-cruz",
            status: "finished",
            yourSeat: seat,
            awaitingYou: false,
            version: final.version,
          }),
        );
      }
    });
  }
});

import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { santaCruzV1 } from "../../domain/santa-cruz/v1";
import { santaMariaV1 } from "../../domain/santa-maria/v1";
import { inSeats, type Json, newPlayer, type Player, startedMatch, useServer } from "./harness";

const api = useServer();

/**
 * A match as version 1 stored it: the header and start snapshot of a match started now, copied under
 * a new id with rules version 1 and the state version 1's engine set up from the same seed.
 */
async function storedV1Match(
  game: AnyGame,
  players: Player[],
  options: Json,
): Promise<{ id: string; state: Json; seated: Player[] }> {
  const started = await startedMatch(players, { game: game.id, seed: `old-${game.id}`, options });
  const { store } = api.server.deps;
  const parts = await store.matchParts(started.id);
  if (!parts?.latest) throw new Error("the started match has no snapshot");
  const id = `${started.id}-v1`;
  const { header, latest } = parts;
  const state = game.setup(header.seed, players.length, game.schemas.options.parse(options));
  expect(await store.createMatch({ ...header, id, rulesVersion: 1 })).toBe(true);
  expect(
    await store.putSnapshot({
      ...latest,
      matchId: id,
      rulesVersion: 1,
      state,
      activeSeats: game.activeSeats(state),
    }),
  ).toBe(true);
  // the header keeps the seats the start drew: the players in seat order
  return { id, state, seated: inSeats(started, players) };
}

describe("a match saved under rules version 1", () => {
  it.each([
    [santaCruzV1, { setAssignment: "draft" }],
    [santaMariaV1, { setup: "basic", blueDice: "personal", colonies: "random" }],
  ] as const)(
    "of $id plays on: its view, then a legal action accepted by version 1's rules",
    async (game, options) => {
      const players = await Promise.all(
        ["Ada", "Bo"].map((name) => newPlayer(api.url, `${name} ${game.id}`)),
      );
      const { id, state, seated } = await storedV1Match(game, players, options);
      const [seat] = game.activeSeats(state);
      const shown = await seated[seat].get(`/v1/matches/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ rulesVersion: 1, awaitingYou: true });
      const action = shown.body.legalActions[0];
      const moved = await seated[seat].post(`/v1/matches/${id}/actions`, {
        action,
        expectedVersion: shown.body.version,
      });
      expect(moved.status).toBe(201);
      expect(moved.body.version).toBe(shown.body.version + 1);
      expect((await api.server.deps.store.getMatch(id))?.state).toEqual(
        game.apply(state, seat, action).state,
      );
      const after = await seated[seat].get(`/v1/matches/${id}`);
      expect(after.body).toMatchObject({ rulesVersion: 1, version: shown.body.version + 1 });
    },
  );

  it("has its content served by rules version: version 1's map has shorter rivers", async () => {
    const riverLengths = async (rulesVersion: number): Promise<number[]> => {
      const reply = await fetch(`${api.url}/v1/games/santa-cruz/content?rulesVersion=${rulesVersion}`);
      const { content } = (await reply.json()) as Json;
      return content.map.rivers.map((river: Json) => river.sites.length);
    };
    const older = await riverLengths(1);
    expect(older).toEqual(santaCruzV1.content.map.rivers.map((river: Json) => river.sites.length));
    expect(older).not.toEqual(await riverLengths(2));
  });
});

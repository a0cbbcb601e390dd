import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { santaCruzV1 } from "../../domain/santa-cruz/v1";
import { santaMariaV1 } from "../../domain/santa-maria/v1";
import { santaMariaV2 } from "../../domain/santa-maria/v2";
import { inSeats, type Json, newPlayer, type Player, startedMatch, useServer } from "./harness";

const api = useServer();

/**
 * A match as an older version stored it: the header and start snapshot of a match started now, copied
 * under a new id with the older rules version and the state its engine set up from the same seed.
 */
async function storedOldMatch(
  game: AnyGame,
  players: Player[],
  options: Json,
): Promise<{ id: string; state: Json; seated: Player[] }> {
  const started = await startedMatch(players, { game: game.id, seed: `old-${game.id}`, options });
  const { store } = api.server.deps;
  const parts = await store.matchParts(started.id);
  if (!parts?.latest) throw new Error("the started match has no snapshot");
  const { rulesVersion } = game;
  const id = `${started.id}-v${rulesVersion}`;
  const { header, latest } = parts;
  const state = game.setup(header.seed, players.length, game.schemas.options.parse(options));
  expect(await store.createMatch({ ...header, id, rulesVersion })).toBe(true);
  expect(
    await store.putSnapshot({
      ...latest,
      matchId: id,
      rulesVersion,
      state,
      activeSeats: game.activeSeats(state),
    }),
  ).toBe(true);
  // the header keeps the seats the start drew: the players in seat order
  return { id, state, seated: inSeats(started, players) };
}

describe("a match saved under an older rules version", () => {
  it.each([
    [santaCruzV1, { setAssignment: "draft" }],
    [santaMariaV1, { setup: "basic", blueDice: "personal", colonies: "random" }],
    [santaMariaV2, { setup: "advanced", blueDice: "personal" }],
  ] as const)(
    "of $id, version $rulesVersion, plays on: its view, then a legal action accepted by that version's rules",
    async (game, options) => {
      const players = await Promise.all(
        ["Ada", "Bo"].map((name) => newPlayer(api.url, `${name} ${game.id}`)),
      );
      const { id, state, seated } = await storedOldMatch(game, players, options);
      const [seat] = game.activeSeats(state);
      const shown = await seated[seat].get(`/v1/matches/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ rulesVersion: game.rulesVersion, awaitingYou: true });
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
      expect(after.body).toMatchObject({ rulesVersion: game.rulesVersion, version: shown.body.version + 1 });
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

  it("has its content served by rules version: Santa Maria version 2's Cabildo pays 2 coins, version 3's 3", async () => {
    const cabildoCoins = async (rulesVersion: number): Promise<number> => {
      const reply = await fetch(`${api.url}/v1/games/santa-maria/content?rulesVersion=${rulesVersion}`);
      const { content } = (await reply.json()) as Json;
      const cabildo = content.townHalls.find((hall: Json) => hall.id === "cabildo");
      return cabildo.cells[0].effects[0].gain.coins;
    };
    expect([await cabildoCoins(2), await cabildoCoins(3)]).toEqual([2, 3]);
  });
});

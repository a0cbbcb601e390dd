import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import type { AnyGame } from "../../domain/core/game";
import { playthrough } from "../../domain/core/playthrough";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { actionKey } from "../core/action-space";
import { acceptedKeys, everyAction } from "../core/every-action";
import { type GameSet, gameDigest, type RecordedDigests, recordedFor } from "../core/game-digest";

const sets = (games: number): GameSet[] =>
  [2, 3, 4].flatMap((players) =>
    (["draft", "random"] as const).map((setAssignment) => ({
      name: `${players}-${setAssignment}`,
      players,
      options: { setAssignment },
      games,
    })),
  );

/** Each hosted rules version's digests: a change of behaviour needs a new rules version, recorded here. */
const recorded: RecordedDigests = {
  1: {
    by: "the engine of 06495a0, the last commit of rules version 1",
    games: 5,
    digests: {
      "2-draft": "284 steps, sha256 17a9cfbbe40cd488c1c8f34803cbedb9",
      "2-random": "275 steps, sha256 3c6f5b2105a4b5942636cbd7c275e3c3",
      "3-draft": "398 steps, sha256 008b11cf6eca39c66c74641f8c4ef1f6",
      "3-random": "383 steps, sha256 c49d61cc4b22d15ee7eadc83cd2ce439",
      "4-draft": "487 steps, sha256 cfedc2aca1649230ed1b040c2728829e",
      "4-random": "473 steps, sha256 326020282e30a55dc0bbe2f00225111a",
    },
  },
  2: {
    by: "the engine of 59a9b4a, before the speed-up",
    games: 50,
    digests: {
      "2-draft": "2840 steps, sha256 e9e4d31bc5b07cb0ceb1377a38598654",
      "2-random": "2743 steps, sha256 f9caee9146669e79c6ec7f7ea2caf28e",
      "3-draft": "3987 steps, sha256 1068aaf5f636cefe822d6bbcdff7e075",
      "3-random": "3836 steps, sha256 62634387d5a6e3a8fd1e7656fa5ea741",
      "4-draft": "4884 steps, sha256 08fa4493c47619053cb87dcec5b11693",
      "4-random": "4723 steps, sha256 d783672563e2255b14f06c114e184f28",
    },
  },
};

/** A seat's field recorded since the digests were: no rule reads it, so it changes no game. */
function withoutOutOfPlay(state: SantaCruzState): SantaCruzState {
  return {
    ...state,
    seats: state.seats.map(({ outOfPlay: _recordedSince, ...seat }) => seat),
  } as SantaCruzState;
}

/** An event's field told since the digests were: the round an eruption happened in, which no rule reads. */
function withoutEruptionRound(event: unknown): unknown {
  if ((event as { type?: string }).type !== "erupted") return event;
  const { round: _toldSince, ...recorded } = event as { round?: number };
  return recorded;
}

/** The game as the recorded engines wrote its states and events: without the seats' `outOfPlay` nor an eruption's `round`. */
function asRecorded(game: AnyGame): AnyGame {
  return {
    ...game,
    setup: (...args: Parameters<AnyGame["setup"]>) => withoutOutOfPlay(game.setup(...args)),
    apply: (state: SantaCruzState, seat: number, action: unknown) => {
      const { state: next, events } = game.apply(state, seat, action);
      return { state: withoutOutOfPlay(next), events: events.map(withoutEruptionRound) };
    },
  };
}

describe("Santa Cruz engine: faster, with identical results", () => {
  it.each(games.versions("santa-cruz").map((game) => [game.rulesVersion, game] as const))(
    "rules version %i plays seeded random games to the legal actions, events and states its recorded engine played",
    (rulesVersion, game) => {
      const { games: count, digests } = recordedFor(recorded, rulesVersion);
      expect(
        Object.fromEntries(sets(count).map((set) => [set.name, gameDigest(asRecorded(game), set)])),
      ).toEqual(digests);
    },
  );

  it("lists for every seat exactly the actions apply accepts, found by trying every schema-valid action", () => {
    const candidates = everyAction(santaCruz);
    for (const set of sets(50)) {
      const play = playthrough<SantaCruzState>(santaCruz, {
        seed: `brute-${set.name}`,
        players: set.players,
        gameOptions: set.options,
      });
      let state = play.initial;
      play.turns.forEach((turn, i) => {
        if (i % 4 === 0) {
          for (let seat = 0; seat < set.players; seat++) {
            const listed = santaCruz.legalActions(state, seat).map(actionKey);
            expect(new Set(listed).size, "each legal action listed once").toBe(listed.length);
            expect([...acceptedKeys(santaCruz, state, seat, candidates)].sort()).toEqual(listed.sort());
          }
        }
        state = santaCruz.apply(state, turn.seat, turn.action).state;
      });
    }
  });
});

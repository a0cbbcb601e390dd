import { describe, expect, it } from "vitest";
import { playthrough } from "../../domain/core/playthrough";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { actionKey } from "../core/action-space";
import { acceptedKeys, everyAction } from "../core/every-action";
import { type GameSet, gameDigest } from "../core/game-digest";

const sets: GameSet[] = [2, 3, 4].flatMap((players) =>
  (["draft", "random"] as const).map((setAssignment) => ({
    name: `${players}-${setAssignment}`,
    players,
    options: { setAssignment },
    games: 50,
  })),
);

describe("Santa Cruz engine: faster, with identical results", () => {
  it("plays seeded random games to the legal actions, events and states recorded before the speed-up (commit 59a9b4a)", () => {
    const digests = Object.fromEntries(sets.map((set) => [set.name, gameDigest(santaCruz, set)]));
    expect(digests).toMatchInlineSnapshot(`
      {
        "2-draft": "2840 steps, sha256 e9e4d31bc5b07cb0ceb1377a38598654",
        "2-random": "2743 steps, sha256 f9caee9146669e79c6ec7f7ea2caf28e",
        "3-draft": "3987 steps, sha256 1068aaf5f636cefe822d6bbcdff7e075",
        "3-random": "3836 steps, sha256 62634387d5a6e3a8fd1e7656fa5ea741",
        "4-draft": "4884 steps, sha256 08fa4493c47619053cb87dcec5b11693",
        "4-random": "4723 steps, sha256 d783672563e2255b14f06c114e184f28",
      }
    `);
  });

  it("lists for every seat exactly the actions apply accepts, found by trying every schema-valid action", () => {
    const candidates = everyAction(santaCruz);
    for (const set of sets) {
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

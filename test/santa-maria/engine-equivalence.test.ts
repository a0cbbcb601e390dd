import { describe, expect, it } from "vitest";
import { playthrough } from "../../domain/core/playthrough";
import { type SantaMariaAction, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { actionKey } from "../core/action-space";
import { acceptedKeys, everyAction } from "../core/every-action";
import { type GameSet, gameDigest, type Pick } from "../core/game-digest";
import { choose } from "./random-games";

const optionSets = [
  { setup: "basic", blueDice: "personal", colonies: "random" },
  { setup: "basic", blueDice: "commonPool", colonies: "draft" },
  { setup: "advanced", blueDice: "personal" },
  { setup: "advanced", blueDice: "commonPool" },
] as const;

const sets: GameSet[] = [1, 2, 3, 4].flatMap((players) =>
  optionSets.map((options) => ({
    name: `${players}-${Object.values(options).join("-")}`,
    players,
    options,
    games: 20,
  })),
);

// every other game plays "deep", to reach monks, blue dice and the ends of the tracks
const pick: Pick = (actions, random, game) => choose(actions as SantaMariaAction[], random, game % 2 === 0);

describe("Santa Maria engine: faster, with identical results", () => {
  it("plays seeded random games to the legal actions, events and states recorded before the speed-up (commit 59a9b4a)", () => {
    const digests = Object.fromEntries(sets.map((set) => [set.name, gameDigest(santaMaria, set, pick)]));
    expect(digests).toMatchInlineSnapshot(`
      {
        "1-advanced-commonPool": "885 steps, sha256 a9f84c2eedccab39b311b21f1993b95f",
        "1-advanced-personal": "885 steps, sha256 114d0062e3639ed7f567b3dc086de1c7",
        "1-basic-commonPool-draft": "894 steps, sha256 fc1543545cdac6cd536566b62fe42a86",
        "1-basic-personal-random": "894 steps, sha256 c28546d39c2ce808735b42edb32e86b4",
        "2-advanced-commonPool": "1876 steps, sha256 670d314840e387b0933dd96b6325140f",
        "2-advanced-personal": "1825 steps, sha256 711a693bbc1bb3b19fd9fb14eadbdddb",
        "2-basic-commonPool-draft": "1775 steps, sha256 07ef6741c4a53169a59456202ea96d65",
        "2-basic-personal-random": "1728 steps, sha256 c3ccbdfed04116f9c07df5fe455d6a48",
        "3-advanced-commonPool": "2828 steps, sha256 2d2bf95c7f006ee34ec480e3460e2deb",
        "3-advanced-personal": "2775 steps, sha256 bdc40b3dfa3ca8972b5d2aeac21d0363",
        "3-basic-commonPool-draft": "2543 steps, sha256 e34fb903720503a4021b9f7e5fcf77f0",
        "3-basic-personal-random": "2723 steps, sha256 0ba255af0a78c60949d4692b35762dfb",
        "4-advanced-commonPool": "3771 steps, sha256 2c636ac3a093c169e3d59f12e5ab87f3",
        "4-advanced-personal": "3698 steps, sha256 03ef2c71682d74cd75cc47daeb35ba0a",
        "4-basic-commonPool-draft": "3862 steps, sha256 b69dda82b7b08cdd72324de0b3a375a9",
        "4-basic-personal-random": "3655 steps, sha256 4452f8fd838912d70d2d931b3e5acd1d",
      }
    `);
  });

  it("lists exactly the actions apply accepts, found by trying every schema-valid action, and none for idle seats", () => {
    const candidates = everyAction(santaMaria);
    for (const set of sets.filter((_, i) => i % 2 === 0)) {
      const play = playthrough<SantaMariaState>(santaMaria, {
        seed: `brute-${set.name}`,
        players: set.players,
        gameOptions: set.options,
      });
      let state = play.initial;
      play.turns.forEach((turn, i) => {
        if (i % 9 === 0) {
          const listed = santaMaria.legalActions(state, turn.seat).map(actionKey);
          expect(new Set(listed).size, "each legal action listed once").toBe(listed.length);
          expect([...acceptedKeys(santaMaria, state, turn.seat, candidates)].sort()).toEqual(listed.sort());
          for (let seat = 0; seat < set.players; seat++)
            if (seat !== turn.seat) expect(santaMaria.legalActions(state, seat)).toEqual([]);
        }
        state = santaMaria.apply(state, turn.seat, turn.action).state;
      });
    }
  });
});

import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { playthrough } from "../../domain/core/playthrough";
import { type SantaMariaAction, type SantaMariaState, santaMaria } from "../../domain/santa-maria";
import { actionKey } from "../core/action-space";
import { acceptedKeys, everyAction } from "../core/every-action";
import { type GameSet, gameDigest, type Pick, type RecordedDigests, recordedFor } from "../core/game-digest";
import { choose } from "./random-games";

const optionSets = [
  { setup: "basic", blueDice: "personal", colonies: "random" },
  { setup: "basic", blueDice: "commonPool", colonies: "draft" },
  { setup: "advanced", blueDice: "personal" },
  { setup: "advanced", blueDice: "commonPool" },
] as const;

const sets = (games: number): GameSet[] =>
  [1, 2, 3, 4].flatMap((players) =>
    optionSets.map((options) => ({
      name: `${players}-${Object.values(options).join("-")}`,
      players,
      options,
      games,
    })),
  );

// every other game plays "deep", to reach monks, blue dice and the ends of the tracks
const pick: Pick = (actions, random, game) => choose(actions as SantaMariaAction[], random, game % 2 === 0);

/** Each hosted rules version's digests: a change of behaviour needs a new rules version, recorded here. */
const recorded: RecordedDigests = {
  1: {
    by: "the engine of 06495a0, the last commit of rules version 1",
    games: 5,
    digests: {
      "1-advanced-commonPool": "270 steps, sha256 6ed5e4f31dbca0ecc01c5fdcbdaf7b04",
      "1-advanced-personal": "237 steps, sha256 7b62b3e9b0b07253194f1c0a4b0c7b58",
      "1-basic-commonPool-draft": "210 steps, sha256 1b1db5e2a6fe3397076047c30bdd286f",
      "1-basic-personal-random": "202 steps, sha256 8d408f00408a48c147999cab8ad927e1",
      "2-advanced-commonPool": "522 steps, sha256 d92dab6bbbb4139b4d71be4aeb926f58",
      "2-advanced-personal": "491 steps, sha256 27a0e12eab96245be92c7e75f751753a",
      "2-basic-commonPool-draft": "488 steps, sha256 5315f76a5857ff239bd270ee37c06a0a",
      "2-basic-personal-random": "487 steps, sha256 1e6c1e2d141e5e8ff1b2327e22be2abc",
      "3-advanced-commonPool": "787 steps, sha256 0182f0bfd7c7f5b8170dd2e722732ef8",
      "3-advanced-personal": "852 steps, sha256 92f96b3c990473053706906b8983fc6e",
      "3-basic-commonPool-draft": "707 steps, sha256 3dbb99ad25704fbb98e82f10c8cb1964",
      "3-basic-personal-random": "760 steps, sha256 ea6696ff4c3cde219cbb248e070b7416",
      "4-advanced-commonPool": "1029 steps, sha256 30330532cc633c0ba6669234b8e1880c",
      "4-advanced-personal": "971 steps, sha256 b22848e2505ea5d322765adcbe621bec",
      "4-basic-commonPool-draft": "1041 steps, sha256 83f31c7d48dd1228dc8b059ff48ac389",
      "4-basic-personal-random": "948 steps, sha256 bb7503ae406f2e0239df859a879d25f0",
    },
  },
  2: {
    by: "the engine of 59a9b4a, before the speed-up",
    games: 20,
    digests: {
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
    },
  },
  3: {
    by: "the engine that retuned the town halls and three scholars' points, the first of version 3",
    games: 20,
    digests: {
      "1-advanced-commonPool": "1011 steps, sha256 a8ca0afad2f05935be5c30c28dc12a7d",
      "1-advanced-personal": "1007 steps, sha256 aefe17409b4119e2d983e628615cb52b",
      "1-basic-commonPool-draft": "894 steps, sha256 d9cde8922e22888e48362ee6ee624b13",
      "1-basic-personal-random": "894 steps, sha256 197fb51cf8d5eb4483a8830b83bd972a",
      "2-advanced-commonPool": "1861 steps, sha256 65ac997d0b0de6a90271c28289933e02",
      "2-advanced-personal": "1815 steps, sha256 9072f370ab276ad5f813103b93f3ae77",
      "2-basic-commonPool-draft": "1775 steps, sha256 73e386bebe7d642d70ec30c82cfa4ae8",
      "2-basic-personal-random": "1728 steps, sha256 16eb457a8605bd0af00ba0fe0aece21b",
      "3-advanced-commonPool": "2784 steps, sha256 ecbdbcb25accb6f1096ecd7fb83488fc",
      "3-advanced-personal": "2764 steps, sha256 d847ecc9578b2bd312fab31b2d8b669a",
      "3-basic-commonPool-draft": "2543 steps, sha256 efd9972c94877ec49ad60d4aca983795",
      "3-basic-personal-random": "2723 steps, sha256 4c2fa3e0f0c95a23e50d659001e9090b",
      "4-advanced-commonPool": "3892 steps, sha256 e5d71a41a8859e4c309bcead7ecef4a7",
      "4-advanced-personal": "3812 steps, sha256 4bf65c68b80c3973b864d35a723c5cad",
      "4-basic-commonPool-draft": "3862 steps, sha256 e3cd65a5449bbe64c4f82f1ee41d8765",
      "4-basic-personal-random": "3655 steps, sha256 6b8504e62717400a1ca84e734197b001",
    },
  },
};

describe("Santa Maria engine: faster, with identical results", () => {
  it.each(games.versions("santa-maria").map((game) => [game.rulesVersion, game] as const))(
    "rules version %i plays seeded random games to the legal actions, events and states its recorded engine played",
    (rulesVersion, game) => {
      const { games: count, digests } = recordedFor(recorded, rulesVersion);
      expect(Object.fromEntries(sets(count).map((set) => [set.name, gameDigest(game, set, pick)]))).toEqual(
        digests,
      );
    },
  );

  it("lists exactly the actions apply accepts, found by trying every schema-valid action, and none for idle seats", () => {
    const candidates = everyAction(santaMaria);
    for (const set of sets(20).filter((_, i) => i % 2 === 0)) {
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

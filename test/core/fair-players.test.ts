import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { computerPlayer } from "../../domain/computer-players";
import type { AnyGame, Seat } from "../../domain/core/game";
import { budgetFor, type Level, levelMs } from "../../domain/core/players/levels";
import type { Player } from "../../domain/core/players/player";
import { playOut } from "../../domain/core/players/playout";
import { cutAt, searches } from "../../domain/core/players/search";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { standInAction } from "../../domain/core/stand-ins";
import type { SantaCruzState } from "../../domain/santa-cruz";
import { contentInPlay } from "../../domain/santa-cruz/content";
import { siteKinds } from "../../domain/santa-cruz/content/schema";
import type { SantaMariaState } from "../../domain/santa-maria/state";
import { hiddenRedraws } from "./hidden-redraw";

const levels: Level[] = ["quick", "strong"];

/** A decision point: a state, a seat that may act in it, and the salt its stand-in would get. */
interface Position {
  state: unknown;
  seat: Seat;
  salt: string;
}

/** Seeded random games sampled at this many points each; a planted fault is looked for at more. */
const perGame = 3;
const perGameForFaults = 12;

/**
 * Positions of seeded random games, and the share of their decisions, where the strong level's search, at its real budget, can overrule
 * its policy (one policy playout from there, cut where the search cuts it, is cheap enough), spread
 * over each game.
 */
function positions(player: Player, players: number[], count: number): { where: Position[]; share: number } {
  const { game } = player;
  const strong = budgetFor(player, levelMs.strong);
  let choices = 0;
  let searched = 0;
  const where = players.flatMap((seats) => {
    const play = playthrough<unknown>(game, { seed: `fair-${seats}`, players: seats });
    const states = [play.initial];
    for (const turn of play.turns) states.push(game.apply(states.at(-1), turn.seat, turn.action).state);
    const open = states.filter((state, i) => {
      if (game.result(state) !== null) return false;
      const [seat] = game.activeSeats(state);
      if (game.legalActions(state, seat).length < 2) return false;
      choices++;
      const cost = 1 + playOut(player, state, new Random(seedRandom(`cost-${i}`)), cutAt(strong)).steps;
      return searches(strong, cost);
    });
    searched += open.length;
    const step = Math.max(1, Math.floor(open.length / count));
    return open
      .filter((_, i) => i % step === 0)
      .slice(0, count)
      .map((state, i) => ({ state, seat: game.activeSeats(state)[0], salt: `fair-${seats}-${i}` }));
  });
  return { where, share: searched / choices };
}

/** Whether a level decides otherwise at the position once everything the seat may not see is redrawn. */
function changes(player: Player, { state, seat, salt }: Position, level: Level, random: Random): boolean {
  const other = hiddenRedraws[player.game.id](state, seat, random);
  const decision = standInAction(player, state, seat, level, salt);
  return JSON.stringify(standInAction(player, other, seat, level, salt)) !== JSON.stringify(decision);
}

/** The positions where a level decides otherwise once everything the seat may not see is redrawn. */
function unfair(player: Player, where: Position[], level: Level): Position[] {
  const random = new Random(seedRandom(`redraw:${level}`));
  return where.filter((position) => changes(player, position, level, random));
}

/** Whether a level decides otherwise at any of the positions: stops at the first. */
function caught(player: Player, where: Position[], level: Level): boolean {
  const random = new Random(seedRandom(`redraw:${level}`));
  return where.some((position) => changes(player, position, level, random));
}

/** Slots that hold one hidden pool between them: a redraw may move items from slot to slot. */
type Pool = (state: never, seat: Seat) => unknown[][];

/** Each game's hidden pools, read from the state as the rules and the views say: the redraw must change each that holds two different items. */
const hiddenPools: Record<string, Record<string, Pool>> = {
  "santa-cruz": {
    ...Object.fromEntries(
      siteKinds.map((kind) => [
        `face-down ${kind} tiles and their spares`,
        (s: SantaCruzState) => [
          contentInPlay.value.sitesOfKind[kind]
            .filter((site) => !s.faceUp[site])
            .map((site) => s.tiles[site]),
          s.spare.filter((tile) => contentInPlay.value.tiles[tile].kind === kind),
        ],
      ]),
    ),
    "the deck and rivals' unplayed cards": (s: SantaCruzState, seat) => [
      s.deck,
      ...s.seats.flatMap((p, other) => {
        const pack = s.packages.find((q) => q.takenBy === other)?.scoring ?? [];
        return other === seat ? [] : [p.scoring.filter((card) => !pack.includes(card))];
      }),
    ],
    "the bird pile and rivals' birds": (s: SantaCruzState, seat) => [
      s.birdPile,
      ...s.seats.flatMap((p, other) => (other === seat ? [] : [p.birds])),
    ],
    "the dice to come": (s: SantaCruzState) => [s.rng],
  },
  "santa-maria": {
    "the shipments": (s: SantaMariaState) => [s.shipments],
    "the doubles": (s: SantaMariaState) => [s.doubles],
    "the triples": (s: SantaMariaState) => [s.triples],
    "the dice to come": (s: SantaMariaState) => [s.rng],
  },
};

/** A player that searches the true state: its determinize changes nothing. */
function peeking(player: Player): Player {
  return { ...player, game: { ...player.game, determinize: (state: unknown) => structuredClone(state) } };
}

/** A player whose determinize forgets one hidden field and leaves it as it truly is. */
const forgetting: Record<string, (player: Player) => Player> = {
  "santa-cruz": (player) =>
    leaving(player, (truth: SantaCruzState, drawn: SantaCruzState) => {
      // one pool: the deck and the rivals' hands it was dealt with (a pending discard is one of their cards)
      drawn.seats.forEach((p, seat) => {
        p.scoring = truth.seats[seat].scoring;
        p.discard = truth.seats[seat].discard;
      });
      drawn.deck = truth.deck;
    }),
  "santa-maria": (player) =>
    leaving(player, (truth: SantaMariaState, drawn: SantaMariaState) => {
      // the dice to come
      drawn.rng = [...truth.rng];
    }),
};

function leaving<S>(player: Player, forget: (truth: S, drawn: S) => void): Player {
  const game: AnyGame = {
    ...player.game,
    determinize: (state: S, seat: Seat, random: Random) => {
      const drawn = player.game.determinize(state, seat, random);
      forget(state, drawn);
      return drawn;
    },
  };
  return { ...player, game };
}

/**
 * Each game's playout rate on a quiet 2-core machine (steps a millisecond, as `measuredStepsPerMs`
 * finds them): the budgets are judged at it, since a machine busy with the whole suite measures less
 * (Santa Maria's strong level searches in 11% of decisions at 3 steps a millisecond, in all from 4).
 */
const quietRates: Record<string, number> = { "santa-cruz": 40, "santa-maria": 5 };

describe.each(games.list().map((game) => [game.id, game] as const))(
  "computer players of %s play fair at a quiet machine's budgets",
  (id, game) => {
    const player = { ...computerPlayer(game), stepsPerMs: quietRates[id] };
    const counts = [game.players.min, game.players.max];
    const { where, share } = positions(player, counts, perGame);
    const faultWhere = positions(player, counts, perGameForFaults).where;

    it("samples positions where the strong level's search may overrule its policy, as it may in most decisions", () => {
      expect(where.length).toBeGreaterThanOrEqual(4);
      expect(share).toBeGreaterThan(0.5);
    });

    it.each(Object.keys(hiddenPools[id]))("redraws %s wherever they hold two different items", (name) => {
      const pool = hiddenPools[id][name] as (state: unknown, seat: Seat) => unknown[][];
      const random = new Random(seedRandom("differs"));
      for (const { state, seat } of where) {
        const before = pool(state, seat);
        const other = pool(hiddenRedraws[id](state, seat, random), seat);
        if (new Set(before.flat().map((item) => JSON.stringify(item))).size > 1)
          expect(other).not.toEqual(before);
      }
    });

    it.each(levels)("the %s level decides alike when every hidden field is redrawn", (level) => {
      expect(unfair(player, where, level)).toEqual([]);
    });

    it("the test catches a player that peeks at the true state", () => {
      expect(caught(peeking(player), faultWhere, "strong")).toBe(true);
    });

    it("the test catches a determinize that forgets one hidden field", () => {
      expect(caught(forgetting[id](player), faultWhere, "strong")).toBe(true);
    });
  },
);

describe("computer players in a simultaneous choice", () => {
  it("decide each seat's secret Santa Cruz discard from its own hand alone", () => {
    const santaCruz = games.get("santa-cruz") as AnyGame;
    const play = playthrough<unknown>(santaCruz, { seed: "discards", players: 3 });
    const states = [play.initial];
    for (const turn of play.turns) states.push(santaCruz.apply(states.at(-1), turn.seat, turn.action).state);
    const state = states.find((s) => santaCruz.activeSeats(s).length === 3);
    const scramble = new Random(seedRandom("discards"));
    const player = computerPlayer(santaCruz);
    for (const seat of santaCruz.activeSeats(state)) {
      const choice = standInAction(player, state, seat, "quick", "discard");
      expect(santaCruz.legalActions(state, seat)).toContainEqual(choice);
      const redrawn = hiddenRedraws["santa-cruz"](state, seat, scramble);
      expect(standInAction(player, redrawn, seat, "quick", "discard")).toEqual(choice);
    }
  });
});

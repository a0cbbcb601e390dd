import { computerPlayer } from "../../domain/computer-players";
import type { AnyGame, Seat } from "../../domain/core/game";
import { budgetFor } from "../../domain/core/players/levels";
import { searchAction } from "../../domain/core/players/search";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { type StandInKind, standInAction } from "../../domain/core/stand-ins";

/** Chooses a seat's action; `salt` is the match and step, as the service passes its match and version. */
type Chooser = (game: AnyGame, state: unknown, seat: Seat, salt: string) => unknown;

/**
 * The greedy stand-in as it was before computer players played fair, kept here as the yardstick:
 * the action after which the seat stands best, judged on the true state (so it sees a tile it turns
 * up and the bird chit it draws).
 */
export const peekingGreedy: Chooser = (game, state, seat, salt) => {
  const random = new Random(seedRandom(`stand-in:${salt}`));
  let best = Number.NEGATIVE_INFINITY;
  let bestActions: unknown[] = [];
  for (const action of game.legalActions(state, seat)) {
    const value = game.standing(game.apply(state, seat, action).state, seat);
    if (value > best) {
      best = value;
      bestActions = [action];
    } else if (value === best) bestActions.push(action);
  }
  return bestActions[random.int(bestActions.length)];
};

/** A stand-in kind as a chooser, thinking `ms` per decision when given. */
export function level(kind: StandInKind, ms?: number): Chooser {
  return (game, state, seat, salt) => standInAction(computerPlayer(game), state, seat, kind, salt, ms);
}

interface MatchOutcome {
  /** The tested seat's place (1 = won) and score, and the other seats' mean score. */
  place: number;
  score: number;
  rivals: number;
  /** CPU milliseconds of each of the tested seat's decisions that had a choice, and wall milliseconds. */
  times: number[];
  walls: number[];
}

/** One game: the tested chooser at `seat`, the baseline at every other seat. */
function playMatch(
  game: AnyGame,
  players: number,
  seat: Seat,
  tested: Chooser,
  baseline: Chooser,
  seed: string,
): MatchOutcome {
  let state = game.setup(seed, players, game.schemas.options.parse({}));
  const times: number[] = [];
  const walls: number[] = [];
  for (let step = 0; game.result(state) === null; step++) {
    const actor: Seat = game.activeSeats(state)[0];
    const choices = game.legalActions(state, actor).length;
    const start = performance.now();
    const cpu = process.cpuUsage();
    const action = (actor === seat ? tested : baseline)(game, state, actor, `${seed}:${step}`);
    if (actor === seat && choices > 1) {
      const used = process.cpuUsage(cpu);
      times.push((used.user + used.system) / 1000);
      walls.push(performance.now() - start);
    }
    state = game.apply(state, actor, action).state;
  }
  const standings = game.result(state)?.standings ?? [];
  const mine = standings.find((s) => s.seat === seat);
  const others = standings.filter((s) => s.seat !== seat);
  const rivals = others.length === 0 ? 0 : others.reduce((sum, s) => sum + s.score, 0) / others.length;
  return { place: mine?.place ?? players, score: mine?.score ?? 0, rivals, times, walls };
}

/** Wilson's 95% interval for `wins` out of `n`, in percent. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n)) || 0;
  return [Math.max(0, centre - half) * 100, Math.min(1, centre + half) * 100];
}

function median(sorted: number[]): number {
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface StrengthRow {
  game: string;
  players: number;
  games: number;
  /** A solo game has no rival to beat: its row shows scores only. */
  "wins %": number | "–";
  "95% interval": string;
  "mean score": number;
  "best score": number;
  "rivals' mean": number | "–";
  "CPU ms/decision min": number;
  median: number;
  max: number;
  "wall ms median": number;
}

/**
 * The tested chooser at one seat against the baseline at all others, the seat rotating game by
 * game: its win rate with Wilson's 95% interval, its mean score and the other seats', and the time
 * each of its decisions took (CPU time: other work on the machine stretches the wall time).
 */
export function benchStrength(
  game: AnyGame,
  players: number,
  games: number,
  tested: Chooser,
  baseline: Chooser,
  progress: (done: number) => void,
): StrengthRow {
  let wins = 0;
  let score = 0;
  let best = Number.NEGATIVE_INFINITY;
  let rivals = 0;
  const times: number[] = [];
  const walls: number[] = [];
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const outcome = playMatch(game, players, seat, tested, baseline, `strength-${game.id}-${players}-${g}`);
    if (outcome.place === 1) wins++;
    score += outcome.score;
    best = Math.max(best, outcome.score);
    rivals += outcome.rivals;
    times.push(...outcome.times);
    walls.push(...outcome.walls);
    progress(g + 1);
  }
  times.sort((a, b) => a - b);
  walls.sort((a, b) => a - b);
  const [low, high] = wilson(wins, games);
  const solo = players === 1;
  return {
    game: game.id,
    players,
    games,
    "wins %": solo ? "–" : round1((100 * wins) / games),
    "95% interval": solo ? "–" : `${round1(low)}–${round1(high)}`,
    "mean score": round1(score / games),
    "best score": best,
    "rivals' mean": solo ? "–" : round1(rivals / games),
    "CPU ms/decision min": round1(times[0] ?? 0),
    median: round1(median(times)),
    max: round1(times.at(-1) ?? 0),
    "wall ms median": round1(median(walls)),
  };
}

export interface FairnessRow {
  game: string;
  players: number;
  player: string;
  decisions: number;
  "changed by what the seat may not see %": number;
}

/**
 * How often a chooser's decision changes when everything its seat may not see is drawn anew: over
 * the decisions of baseline games, the share that differ between the true state and a redrawn one.
 */
export function benchFairness(
  game: AnyGame,
  players: number,
  games: number,
  name: string,
  chooser: Chooser,
): FairnessRow {
  const random = new Random(seedRandom(`fairness-${game.id}`));
  let decisions = 0;
  let changed = 0;
  for (let g = 0; g < games; g++) {
    let state = game.setup(`fairness-${game.id}-${g}`, players, game.schemas.options.parse({}));
    for (let step = 0; game.result(state) === null; step++) {
      const seat: Seat = game.activeSeats(state)[0];
      const salt = `fair-${g}:${step}`;
      const action = chooser(game, state, seat, salt);
      if (game.legalActions(state, seat).length > 1) {
        decisions++;
        const other = chooser(game, game.determinize(state, seat, random), seat, salt);
        if (JSON.stringify(other) !== JSON.stringify(action)) changed++;
      }
      state = game.apply(state, seat, action).state;
    }
  }
  return {
    game: game.id,
    players,
    player: name,
    decisions,
    "changed by what the seat may not see %": round1((100 * changed) / decisions),
  };
}

export interface SpeedRow {
  game: string;
  players: number;
  "playout actions per CPU ms": number;
  calibrated: number;
}

/**
 * The search's speed over the states of one random game, against the fixed figure that turns a
 * level's time into work: a strategy that grows slower needs its game's figure lowered.
 */
export function benchSearchSpeed(game: AnyGame, players: number): SpeedRow {
  const player = computerPlayer(game);
  const steps = budgetFor(player, 200).steps;
  const play = playthrough<unknown>(game, { seed: `speed-${game.id}`, players });
  let state = play.initial;
  let spent = 0;
  let cpuMs = 0;
  play.turns.forEach((turn, i) => {
    if (i % Math.ceil(play.turns.length / 10) === 0) {
      const cpu = process.cpuUsage();
      searchAction(player, state, turn.seat, { steps, depth: 10_000 }, new Random(seedRandom(`speed-${i}`)));
      const used = process.cpuUsage(cpu);
      cpuMs += (used.user + used.system) / 1000;
      spent += steps;
    }
    state = game.apply(state, turn.seat, turn.action).state;
  });
  return {
    game: game.id,
    players,
    "playout actions per CPU ms": round1(spent / cpuMs),
    calibrated: budgetFor(player, 1).steps,
  };
}

/** Writes how far a long table has come, on one line that the next replaces. */
function progressLine(label: string, total: number): (done: number) => void {
  return (done) => process.stderr.write(`\r  ${label}: ${done}/${total} games${done === total ? "\n" : ""}`);
}

/**
 * The strength tables: the search's speed against its calibration, the strong level against
 * today's greedy for every game and player count (alone in a solo game), and how often each
 * player's decisions depend on what its seat may not see.
 */
export function strengthTables(
  list: AnyGame[],
  games: number,
  ms: number,
): { speed: SpeedRow[]; strength: StrengthRow[]; fairness: FairnessRow[] } {
  const strength = list.flatMap((game) =>
    Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => {
      const players = game.players.min + i;
      const progress = progressLine(`${game.id}, ${players} players`, games);
      return benchStrength(game, players, games, level("strong", ms), peekingGreedy, progress);
    }),
  );
  // measured once the search is warm, as it is in a worker that has played a few moves
  const speed = list.flatMap((game) => [
    benchSearchSpeed(game, Math.max(2, game.players.min)),
    benchSearchSpeed(game, game.players.max),
  ]);
  const fairness = list.flatMap((game) => [
    benchFairness(game, Math.max(2, game.players.min), games, "today's greedy", peekingGreedy),
    benchFairness(game, game.players.max, games, "today's greedy", peekingGreedy),
    benchFairness(game, game.players.max, Math.ceil(games / 10), "quick", level("quick")),
  ]);
  return { speed, strength, fairness };
}

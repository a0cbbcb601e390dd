import { games as gameRegistry } from "../../domain";
import { computerPlayer } from "../../domain/computer-players";
import type { AnyGame, Seat } from "../../domain/core/game";
import { bestOf } from "../../domain/core/players/best-of";
import { budgetFor, type Level, levelMs } from "../../domain/core/players/levels";
import { playthrough } from "../../domain/core/playthrough";
import { Random, seedRandom } from "../../domain/core/random";
import { standInAction } from "../../domain/core/stand-ins";
import { content as santaMariaContent } from "../../domain/santa-maria/content";
import { playInPool } from "./match-pool";
import { santaMariaHeuristic } from "./opponents/santa-maria";

/**
 * Chooses a seat's action among `players` seats; `salt` is the match and step, as the service passes
 * its match and version.
 */
type Chooser = (game: AnyGame, state: unknown, seat: Seat, salt: string, players: number) => unknown;

/** A chooser with the name its rows show and the key another process finds it by (`chooserOf`). */
interface Named {
  key: string;
  name: string;
  choose: Chooser;
}

/**
 * A heuristic written from the rules' scoring, on public information only: on a world drawn from
 * what the seat may see, the action after which its score leads the best rival's most (alone, its score).
 */
export const oneStep: Named = {
  key: "one-step",
  name: "one-step heuristic",
  choose(game, state, seat, salt, players) {
    const random = new Random(seedRandom(`heuristic:${salt}`));
    const world = game.determinize(state, seat, random);
    return bestOf(
      game.legalActions(world, seat),
      (action) => {
        const next = game.apply(world, seat, action).state;
        const mine = game.standing(next, seat);
        let rival = Number.NEGATIVE_INFINITY;
        for (let other = 0; other < players; other++)
          if (other !== seat) rival = Math.max(rival, game.standing(next, other));
        return players === 1 ? mine : mine - rival;
      },
      random,
    );
  },
};

/** The game's playout policy alone, on a world drawn from what the seat may see: what the search must beat. */
export const policyAlone: Named = {
  key: "policy",
  name: "policy alone",
  choose(game, state, seat, salt) {
    const random = new Random(seedRandom(`policy:${salt}`));
    const world = game.determinize(state, seat, random);
    return computerPlayer(game).strategy.rollout(world, seat, game.legalActions(world, seat), random);
  },
};

/** A level as a chooser, thinking `ms` per decision when given. */
export function level(kind: Level, ms?: number): Named {
  return {
    key: ms === undefined ? kind : `${kind}:${ms}`,
    name: ms === undefined ? kind : `${kind} (${ms} ms)`,
    choose: (game, state, seat, salt) => standInAction(computerPlayer(game), state, seat, kind, salt, ms),
  };
}

/** Santa Maria's heuristic written from the rule text (test/bench/opponents/santa-maria.ts). */
export const rulesHeuristic: Named = { key: "rules", name: "rules heuristic", choose: santaMariaHeuristic };

/** The chooser a key names: `policy`, `one-step`, `rules`, or a level with its milliseconds (`strong:300`). */
export function chooserOf(key: string): Named {
  const named = [policyAlone, oneStep, rulesHeuristic].find((n) => n.key === key);
  if (named) return named;
  const [kind, ms] = key.split(":");
  if (!(kind in levelMs)) throw new Error(`no chooser ${key}`);
  return level(kind as Level, ms === undefined ? undefined : Number(ms));
}

/**
 * The opponent a row's tested player meets: one that can win, written apart from the players. Santa
 * Cruz: the one-step heuristic. Santa Maria: its scores come late, so a one-step look at them plays
 * badly; the rules heuristic judges each main action by the turn it starts and what it holds.
 */
export function opponentFor(game: AnyGame): Named {
  return game.id === "santa-maria" ? rulesHeuristic : oneStep;
}

export interface MatchOutcome {
  /** The tested seat's place (1 = won), its score less the best rival's (alone: its score), its score. */
  place: number;
  margin: number;
  score: number;
  /** CPU milliseconds of each of the tested seat's decisions that had a choice. */
  times: number[];
  /** A Santa Maria solo game's achievements reached (ids of its content); none elsewhere. */
  achievements: string[];
}

/** One game to play, by names another process can find: the tested chooser at `seat`, the opponent at every other. */
export interface MatchJob {
  game: string;
  players: number;
  seat: Seat;
  tested: string;
  opponent: string;
  seed: string;
}

/** Plays a job's game (in whichever process the pool gave it to). */
export function playJob(job: MatchJob): MatchOutcome {
  const game = gameRegistry.get(job.game);
  if (!game) throw new Error(`no game ${job.game}`);
  const { tested, opponent } = {
    tested: chooserOf(job.tested).choose,
    opponent: chooserOf(job.opponent).choose,
  };
  return playMatch(game, job.players, job.seat, tested, opponent, job.seed);
}

/** One game: the tested chooser at `seat`, the opponent at every other seat. */
function playMatch(
  game: AnyGame,
  players: number,
  seat: Seat,
  tested: Chooser,
  opponent: Chooser,
  seed: string,
): MatchOutcome {
  let state = game.setup(seed, players, game.schemas.options.parse({}));
  const times: number[] = [];
  for (let step = 0; game.result(state) === null; step++) {
    const actor: Seat = game.activeSeats(state)[0];
    const choices = game.legalActions(state, actor).length;
    const cpu = process.cpuUsage();
    const action = (actor === seat ? tested : opponent)(game, state, actor, `${seed}:${step}`, players);
    if (actor === seat && choices > 1) {
      const used = process.cpuUsage(cpu);
      times.push((used.user + used.system) / 1000);
    }
    state = game.apply(state, actor, action).state;
  }
  const standings = game.result(state)?.standings ?? [];
  const mine = standings.find((s) => s.seat === seat);
  const rival = Math.max(...standings.filter((s) => s.seat !== seat).map((s) => s.score));
  const score = mine?.score ?? 0;
  const margin = standings.length === 1 ? score : score - rival;
  return { place: mine?.place ?? players, margin, score, times, achievements: achievementsOf(state) };
}

/** The solo achievements a finished Santa Maria game reached; none for another game. */
function achievementsOf(state: unknown): string[] {
  return (state as { solo?: { achievements: string[] } | null }).solo?.achievements ?? [];
}

/** Wilson's 95% interval for `wins` out of `n`, in percent. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n)) || 0;
  return [Math.max(0, centre - half) * 100, Math.min(1, centre + half) * 100];
}

/** A mean and its 95% interval (normal approximation), as text. */
function meanInterval(values: number[]): string {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n < 2 ? 0 : values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return `${round1(mean)} (${round1(mean - half)}–${round1(mean + half)})`;
}

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Each tested player's games of one row, game by game on the same seeds and seats. */
interface Series {
  name: string;
  outcomes: MatchOutcome[];
}

/** The games of a row: the tested chooser at one seat against the opponent at all others, the seat rotating game by game. */
function seriesJobs(
  game: AnyGame,
  players: number,
  games: number,
  tested: Named,
  opponent: Named,
): MatchJob[] {
  return Array.from({ length: games }, (_, g) => ({
    game: game.id,
    players,
    seat: g % players,
    tested: tested.key,
    opponent: opponent.key,
    seed: `strength-${game.id}-${players}-${g}`,
  }));
}

export interface StrengthRow {
  game: string;
  players: number;
  player: string;
  opponent: string;
  games: number;
  /** A solo game has no rival to beat: its row shows scores only. */
  "wins % (95%)": string;
  "mean score (95%)": string;
  "margin over best rival (95%)": string;
  "CPU ms/decision median": number;
  p95: number;
}

function strengthRow(
  game: AnyGame,
  players: number,
  opponent: string,
  { name, outcomes }: Series,
): StrengthRow {
  const wins = outcomes.filter((o) => o.place === 1).length;
  const [low, high] = wilson(wins, outcomes.length);
  const times = outcomes.flatMap((o) => o.times).sort((a, b) => a - b);
  const solo = players === 1;
  return {
    game: game.id,
    players,
    player: name,
    opponent: solo ? "–" : opponent,
    games: outcomes.length,
    "wins % (95%)": solo ? "–" : `${round1((100 * wins) / outcomes.length)} (${round1(low)}–${round1(high)})`,
    "mean score (95%)": meanInterval(outcomes.map((o) => o.score)),
    "margin over best rival (95%)": solo ? "–" : meanInterval(outcomes.map((o) => o.margin)),
    "CPU ms/decision median": round1(percentile(times, 0.5)),
    p95: round1(percentile(times, 0.95)),
  };
}

export interface PairedRow {
  game: string;
  players: number;
  comparison: string;
  games: number;
  "paired difference in margin (95%)": string;
}

/** One player's margins less another's on the same seeds and seats: ≥ 0 when it plays at least as well. */
function pairedRow(game: AnyGame, players: number, better: Series, worse: Series): PairedRow {
  const differences = better.outcomes.map((o, i) => o.margin - worse.outcomes[i].margin);
  return {
    game: game.id,
    players,
    comparison: `${better.name} − ${worse.name}`,
    games: differences.length,
    "paired difference in margin (95%)": meanInterval(differences),
  };
}

export interface HeadToHeadRow {
  game: string;
  players: number;
  games: number;
  "strong wins % (95%)": string;
}

/** Strong against quick, two players, the seats swapped game by game. */
function headToHeadJobs(game: AnyGame, games: number, strong: Named, quick: Named): MatchJob[] {
  const players = Math.max(2, game.players.min);
  return Array.from({ length: games }, (_, g) => ({
    game: game.id,
    players,
    seat: g % players,
    tested: strong.key,
    opponent: quick.key,
    seed: `head-${game.id}-${g}`,
  }));
}

function headToHeadRow(game: AnyGame, outcomes: MatchOutcome[]): HeadToHeadRow {
  const wins = outcomes.filter((o) => o.place === 1).length;
  const [low, high] = wilson(wins, outcomes.length);
  return {
    game: game.id,
    players: Math.max(2, game.players.min),
    games: outcomes.length,
    "strong wins % (95%)": `${round1((100 * wins) / outcomes.length)} (${round1(low)}–${round1(high)})`,
  };
}

export interface SoloRow {
  player: string;
  games: number;
  "mean score (95%)": string;
  "≥ 100 (a solo win) %": number;
  /** The share of games reaching each solo achievement, by its name. */
  [achievement: string]: string | number;
}

/** Santa Maria's solo scores against the rule text's bands, and how often each solo achievement is reached. */
function soloRow({ name, outcomes }: Series): SoloRow {
  const share = (reached: (o: MatchOutcome) => boolean) =>
    round1((100 * outcomes.filter(reached).length) / outcomes.length);
  const row: SoloRow = {
    player: name,
    games: outcomes.length,
    "mean score (95%)": meanInterval(outcomes.map((o) => o.score)),
    "≥ 100 (a solo win) %": share((o) => o.score >= 100),
  };
  for (const { id, name: achievement } of santaMariaContent.board.solo.achievements)
    row[`${achievement} %`] = share((o) => o.achievements.includes(id));
  return row;
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
 * the decisions of the opponent's games, the share that differ between the true state and a redrawn one.
 */
export function benchFairness(game: AnyGame, players: number, games: number, chooser: Named): FairnessRow {
  const random = new Random(seedRandom(`fairness-${game.id}`));
  let decisions = 0;
  let changed = 0;
  for (let g = 0; g < games; g++) {
    let state = game.setup(`fairness-${game.id}-${g}`, players, game.schemas.options.parse({}));
    for (let step = 0; game.result(state) === null; step++) {
      const seat: Seat = game.activeSeats(state)[0];
      const salt = `fair-${g}:${step}`;
      const action = chooser.choose(game, state, seat, salt, players);
      if (game.legalActions(state, seat).length > 1) {
        decisions++;
        const other = chooser.choose(game, game.determinize(state, seat, random), seat, salt, players);
        if (JSON.stringify(other) !== JSON.stringify(action)) changed++;
      }
      state = game.apply(state, seat, action).state;
    }
  }
  return {
    game: game.id,
    players,
    player: chooser.name,
    decisions,
    "changed by what the seat may not see %": decisions === 0 ? 0 : round1((100 * changed) / decisions),
  };
}

export interface SpeedRow {
  game: string;
  players: number;
  level: Level;
  "budget ms": number;
  "playout actions per CPU ms, slowest decile": number;
  median: number;
  "measured at start-up": number;
  "CPU ms/decision p50": number;
  p95: number;
  "decisions within the budget %": number;
  "stopped by the service's clock, wall ms: p50": number;
  "stopped: p95": number;
  "stopped: within the budget %": number;
}

/** Decisions a speed row times: about this many, spread over its game. */
const timedDecisions = 40;

/** The CPU milliseconds `run` takes. */
function cpuMs(run: () => unknown): number {
  const cpu = process.cpuUsage();
  run();
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
}

/**
 * A level's decisions over the states of one random game, timed in CPU ms against its budget, and the
 * playout rate they ran at against the rate measured at the player's start-up that turns the budget
 * into work: it should be near the slow decile's rate, so that nineteen decisions in twenty end within the budget.
 * Each decision is timed again as the service makes it, stopped by its clock when the level's time is
 * up, and timed by that clock: the time a person waits (a process's CPU time also counts its
 * collector's threads running beside it).
 */
export function benchSearchSpeed(game: AnyGame, players: number, level: Level): SpeedRow {
  const player = computerPlayer(game);
  const budget = budgetFor(player, levelMs[level]);
  const play = playthrough<unknown>(game, { seed: `speed-${game.id}`, players });
  const rates: number[] = [];
  const times: number[] = [];
  const stopped: number[] = [];
  let state = play.initial;
  play.turns.forEach((turn, i) => {
    if (
      i % Math.ceil(play.turns.length / timedDecisions) === 0 &&
      game.legalActions(state, turn.seat).length > 1
    ) {
      const ms = cpuMs(() => standInAction(player, state, turn.seat, level, `speed-${i}`));
      times.push(ms);
      rates.push(budget.steps / ms);
      const clock = () => performance.now();
      const started = clock();
      standInAction(player, state, turn.seat, level, `speed-${i}`, undefined, clock);
      stopped.push(clock() - started);
    }
    state = game.apply(state, turn.seat, turn.action).state;
  });
  for (const list of [rates, times, stopped]) list.sort((a, b) => a - b);
  const within = (list: number[]) =>
    round1((100 * list.filter((ms) => ms <= levelMs[level]).length) / list.length);
  return {
    game: game.id,
    players,
    level,
    "budget ms": levelMs[level],
    "playout actions per CPU ms, slowest decile": round1(percentile(rates, 0.1)),
    median: round1(percentile(rates, 0.5)),
    "measured at start-up": round1(player.stepsPerMs),
    "CPU ms/decision p50": round1(percentile(times, 0.5)),
    p95: round1(percentile(times, 0.95)),
    "decisions within the budget %": within(times),
    "stopped by the service's clock, wall ms: p50": round1(percentile(stopped, 0.5)),
    "stopped: p95": round1(percentile(stopped, 0.95)),
    "stopped: within the budget %": within(stopped),
  };
}

/** Each level's speed in every game, at the fewest seats that search against rivals and at the most. */
export function searchSpeedTable(list: AnyGame[]): SpeedRow[] {
  return list.flatMap((game) =>
    [Math.max(2, game.players.min), game.players.max].flatMap((players) =>
      (Object.keys(levelMs) as Level[]).map((level) => benchSearchSpeed(game, players, level)),
    ),
  );
}

/** Writes how far a long table has come, on one line that the next replaces. */
function progressLine(label: string, total: number): (done: number) => void {
  return (done) => process.stderr.write(`\r  ${label}: ${done}/${total} games${done === total ? "\n" : ""}`);
}

export interface StrengthTables {
  strength: StrengthRow[];
  paired: PairedRow[];
  headToHead: HeadToHeadRow[];
  solo: SoloRow[];
}

/**
 * The strength tables: the policy alone, quick and strong each against an opponent that can win, on
 * the same seeds and seats, for every game and player count, with their paired differences
 * (strong − quick, quick − policy); strong against quick head to head; Santa Maria alone against the
 * rule text's bands and achievements. `soloOnly` plays the solo rows alone, for their table alone.
 */
export async function strengthTables(
  list: AnyGame[],
  games: number,
  ms: number,
  soloOnly = false,
): Promise<StrengthTables> {
  const tested = [policyAlone, level("quick"), level("strong", ms)];
  const rows = list
    .flatMap((game) =>
      Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i).map(
        (players) => ({ game, players }),
      ),
    )
    .filter(({ players }) => !soloOnly || players === 1);
  const headToHead = soloOnly ? [] : list;
  const jobs = [
    ...rows.flatMap(({ game, players }) =>
      tested.map((player) => seriesJobs(game, players, games, player, opponentFor(game))),
    ),
    ...headToHead.map((game) => headToHeadJobs(game, games, tested[2], tested[1])),
  ];
  // every game on its own, spread over a process per core: the rows then read their games back in order
  const outcomes = await playInPool(jobs.flat(), progressLine("computer players", jobs.flat().length));
  const played = jobs.map((row) => outcomes.splice(0, row.length));
  const strength: StrengthRow[] = [];
  const paired: PairedRow[] = [];
  const solo: SoloRow[] = [];
  rows.forEach(({ game, players }, r) => {
    const series = tested.map((player, t) => ({
      name: player.name,
      outcomes: played[r * tested.length + t],
    }));
    strength.push(...series.map((row) => strengthRow(game, players, opponentFor(game).name, row)));
    paired.push(
      pairedRow(game, players, series[1], series[0]),
      pairedRow(game, players, series[2], series[1]),
    );
    if (players === 1) solo.push(...series.map(soloRow));
  });
  return {
    strength,
    paired,
    headToHead: headToHead.map((game, i) => headToHeadRow(game, played[rows.length * tested.length + i])),
    solo,
  };
}

/** How often each level's decisions depend on what its seat may not see, at the most seats. */
export function fairnessTable(list: AnyGame[], games: number): FairnessRow[] {
  return list.flatMap((game) =>
    [level("quick"), level("strong")].map((chooser) =>
      benchFairness(game, game.players.max, Math.max(1, Math.ceil(games / 10)), chooser),
    ),
  );
}

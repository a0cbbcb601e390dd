import type { AnyGame } from "../../domain/core/game";
import { Random, seedRandom } from "../../domain/core/random";
import type { GameRegistry } from "../../domain/core/registry";
import { type Stats, stats } from "./stats";

export interface EngineSettings {
  /** CPU seconds each engine plays each row, over all rounds. */
  seconds: number;
  /** Samples per engine and row, the two engines alternating. */
  rounds: number;
  /** Games per row that both engines play side by side, every step compared. */
  identityGames: number;
  progress: (line: string) => void;
}

/** What one engine did in one sample. */
interface Sample {
  games: number;
  seconds: number;
  actions: number;
  listed: number;
}

/** CPU time this process has used: other load on a shared machine barely changes it, unlike the clock. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Complete random games on one core, legal actions listed at every step: the cost a bot or the
 * service pays per move. Game g of a round plays seed `bench-<round>-<g>` with its own seeded
 * choices, so engines with identical results do identical work.
 */
function sampleGames(game: AnyGame, players: number, seconds: number, round: number): Sample {
  const options = game.schemas.options.parse({});
  const sample: Sample = { games: 0, seconds: 0, actions: 0, listed: 0 };
  const start = cpuSeconds();
  while (cpuSeconds() < start + seconds || sample.games === 0) {
    const random = new Random(seedRandom(`choices-${round}-${sample.games}`));
    let state = game.setup(`bench-${round}-${sample.games}`, players, options);
    while (game.result(state) === null) {
      const seats = game.activeSeats(state);
      const seat = seats[random.int(seats.length)];
      const legal = game.legalActions(state, seat);
      sample.listed += legal.length;
      state = game.apply(state, seat, legal[random.int(legal.length)]).state;
      sample.actions++;
    }
    sample.games++;
  }
  sample.seconds = cpuSeconds() - start;
  return sample;
}

/** What both engines did in the same games, compared step by step. */
interface Identity {
  steps: number;
  /** Where they first differ, or null. */
  difference: string | null;
  /** The largest state either reached, as JSON. */
  maxBytes: number;
}

function playSideBySide(before: AnyGame, after: AnyGame, players: number, games: number): Identity {
  const out: Identity = { steps: 0, difference: null, maxBytes: 0 };
  for (let g = 0; g < games && out.difference === null; g++)
    out.difference = playOne(before, after, players, g, out);
  return out;
}

/** The value cut to the fields the older state has: a field added since (no rule of the older engine reads it) is not compared. */
function likeOlder(value: unknown, older: unknown): unknown {
  if (Array.isArray(value) && Array.isArray(older)) return value.map((v, i) => likeOlder(v, older[i]));
  if (value && older && typeof value === "object" && typeof older === "object" && !Array.isArray(older)) {
    const fields = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(older).map(([k, o]) => [k, likeOlder(fields[k], o)]));
  }
  return value;
}

/** One seeded game by both engines: where they first differ, or null. */
function playOne(before: AnyGame, after: AnyGame, players: number, g: number, out: Identity): string | null {
  const json = (value: unknown) => JSON.stringify(value);
  const options = after.schemas.options.parse({});
  const where = `${after.id}, ${players} players, game ${g}`;
  const random = new Random(seedRandom(`identity-choices-${g}`));
  let old = before.setup(`identity-${g}`, players, options);
  let state = after.setup(`identity-${g}`, players, options);
  for (let step = 0; after.result(state) === null; step++) {
    const text = json(state);
    out.maxBytes = Math.max(out.maxBytes, text.length);
    const seats: number[] = after.activeSeats(state);
    const lists = Array.from({ length: players }, (_, seat) => after.legalActions(state, seat));
    const oldLists = Array.from({ length: players }, (_, seat) => before.legalActions(old, seat));
    if (
      json(old) !== json(likeOlder(state, old)) ||
      json(before.activeSeats(old)) !== json(seats) ||
      json(oldLists) !== json(lists)
    )
      return `${where}, step ${step}: the state or the legal actions`;
    const seat = seats[random.int(seats.length)];
    const action = lists[seat][random.int(lists[seat].length)];
    const was = before.apply(old, seat, action);
    const now = after.apply(state, seat, action);
    if (json(was.events) !== json(now.events)) return `${where}, step ${step}: the events`;
    old = was.state;
    state = now.state;
    out.steps++;
  }
  return json(old) === json(likeOlder(state, old)) ? null : `${where}: the final state`;
}

interface Row {
  game: AnyGame;
  old: AnyGame;
  players: number;
  before: Sample[];
  after: Sample[];
  identity: Identity;
}

const perSecond = (s: Sample) => s.games / s.seconds;
const show = (s: Stats) => `${Math.round(s.min)} / ${Math.round(s.median)} / ${Math.round(s.max)}`;
const showRatio = (s: Stats) => `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)}`;

/**
 * Today's engines against older ones, today's set to the rules version the older one plays (a newer
 * version may play other content). First both play the same seeded games side by side, every
 * state, legal-action list and event compared; then, after a warm-up, each engine plays each row
 * in turn for `rounds` samples, the order alternating, and each round's pair gives a ratio.
 */
export function compareEngines(before: GameRegistry, after: GameRegistry, settings: EngineSettings) {
  const rows: Row[] = after.list().flatMap((newest) => {
    const old = before.get(newest.id);
    if (!old) throw new Error(`no earlier engine of ${newest.id}`);
    const game = after.get(newest.id, old.rulesVersion);
    if (!game)
      throw new Error(`today's engine no longer hosts ${newest.id} rules version ${old.rulesVersion}`);
    return Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => {
      const players = game.players.min + i;
      settings.progress(`engines: ${game.id}, ${players} players, side by side`);
      const identity = playSideBySide(old, game, players, settings.identityGames);
      return { game, old, players, before: [], after: [], identity };
    });
  });
  const slice = settings.seconds / settings.rounds;
  for (const row of rows) {
    settings.progress(`engines: ${row.game.id}, ${row.players} players, warm-up`);
    sampleGames(row.old, row.players, slice, -1);
    sampleGames(row.game, row.players, slice, -1);
  }
  for (let round = 0; round < settings.rounds; round++) {
    for (const row of rows) {
      settings.progress(
        `engines: round ${round + 1}/${settings.rounds}, ${row.game.id}, ${row.players} players`,
      );
      const turns: [AnyGame, Sample[]][] = [
        [row.old, row.before],
        [row.game, row.after],
      ];
      if (round % 2 === 1) turns.reverse();
      for (const [engine, samples] of turns) samples.push(sampleGames(engine, row.players, slice, round));
    }
  }
  settings.progress("");
  const differences = rows.flatMap((row) => row.identity.difference ?? []);
  const steps = rows.reduce((sum, row) => sum + row.identity.steps, 0);
  return {
    identity:
      differences.length === 0
        ? `identical: yes, ${steps} steps`
        : `identical: NO, ${differences.join("; ")}`,
    rows: rows.map(summary),
  };
}

function summary(row: Row) {
  const total = (key: keyof Sample) => row.after.reduce((sum, s) => sum + s[key], 0);
  return {
    game: row.game.id,
    players: row.players,
    "games/s before": show(stats(row.before.map(perSecond))),
    "games/s now": show(stats(row.after.map(perSecond))),
    "now ÷ before": showRatio(stats(row.after.map((s, i) => perSecond(s) / perSecond(row.before[i])))),
    "actions/game": Math.round(total("actions") / total("games")),
    "legal actions/step": Math.round(total("listed") / total("actions")),
    "state KB (max)": Math.round(row.identity.maxBytes / 102.4) / 10,
  };
}

import { createHash } from "node:crypto";
import type { AnyGame } from "../../domain/core/game";
import { Random, seedRandom } from "../../domain/core/random";
import { deepFreeze } from "./contract-kit";

/** How a random player picks among a seat's legal actions; `game` is the game's number in its set. */
export type Pick = (actions: unknown[], random: Random, game: number) => unknown;

export const uniformPick: Pick = (actions, random) => actions[random.int(actions.length)];

/** Seeded games of one player count and option set. */
export interface GameSet {
  name: string;
  players: number;
  options: unknown;
  games: number;
}

/**
 * Plays the set's seeded random games, every state frozen, and digests, at every step, each seat's legal-action list,
 * the action taken, its events and the next state, as JSON text: an engine that keeps the digest
 * plays the same games byte for byte, legal-action order and object key order included.
 */
export function gameDigest(game: AnyGame, set: GameSet, pick: Pick = uniformPick): string {
  const hash = createHash("sha256");
  let steps = 0;
  for (let g = 0; g < set.games; g++) {
    const seed = `digest-${set.name}-${g}`;
    const random = new Random(seedRandom(`choices:${seed}`));
    let state = deepFreeze(game.setup(seed, set.players, game.schemas.options.parse(set.options)));
    hash.update(JSON.stringify(state));
    while (game.result(state) === null) {
      const seats: number[] = game.activeSeats(state);
      const lists = Array.from({ length: set.players }, (_, seat) => game.legalActions(state, seat));
      const seat = seats[random.int(seats.length)];
      const action = pick(lists[seat], random, g);
      const { state: next, events } = game.apply(state, seat, action);
      hash.update(JSON.stringify([seats, lists, seat, action, events, next]));
      // frozen: a move that changed anything it shares with the state before would throw
      state = deepFreeze(next);
      steps++;
    }
  }
  return `${steps} steps, sha256 ${hash.digest("hex").slice(0, 32)}`;
}

/** What one rules version's engine played (digests by set name, `games` a set), and which engine recorded it. */
export interface RecordedDigest {
  by: string;
  games: number;
  digests: Record<string, string>;
}

/** By rules version: every version a game hosts has its own, so a change of behaviour needs a new version. */
export type RecordedDigests = Readonly<Record<number, RecordedDigest>>;

/** The digests recorded for the rules version; fails for a hosted version recorded nowhere. */
export function recordedFor(recorded: RecordedDigests, rulesVersion: number): RecordedDigest {
  const found = recorded[rulesVersion];
  if (!found) throw new Error(`no digests recorded for rules version ${rulesVersion}: record its engine's`);
  return found;
}

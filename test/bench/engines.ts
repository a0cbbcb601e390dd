import type { AnyGame } from "../../domain/core/game";
import { Random, seedRandom } from "../../domain/core/random";

export interface EngineRow {
  game: string;
  players: number;
  "games/s": number;
  "actions/game": number;
  "legal actions/step": number;
  "state KB (max)": number;
}

/**
 * Complete random games on one core, legal actions enumerated at every step: the cost a bot or
 * the service pays per move.
 */
export function benchEngine(game: AnyGame, players: number, seconds: number): EngineRow {
  const random = new Random(seedRandom(`bench-${game.id}-${players}`));
  const options = game.schemas.options.parse({});
  let games = 0;
  let actions = 0;
  let listed = 0;
  let maxBytes = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline || games === 0) {
    let state = game.setup(`g${games}`, players, options);
    maxBytes = Math.max(maxBytes, JSON.stringify(state).length);
    while (game.result(state) === null) {
      const seats = game.activeSeats(state);
      const seat = seats[random.int(seats.length)];
      const legal = game.legalActions(state, seat);
      listed += legal.length;
      state = game.apply(state, seat, legal[random.int(legal.length)]).state;
      actions++;
    }
    maxBytes = Math.max(maxBytes, JSON.stringify(state).length);
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return {
    game: game.id,
    players,
    "games/s": Math.round(games / elapsed),
    "actions/game": Math.round(actions / games),
    "legal actions/step": Math.round(listed / actions),
    "state KB (max)": Math.round(maxBytes / 102.4) / 10,
  };
}

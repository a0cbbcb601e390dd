/** `npm run bench`: prints one table per measured part. BENCH_SECONDS sets the time per row. */
import { games } from "../../domain";
import { benchEngine } from "./engines";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);

console.log(`Random complete games on one core, legal actions listed at every step (${seconds}s a row)`);
console.table(
  games
    .list()
    .flatMap((game) =>
      Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) =>
        benchEngine(game, game.players.min + i, seconds),
      ),
    ),
);

/** `npm run bench`: prints one table per measured part. BENCH_SECONDS and BENCH_MOVES set the effort. */
import { games } from "../../domain";
import { benchBundles } from "./bundles";
import { benchEngine } from "./engines";
import { benchHttp } from "./http";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const moves = Number(process.env.BENCH_MOVES ?? 400);

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

console.log(`\nMoves over HTTP on this machine, the API and dynalite in one process (${moves} moves)`);
console.table(await benchHttp(moves));

console.log("\nLambda bundles as deployed (esbuild, minified ESM, AWS SDK left to the runtime)");
console.table(await benchBundles());

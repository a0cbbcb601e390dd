/** `npm run bench`: prints one table per measured part. BENCH_SECONDS, BENCH_GAMES, BENCH_STRENGTH_GAMES, BENCH_STRONG_MS and BENCH_MOVES set the effort. */
import { games } from "../../domain";
import { levelMs } from "../../domain/core/players/levels";
import { benchBundles } from "./bundles";
import { benchContentPlay, contentFacts } from "./content";
import { benchEngine } from "./engines";
import { benchHttp } from "./http";
import { strengthTables } from "./strength";
import { benchWebBundle } from "./web-bundle";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const moves = Number(process.env.BENCH_MOVES ?? 400);
const contentGames = Number(process.env.BENCH_GAMES ?? 400);
const strengthGames = Number(process.env.BENCH_STRENGTH_GAMES ?? 10);
const strongMs = Number(process.env.BENCH_STRONG_MS ?? levelMs.strong);

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

console.log("\nSanta Cruz content: room on the rivers and birds for the pile");
console.table([contentFacts()]);
console.log(
  `\nSanta Cruz content in play (${contentGames} games a cell; river seekers take the river set and build on rivers first)`,
);
console.table(benchContentPlay(contentGames));

console.log(
  `\nComputer players: the strong level (${strongMs} ms a decision) at one seat, today's greedy (it sees hidden tiles and chits) at the others, the seat rotating (${strengthGames} games a row)`,
);
const { speed, strength, fairness } = strengthTables(games.list(), strengthGames, strongMs);
console.table(strength);
console.log("\nThe search's speed, and the fixed figure that turns a level's time into work");
console.table(speed);
console.log("\nComputer players' decisions that change when what their seat may not see is drawn anew");
console.table(fairness);

console.log(`\nMoves over HTTP on this machine, the API and dynalite in one process (${moves} moves)`);
console.table(await benchHttp(moves));

console.log("\nLambda bundles as deployed (esbuild, minified ESM, AWS SDK left to the runtime)");
console.table(await benchBundles());

console.log("\nThe web client's bundle (esbuild, minified; the match and replay pages load their chunks)");
console.table(await benchWebBundle());

/** `npm run bench`: prints one table per measured part. BENCH_SECONDS, BENCH_GAMES, BENCH_STRENGTH_GAMES, BENCH_STRONG_MS, BENCH_ROUNDS, BENCH_MOVES and BENCH_FUZZ set the effort. */
import { games } from "../../domain";
import { levelMs } from "../../domain/core/players/levels";
import { BASELINE_COMMIT, baselineGames } from "./baseline";
import { bundleParts } from "./bundle-parts";
import { BUNDLE_BASELINE_COMMIT, benchBundles } from "./bundles";
import { benchContentPlay, contentFacts } from "./content";
import { compareEngines } from "./engines";
import { benchBigBody, benchFuzz } from "./fuzz";
import { benchHttp } from "./http";
import { benchMyGames } from "./my-games";
import { strengthTables } from "./strength";
import { benchWebBundle } from "./web-bundle";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const moves = Number(process.env.BENCH_MOVES ?? 20);
const contentGames = Number(process.env.BENCH_GAMES ?? 400);
const strengthGames = Number(process.env.BENCH_STRENGTH_GAMES ?? 40);
const strongMs = Number(process.env.BENCH_STRONG_MS ?? levelMs.strong);
const fuzzRequests = Number(process.env.BENCH_FUZZ ?? 100);

const baseline = await baselineGames();
const engines = compareEngines(baseline.games, games, {
  seconds,
  rounds,
  identityGames: 30,
  progress: (text) => process.stderr.write(`\r\x1b[K  ${text}`),
});
baseline.remove();
console.log(
  `Rules engines: complete random games on one core, legal actions listed at every step, today's engines beside commit ${BASELINE_COMMIT}'s playing the same seeded games; games per second of CPU time, ${seconds} s per engine and row in ${rounds} rounds after a warm-up, the two alternating; min / median / max (the ratio per round)`,
);
console.log(
  `Both engines step by step in 30 games a row, every state, legal-action list and event compared: ${engines.identity}`,
);
console.table(engines.rows);

console.log("\nSanta Cruz content: room on the rivers and birds for the pile");
console.table([contentFacts()]);
console.log(
  `\nSanta Cruz content in play (${contentGames} games a cell; river seekers take the river set and build on rivers first)`,
);
console.table(benchContentPlay(contentGames));

console.log(
  `\nComputer players: the strong level (${strongMs} ms a decision) at one seat, today's greedy (it sees hidden tiles and chits) at the others, the seat rotating; a solo row is the strong level alone, beside Santa Maria's solo target of 100 (${strengthGames} games a row)`,
);
const { speed, strength, fairness } = strengthTables(games.list(), strengthGames, strongMs);
console.table(strength);
console.log("\nThe search's speed, and the fixed figure that turns a level's time into work");
console.table(speed);
console.log("\nComputer players' decisions that change when what their seat may not see is drawn anew");
console.table(fairness);

const http = await benchHttp({ rounds, moves, clients: [1, 8, 32] });
console.log(
  "\nWhat a move costs the database, as DynamoDB bills it (a WCU per KB written of each item and index entry, a RCU per 4 KB read strongly): the move, the worker following it as a stream batch does on AWS, one GET of the match; 60 moves a row",
);
console.table(http.costRows);
console.log(
  `\nA move over HTTP beside the physical minimum: a bare node:http server making one GetItem and one conditional PutItem of the service's sizes (read ${http.bytes.read} B, written ${http.bytes.written} B, answer ${http.bytes.answer} B) on the same dynalite and SDK; ${moves} moves per client a round, ${rounds} rounds after a warm-up, the two alternating; min / median / max of the rounds' medians`,
);
console.table(http.latencyRows);

console.log(
  '\n"My games" for a player with 1, 100 and 1,000 started matches (half awaiting them): a page of 20',
);
console.table(await benchMyGames());

console.log(
  `\nBad input: every operation of the OpenAPI document fuzzed (the attacks of test/security, then ${fuzzRequests} requests drawn from its schemas, seeded), each answer judged by the document and the table compared around every refusal`,
);
const fuzz = await benchFuzz(fuzzRequests);
console.table(fuzz.rows);
for (const fault of fuzz.faults) console.log(`  fault: ${fault}`);
console.log("\nA 300 MB body streamed without a length at the server in this process");
console.table(await benchBigBody());

console.log(
  `\nLambda bundles as deployed (esbuild, minified ESM), today's beside commit ${BUNDLE_BASELINE_COMMIT}'s; cold import in a fresh Node, and for the API a first request after it (GET of Santa Cruz's content, which loads that game's rules), the two alternating; min / median / max`,
);
console.table(await benchBundles());
console.log(
  "\nWhat each Lambda bundle is made of: minified KB per part, as esbuild accounts for each source file's bytes in the output",
);
console.table(await bundleParts());

console.log("\nThe web client's bundle (esbuild, minified; the match and replay pages load their chunks)");
console.table(await benchWebBundle());

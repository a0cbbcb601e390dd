/** `npm run bench`: prints one table per measured part and writes them all to docs/benchmarks.md (BENCH_ONLY="title|title": those sections alone, put in place of theirs). BENCH_SECONDS, BENCH_GAMES, BENCH_STRENGTH_GAMES, BENCH_STRONG_MS, BENCH_ROUNDS, BENCH_MOVES, BENCH_FUZZ and BENCH_WORK set the effort. */
import { games } from "../../domain";
import { levelMs } from "../../domain/core/players/levels";
import { BASELINE_COMMIT, baselineGames } from "./baseline";
import { bundleParts } from "./bundle-parts";
import { BUNDLE_BASELINE_COMMIT, benchBundles } from "./bundles";
import { benchContentPlay, contentFacts } from "./content";
import { contentChoices } from "./content-choices";
import { costModel, costNote } from "./cost-model";
import { compareEngines } from "./engines";
import { benchBigBody, benchFuzz } from "./fuzz";
import { benchHttp } from "./http";
import { benchLive } from "./live";
import { readBreakdown, writeBreakdown } from "./move-writes";
import { benchMyGames, benchTurnEmailReads } from "./my-games";
import { benchPictures, PICTURES_BASELINE_COMMIT } from "./pictures";
import { benchNodeVersion } from "./processes";
import { benchReport, onlyOf, writeReport } from "./report";
import { benchStartSeats } from "./start-seats";
import { fairnessTable, searchSpeedTable, strengthTables } from "./strength";
import { townHallWorths } from "./town-hall-worths";
import { benchWebBundle } from "./web-bundle";
import { benchWorkCeiling } from "./work-ceiling";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
// moves over HTTP: a round's ratio to the bare server varies by a third at one client; 12 rounds of 40 settle the median
const httpRounds = Number(process.env.BENCH_HTTP_ROUNDS ?? 12);
const moves = Number(process.env.BENCH_MOVES ?? 40);
const contentGames = Number(process.env.BENCH_GAMES ?? 400);
const strengthGames = Number(process.env.BENCH_STRENGTH_GAMES ?? 40);
const strongMs = Number(process.env.BENCH_STRONG_MS ?? levelMs.strong);
const fuzzRequests = Number(process.env.BENCH_FUZZ ?? 100);

const report = benchReport(onlyOf(process.env));

/** A computation several sections share, run once when the first of them is wanted. */
function once<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= run();
    return result;
  };
}

const engines = once(async () => {
  const baseline = await baselineGames();
  try {
    return compareEngines(baseline.games, games, {
      seconds,
      rounds,
      identityGames: 30,
      progress: (text) => process.stderr.write(`\r\x1b[K  ${text}`),
    });
  } finally {
    baseline.remove();
    process.stderr.write("\r\x1b[K");
  }
});
await report.section(
  "Rules engines",
  async () => (await engines()).rows,
  `Complete random games on one core, legal actions listed at every step, today's engines beside commit ${BASELINE_COMMIT}'s playing the same seeded games (today's set to that commit's rules version of each game); games per second of CPU time, ${seconds} s per engine and row in ${rounds} rounds after a warm-up, the two alternating; min / median / max (the ratio per round).`,
  async () =>
    `Both engines step by step in 30 games a row, every state, legal-action list and event compared: ${(await engines()).identity}`,
);

await report.section(
  "Santa Cruz content",
  () => [contentFacts()],
  "Room on the rivers and birds for the pile.",
);
await report.section(
  "Santa Cruz content in play",
  () => benchContentPlay(contentGames),
  `${contentGames} games a cell; river seekers take the river set and build on rivers first.`,
);

// the solo table wanted alone plays only its own games, not the multiplayer rows' too
const soloOnly = ["Computer players", "Each level against the one below", "Strong against quick"].every(
  (title) => !report.wants(title),
);
const strengthRun = once(() => strengthTables(games.list(), strengthGames, strongMs, soloOnly));
await report.section(
  "Computer players",
  async () => (await strengthRun()).strength,
  `The policy alone, quick (${levelMs.quick} ms a decision) and strong (${strongMs} ms) each at one seat against an opponent that can win at the others (Santa Cruz: a one-step heuristic on public information; Santa Maria: a heuristic written from the rule text, test/bench/opponents/santa-maria.ts), on the same seeds, the tested seat rotating; a solo row plays alone (${strengthGames} games a row, 95% intervals; CPU time per decision).`,
);
await report.section(
  "Each level against the one below",
  async () => (await strengthRun()).paired,
  "Margin over the best rival (alone: the score) of one player less the other's, game by game on the same seeds and seats: at least 0 when the first plays at least as well.",
);
await report.section(
  "Strong against quick",
  async () => (await strengthRun()).headToHead,
  `Two seats, strong at one and quick at the other, swapped game by game (${strengthGames} games). Every game of these tables is played on its own in a pool of a process per core, each process measuring its playout rate at its start.`,
);
await report.section(
  "Santa Maria alone",
  async () => (await strengthRun()).solo,
  "Solo scores against the rule text's bands (100 wins the solo game), and the share of games reaching each solo achievement of the content (board.json: 120 points is Democracy, 150 Utopy).",
);
await report.section(
  "The search's speed",
  () => {
    // timed alone, after the pool: a first pass warms the engines up when this section runs alone
    searchSpeedTable(games.list());
    return searchSpeedTable(games.list());
  },
  "Each level's decisions over one random game (npx tsx test/bench/search-speed.ts alone): CPU ms at p50 and p95 against the level's budget, the share within it, and the playout actions per CPU ms they ran at against the rate measured when the player was first made in the process (domain/core/players/playout-rate.ts), which turns a level's time into work (it should be near the slowest decile's rate, so that p95 stays within the budget); then the same decisions as the service makes them, its clock stopping a search when the level's time is up (functions/matches/stand-ins.ts), timed by that clock: the time a person waits.",
);
await report.section(
  "Computer players' fairness",
  () => fairnessTable(games.list(), strengthGames),
  "Computer players' decisions that change when what their seat may not see is drawn anew.",
);

const choiceGames = Math.max(1, Math.round(contentGames / 40));
await report.section(
  "Santa Maria content the policy takes",
  () => contentChoices(choiceGames),
  `Each scholar, town hall and expansion tile: the decisions whose legal actions would take it and how many of them the policy alone took it in, over ${choiceGames} games per player count (1 to 4) and set-up (basic, advanced), the policy at every seat (npx tsx test/bench/content-choices.ts alone).`,
);

await report.section(
  "Santa Maria town halls to the first drafter",
  () => townHallWorths(strengthGames),
  `Advanced games of the policy at every seat (${strengthGames} a row): the final points of the seat that drafts a town hall first, offered all four, when made to take each one less when the policy chooses, on the same seeds (npx tsx test/bench/town-hall-worths.ts alone). Near 0: as good as the policy's choice; far below: a hall a good player would not take.`,
);

const http = once(() => benchHttp({ rounds: httpRounds, moves, clients: [1, 8, 32] }));
await report.section(
  "What a move costs the database",
  async () => (await http()).costRows,
  "As DynamoDB bills it (a WCU per KB written of each item and index entry, a RCU per 4 KB read strongly): whole games played through the API with every seat's email on and every other move keyed (web client's Idempotency-Key), the worker following each move as a stream batch does on AWS, then a full GET of the match and a poll answered 304 by the next seat.",
);
await report.section(
  "A move over HTTP beside the physical minimum",
  async () => (await http()).latencyRows,
  async () =>
    `Client (a node:http keep-alive load generator), dynalite, the service, a bare node:http server making one GetItem and one conditional PutItem of the game's sizes (${[...(await http()).bytes].map(([game, b]) => `${game}: read ${b.read} B, written ${b.written} B, answer ${b.answer} B`).join("; ")}) and bare Hono doing the same, each in its own process; 4-player matches started at staggered points so that early, middle and late states are timed alike; ${moves} moves per client a round, ${httpRounds} rounds after a warm-up, the variants interleaved in a rotating order; p50 and p99 over all rounds, min / median / max of the rounds' ratios to the bare server in the same round; server CPU per move from the server processes' own counters (two processes: both summed). "2 processes in turn": each request goes to the next API process, as without affinity, so each move finds the other's snapshot cache cold. The servers ran Node ${benchNodeVersion()}${process.env.BENCH_NODE ? " (BENCH_NODE; Lambda runs Node 24)" : ""}.`,
);

await report.section(
  "What a million moves cost on AWS",
  async () => {
    const { counts, moveMs } = await http();
    return costModel(
      counts.filter((c) => c.seats === 4),
      moveMs,
    );
  },
  costNote,
);

await report.section(
  "Where a move's writes go",
  async () => writeBreakdown((await http()).counts.filter((c) => c.seats === 4)),
  "WCU per move by item kind and index entry, the worker's and the due work's included, over the whole 4-player games counted above, at the screen and by email alone (the meter bills each write to the entries it changes). A turn change writes the membership of each seat whose turn comes or goes (its byPlayer entry moves: 3 WCU each) and one notice, made with the time it may first go and settled once, claimed only when sent.",
);

await report.section(
  "A read of the match and a poll answered 304",
  async () => readBreakdown((await http()).counts.filter((c) => c.seats === 4)),
  "Per read by the next seat after each move of the games above: requests and RCU as DynamoDB bills them (each also reads the caller's key), and the time to unpack and check the snapshot the read brings, which a full GET spends and a 304 no longer does (its ETag comes from the header and the snapshot's key).",
);

await report.section(
  '"My games"',
  () => benchMyGames(),
  "Every page of 20, walked to the end, for a player with 1 to 10,000 matches (active, lobby and finished), 0%, 50% or 100% of them awaiting the player; as DynamoDB reports it (ReturnConsumedCapacity).",
);
await report.section(
  "A turn email's reads",
  () => benchTurnEmailReads(),
  "\"Since you last looked\" for every turn of a 4-player Santa Cruz match played to its end, each reader's log holding 50 delivered emails: as read now and as read before; then every turn email of a second such match whole, one to each seat whose turn comes as the worker tells it (read requests only: its claim and record are writes), the seat that moved before saying something now and then, so that an email reads the table's chat only when the match's header says a message came after the reader last looked and does not hold it (it holds the newest): those quoting a message apart from the others; then the same for readers told of every move (email: always), whose deliveries are read with each email; as DynamoDB reports it.",
);

const fuzz = once(() => benchFuzz(fuzzRequests));
await report.section(
  "Bad input",
  async () => (await fuzz()).rows,
  `Every operation of the OpenAPI document fuzzed (the attacks of test/security, then ${fuzzRequests} requests drawn from its schemas, seeded), each answer judged by the document and the table compared around every refusal.`,
);
if (report.wants("Bad input")) for (const fault of (await fuzz()).faults) report.note(`- fault: ${fault}`);
await report.section(
  "A huge body",
  () => benchBigBody(),
  "A 300 MB body streamed without a length at the server in this process.",
);

await report.section(
  "Lambda bundles",
  () => benchBundles(),
  `As deployed (esbuild, minified ESM), today's beside commit ${BUNDLE_BASELINE_COMMIT}'s; cold import in a fresh Node, and for the API a first request after it (GET of Santa Cruz's content, which loads that game's rules), the two alternating; min / median / max.`,
);
await report.section(
  "What each Lambda bundle is made of",
  () => bundleParts(),
  "Minified KB per part, as esbuild accounts for each source file's bytes in the output.",
);

await report.section(
  "The web client's bundle",
  () => benchWebBundle(),
  "esbuild, minified; the match and replay pages load their chunks.",
);

await report.section(
  "Email pictures",
  () => benchPictures(),
  `CPU per picture (drawing and PNG) and bytes of the PNG and of the whole turn email, today's (the web client's boards: still layers drawn once per process, the pieces as stamps each drawn once and laid in place, a 16-colour 4-bit palette PNG) beside commit ${PICTURES_BASELINE_COMMIT}'s string builders (median of 12 of one view), measured in the same run. Now: the median over the 12 turns after the scene, each a new view as a worker meets a match going on; no stamp kept: the scene's picture with the stamps forgotten (a fresh worker's first, still layers kept).`,
);

const workItems = Number(process.env.BENCH_WORK ?? 400);
await report.section(
  "Work ceiling",
  () => benchWorkCeiling(workItems),
  `${workItems} due deliveries (turn emails with pictures) and ${workItems} due clock ticks (a reminder each), found by the schedule and done by 1 and by 8 consumers (functions/follow-ups/), dynalite in process with the work queues' AWS shards; the consumers share this machine's cores, where on AWS each is a function with its own vCPU.`,
);

await report.section(
  "Who starts",
  () => benchStartSeats(),
  "200 matches of 2, 3 and 4 people each, started through the API: how often the player at each lobby position (the creator first) was drawn to seat 0, the start player, and Pearson's chi-square against each equally often (a fair draw stays under the 5% critical value in 19 runs of 20).",
);

const liveConnections = Number(process.env.LIVE_CONNECTIONS ?? 1000);
await report.section(
  "Push connections",
  () => benchLive(liveConnections),
  `${liveConnections} connections to /v1/live, each a player of its own, held by the local server (startLocal, as npm start runs it) in a process of its own, all following one match; one move, timed from its request to each connection's frame (the clients share this machine's cores with the server); memory per connection from the server's heap and RSS after a collection, before and after connecting.`,
);

writeReport(report);

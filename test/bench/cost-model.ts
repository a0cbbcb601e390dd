/** `npx tsx test/bench/cost-model.ts`: counts a whole game of each, then prints what a million moves cost on AWS. */
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { nextDelay, pollDelay } from "../../web/src/match/poll-delay";
import type { MoveCounts } from "./move-costs";
import pricesJson from "./prices.json";

const PriceList = z.object({
  region: z.string(),
  asOf: z.string().regex(/^\d{4}-\d{2}$/),
  sources: z.array(z.string().url()).min(1),
  note: z.string(),
  prices: z.object({
    httpApiPerMillionRequests: z.number().positive(),
    cloudFrontPerMillionHttpsRequests: z.number().positive(),
    cloudFrontPerGbOut: z.number().positive(),
    wafPerMillionRequests: z.number().positive(),
    lambdaPerMillionRequests: z.number().positive(),
    lambdaArmPerGbSecond: z.number().positive(),
    dynamoPerMillionWriteUnits: z.number().positive(),
    dynamoPerMillionReadUnits: z.number().positive(),
    dynamoStreamReadsByLambda: z.number().nonnegative(),
    sesPerThousandEmails: z.number().positive(),
    sesPerGbAttachments: z.number().positive(),
    logsPerGbIngested: z.number().positive(),
  }),
  platform: z.object({
    note: z.string(),
    lambdaLogBytesPerInvocation: z.number().int().nonnegative(),
    lambdaBillingStepMs: z.number().positive(),
  }),
});

export const priceList = PriceList.parse(pricesJson);

/** The functions' memory as infra/stack.ts gives it: the API's default, the worker's for the computer players. */
const API_GB = 1024 / 1024;
const WORKER_GB = 1769 / 1024;

/**
 * How players use the web client, which the bench cannot measure: browser tabs open on a match while
 * it waits for a move (each polls on the web client's schedule), and the time a move takes to come.
 */
export const usage = { tabsPerMatch: 2, secondsBetweenMoves: 60 } as const;

/** Polls one tab makes between two moves, on the web client's schedule (web/src/match/poll-delay.ts). */
export function pollsBetweenMoves(seconds: number): number {
  let polls = 0;
  let delay: number = pollDelay.first;
  for (let at = delay; at <= seconds * 1000; at += delay) {
    polls++;
    delay = nextDelay(delay, false);
  }
  return polls;
}

const GB = 1024 ** 3;
const billedMs = (ms: number) =>
  Math.ceil(ms / priceList.platform.lambdaBillingStepMs) * priceList.platform.lambdaBillingStepMs;

/** Per move of a whole game, from its counts: what each billed part uses. */
function perMove(c: MoveCounts, moveMs: number) {
  // people playing by email alone open no tab: no reads, no polls
  const tabs = c.atScreen ? usage.tabsPerMatch : 0;
  // each open tab reads the move once in full; its other polls find nothing new and answer 304
  const gets = tabs;
  const polls = tabs * Math.max(0, pollsBetweenMoves(usage.secondsBetweenMoves) - 1);
  const requests = 1 + gets + polls;
  const apiLog = c.logBytes.api / c.apiRequests;
  return {
    gets,
    polls,
    requests,
    bytesOut: c.answerBytes.move / c.moves + gets * (c.answerBytes.get / c.moves),
    apiGbSeconds:
      ((billedMs(moveMs) + gets * billedMs(c.getMs / c.moves) + polls * billedMs(c.pollMs / c.moves)) /
        1000) *
      API_GB,
    workerGbSeconds: (billedMs(c.workerMs / c.moves) / 1000) * WORKER_GB,
    // the web client keys every move: a keyed move's units, and the worker's following it
    wcu: c.keyed.wcu / c.keyedMoves + c.worker.wcu / c.moves,
    rcu:
      c.keyed.rcu / c.keyedMoves +
      c.worker.rcu / c.moves +
      gets * (c.get.rcu / c.moves) +
      polls * (c.poll.rcu / c.moves),
    pollRcu: polls * (c.poll.rcu / c.moves),
    emails: c.emails / c.moves,
    emailBytes: c.emailBytes / c.moves,
    logBytes:
      requests * apiLog +
      c.logBytes.worker / c.moves +
      (requests + 1) * priceList.platform.lambdaLogBytesPerInvocation,
    pollLogBytes: polls * (apiLog + priceList.platform.lambdaLogBytesPerInvocation),
    pollGbSeconds: ((polls * billedMs(c.pollMs / c.moves)) / 1000) * API_GB,
  };
}

const M = 1_000_000;

/** What a million moves of each game cost, part by part, from the counts of a whole game and the moves' measured time. */
export function costModel(counts: MoveCounts[], moveMs: Map<string, number>) {
  const p = priceList.prices;
  const columns = counts.map((c) => {
    const u = perMove(c, moveMs.get(c.game) ?? 0);
    const requestPrice =
      p.httpApiPerMillionRequests + p.cloudFrontPerMillionHttpsRequests + p.wafPerMillionRequests;
    const parts: [string, string, number][] = [
      [
        "requests: CloudFront, WAF, HTTP API",
        `${u.requests.toFixed(1)} (1 move, ${u.gets} GET, ${u.polls} polls)`,
        u.requests * requestPrice,
      ],
      [
        "CloudFront data out",
        `${(u.bytesOut / 1024).toFixed(2)} KB`,
        ((u.bytesOut * M) / GB) * p.cloudFrontPerGbOut,
      ],
      [
        "API Lambda",
        `${u.requests.toFixed(1)} invocations, ${(u.apiGbSeconds * 1000).toFixed(1)} GB-ms`,
        u.requests * p.lambdaPerMillionRequests + u.apiGbSeconds * M * p.lambdaArmPerGbSecond,
      ],
      [
        "worker Lambda (one stream batch a move)",
        `${(u.workerGbSeconds * 1000).toFixed(1)} GB-ms`,
        p.lambdaPerMillionRequests + u.workerGbSeconds * M * p.lambdaArmPerGbSecond,
      ],
      [
        "DynamoDB writes (table, indexes, key records)",
        `${u.wcu.toFixed(2)} WCU`,
        u.wcu * p.dynamoPerMillionWriteUnits,
      ],
      ["DynamoDB reads", `${u.rcu.toFixed(2)} RCU`, u.rcu * p.dynamoPerMillionReadUnits],
      ["DynamoDB stream reads by Lambda", "every record", p.dynamoStreamReadsByLambda],
      [
        "SES emails and attachments",
        `${u.emails.toFixed(2)} emails, ${(u.emailBytes / 1024).toFixed(1)} KB`,
        (u.emails * M * p.sesPerThousandEmails) / 1000 + ((u.emailBytes * M) / GB) * p.sesPerGbAttachments,
      ],
      [
        "CloudWatch Logs ingested",
        `${(u.logBytes / 1024).toFixed(2)} KB`,
        ((u.logBytes * M) / GB) * p.logsPerGbIngested,
      ],
    ];
    const total = parts.reduce((sum, [, , dollars]) => sum + dollars, 0);
    const polling =
      u.polls * (requestPrice + p.lambdaPerMillionRequests) +
      u.pollGbSeconds * M * p.lambdaArmPerGbSecond +
      u.pollRcu * p.dynamoPerMillionReadUnits +
      ((u.pollLogBytes * M) / GB) * p.logsPerGbIngested;
    return {
      game: `${c.game} (${c.seats}, ${c.atScreen ? "at the screen" : "by email"})`,
      parts,
      total,
      polling,
    };
  });
  const names = columns[0]?.parts.map(([name]) => name) ?? [];
  const dollars = (n: number) => `$${n.toFixed(2)}`;
  return [
    ...names.map((part, i) =>
      Object.fromEntries([
        ["part", part],
        ...columns.flatMap((col) => [
          [`${col.game}: per move`, col.parts[i][1]],
          [`${col.game}: per million moves`, dollars(col.parts[i][2])],
        ]),
      ]),
    ),
    Object.fromEntries([
      ["part", "total"],
      ...columns.flatMap((col) => [
        [`${col.game}: per move`, ""],
        [`${col.game}: per million moves`, dollars(col.total)],
      ]),
    ]),
    Object.fromEntries([
      ["part", "of which polling"],
      ...columns.flatMap((col) => [
        [`${col.game}: per move`, ""],
        [`${col.game}: per million moves`, dollars(col.polling)],
      ]),
    ]),
  ];
}

/** What the model's note says: where each figure comes from. */
export const costNote = `us-east-1 list prices of ${priceList.asOf} (test/bench/prices.json, with their sources) times the counts of the tables above: a whole 4-player game of each with email on, played at the screen (tabs open: the next seat reads each move, so a notice to a reader at the screen is held) or by email alone (no tab), every move keyed as the web client sends it, the worker run once per move (one stream batch), a move's Lambda time the p50 of the keyed two-process row at one client, reads and polls timed in the counting process; ${usage.tabsPerMatch} browser tabs open on a match and ${usage.secondsBetweenMoves} s between moves (the web client's poll schedule then makes ${pollsBetweenMoves(usage.secondsBetweenMoves)} polls a tab), API log bytes as written per request plus Lambda's own ${priceList.platform.lambdaLogBytesPerInvocation} B per invocation.`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { benchHttp } = await import("./http");
  const run = await benchHttp({ rounds: 1, moves: 5, clients: [1] });
  console.table(
    costModel(
      run.counts.filter((c) => c.seats === 4),
      run.moveMs,
    ),
  );
  console.log(costNote);
}

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
    webSocketPerMillionMessages: z.number().positive(),
    webSocketPerMillionConnectionMinutes: z.number().positive(),
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
 * it waits for a move (each follows it on the push channel, or polls on the web client's schedule
 * where the channel cannot open), and the time a move takes to come.
 */
export const usage = { tabsPerMatch: 2, secondsBetweenMoves: 60 } as const;

/** The web client's ping on the push channel (web/src/api/live.ts): one every 5 minutes. */
const PING_SECONDS = 300;

/** How an open tab learns of a move: a frame on the push channel, or its polls. */
type Channel = "push" | "poll";

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
function perMove(c: MoveCounts, moveMs: number, channel: Channel) {
  // people playing by email alone open no tab: no reads, no polls, no frames
  const tabs = c.atScreen ? usage.tabsPerMatch : 0;
  const pushed = channel === "push" ? tabs : 0;
  // a polling tab reads the move once in full; its other polls find nothing new and answer 304
  const gets = channel === "poll" ? tabs : 0;
  const polls = channel === "poll" ? tabs * Math.max(0, pollsBetweenMoves(usage.secondsBetweenMoves) - 1) : 0;
  // a pushed tab gets the move as one frame holding its view, and pings (each a call of the live function)
  const pings = (pushed * usage.secondsBetweenMoves) / PING_SECONDS;
  const requests = 1 + gets + polls;
  const apiLog = c.logBytes.api / c.apiRequests;
  const viewBytes = c.answerBytes.get / c.moves;
  return {
    gets,
    polls,
    requests,
    frames: pushed,
    messages: pushed + 2 * pings,
    liveCalls: pings,
    connectionMinutes: (pushed * usage.secondsBetweenMoves) / 60,
    bytesOut: c.answerBytes.move / c.moves + (gets + pushed) * viewBytes,
    apiGbSeconds:
      ((billedMs(moveMs) + gets * billedMs(c.getMs / c.moves) + polls * billedMs(c.pollMs / c.moves)) /
        1000) *
      API_GB,
    // a ping's call reads nothing: it is billed its first step
    liveGbSeconds: ((pings * priceList.platform.lambdaBillingStepMs) / 1000) * API_GB,
    workerGbSeconds: (billedMs(c.workerMs / c.moves) / 1000) * WORKER_GB,
    // the web client keys every move: a keyed move's units, and the worker's following it
    wcu: c.keyed.wcu / c.keyedMoves + c.worker.wcu / c.moves,
    rcu:
      c.keyed.rcu / c.keyedMoves +
      c.worker.rcu / c.moves +
      gets * (c.get.rcu / c.moves) +
      polls * (c.poll.rcu / c.moves) +
      // the worker reads a followed match's readers in one Query (0.5 RCU, eventually consistent),
      // then each signed-in tab's player, consistently, to see that their key still holds (1 RCU each)
      (pushed > 0 ? 0.5 + pushed : 0),
    emails: c.emails / c.moves,
    emailBytes: c.emailBytes / c.moves,
    logBytes:
      requests * apiLog +
      c.logBytes.worker / c.moves +
      (requests + 1 + pings) * priceList.platform.lambdaLogBytesPerInvocation,
  };
}

const M = 1_000_000;

/** What a million moves of each game cost, part by part, from the counts of a whole game and the moves' measured time. */
export function costModel(counts: MoveCounts[], moveMs: Map<string, number>) {
  const p = priceList.prices;
  const requestPrice =
    p.httpApiPerMillionRequests + p.cloudFrontPerMillionHttpsRequests + p.wafPerMillionRequests;
  const partsOf = (u: ReturnType<typeof perMove>): [string, string, number][] => [
    [
      "requests: CloudFront, WAF, HTTP API",
      `${u.requests.toFixed(1)} (1 move, ${u.gets} GET, ${u.polls} polls)`,
      u.requests * requestPrice,
    ],
    [
      "push channel: WebSocket API",
      `${u.frames} frames, ${u.messages.toFixed(1)} messages, ${u.connectionMinutes.toFixed(1)} connection-minutes`,
      u.messages * p.webSocketPerMillionMessages +
        u.connectionMinutes * p.webSocketPerMillionConnectionMinutes,
    ],
    [
      "CloudFront data out",
      `${(u.bytesOut / 1024).toFixed(2)} KB`,
      ((u.bytesOut * M) / GB) * p.cloudFrontPerGbOut,
    ],
    [
      "API and live Lambda",
      `${(u.requests + u.liveCalls).toFixed(1)} invocations, ${((u.apiGbSeconds + u.liveGbSeconds) * 1000).toFixed(1)} GB-ms`,
      (u.requests + u.liveCalls) * p.lambdaPerMillionRequests +
        (u.apiGbSeconds + u.liveGbSeconds) * M * p.lambdaArmPerGbSecond,
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
  const sum = (parts: [string, string, number][]) =>
    parts.reduce((total, [, , dollars]) => total + dollars, 0);
  const columns = counts.map((c) => {
    const ms = moveMs.get(c.game) ?? 0;
    const parts = partsOf(perMove(c, ms, "push"));
    const total = sum(parts);
    return {
      game: `${c.game} (${c.seats}, ${c.atScreen ? "at the screen" : "by email"})`,
      parts,
      total,
      // what the same tabs would cost where the channel cannot open and they poll instead
      polling: sum(partsOf(perMove(c, ms, "poll"))) - total,
    };
  });
  const names = columns[0]?.parts.map(([name]) => name) ?? [];
  const dollars = (n: number) => `$${n.toFixed(2)}`;
  const row = (part: string, cell: (col: (typeof columns)[number]) => [string, string]) =>
    Object.fromEntries([
      ["part", part],
      ...columns.flatMap((col) => {
        const [perMoveCell, perMillion] = cell(col);
        return [
          [`${col.game}: per move`, perMoveCell],
          [`${col.game}: per million moves`, perMillion],
        ];
      }),
    ]);
  return [
    ...names.map((part, i) => row(part, (col) => [col.parts[i][1], dollars(col.parts[i][2])])),
    row("total", (col) => ["", dollars(col.total)]),
    row("polling instead of the push channel would add", (col) => ["", dollars(col.polling)]),
  ];
}

/** What the model's note says: where each figure comes from. */
export const costNote = `us-east-1 list prices of ${priceList.asOf} (test/bench/prices.json, with their sources) times the counts of the tables above: a whole 4-player game of each with email on, played at the screen (tabs open: the next seat reads each move, so a notice to a reader at the screen is held) or by email alone (no tab), every move keyed as the web client sends it, the worker run once per move (one stream batch), a move's Lambda time the p50 of the keyed two-process row at one client, reads and polls timed in the counting process; ${usage.tabsPerMatch} browser tabs open on a match and ${usage.secondsBetweenMoves} s between moves, each following it on the push channel (a frame holding its view per move, a ping every ${PING_SECONDS / 60} minutes answered by a pong, the worker's one Query of the match's readers and one consistent read of each tab's player, whose key must still hold; the worker's time to post the frames is not in its measured time), or where the channel cannot open polling on the web client's schedule (${pollsBetweenMoves(usage.secondsBetweenMoves)} polls a tab: the last row), API log bytes as written per request plus Lambda's own ${priceList.platform.lambdaLogBytesPerInvocation} B per invocation.`;

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

import { describe, expect, it } from "vitest";
import { costModel, pollsBetweenMoves, priceList } from "./cost-model";
import type { MoveCounts } from "./move-costs";

const spent = (units: Partial<MoveCounts["move"]>): MoveCounts["move"] => ({
  requests: 0,
  rcu: 0,
  wcu: 0,
  indexWcu: 0,
  bytesWritten: 0,
  bytesRead: 0,
  calls: {},
  ...units,
});

/** Ten moves, five keyed, each email a MiB: figures whose cost is worked out by hand below. */
const counts: MoveCounts = {
  game: "toy",
  seats: 4,
  atScreen: true,
  moves: 10,
  unkeyedMoves: 5,
  keyedMoves: 5,
  move: spent({ wcu: 5, rcu: 5 }),
  keyed: spent({ wcu: 5, rcu: 10 }),
  worker: spent({ wcu: 20, rcu: 30 }),
  get: spent({ rcu: 10 }),
  poll: spent({ rcu: 10 }),
  answerBytes: { move: 0, get: 0 },
  logBytes: { api: 0, worker: 0 },
  apiRequests: 30,
  getMs: 0,
  pollMs: 0,
  workerMs: 0,
  unpackMs: 0,
  emails: 10,
  emailBytes: 10 * 1024 ** 2,
};

const column = (rows: Record<string, string>[], part: string) =>
  rows.find((row) => row.part === part)?.["toy (4, at the screen): per million moves"];

describe("the cost model per million moves", () => {
  it("reads a complete price list with its date and sources", () => {
    expect(priceList.region).toBe("us-east-1");
    expect(priceList.sources.length).toBeGreaterThan(0);
  });

  it("polls on the web client's schedule: 0.5 s after a change, then 1.6 times longer up to 8 s", () => {
    // 0.5, 1.3, 2.58, 4.63, 7.9, 13.15, then every 8 s: 21.15 … 53.15
    expect(pollsBetweenMoves(60)).toBe(11);
    expect(pollsBetweenMoves(0.4)).toBe(0);
    expect(pollsBetweenMoves(0.5)).toBe(1);
  });

  it("bills a keyed move's writes and the worker's, per million moves", () => {
    const rows = costModel([counts], new Map([["toy", 0]]));
    // (5 + 20) WCU over 5 keyed and 10 moves: 1 + 2 = 3 WCU a move
    expect(column(rows, "DynamoDB writes (table, indexes, key records)")).toBe(
      `$${(3 * priceList.prices.dynamoPerMillionWriteUnits).toFixed(2)}`,
    );
  });

  it("bills a pushed move's reads: the keyed move's, the worker's, the readers' Query and each tab's player read consistently", () => {
    const rows = costModel([counts], new Map([["toy", 0]]));
    // 10 RCU over 5 keyed moves and 30 over 10 moves: 2 + 3; then 0.5 for the readers and 1 for each of 2 tabs
    expect(column(rows, "DynamoDB reads")).toBe(
      `$${((2 + 3 + 0.5 + 2) * priceList.prices.dynamoPerMillionReadUnits).toFixed(2)}`,
    );
  });

  it("bills each email and its bytes", () => {
    const rows = costModel([counts], new Map([["toy", 0]]));
    const { sesPerThousandEmails, sesPerGbAttachments } = priceList.prices;
    const dollars = 1000 * sesPerThousandEmails + (1_000_000 / 1024) * sesPerGbAttachments;
    expect(column(rows, "SES emails and attachments")).toBe(`$${dollars.toFixed(2)}`);
  });

  it("bills an open tab's frames, pings and connection-minutes on the push channel, not polls; polling instead adds its own row", () => {
    const rows = costModel([counts], new Map([["toy", 0]]));
    const { webSocketPerMillionMessages, webSocketPerMillionConnectionMinutes } = priceList.prices;
    // 2 tabs, 60 s a move: 2 frames, 2 × 60/300 pings each answered by a pong, 2 × 1 connection-minutes
    const messages = 2 + 2 * ((2 * 60) / 300);
    expect(column(rows, "push channel: WebSocket API")).toBe(
      `$${(messages * webSocketPerMillionMessages + 2 * webSocketPerMillionConnectionMinutes).toFixed(2)}`,
    );
    const requests = rows.find((row) => row.part === "requests: CloudFront, WAF, HTTP API");
    expect(requests?.["toy (4, at the screen): per move"]).toBe("1.0 (1 move, 0 GET, 0 polls)");
    const polling = Number(column(rows, "polling instead of the push channel would add")?.slice(1));
    expect(polling).toBeGreaterThan(0);
  });

  it("a player by email alone opens no tab: no frames and nothing polling would add", () => {
    const rows = costModel([{ ...counts, atScreen: false }], new Map([["toy", 0]]));
    const cell = (part: string) =>
      rows.find((row) => row.part === part)?.["toy (4, by email): per million moves"];
    expect(cell("push channel: WebSocket API")).toBe("$0.00");
    expect(cell("polling instead of the push channel would add")).toBe("$0.00");
  });
});

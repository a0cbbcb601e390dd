import { afterAll, describe, expect, it } from "vitest";
import { retryChange } from "../../functions/follow-ups/retries";
import { rateLimits } from "../../functions/http/rate-limits";
import type { LogLine } from "../../functions/log";
import { emitMetric, METRICS_NAMESPACE, type MetricName, metrics } from "../../functions/metrics";
import type { RetryRecord } from "../../functions/store/records";
import { Client, type Json, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "../notify/receivers";

const HOUR = 3_600_000;
const lines: LogLine[] = [];
const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  log: (line) => lines.push(JSON.parse(JSON.stringify(line))),
  now: () => new Date(Date.now() + clock.offset),
});

const limited = useServer({
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1, windowSeconds: 3600 } },
  log: (line) => lines.push(JSON.parse(JSON.stringify(line))),
});

/** The embedded-metric-format lines for one metric, as CloudWatch Logs would read them. */
const emitted = (name: MetricName) =>
  lines.filter((l) => l._aws?.CloudWatchMetrics.some((m) => m.Metrics.some((x) => x.Name === name)));

/** Checks a line is one CloudWatch turns into the named metric, with the stage and its own dimension. */
function expectEmf(line: LogLine, name: MetricName) {
  const { unit, by } = metrics[name] as { unit: string; by: string | null };
  const [directive] = line._aws?.CloudWatchMetrics ?? [];
  expect(directive).toEqual({
    Namespace: METRICS_NAMESPACE,
    Dimensions: by ? [["Stage"], ["Stage", by]] : [["Stage"]],
    Metrics: [{ Name: name, Unit: unit }],
  });
  expect(typeof line._aws?.Timestamp).toBe("number");
  expect(line.Stage).toBe("local");
  // every dimension a directive names is a member of the line, as EMF requires
  for (const dimension of directive.Dimensions.flat()) expect(typeof line[dimension]).toBe("string");
  expect(typeof line[name]).toBe("number");
}

describe("business metrics in CloudWatch's embedded metric format", () => {
  it("a move, a computer's reply, a delivery and a clock's tick each write their metric line", async () => {
    const address = `metrics-${Date.now()}@example.test`;
    const made = await new Client(api.url).post("/v1/players", { name: "Metrics", email: address });
    await confirmAddress(smtp.mails, address);
    const host = new Client(api.url, made.body.apiKey);
    const created = await host.post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      clock: { moveHours: 1, onTimeout: "standIn", standIn: "greedy" },
    });
    await host.post(`/v1/matches/${created.body.id}/bots`, { level: "random" });
    await api.server.work();
    const mine: Json = (await host.get(`/v1/matches/${created.body.id}`)).body;
    expect(mine.awaitingYou).toBe(true);
    const moved = await host.post(`/v1/matches/${created.body.id}/actions`, {
      action: mine.legalActions[0],
      expectedVersion: mine.version,
    });
    expect(moved.status).toBe(201);
    await api.server.work();
    clock.offset = 2 * HOUR;
    await api.server.work();
    await api.server.work();

    const moves = emitted("Moves");
    expect(moves.length).toBeGreaterThanOrEqual(3);
    for (const line of moves) {
      expectEmf(line, "Moves");
      expect(line).toMatchObject({ Game: "santa-cruz", Moves: 1 });
    }
    const decisions = emitted("ComputerDecisionTime");
    expect(decisions.length).toBeGreaterThanOrEqual(2);
    for (const line of decisions) expectEmf(line, "ComputerDecisionTime");
    const sent = emitted("DeliveriesSent").filter((l) => l.Channel === "email");
    expect(sent.reduce((n, l) => n + Number(l.DeliveriesSent), 0)).toBeGreaterThanOrEqual(1);
    for (const line of sent) expectEmf(line, "DeliveriesSent");
    const failed = emitted("DeliveriesFailed").filter((l) => l.Channel === "email");
    expect(failed.map((l) => l.DeliveriesFailed)).toEqual(failed.map(() => 0));
    const lag = emitted("ClockLag");
    expect(lag.length).toBeGreaterThanOrEqual(1);
    expectEmf(lag[0], "ClockLag");
    // the clock was due an hour after the move and ran an hour later: about 3,600 s past due
    expect(Number(lag[0].ClockLag)).toBeGreaterThan(3000);
  });

  it("counts a request refused with 429 by the service's own limits, which API Gateway's metrics do not name", async () => {
    const before = emitted("RateLimited").length;
    expect((await new Client(limited.url).post("/v1/players", { name: "First" })).status).toBe(201);
    expect((await new Client(limited.url).post("/v1/players", { name: "Second" })).status).toBe(429);
    const after = emitted("RateLimited");
    expect(after.length).toBe(before + 1);
    expectEmf(after[before], "RateLimited");
    expect(after[before].RateLimited).toBe(1);
  });

  it("counts a retry of a change that fails again (RetriesFailed), which the stack alarms on", async () => {
    const { deps } = api.server;
    const db = deps.store.db;
    const name = "change-read-fails";
    // the change's one read fails, as a table that refuses it would; keeping the retry again still works
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== "PutItemCommand") {
          db.middlewareStack.remove(name);
          throw new Error("injected failure of the change's read");
        }
        return next(args);
      },
      { step: "initialize", name },
    );
    const before = emitted("RetriesFailed").length;
    const retry = {
      id: "retried-change",
      attempts: 2,
      change: { kind: "snapshot", matchId: "m_gone", version: 3 },
    };
    expect(await retryChange(deps, retry as RetryRecord, new Date())).toBe(false);
    const after = emitted("RetriesFailed");
    expect(after.length).toBe(before + 1);
    expectEmf(after[before], "RetriesFailed");
    expect(after[before].RetriesFailed).toBe(1);
    expect(lines.some((l) => l.msg === "retry failed" && l.change === "retried-change")).toBe(true);
  });

  it("writes nothing without a log, and each metric's own dimension beside the stage", () => {
    expect(() => emitMetric(undefined, "RateLimited", 1)).not.toThrow();
    const own: LogLine[] = [];
    emitMetric((line) => own.push(line), "DeliveriesFailed", 2, "webhook");
    emitMetric((line) => own.push(line), "RetryAttempts", 3);
    expectEmf(own[0], "DeliveriesFailed");
    expect(own[0]).toMatchObject({ level: "info", msg: "metric", Channel: "webhook", DeliveriesFailed: 2 });
    expectEmf(own[1], "RetryAttempts");
    expect(own[1].RetryAttempts).toBe(3);
  });
});

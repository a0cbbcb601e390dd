/**
 * Business metrics as CloudWatch Embedded Metric Format: a log line whose `_aws` member names the
 * metrics it carries, which CloudWatch Logs turns into metrics on AWS; locally the same lines go to
 * the JSON log. A few lines instead of Powertools' Metrics (15 KB minified): it buffers per
 * invocation and writes to the console, where these go through the one `Log` every part already has.
 */
import type { EmfMetadata, Log } from "./log";

/** Where the metrics are: one namespace, every metric split by the stage (the stack sets STAGE). */
export const METRICS_NAMESPACE = "AsyncBoardGames";

/** Every metric the service emits: its unit and the dimension it is also split by, if any. */
export const metrics = {
  Moves: { unit: "Count", by: "Game" },
  ComputerDecisionTime: { unit: "Milliseconds", by: "Game" },
  DeliveriesSent: { unit: "Count", by: "Channel" },
  DeliveriesFailed: { unit: "Count", by: "Channel" },
  /** Emails SES did not take (refused, throttled, unreachable): with every one refused, no email goes at all. */
  MailRefused: { unit: "Count", by: null },
  /** Seconds past due when a turn clock's tick runs. */
  ClockLag: { unit: "Seconds", by: null },
  /** The attempts a change the worker failed on had before this retry. */
  RetryAttempts: { unit: "Count", by: null },
  /** Retries of a change that failed again: kept, backing off to hourly, until someone mends the cause. */
  RetriesFailed: { unit: "Count", by: null },
  /** Replies by email that played a move, and those answered with a refusal (dropped mail is neither). */
  RepliesPlayed: { unit: "Count", by: null },
  RepliesRefused: { unit: "Count", by: null },
  /** Requests refused with 429 by the service's own limits (API Gateway has no 429 metric). */
  RateLimited: { unit: "Count", by: null },
} as const;

export type MetricName = keyof typeof metrics;
type SplitBy<N extends MetricName> = (typeof metrics)[N]["by"];

/** The stage's name, the one dimension every metric has. */
export const stageDimension = () => process.env.STAGE ?? "local";

/** One metric's line: its value, the stage, and its own dimension's value when it has one. */
export function emitMetric<N extends MetricName>(
  log: Log | undefined,
  name: N,
  value: number,
  ...split: SplitBy<N> extends string ? [value: string] : []
): void {
  if (!log) return;
  const { unit, by } = metrics[name] as { unit: string; by: string | null };
  const dimensions = by ? [["Stage"], ["Stage", by]] : [["Stage"]];
  const _aws: EmfMetadata = {
    Timestamp: Date.now(),
    CloudWatchMetrics: [
      { Namespace: METRICS_NAMESPACE, Dimensions: dimensions, Metrics: [{ Name: name, Unit: unit }] },
    ],
  };
  log({
    level: "info",
    msg: "metric",
    _aws,
    Stage: stageDimension(),
    ...(by ? { [by]: split[0] } : {}),
    [name]: value,
  });
}

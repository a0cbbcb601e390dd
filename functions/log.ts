import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Structured logs: one JSON object per line, which CloudWatch Logs Insights and `jq` read as they
 * are. Lines carry only the fields named here: never headers, bodies, query strings or keys.
 */
export interface LogLine {
  level: "info" | "warn" | "error";
  /** What happened, in a few fixed words (`request`, `work`, `work failed`). */
  msg: string;
  /** The request's id (also its `X-Request-Id` and problem `instance`), or a worker run's. */
  requestId?: string;
  runId?: string;
  /** A metric line's metadata, in CloudWatch's embedded metric format (functions/metrics.ts). */
  _aws?: EmfMetadata;
  [field: string]: string | number | boolean | null | undefined | EmfMetadata;
}

/** What CloudWatch Logs reads a line's metrics from: their namespace, dimension sets, names and units. */
export interface EmfMetadata {
  Timestamp: number;
  CloudWatchMetrics: {
    Namespace: string;
    Dimensions: string[][];
    Metrics: { Name: string; Unit: string }[];
  }[];
}

export type Log = (line: LogLine) => void;

/** The request being served, if any: every line written while it is carries its id. */
const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of a request, so that the lines it writes (a move's, a metric's) name the request. */
export function inRequest<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return current.run({ requestId }, work);
}

const stamped = (line: LogLine) =>
  `${JSON.stringify({ time: new Date().toISOString(), ...current.getStore(), ...line })}\n`;

/** Writes each line as JSON to stdout, stamped with the time. */
export const jsonLog: Log = (line) => {
  process.stdout.write(stamped(line));
};

/** Writes only errors, to stderr: for in-process servers (the tests), where requests are many. */
export const errorLog: Log = (line) => {
  if (line.level === "error") process.stderr.write(stamped(line));
};

/** The message and first stack frames of an unexpected error, for a log line. */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (!(error instanceof Error)) return { error: String(error) };
  return { error: `${error.name}: ${error.message}`, stack: error.stack?.split("\n").slice(1, 6).join("\n") };
}

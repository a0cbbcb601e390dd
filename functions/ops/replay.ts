/**
 * `npm run replay -- <what>`: hands work given up on to the functions again, as AWS would have.
 * Dry run by default (prints what it would replay); `--apply` replays. Run with the functions'
 * configuration (their environment: docs/operations.md says how) and credentials that may read the
 * queues, the stream, the table and the bucket.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import { S3Client } from "@aws-sdk/client-s3";
import { SQSClient } from "@aws-sdk/client-sqs";
import * as z from "zod";
import { type FunctionConfig, functionConfig } from "../config";
import { errorFields } from "../log";
import { describeKey } from "../store/changes";
import { dynamoClient } from "../store/dynamo";
import { type DeadLetter, deadLetters, deleteDeadLetter, releaseDeadLetter } from "./dead-letters";
import { type MailRange, receiptEvent, receiptOf, storedMail, storedMailKeys } from "./stored-mail";
import { batchKeys, currentRecords, StreamFailureSchema } from "./stream-batch";

export const USAGE = `usage: npm run replay -- stream-failures --queue <url> [--apply]
       npm run replay -- inbound-failures --queue <url> [--apply]
       npm run replay -- inbound-mail (--key <object key> | --since <time> [--until <time>]) [--apply]`;

/** Arguments that name nothing to replay: the usage is printed, nothing is read. */
export class UsageError extends Error {}

/** One thing to replay: what it is, how to replay it, and how to leave it for later. */
interface Replayable {
  name: string;
  about: string;
  replay(): Promise<void>;
  keep(): Promise<void>;
}

export interface ReplayOutcome {
  found: number;
  replayed: number;
  failed: number;
}

/** How long the messages a run received stay hidden if it stops before it puts them back. */
const HIDE_SECONDS = 900;

/** The message Lambda's failure destination keeps for an asynchronous invocation it gave up on. */
const AsyncFailureSchema = z.object({
  requestContext: z.object({ condition: z.string() }).partial().optional(),
  responsePayload: z.object({ errorMessage: z.string() }).partial().nullish(),
  requestPayload: z.unknown(),
});

function parsedLetter<T>(schema: z.ZodType<T>, letter: DeadLetter): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(letter.body));
    return parsed.success ? parsed.data : null;
  } catch {
    // a body that is not JSON is no failure record: it is listed as such and left in the queue
    return null;
  }
}

type Services = ReturnType<typeof servicesOf>;

function servicesOf(config: FunctionConfig) {
  const region = config.region ?? "eu-central-1";
  return {
    config,
    db: dynamoClient(config.dynamoEndpoint, config.region),
    // each client finds its endpoint as a deployed one does, or in AWS_ENDPOINT_URL_<SERVICE>
    streams: new DynamoDBStreamsClient({ region }),
    sqs: new SQSClient({ region }),
    s3: new S3Client({ region }),
  };
}

/** The stream batches the worker gave up on: their changes, read again from the table, to the worker. */
async function streamFailures(services: Services, queue: string): Promise<Replayable[]> {
  const letters = await deadLetters(services.sqs, queue, HIDE_SECONDS);
  const worker = await import("../lambda/worker");
  return Promise.all(
    letters.map(async (letter): Promise<Replayable> => {
      const failure = parsedLetter(StreamFailureSchema, letter);
      const keep = () => releaseDeadLetter(services.sqs, queue, letter);
      if (!failure) return unreadable(letter, keep);
      const batch = failure.DDBStreamBatchInfo;
      const keys = await batchKeys(services.streams, failure);
      const named = keys.map(describeKey).join(", ");
      return {
        name: `stream batch ${batch.shardId} ${batch.startSequenceNumber}..${batch.endSequenceNumber}`,
        about: `${failure.requestContext?.condition ?? "given up"}: ${keys.length} changes (${named})`,
        async replay() {
          const Records = await currentRecords(services.db, services.config.tableName, keys);
          const done = await worker.handler({ Records });
          // the worker keeps a change it fails on for retry rather than throwing: for a replay, that is failing again
          if (done.keptForRetry > 0)
            throw new Error(
              `${done.keptForRetry} of ${keys.length} changes failed again (kept in the retry queue)`,
            );
          await deleteDeadLetter(services.sqs, queue, letter);
        },
        keep,
      };
    }),
  );
}

/** The replies the inbound function gave up on: SES's event, handed to it again. */
async function inboundFailures(services: Services, queue: string): Promise<Replayable[]> {
  const letters = await deadLetters(services.sqs, queue, HIDE_SECONDS);
  const inbound = await import("../lambda/inbound");
  return letters.map((letter): Replayable => {
    const failure = parsedLetter(AsyncFailureSchema, letter);
    const keep = () => releaseDeadLetter(services.sqs, queue, letter);
    if (!failure) return unreadable(letter, keep);
    return {
      name: `inbound event ${letter.id}`,
      about: `${failure.requestContext?.condition ?? "given up"}: ${failure.responsePayload?.errorMessage ?? "no reason given"}`,
      async replay() {
        await inbound.handler(failure.requestPayload);
        await deleteDeadLetter(services.sqs, queue, letter);
      },
      keep,
    };
  });
}

/** Mail SES stored in the inbound bucket: each message, as SES's event for it, to the inbound function. */
async function inboundMail(services: Services, range: MailRange): Promise<Replayable[]> {
  const { bucket, prefix, domain } = services.config.inbound;
  if (!bucket)
    throw new UsageError("INBOUND_BUCKET is not set: the function's configuration names the bucket");
  const keys = await storedMailKeys(services.s3, bucket, prefix, range);
  const inbound = await import("../lambda/inbound");
  return Promise.all(
    keys.map(async (key): Promise<Replayable> => {
      const receipt = await receiptOf(await storedMail(services.s3, bucket, key), domain);
      const event = receiptEvent(key, prefix, receipt);
      const checks = Object.entries(receipt.verdicts).map(
        ([name, v]) => `${name.replace("Verdict", "")} ${v.status}`,
      );
      return {
        name: `stored mail ${key}`,
        about: `to ${receipt.recipients.join(", ") || "no reply address"}; ${checks.join(", ") || "no verdicts"}`,
        replay: () => inbound.handler(event),
        // the bucket keeps the message whatever happens here
        keep: async () => {},
      };
    }),
  );
}

function unreadable(letter: DeadLetter, keep: () => Promise<void>): Replayable {
  return {
    name: `message ${letter.id}`,
    about: "not a failure record this command knows: left in the queue",
    replay: () => Promise.reject(new Error("not replayable")),
    keep,
  };
}

function rangeOf(values: { key?: string; since?: string; until?: string }): MailRange {
  if (values.key) return { key: values.key };
  if (!values.since) throw new UsageError("inbound-mail needs --key or --since");
  const [since, until] = [new Date(values.since), values.until ? new Date(values.until) : new Date()];
  if (Number.isNaN(since.getTime()) || Number.isNaN(until.getTime()))
    throw new UsageError("--since and --until are times such as 2026-11-03T09:00:00Z");
  return { since, until };
}

async function planned(
  services: Services,
  what: string,
  values: Record<string, string | boolean | undefined>,
) {
  const queue = typeof values.queue === "string" ? values.queue : undefined;
  if (what === "inbound-mail") return inboundMail(services, rangeOf(values as Record<string, string>));
  if (!queue) throw new UsageError(`${what} needs --queue <url>`);
  if (what === "stream-failures") return streamFailures(services, queue);
  if (what === "inbound-failures") return inboundFailures(services, queue);
  throw new UsageError(`nothing to replay called ${what}`);
}

/** Lists what `argv` names, and replays each with `--apply`; one that fails is told and kept. */
export async function replay(
  argv: string[],
  print: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ReplayOutcome> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      queue: { type: "string" },
      key: { type: "string" },
      since: { type: "string" },
      until: { type: "string" },
      apply: { type: "boolean", default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError("name one thing to replay");
  const items = await planned(servicesOf(functionConfig(env)), positionals[0], values);
  print(`${items.length} to replay${values.apply ? "" : " (dry run: --apply replays them)"}`);
  const outcome: ReplayOutcome = { found: items.length, replayed: 0, failed: 0 };
  for (const item of items) {
    print(`${item.name}: ${item.about}`);
    if (!values.apply) {
      await item.keep();
      continue;
    }
    try {
      await item.replay();
      outcome.replayed++;
      print(`${item.name}: replayed`);
    } catch (error) {
      outcome.failed++;
      print(`${item.name}: failed, kept: ${errorFields(error).error}`);
      await item.keep();
    }
  }
  return outcome;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const outcome = await replay(process.argv.slice(2), (line) => console.log(line));
    process.exitCode = outcome.failed > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof TypeError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  }
}

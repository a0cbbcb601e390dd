/**
 * The configuration: every environment variable the service reads, parsed once at start-up with
 * zod. A missing or wrong value stops the start with one message that names each problem; values
 * are never echoed back, since some are secrets.
 */
import * as z from "zod";

/** Why the service cannot start, one line per variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export const DEFAULT_MAIL_FROM = "Async board games <games@localhost>";
export const DEFAULT_REPLY_DOMAIN = "localhost";

const required = (what: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? "is not set" : `must be ${what}`),
});

/** An absolute http(s) URL, without the trailing slash that would double in links. */
const baseUrl = z
  .url({ protocol: /^https?$/, ...required("an absolute http(s) URL such as https://games.example") })
  .transform((url) => url.replace(/\/+$/, ""));

const clientPage = z
  .url({ protocol: /^https?$/, ...required("an absolute http(s) URL") })
  .refine((url) => url.includes("{matchId}"), "must hold {matchId} where the match's id goes");

function isOrigin(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
}

/** Comma-separated origins; a wildcard is refused, since the policy is an allow-list. */
const originList = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .refine(isOrigin, "must list origins such as https://board.example (scheme, host, port only)"),
    ),
  );

const port = z
  .string()
  .regex(/^\d{1,5}$/, "must be a whole number from 0 to 65535")
  .transform(Number)
  .refine((n) => n <= 65_535, "must be a whole number from 0 to 65535");

/** A whole number from 1 up, such as a count of consumers. */
const count = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, "must be a whole number from 1 to 9999")
  .transform(Number);

/** Emails a second, such as 14 or 0.5. */
const perSecond = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "must be a number of emails a second, such as 14")
  .transform(Number)
  .refine((n) => n > 0, "must be more than 0");

/**
 * A sender such as `Games <games@example.com>`: one line, so it cannot add mail headers, and an
 * address with a name before the @ and a domain after it (`@` alone is no sender).
 */
const mailbox = z
  .string()
  .regex(
    /^(?:[^\r\n<>]*<[^\s<>@]+@[a-z0-9]([a-z0-9.-]*[a-z0-9])?>|[^\s<>@]+@[a-z0-9]([a-z0-9.-]*[a-z0-9])?)$/i,
    "must be one line with an address, such as Games <games@example.com>",
  );

const smtpUrl = z
  .url({ protocol: /^smtps?$/, ...required("an smtp:// or smtps:// URL") })
  // `smtp://` parses, but names no server to send to
  .refine(
    (url) => !URL.canParse(url) || new URL(url).hostname !== "",
    "must name a host, such as smtp://127.0.0.1:1025",
  );

/** Bits of entropy the secret's own character frequencies suggest: 32 × "a" has none, 40 spaces none. */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
}

export const SECRET_ADVICE = "random text of 32 characters or more, such as `openssl rand -base64 32` makes";

/** A signing secret someone cannot guess: long enough and varied enough for about 128 bits. */
export function weakSecretReason(secret: string): string | null {
  if ([...secret].length < 32) return "must be at least 32 characters";
  if (estimatedEntropyBits(secret) < 128) return `is too easy to guess: it must be ${SECRET_ADVICE}`;
  return null;
}

const signingSecret = z.string(required("text")).superRefine((secret, context) => {
  const reason = weakSecretReason(secret);
  if (reason) context.addIssue({ code: "custom", message: reason });
});

/** A domain name of letters, digits and hyphens in dot-separated labels, such as `play.example.com`. */
const domain = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i,
    "must be a domain name such as play.example.com",
  );

/** Replies by email: where reply addresses point, `npm start`'s listener, and SES's bucket on AWS. */
const inboundFields = {
  /** The domain of reply addresses (`play+<token>@<domain>`): its MX points at the listener or SES. */
  REPLY_DOMAIN: domain.optional(),
  INBOUND_PORT: port.optional(),
  INBOUND_HOST: z.string().optional(),
  INBOUND_BUCKET: z.string().optional(),
  INBOUND_PREFIX: z.string().optional(),
};

function inboundOf(env: { [K in keyof typeof inboundFields]?: z.output<(typeof inboundFields)[K]> }) {
  return {
    domain: (env.REPLY_DOMAIN ?? DEFAULT_REPLY_DOMAIN).toLowerCase(),
    port: env.INBOUND_PORT ?? 2525,
    // loopback unless told otherwise: the listener takes mail without authentication
    host: env.INBOUND_HOST ?? "127.0.0.1",
    bucket: env.INBOUND_BUCKET ?? null,
    prefix: env.INBOUND_PREFIX ?? "",
  };
}

export type InboundSettings = ReturnType<typeof inboundOf>;

export type MailTransport = { kind: "ses" } | { kind: "smtp"; url: string } | { kind: "files" };

/** `npm start` (functions/local.ts); made when read, as the functions on AWS never read it. */
const localSchema = z.lazy(() =>
  z
    .object({
      PORT: port.optional(),
      HOST: z.string().optional(),
      DATA_DIR: z.string().optional(),
      PUBLIC_URL: baseUrl.optional(),
      CLIENT_URL: clientPage.optional(),
      SIGNING_SECRET: signingSecret.optional(),
      SMTP_URL: smtpUrl.optional(),
      MAIL_FROM: mailbox.optional(),
      /** Emails a second the local mailer sends at most, as SES's quota paces them on AWS. */
      MAIL_SEND_RATE: perSecond.optional(),
      /** How many items of due work (clock ticks, deliveries, retries) run at once. */
      WORK_CONSUMERS: count.optional(),
      CORS_ORIGINS: originList.optional(),
      ...inboundFields,
    })
    .transform((env) => ({
      port: env.PORT ?? 3000,
      host: env.HOST ?? "127.0.0.1",
      // "memory" keeps nothing
      dataDir: env.DATA_DIR === "memory" ? null : (env.DATA_DIR ?? ".data"),
      publicUrl: env.PUBLIC_URL,
      clientUrl: env.CLIENT_URL,
      signingSecret: env.SIGNING_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      mailSendRate: env.MAIL_SEND_RATE ?? 14,
      workConsumers: env.WORK_CONSUMERS ?? 8,
      corsOrigins: env.CORS_ORIGINS ?? [],
      inbound: inboundOf(env),
    })),
);

/** The API and worker functions on AWS (functions/lambda/), where links need their absolute base. */
const functionSchema = z
  .object({
    TABLE_NAME: z.string(required("a table name")).min(1),
    DYNAMODB_ENDPOINT: baseUrl.optional(),
    AWS_REGION: z.string().optional(),
    PUBLIC_URL: baseUrl,
    CLIENT_URL: clientPage,
    /** Where the stack keeps the signing secret: read at run time, so that it is never in the environment. */
    SIGNING_SECRET_ARN: z
      .string()
      .regex(/^arn:aws[\w-]*:secretsmanager:/, "must be a Secrets Manager ARN")
      .optional(),
    /** The secret itself, for a function run outside AWS (tests, a bench). */
    SIGNING_SECRET: signingSecret.optional(),
    EMAIL_TRANSPORT: z.enum(["ses", "smtp", "files"], required("ses, smtp or files")).optional(),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: mailbox.optional(),
    /** The SQS queue the schedule hands due work to; without it, the worker does the work itself. */
    WORK_QUEUE_URL: baseUrl.optional(),
    /** The WebSocket API's management endpoint the worker posts new versions to; without it, none is pushed on AWS. */
    LIVE_ENDPOINT: baseUrl.optional(),
    /** How many functions send notifications at once (the consumers' concurrency): each paces itself to a share of SES's quota; unset, none is paced. */
    MAIL_SENDERS: count.optional(),
    CORS_ORIGINS: originList.optional(),
    ...inboundFields,
  })
  .refine((env) => env.SIGNING_SECRET_ARN || env.SIGNING_SECRET, {
    path: ["SIGNING_SECRET"],
    // on AWS the stack sets the ARN of the secret; locally the secret itself
    message: "is not set, nor SIGNING_SECRET_ARN",
    // said beside the other missing settings, not after they are fixed
    when: () => true,
  })
  .refine((env) => env.EMAIL_TRANSPORT !== "smtp" || env.SMTP_URL, {
    path: ["SMTP_URL"],
    message: "is not set, and EMAIL_TRANSPORT=smtp needs it",
  })
  .transform((env) => ({
    tableName: env.TABLE_NAME,
    dynamoEndpoint: env.DYNAMODB_ENDPOINT,
    region: env.AWS_REGION,
    publicUrl: env.PUBLIC_URL,
    clientUrl: env.CLIENT_URL,
    signingSecret: signingSecretSource(env.SIGNING_SECRET_ARN, env.SIGNING_SECRET),
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    mailTransport: transportOf(env.EMAIL_TRANSPORT, env.SMTP_URL),
    workQueueUrl: env.WORK_QUEUE_URL,
    liveEndpoint: env.LIVE_ENDPOINT,
    mailSenders: env.MAIL_SENDERS,
    corsOrigins: env.CORS_ORIGINS ?? [],
    inbound: inboundOf(env),
  }));

/** Where a function reads the signing secret: Secrets Manager on AWS, or a value given outside it. */
export type SigningSecretSource = { arn: string } | { value: string };

function signingSecretSource(arn: string | undefined, value: string | undefined): SigningSecretSource {
  if (arn) return { arn };
  if (value) return { value };
  throw new ConfigError("SIGNING_SECRET is not set, nor SIGNING_SECRET_ARN");
}

function transportOf(kind: "ses" | "smtp" | "files" | undefined, url: string | undefined): MailTransport {
  if (kind === "ses") return { kind };
  if (url && kind !== "files") return { kind: "smtp", url };
  return { kind: "files" };
}

/** The account and region `cdk deploy` targets (infra/app.ts), as the CDK CLI sets them; made when read. */
const cdkSchema = z.lazy(() =>
  z
    .object({
      CDK_DEFAULT_ACCOUNT: z
        .string()
        .regex(/^\d{12}$/, "must be a 12-digit AWS account id")
        .optional(),
      CDK_DEFAULT_REGION: z
        .string()
        .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, "must be a region such as eu-central-1")
        .optional(),
    })
    .transform((env) => ({ account: env.CDK_DEFAULT_ACCOUNT, region: env.CDK_DEFAULT_REGION })),
);

export type LocalConfig = z.output<typeof localSchema>;
export type FunctionConfig = z.output<typeof functionSchema>;
export type CdkTarget = z.output<typeof cdkSchema>;

type Env = Record<string, string | undefined>;

function parse<S extends z.ZodType>(schema: S, env: Env, where: string): z.output<S> {
  // `NAME=` in a shell means unset, not an empty value
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "environment"} ${issue.message}`,
  );
  throw new ConfigError(`The configuration of ${where} is not valid:\n${lines.join("\n")}`);
}

export const localConfig = (env: Env = process.env): LocalConfig => parse(localSchema, env, "npm start");
export const functionConfig = (env: Env = process.env): FunctionConfig =>
  parse(functionSchema, env, "the function");
export const cdkTarget = (env: Env = process.env): CdkTarget => parse(cdkSchema, env, "the CDK app");

/** Node 20 works today; the AWS SDK warns about its releases from 2027 on every start. */
export function quietAwsSdkNodeWarning(): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
}

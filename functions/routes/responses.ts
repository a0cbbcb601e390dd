// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";
import { cachePolicy } from "../http/cache-control";
import { IDEMPOTENCY_KEY_FORM } from "../http/idempotency";
import { type ProblemKind, problemKinds } from "../http/problem";
import { linkRefusals } from "../http/refused-link-pages";
import { ProblemSchema } from "../http/schemas";

/** The response headers the service sends, documented once. */
const headers = {
  etag: {
    name: "ETag",
    schema: z.string().openapi({
      description: "Names this version of the resource for this caller; send it back in `If-None-Match`",
      example: '"v7-s1"',
    }),
  },
  location: {
    name: "Location",
    schema: z.string().openapi({ description: "Where the created resource can be read", example: "/v1/me" }),
  },
  "idempotent-replayed": {
    name: "Idempotent-Replayed",
    // only a retry's answer carries it: a strict proxy must not expect it on the first
    schema: z.enum(["true"]).optional().openapi({
      description: "Present on the answer to a retry: this is the first request's answer, repeated",
    }),
  },
  "cache-control": {
    name: "Cache-Control",
    schema: z.string().openapi({
      description: `How long the answer may be kept, and by whom: \`${cachePolicy.immutable}\` for what never changes (a finished match's history, an older rules version's content), \`${cachePolicy.content}\` for the newest content, \`${cachePolicy.changing}\` for profiles and leaderboards, \`${cachePolicy.lobby}\` for the lobby's list, \`${cachePolicy.deployed}\` for the games and problem pages, \`${cachePolicy.perReader}\` for one reader's match`,
      example: cachePolicy.immutable,
    }),
  },
  allow: {
    name: "Allow",
    schema: z.string().openapi({ description: "The methods this path takes", example: "GET, POST" }),
  },
  "retry-after": {
    name: "Retry-After",
    schema: z.string().optional().openapi({
      description:
        "Seconds to wait before sending the request again; on every 429 and 503 of the service (the gateway's own send none)",
      example: "1800",
    }),
  },
  ratelimit: {
    name: "RateLimit",
    schema: z.string().optional().openapi({
      description:
        "On every answer of a limited operation (draft-ietf-httpapi-ratelimit-headers): each limit's name, the requests left (`r`) and the seconds until its window ends (`t`)",
      example: '"players-per-address";r=0;t=1800',
    }),
  },
  "ratelimit-policy": {
    name: "RateLimit-Policy",
    schema: z.string().optional().openapi({
      description:
        "On every answer of a limited operation: each limit's name, its quota (`q`) and its window in seconds (`w`)",
      example: '"players-per-address";q=10;w=3600',
    }),
  },
  "www-authenticate": {
    name: "WWW-Authenticate",
    schema: z
      .string()
      .openapi({ description: "The scheme to authenticate with", example: 'Bearer realm="api"' }),
  },
} as const;

export type HeaderName = keyof typeof headers;

/** The schema of each set of documented headers, made once: most operations share a few sets. */
const headerSchemas = new Map<string, z.ZodObject>();

/** A response entry with the named headers documented. */
export function withHeaders<R extends object>(response: R, ...names: HeaderName[]) {
  const key = names.join(" ");
  let schema = headerSchemas.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(names.map((n) => [headers[n].name, headers[n].schema])));
    headerSchemas.set(key, schema);
  }
  return { ...response, headers: schema };
}

/** The name under which the document keeps a problem kind's example (components/examples). */
export const problemExampleName = (kind: ProblemKind) => `problem-${kind}`;

/** One example per kind, keyed by kind (the kinds' pages find the operations answering each so). */
const examplesOf = (kinds: readonly ProblemKind[]) =>
  Object.fromEntries(
    kinds.map((kind) => [kind, { $ref: `#/components/examples/${problemExampleName(kind)}` }]),
  );

/** A kind as an answer's description names it: its title, whether a retry helps, and where its page is. */
const described = (kind: ProblemKind) =>
  `\`${kind}\`: ${problemKinds[kind].title} (retry: ${problemKinds[kind].retry}; see \`/problems/${kind}\`${kind === "rule-violation" ? ", which lists each game's `code`s" : ""})`;

/** Statuses whose answers carry a header a client must read. */
const problemHeaders: Partial<Record<number, HeaderName>> = { 401: "www-authenticate", 405: "allow" };

/**
 * Response entries for the problems an operation may answer, grouped by status; every operation
 * may also answer 405 (another method on its path), 413 (a body over the cap), 500, 429 (a limit)
 * and 503 (a moment's overload).
 */
export function problems(...kinds: ProblemKind[]) {
  const byStatus = new Map<number, ProblemKind[]>();
  for (const kind of [
    ...kinds,
    "method-not-allowed" as const,
    "payload-too-large" as const,
    "internal-error" as const,
  ]) {
    const status = problemKinds[kind].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), kind]);
  }
  const answers = [...byStatus].map(([status, list]) => {
    const answer = {
      description: list.map(described).join("; "),
      content: { "application/problem+json": { schema: ProblemSchema, examples: examplesOf(list) } },
    };
    const header = problemHeaders[status];
    return [status, header ? withHeaders(answer, header) : answer] as const;
  });
  return {
    ...Object.fromEntries(answers),
    429: retryLater(
      "rate-limited",
      '`rate-limited`: over one of the limits the `RateLimit-Policy` header names (docs/api.md lists them); retry after `Retry-After` seconds. The API gateway\'s own throttle also answers 429, with the body `{"message":"Too Many Requests"}` as application/json and no `Retry-After`: wait a second or two and retry',
      "ratelimit",
      "ratelimit-policy",
    ),
    503: retryLater(
      "service-unavailable",
      '`service-unavailable`: the database is briefly overloaded; retry after `Retry-After` seconds. The API gateway answers 503 on its own too, with `{"message":"Service Unavailable"}` as application/json: retry after a pause',
    ),
  };
}

/** What the API gateway answers on its own when it throttles or cannot reach the service. */
const GatewayMessageSchema = z
  .object({
    message: z.string().openapi({ description: "The gateway's own words", example: "Too Many Requests" }),
  })
  .openapi("GatewayMessage", {
    description:
      "The API gateway's own answer, sent without reaching the service: `Too Many Requests` (429) or `Service Unavailable` (503)",
  });

/** A problem worth retrying later: problem+json with `Retry-After` (or the gateway's own JSON), and the headers named. */
function retryLater(
  kind: "rate-limited" | "service-unavailable",
  description: string,
  ...more: HeaderName[]
) {
  return withHeaders(
    {
      description,
      content: {
        "application/problem+json": { schema: ProblemSchema, examples: examplesOf([kind]) },
        "application/json": { schema: GatewayMessageSchema },
      },
    },
    "retry-after",
    ...more,
  );
}

/** The problems of any operation that reads a JSON body. */
export const bodyProblems: ProblemKind[] = ["validation-error", "malformed-json", "unsupported-media-type"];

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const notModified = withHeaders(
  { description: "Not modified since the ETag you sent in `If-None-Match`" },
  "etag",
);

export const IdempotencyHeader = z.object({
  "idempotency-key": z.string().min(1).max(200).optional().openapi({
    pattern: IDEMPOTENCY_KEY_FORM.source,
    description:
      "Makes the POST safe to retry: a retry with the same key gets the first answer (with `Idempotent-Replayed: true`) for 24 hours; the same key with a different request to the same operation is refused with 422 (a move's key is kept with its match: the same match's actions). Use a new key for each new request. 1 to 200 visible ASCII characters; without an API key, at least 32 (use a UUID).",
    example: "3f1c9b7e-2c4d-4f7a-9b1e-6a5d2c8e0f11",
  }),
});

type Security = Record<string, string[]>[];
export const bearer: Security = [{ bearerAuth: [] }];
/** Operations that work with or without an API key (anonymous callers see what a spectator sees). */
export const bearerOrAnonymous: Security = [{ bearerAuth: [] }, {}];

/**
 * The refusals of a page an email's link opens (`linkRefusals`), each also a page in the reader's
 * language for a browser that asks for `text/html` (functions/http/refused-link-pages.ts).
 */
export function refusalsAlsoPages<R extends Record<number, unknown>>(answers: R): R {
  const page = { "text/html": { schema: z.string().openapi({ example: "<!doctype html>…" }) } };
  return Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => {
      if (!linkRefusals.has(Number(status))) return [status, answer];
      const a = answer as { description: string; content: object };
      const description = `${a.description}. A browser that asks for text/html gets a page in its language saying the link no longer works`;
      return [status, { ...a, description, content: { ...a.content, ...page } }];
    }),
  ) as R;
}

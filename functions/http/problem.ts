import type { RefusalFacts } from "../requests/refusal";

/**
 * Whether sending again can help: `never` (the same request gets the same answer), `changed` (only a
 * request changed as `todo` says), `later` (the same request again, after `Retry-After` seconds where sent).
 */
export type Retry = "never" | "changed" | "later";

/** What a problem kind's page says: its status and title, what happened, what to do, whether to retry. */
export interface ProblemKindEntry {
  status: number;
  title: string;
  happened: string;
  todo: string;
  retry: Retry;
  /** The extension members a problem of this kind carries, as an example shows them. */
  example?: Readonly<Record<string, unknown>>;
}

/**
 * RFC 9457 problem details. Every error the API returns is one of these kinds, each with a stable
 * `type` documented at `/problems/<kind>`.
 */
export const problemKinds = {
  "validation-error": {
    status: 400,
    title: "The request is not valid",
    happened:
      "A parameter, header or body field does not fit the operation's schema; `errors` names each one, with a `code` saying what is wrong with it",
    todo: "Fix the fields `errors` names, as the operation's schema in /openapi.json describes them",
    retry: "changed",
    example: {
      detail: "The body does not fit the schema",
      errors: [{ path: "name", code: "too-small", message: "Too small" }],
    },
  },
  "malformed-json": {
    status: 400,
    title: "The request body is not valid JSON",
    happened: "The body could not be parsed as JSON",
    todo: "Send a body that is one JSON document",
    retry: "changed",
  },
  unauthorized: {
    status: 401,
    title: "A valid API key is required",
    happened: "The operation needs an API key and none was sent, or the one sent is not (or no longer) valid",
    todo: "Send `Authorization: Bearer <apiKey>` with a current key; a rotated or signed-out key is gone for good",
    retry: "changed",
  },
  forbidden: {
    status: 403,
    title: "You may not do that",
    happened:
      "Your key is valid but this player may not do this (not seated in the match, not its creator, …)",
    todo: "Act only on what your player owns or sits in",
    retry: "never",
  },
  "not-found": {
    status: 404,
    title: "No such resource",
    happened: "Nothing lives at that path, or not for you",
    todo: "Check the id; a match or player you cannot see answers as if it did not exist",
    retry: "never",
  },
  "method-not-allowed": {
    status: 405,
    title: "Method not allowed on this resource",
    happened: "The path exists but takes other methods, which the `Allow` header lists",
    todo: "Use one of the methods in `Allow`",
    retry: "changed",
  },
  conflict: {
    status: 409,
    title: "The resource is not in a state that allows this",
    happened: "The resource's state forbids this now (a full or started match, an address not confirmed, …)",
    todo: "Read the resource again and decide anew",
    retry: "never",
  },
  "stale-version": {
    status: 409,
    title: "The match has moved on since that version",
    happened: "The action was decided on a version the match has left; nothing was applied",
    todo: "Read the match (at `currentVersion`), decide again from its `legalActions`, and send with that version",
    retry: "changed",
    example: { detail: "The action was decided on version 4; the match is at version 5", currentVersion: 5 },
  },
  "unknown-version": {
    status: 409,
    title: "The match has not reached that version",
    happened: "The version sent is ahead of the match's own; nothing was applied",
    todo: "Read the match and send the version it is at (`currentVersion`)",
    retry: "changed",
    example: { detail: "The action names version 9; the match is only at version 5", currentVersion: 5 },
  },
  "rules-version-unavailable": {
    status: 409,
    title: "The rules this match started under are no longer hosted",
    happened: "The match was started under a rules version the service no longer runs",
    todo: "The match cannot go on; start a new one",
    retry: "never",
  },
  "precondition-failed": {
    status: 412,
    title: "The If-Match version is not the current one",
    happened: "`If-Match` names a version the match is not at; nothing was applied",
    todo: "Read the match, decide again, and send `If-Match` with its current version",
    retry: "changed",
    example: { currentVersion: 5 },
  },
  "payload-too-large": {
    status: 413,
    title: "The request body is too large",
    happened: "The body is longer, or nested deeper, than the service reads",
    todo: "Send a smaller body; no operation needs one near the cap",
    retry: "changed",
  },
  "unsupported-media-type": {
    status: 415,
    title: "Send the body as application/json",
    happened: "A body came with a Content-Type other than JSON",
    todo: "Send `Content-Type: application/json`",
    retry: "changed",
  },
  "rule-violation": {
    status: 422,
    title: "The rules do not allow that action now",
    happened:
      "The game's rules refuse the action; `code` says which rule (each game's codes are listed here)",
    todo: "Send one of the actions `legalActions` lists for your seat, exactly",
    retry: "changed",
    example: { detail: "Seat 1 cannot act now", code: "not-your-turn", currentVersion: 5 },
  },
  "idempotency-key-reused": {
    status: 422,
    title: "This Idempotency-Key was used for a different request",
    happened: "The key was already used, within 24 hours, for a request with another body or path",
    todo: "Use a fresh key for each new request; reuse a key only to retry the very same request",
    retry: "changed",
  },
  "idempotency-key-in-use": {
    status: 409,
    title: "A request with this Idempotency-Key is still being handled",
    happened: "The first request with this key has not been answered yet; this one did nothing",
    todo: "Wait a few seconds, then send the very same request with the same key: it gets the first one's answer",
    retry: "later",
  },
  "precondition-required": {
    status: 428,
    title: "Say which match version the action was decided on",
    happened: "The action named no version: neither `If-Match` nor `expectedVersion`",
    todo: "Send the version you read the match at, in `If-Match` or `expectedVersion`",
    retry: "changed",
  },
  "rate-limited": {
    status: 429,
    title: "Too many requests of this kind: wait before the next",
    happened: "One of the limits the `RateLimit-Policy` header names is used up",
    todo: "Wait `Retry-After` seconds, then send the same request",
    retry: "later",
    example: {
      detail: "Over the limit chat-messages-per-player (10 a 60 s window): retry in 40 s",
      limit: "chat-messages-per-player",
      retryAfter: 40,
    },
  },
  "internal-error": {
    status: 500,
    title: "Something went wrong on our side",
    happened: "The service failed; a POST with an `Idempotency-Key` was applied at most once",
    todo: "Retry once with the same `Idempotency-Key`; if it fails again, report the `instance`",
    retry: "later",
  },
  "service-unavailable": {
    status: 503,
    title: "The service is briefly overloaded: retry after a pause",
    happened: "The database refused the request under a moment's load; nothing was applied",
    todo: "Wait `Retry-After` seconds, then send the same request",
    retry: "later",
    example: { retryAfter: 1 },
  },
} as const satisfies Record<string, ProblemKindEntry>;

export type ProblemKind = keyof typeof problemKinds;

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

/** An error that the HTTP layer turns into a problem+json answer. */
export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    detail?: string,
    readonly extensions: RefusalFacts = {},
  ) {
    super(detail ?? problemKinds[kind].title);
  }

  get status(): number {
    return problemKinds[this.kind].status;
  }

  body(instance?: string): ProblemBody {
    return {
      type: `/problems/${this.kind}`,
      title: problemKinds[this.kind].title,
      status: this.status,
      detail: this.message,
      ...(instance ? { instance } : {}),
      ...this.extensions,
    };
  }
}

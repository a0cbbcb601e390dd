/**
 * RFC 9457 problem details. Every error the API returns is one of these kinds, each with a stable
 * `type` documented at `/problems/<kind>`.
 */
export const problemKinds = {
  "validation-error": { status: 400, title: "The request is not valid" },
  "malformed-json": { status: 400, title: "The request body is not valid JSON" },
  unauthorized: { status: 401, title: "A valid API key is required" },
  forbidden: { status: 403, title: "You may not do that" },
  "not-found": { status: 404, title: "No such resource" },
  "method-not-allowed": { status: 405, title: "Method not allowed on this resource" },
  conflict: { status: 409, title: "The resource is not in a state that allows this" },
  "stale-version": { status: 409, title: "The match has moved on since that version" },
  "unknown-version": { status: 409, title: "The match has not reached that version" },
  "rules-version-unavailable": {
    status: 409,
    title: "The rules this match started under are no longer hosted",
  },
  "precondition-failed": { status: 412, title: "The If-Match version is not the current one" },
  "payload-too-large": { status: 413, title: "The request body is too large" },
  "unsupported-media-type": { status: 415, title: "Send the body as application/json" },
  "rule-violation": { status: 422, title: "The rules do not allow that action now" },
  "idempotency-key-reused": { status: 422, title: "This Idempotency-Key was used for a different request" },
  "precondition-required": { status: 428, title: "Say which match version the action was decided on" },
  "rate-limited": { status: 429, title: "Too many requests of this kind: wait before the next" },
  "internal-error": { status: 500, title: "Something went wrong on our side" },
  "service-unavailable": { status: 503, title: "The service is briefly overloaded: retry after a pause" },
} as const;

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
    readonly extensions: Record<string, unknown> = {},
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

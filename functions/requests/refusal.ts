import type { FieldError } from "./field-errors";

/**
 * Why the service will not do what was asked. The kinds keep the names of the problems they became
 * when this layer spoke HTTP, since kept answers (idempotency records) name them so; only the HTTP
 * layer gives each its status and problem document.
 */
export type RefusalKind =
  | "validation-error"
  | "not-found"
  | "forbidden"
  | "conflict"
  | "stale-version"
  | "unknown-version"
  | "precondition-failed"
  | "rule-violation"
  | "rules-version-unavailable"
  | "idempotency-key-reused"
  | "idempotency-key-in-use";

/** Facts a refusal carries for clients; refused fields always in the one shape. */
export type RefusalFacts = Readonly<{ errors?: readonly FieldError[] } & Record<string, unknown>>;

/** A refusal: its kind, a sentence for people, and facts a client can act on (such as `currentVersion`). */
export class Refusal extends Error {
  override name = "Refusal";

  constructor(
    readonly kind: RefusalKind,
    detail: string,
    readonly facts: RefusalFacts = {},
  ) {
    super(detail);
  }
}

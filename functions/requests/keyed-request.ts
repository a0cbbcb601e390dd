import type { Deps } from "../deps";
import type { IdempotencyRecord } from "../store/records";
import { refusedField } from "./field-errors";
import { Refusal } from "./refusal";

/** How long a key's first answer is kept for its retries. */
export const KEEP_SECONDS = 24 * 60 * 60;
/** Anonymous callers share one key space: their keys must be unguessable (a UUID is 36). */
const ANONYMOUS_KEY_LENGTH = 32;
/** The key space of callers without an API key. */
export const ANONYMOUS_SCOPE = "anonymous";

/** A request under an Idempotency-Key: whose key space, the key, and what tells a retry from a reuse. */
export interface KeyedRequest {
  scope: string;
  key: string;
  requestHash: string;
}

/** The request's Idempotency-Key, and whether a request with it began before and did not finish. */
export interface Retry {
  key: string;
  /** A request with this key began before and did not finish: what it did is found and completed. */
  resumed: boolean;
}

/** What a key's first request answered, kept for every retry. */
export type KeptAnswer = NonNullable<IdempotencyRecord["response"]>;

/**
 * How long a first request's claim holds off others with its key: longer than any request runs. A
 * retry within it is told to wait; after it, or once the first failed, it resumes the first's work.
 */
export const CLAIM_LEASE_MS = 30_000;

/** What claiming a key finds: the first request's kept answer, or none yet (and whether one began). */
export type Claim = { kept: KeptAnswer } | { kept: null; retry: Retry };

/** How a keyed request runs once: what it does, how a kept answer is given again, what is kept. */
export interface Once<T> {
  run(retry: Retry): Promise<T>;
  replay(kept: KeptAnswer): T | Promise<T>;
  /** The answer to keep for a result; null keeps the claim open for a retry (a server error). */
  answerOf(result: T): KeptAnswer | null | Promise<KeptAnswer | null>;
}

/**
 * Claims a key for a request, unless it was claimed before: a key reused for another request is
 * refused; one whose request was answered gives that answer; one whose request began and did not
 * finish (its process died, or a server error) is claimed again as `resumed`. With `leased`, a key
 * whose first request may still be running (claimed within the lease) is refused as in use: the two
 * would otherwise both do the work, neither finding the other's.
 */
export async function claim(deps: Deps, request: KeyedRequest, leased = false): Promise<Claim> {
  const { scope, key, requestHash } = request;
  if (scope === ANONYMOUS_SCOPE && key.length < ANONYMOUS_KEY_LENGTH) {
    const rule = `Without an API key, an Idempotency-Key must be a random value of at least ${ANONYMOUS_KEY_LENGTH} characters, such as a UUID`;
    throw new Refusal("validation-error", rule, refusedField("Idempotency-Key", "too-small", rule));
  }
  const now = deps.now();
  const claimedAt = leased ? now.toISOString() : undefined;
  const existing = await deps.store.firstUseOf(scope, key, requestHash, KEEP_SECONDS, claimedAt);
  if (existing && existing.requestHash !== requestHash) {
    throw new Refusal("idempotency-key-reused", "This Idempotency-Key was used for a different request");
  }
  if (existing?.response) return { kept: existing.response };
  const staleBefore = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  // a request resuming the work takes the lease itself: two retries at once never both resume
  const inUse =
    leased &&
    existing !== null &&
    !(await deps.store.renewIdempotencyClaim(scope, key, now.toISOString(), staleBefore));
  if (inUse) {
    throw new Refusal(
      "idempotency-key-in-use",
      "The first request with this Idempotency-Key is still being handled: send this one again in a few seconds",
    );
  }
  return { kept: null, retry: { key, resumed: existing !== null } };
}

function keep(deps: Deps, request: KeyedRequest, answer: KeptAnswer): Promise<void> {
  return deps.store.answerIdempotencyKey(
    request.scope,
    request.key,
    request.requestHash,
    answer,
    KEEP_SECONDS,
  );
}

/** Runs a keyed request once: claim the key, run, keep the answer; or give the kept answer again. */
export async function once<T>(deps: Deps, request: KeyedRequest, steps: Once<T>): Promise<T> {
  const claimed = await claim(deps, request, true);
  if (claimed.kept) return steps.replay(claimed.kept);
  const result = await steps.run(claimed.retry).catch(async (error) => {
    await release(deps, request);
    throw error;
  });
  const answer = await steps.answerOf(result);
  if (answer) await keep(deps, request, answer);
  else await release(deps, request);
  return result;
}

/** A first request that failed gives up its lease: a retry resumes its work at once (else when the lease lapses). */
function release(deps: Deps, request: KeyedRequest): Promise<void> {
  return deps.store.releaseIdempotencyClaim(request.scope, request.key).catch(() => {});
}

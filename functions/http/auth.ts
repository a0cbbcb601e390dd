import type { Context, MiddlewareHandler, Next } from "hono";
import type { Deps } from "../deps";
import { credentialVersionOf } from "../store/entities/player";
import { sameSecret, sha256 } from "../tokens/crypto";
import { problemResponse } from "./errors";
import { Problem } from "./problem";

/** Who a request comes from: only the identity, so that nothing older than the request is read from memory. */
export interface Caller {
  id: string;
}

export type Env = {
  Variables: { player: Caller | null; sessionId: string | null; credential: PendingCredential | null };
};

/**
 * A remembered key whose player's credential version is still to be read: the route reads it
 * beside its own data and settles it before writing anything (a move: one request less). One the
 * route leaves unsettled is read after it, and a refused key turns its answer into a 401.
 */
export class PendingCredential {
  settled = false;
  constructor(
    readonly playerId: string,
    readonly version: number,
    private readonly stillValid: () => Promise<boolean>,
  ) {}

  /**
   * Judges the version read (null: no such player). A changed version may be another credential's
   * change (a new email, another session signed out), so the key is then checked again in full.
   */
  async settle(found: number | null): Promise<void> {
    this.settled = true;
    if (found === this.version || (await this.stillValid())) return;
    throw new Problem("unauthorized", "Unknown, expired or revoked key");
  }
}

/**
 * `Authorization: Bearer <key>` and nothing else (the scheme in any case, then one or more spaces, as
 * RFC 9110 allows). An API key is `<playerId>.<secret>`, a session's key
 * `<playerId>.<sessionId>.<secret>`: ids as the service makes them, a base64url secret.
 */
const BEARER = /^Bearer +([A-Za-z0-9_-]{1,64})\.(?:([A-Za-z0-9_-]{1,64})\.)?([A-Za-z0-9_-]{16,128})$/i;

export function credentialParts(
  header: string,
): { playerId: string; sessionId: string | null; secret: string } | null {
  const match = BEARER.exec(header);
  return match ? { playerId: match[1], sessionId: match[2] ?? null, secret: match[3] } : null;
}

/** Methods that change nothing: their key's check may run beside the route, as the answer waits for it. */
const readsOnly = (method: string) => method === "GET" || method === "HEAD";

/** How long a verified key is remembered, and how many are: the oldest goes first. */
export const CACHE_MS = 5 * 60_000;
export const CACHE_SIZE = 10_000;

interface Verified {
  playerId: string;
  sessionId: string | null;
  /** The player's credential version when the key was checked: a rotation or revocation bumps it. */
  version: number;
  until: number;
}

/**
 * Identifies callers by API key or session key. Verified credentials are remembered for a few
 * minutes (the identity only, never the player's record), at most CACHE_SIZE of them, keyed by the
 * key as presented so that a hit hashes nothing; each use of a remembered one reads the player's
 * credential version alone, so that a key rotated or a session revoked by any instance is refused by
 * every instance from the next request on. `forget` drops a player's in this instance.
 */
export function authenticator(deps: Deps) {
  const verified = new Map<string, Verified>();

  async function verify(playerId: string, sessionId: string | null, hash: string): Promise<Verified | null> {
    const now = deps.now().getTime();
    // the player before the session: a revocation after this read bumps the version remembered here
    const player = await deps.store.getPlayer(playerId);
    if (!player) return null;
    const version = credentialVersionOf(player);
    if (sessionId === null) {
      return sameSecret(hash, player.keyHash)
        ? { playerId, sessionId, version, until: now + CACHE_MS }
        : null;
    }
    const session = await deps.store.getSession(playerId, sessionId);
    if (!session || !sameSecret(hash, session.keyHash)) return null;
    const expires = Date.parse(session.validUntil);
    return expires > now ? { playerId, sessionId, version, until: Math.min(now + CACHE_MS, expires) } : null;
  }

  /** A remembered credential still good: not expired, and the player's credentials unchanged since. */
  async function stillGood(cached: Verified): Promise<boolean> {
    if (cached.until <= deps.now().getTime()) return false;
    return (await deps.store.credentialVersion(cached.playerId)) === cached.version;
  }

  // keyed by the key as presented, so that a remembered one costs no hash: only a miss hashes it
  const cacheKeyOf = (parts: NonNullable<ReturnType<typeof credentialParts>>) =>
    `${parts.playerId}:${parts.sessionId ?? ""}:${parts.secret}`;

  /** A remembered credential not yet expired. */
  function remembered(header: string): { cached: Verified; cacheKey: string } | undefined {
    const parts = credentialParts(header);
    if (!parts) return undefined;
    const cacheKey = cacheKeyOf(parts);
    const cached = verified.get(cacheKey);
    return cached && cached.until > deps.now().getTime() ? { cached, cacheKey } : undefined;
  }

  async function callerOf(header: string | undefined): Promise<Verified | null> {
    if (header === undefined) return null;
    const parts = credentialParts(header);
    if (!parts) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
    const cacheKey = cacheKeyOf(parts);
    const cached = verified.get(cacheKey);
    if (cached && (await stillGood(cached))) return cached;
    verified.delete(cacheKey);
    const fresh = await verify(parts.playerId, parts.sessionId, sha256(parts.secret));
    if (!fresh) throw new Problem("unauthorized", "Unknown, expired or revoked key");
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(cacheKey, fresh);
    return fresh;
  }

  /** A remembered key's check still to make: a changed version sends the key through the full check. */
  const pendingFor = (header: string, { cached, cacheKey }: { cached: Verified; cacheKey: string }) =>
    new PendingCredential(cached.playerId, cached.version, async () => {
      verified.delete(cacheKey);
      const checked = await callerOf(header).catch(() => null);
      return checked?.playerId === cached.playerId;
    });

  /** Settles a check the route left open with the version read; a refused key's answer becomes a 401. */
  async function settleAfter(c: Context<Env>, pending: PendingCredential, version: Promise<number | null>) {
    try {
      await pending.settle(await version);
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      c.res = problemResponse(c, error);
    }
  }

  /**
   * A read (GET, HEAD) with a remembered key: the version is read while the route reads its own
   * data, one round trip rather than two, and the answer waits for it. A read changes nothing, so
   * a refused key costs only work never shown.
   */
  async function readBeside(
    c: Context<Env>,
    next: Next,
    header: string,
    hit: NonNullable<ReturnType<typeof remembered>>,
  ) {
    const version = deps.store.credentialVersion(hit.cached.playerId);
    // awaited once the route answered; until then a failed read must not go unhandled
    version.catch(() => undefined);
    c.set("player", { id: hit.cached.playerId });
    c.set("sessionId", hit.cached.sessionId);
    c.set("credential", null);
    await next();
    await settleAfter(c, pendingFor(header, hit), version);
  }

  /** Identifies the caller when a key is sent; `required` refuses anonymous callers. */
  const identify =
    (required: boolean): MiddlewareHandler<Env> =>
    async (c, next) => {
      const header = c.req.header("Authorization");
      const hit = header !== undefined && readsOnly(c.req.method) ? remembered(header) : undefined;
      if (hit) return readBeside(c, next, header as string, hit);
      const found = await callerOf(header);
      if (required && !found) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
      c.set("player", found ? { id: found.playerId } : null);
      c.set("sessionId", found?.sessionId ?? null);
      c.set("credential", null);
      await next();
    };

  /**
   * A required key whose remembered credential's version the route reads with its own data
   * (`PendingCredential`); a key not remembered is checked here, as `required` checks it.
   */
  const deferred: MiddlewareHandler<Env> = async (c, next) => {
    const header = c.req.header("Authorization");
    const hit = header === undefined ? undefined : remembered(header);
    if (!hit) return identify(true)(c, next);
    const { cached } = hit;
    const pending = pendingFor(header as string, hit);
    c.set("player", { id: cached.playerId });
    c.set("sessionId", cached.sessionId);
    c.set("credential", pending);
    await next();
    // a 5xx tells nothing of the route's data, and the database may be what failed
    if (pending.settled || c.res.status >= 500) return;
    await settleAfter(c, pending, deps.store.credentialVersion(cached.playerId));
  };

  /** Drops every remembered credential of the player, so that the next request checks again. */
  function forget(playerId: string): void {
    for (const key of verified.keys()) if (key.startsWith(`${playerId}:`)) verified.delete(key);
  }

  // the push channel checks a key as a request's Authorization header is checked
  return { required: identify(true), optional: identify(false), deferred, forget, callerOf };
}

export type Auth = ReturnType<typeof authenticator>;

export function caller(c: { get(key: "player"): Caller | null }): Caller {
  const player = c.get("player");
  if (!player) throw new Problem("unauthorized");
  return player;
}

import type { MiddlewareHandler } from "hono";
import { type Deps, sameSecret, sha256 } from "../deps";
import type { PlayerRecord } from "../store/records";
import { Problem } from "./problem";

export type Env = { Variables: { player: PlayerRecord | null; sessionId: string | null } };

/**
 * Bearer credentials: an API key is `<playerId>.<secret>`, a session's key
 * `<playerId>.<sessionId>.<secret>`. The ids find the record; the secret's hash must match it.
 */
export function credentialParts(
  key: string,
): { playerId: string; sessionId: string | null; secret: string } | null {
  const parts = key.split(".");
  if (parts.some((part) => part.length === 0)) return null;
  if (parts.length === 2) return { playerId: parts[0], sessionId: null, secret: parts[1] };
  if (parts.length === 3) return { playerId: parts[0], sessionId: parts[1], secret: parts[2] };
  return null;
}

const CACHE_MS = 5 * 60_000;
const CACHE_SIZE = 10_000;

interface Verified {
  player: PlayerRecord;
  sessionId: string | null;
  until: number;
}

/**
 * Identifies callers by API key or session key. Verified credentials are remembered for a few
 * minutes, so that a move costs no database read for the caller (a move reads only its match);
 * `forget` drops a player's at once when a key is rotated, a session revoked or the profile changed.
 */
export function authenticator(deps: Deps) {
  const verified = new Map<string, Verified>();

  async function verify(playerId: string, sessionId: string | null, hash: string): Promise<Verified | null> {
    const now = deps.now().getTime();
    if (sessionId === null) {
      const player = await deps.store.getPlayer(playerId);
      return player && sameSecret(hash, player.keyHash) ? { player, sessionId, until: now + CACHE_MS } : null;
    }
    const session = await deps.store.getSession(playerId, sessionId);
    if (!session || !sameSecret(hash, session.keyHash)) return null;
    const expires = Date.parse(session.validUntil);
    const player = expires > now ? await deps.store.getPlayer(playerId) : null;
    return player ? { player, sessionId, until: Math.min(now + CACHE_MS, expires) } : null;
  }

  async function callerOf(header: string | undefined): Promise<Verified | null> {
    if (!header) return null;
    const [scheme, key] = header.split(" ");
    const parts = scheme?.toLowerCase() === "bearer" && key ? credentialParts(key) : null;
    if (!parts) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
    const hash = sha256(parts.secret);
    // keyed by the hash, so that no secret stays in memory
    const cacheKey = `${parts.playerId}:${parts.sessionId ?? ""}:${hash}`;
    const cached = verified.get(cacheKey);
    if (cached && cached.until > deps.now().getTime()) return cached;
    const fresh = await verify(parts.playerId, parts.sessionId, hash);
    if (!fresh) throw new Problem("unauthorized", "Unknown, expired or revoked key");
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(cacheKey, fresh);
    return fresh;
  }

  /** Identifies the caller when a key is sent; `required` refuses anonymous callers. */
  const identify =
    (required: boolean): MiddlewareHandler<Env> =>
    async (c, next) => {
      const found = await callerOf(c.req.header("Authorization"));
      if (required && !found) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
      c.set("player", found?.player ?? null);
      c.set("sessionId", found?.sessionId ?? null);
      await next();
    };

  /** Drops every remembered credential of the player, so that the next request checks again. */
  function forget(playerId: string): void {
    for (const key of verified.keys()) if (key.startsWith(`${playerId}:`)) verified.delete(key);
  }

  return { required: identify(true), optional: identify(false), forget };
}

export type Auth = ReturnType<typeof authenticator>;

export function caller(c: { get(key: "player"): PlayerRecord | null }): PlayerRecord {
  const player = c.get("player");
  if (!player) throw new Problem("unauthorized");
  return player;
}

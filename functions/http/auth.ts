import type { MiddlewareHandler } from "hono";
import { type Deps, sameSecret, sha256 } from "../deps";
import type { PlayerRecord } from "../store/records";
import { Problem } from "./problem";

export type Env = { Variables: { player: PlayerRecord | null } };

/** API keys are `<playerId>.<secret>`: the id finds the player, the secret's hash must match. */
export function apiKeyParts(key: string): { playerId: string; secret: string } | null {
  const dot = key.indexOf(".");
  return dot > 0 ? { playerId: key.slice(0, dot), secret: key.slice(dot + 1) } : null;
}

const CACHE_MS = 5 * 60_000;
const CACHE_SIZE = 10_000;

/**
 * Identifies callers by API key. Verified keys are remembered for a few minutes, so that a move
 * costs no database read for the caller (a move reads only its match).
 */
export function authenticator(deps: Deps) {
  const verified = new Map<string, { player: PlayerRecord; until: number }>();

  async function playerFor(header: string | undefined): Promise<PlayerRecord | null> {
    if (!header) return null;
    const [scheme, key] = header.split(" ");
    const parts = scheme?.toLowerCase() === "bearer" && key ? apiKeyParts(key) : null;
    if (!parts) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
    const hash = sha256(parts.secret);
    // keyed by the hash, so that no secret stays in memory
    const cacheKey = `${parts.playerId}:${hash}`;
    const cached = verified.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.player;
    const player = await deps.store.getPlayer(parts.playerId);
    if (!player || !sameSecret(hash, player.keyHash)) throw new Problem("unauthorized", "Unknown API key");
    if (verified.size >= CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(cacheKey, { player, until: Date.now() + CACHE_MS });
    return player;
  }

  /** Identifies the caller when a key is sent; `required` refuses anonymous callers. */
  const identify =
    (required: boolean): MiddlewareHandler<Env> =>
    async (c, next) => {
      const player = await playerFor(c.req.header("Authorization"));
      if (required && !player) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
      c.set("player", player);
      await next();
    };
  return { required: identify(true), optional: identify(false) };
}

export type Auth = ReturnType<typeof authenticator>;

export function caller(c: { get(key: "player"): PlayerRecord | null }): PlayerRecord {
  const player = c.get("player");
  if (!player) throw new Problem("unauthorized");
  return player;
}

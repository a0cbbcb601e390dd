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

async function playerFor(deps: Deps, header: string | undefined): Promise<PlayerRecord | null> {
  if (!header) return null;
  const [scheme, key] = header.split(" ");
  const parts = scheme?.toLowerCase() === "bearer" && key ? apiKeyParts(key) : null;
  if (!parts) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
  const player = await deps.store.getPlayer(parts.playerId);
  if (!player || !sameSecret(sha256(parts.secret), player.keyHash))
    throw new Problem("unauthorized", "Unknown API key");
  return player;
}

/** Identifies the caller when a key is sent; `required` refuses anonymous callers. */
export function authenticate(deps: Deps, required: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    const player = await playerFor(deps, c.req.header("Authorization"));
    if (required && !player) throw new Problem("unauthorized", "Send `Authorization: Bearer <apiKey>`");
    c.set("player", player);
    await next();
  };
}

export function caller(c: { get(key: "player"): PlayerRecord | null }): PlayerRecord {
  const player = c.get("player");
  if (!player) throw new Problem("unauthorized");
  return player;
}

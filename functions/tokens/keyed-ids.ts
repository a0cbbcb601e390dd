import { hash } from "node:crypto";

/**
 * The id of what a request under an Idempotency-Key makes, the same for every retry, shaped as
 * `randomId`'s (16 base64url characters). It needs no secret: the key's record guards the key.
 */
export function keyedId(prefix: string, label: string, key: string): string {
  return `${prefix}_${hash("sha256", `${label}\n${key}`, "base64url").slice(0, 16)}`;
}

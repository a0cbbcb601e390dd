import type { Deps } from "../deps";
import { signature } from "./crypto";
import { signingKeyOf } from "./signing-secret";

/**
 * New secrets (43 characters) derived from an Idempotency-Key with the server's secret, one per
 * purpose: a retry makes the same secret, and nobody without the server's secret can.
 */
export function derivedSecrets(deps: Deps, scope: string, key: string): (purpose: string) => string {
  // the current key's: a retry across a rotation makes other secrets, as a retry with another key would
  const serverSecret = signingKeyOf(deps).secret;
  return (purpose) => signature(serverSecret, `${purpose} ${scope}`, key);
}

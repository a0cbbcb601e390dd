import type { Deps } from "../deps";
import { keyringOf, type SigningKey } from "./keyring";

/** The server's secret that signs every token it hands out (SIGNING_SECRET): a plain secret or a keyring. */
export function signingSecretOf(deps: Pick<Deps, "signingSecret">): string {
  if (!deps.signingSecret) throw new Error("SIGNING_SECRET is not set: sign-in links are off");
  return deps.signingSecret;
}

/** The key that signs now. */
export const signingKeyOf = (deps: Pick<Deps, "signingSecret">): SigningKey =>
  keyringOf(signingSecretOf(deps)).current;

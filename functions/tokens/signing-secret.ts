import type { Deps } from "../deps";

/** The server's secret that signs every token it hands out (SIGNING_SECRET). */
export function signingSecretOf(deps: Pick<Deps, "signingSecret">): string {
  if (!deps.signingSecret) throw new Error("SIGNING_SECRET is not set: sign-in links are off");
  return deps.signingSecret;
}

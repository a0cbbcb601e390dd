import type { Auth } from "../http/auth";
import type { Identify } from "./session";

/** A key's player and credential version through the API's own authenticator; throws for a key it refuses. */
export const identifyWith =
  (auth: Auth): Identify =>
  async (key) => {
    const found = await auth.callerOf(`Bearer ${key}`);
    if (!found) throw new Error("no key");
    return { playerId: found.playerId, credential: found.version };
  };

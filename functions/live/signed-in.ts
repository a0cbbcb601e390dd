import type { Deps } from "../deps";
import type { Subscriber } from "./send-version";

/**
 * The readers whose key still holds: a player's credential version unchanged since their key was
 * shown. The others are cut off (`revoke`), since a rotated key or a revoked session reads nothing
 * more, on an open connection as on a new request. One batch read, and none for spectators alone.
 */
export async function stillSignedIn<R extends Subscriber>(
  deps: Pick<Deps, "store">,
  readers: readonly R[],
): Promise<R[]> {
  const players = readers.flatMap((r) => (r.viewer ? [r.viewer.playerId] : []));
  if (players.length === 0) return [...readers];
  const versions = await deps.store.credentialVersions(players);
  const holds = (r: R) => r.viewer === null || versions.get(r.viewer.playerId) === r.credential;
  await Promise.all(readers.filter((r) => !holds(r)).map((r) => r.revoke()));
  return readers.filter(holds);
}

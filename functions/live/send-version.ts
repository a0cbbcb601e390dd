import type { Deps } from "../deps";
import type { SnapshotRecord } from "../store/records";
import { framesOfSnapshot, type Viewer } from "./frames";
import type { ServerFrame } from "./protocol";
import { stillSignedIn } from "./signed-in";

/** One connection's part in a match's fan-out: who reads, and how a frame reaches them. */
export interface Subscriber {
  readonly viewer: Viewer;
  /** The viewer's credential version when their key was shown (null for a spectator): a rotation bumps it. */
  readonly credential: number | null;
  send(frame: ServerFrame): void | Promise<void>;
  /** Cuts off a reader whose key no longer holds. */
  revoke(): void | Promise<void>;
}

/** The players among a match's readers (spectators are nobody): they follow it at the screen. */
export const playersOf = (readers: Iterable<Subscriber>): ReadonlySet<string> =>
  new Set([...readers].flatMap((r) => (r.viewer ? [r.viewer.playerId] : [])));

/** Sends a new snapshot to its readers, each their own view's frame, built once per view. */
export async function sendVersion(deps: Deps, snapshot: SnapshotRecord, readers: readonly Subscriber[]) {
  if (readers.length === 0) return;
  const frameFor = await framesOfSnapshot(deps, snapshot);
  const current = await stillSignedIn(deps, readers);
  await Promise.all(current.map(async (r) => r.send(await frameFor(r.viewer))));
}

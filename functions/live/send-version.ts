import type { Deps } from "../deps";
import type { SnapshotRecord } from "../store/records";
import { framesOfSnapshot, type Viewer } from "./frames";
import type { ServerFrame } from "./protocol";

/** One connection's part in a match's fan-out: who reads, and how a frame reaches them. */
export interface Subscriber {
  readonly viewer: Viewer;
  send(frame: ServerFrame): void | Promise<void>;
}

/** Sends a new snapshot to its readers, each their own view's frame, built once per view. */
export async function sendVersion(deps: Deps, snapshot: SnapshotRecord, readers: readonly Subscriber[]) {
  if (readers.length === 0) return;
  const frameFor = await framesOfSnapshot(deps, snapshot);
  await Promise.all(readers.map(async (r) => r.send(await frameFor(r.viewer))));
}

import { type Change, refOf } from "./entities/change";
import type { RetryRecord } from "./entities/retry";

export {
  type Change,
  type ChangeRef,
  decodeChange,
  describeKey,
  isFollowedChange,
} from "./entities/change";

/** Where the worker takes new items from, and what becomes of one it fails on. */
export interface ChangeFeed {
  pending(): Change[];
  done(change: Change): void;
  /** Keeps a change the worker failed on for another try, or fails the run. */
  failed(change: Change, error: unknown): Promise<void>;
}

/** A change's first retry, not tried again yet: one per change, under the change's id. */
export function retryOf(change: Change): RetryRecord {
  return { id: change.id, attempts: 0, change: refOf(change) };
}

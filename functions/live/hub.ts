import type { Deps } from "../deps";
import { errorFields, errorLog } from "../log";
import type { ChatMessage } from "../store/entities/message";
import type { SnapshotRecord } from "../store/records";
import { sendChat } from "./send-chat";
import { playersOf, type Subscriber, sendVersion } from "./send-version";

/**
 * The connections following each match in this process, and the fan-out of each new snapshot to
 * them: frames are built once per view, and one match's versions go out in the order they came.
 */
export class LiveHub {
  private readonly byMatch = new Map<string, Set<Subscriber>>();
  private readonly sending = new Map<string, Promise<void>>();

  constructor(private readonly deps: Deps) {}

  subscribe(matchId: string, subscriber: Subscriber): void {
    const set = this.byMatch.get(matchId) ?? new Set();
    set.add(subscriber);
    this.byMatch.set(matchId, set);
  }

  unsubscribe(matchId: string, subscriber: Subscriber): void {
    const set = this.byMatch.get(matchId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byMatch.delete(matchId);
  }

  /** How many connections follow a match (for the bench and tests). */
  followers(matchId: string): number {
    return this.byMatch.get(matchId)?.size ?? 0;
  }

  /** The players following a match in this process: they are at the screen. */
  players(matchId: string): ReadonlySet<string> {
    return playersOf(this.byMatch.get(matchId) ?? []);
  }

  /** Sends a new snapshot to the match's followers, after what was sent before it. */
  publish(snapshot: SnapshotRecord): Promise<void> {
    return this.inTurn(snapshot.matchId, (readers) => sendVersion(this.deps, snapshot, readers));
  }

  /** Sends a message said at the table to the match's followers who sit at it, after what was sent before it. */
  publishChat(matchId: string, seated: readonly string[], message: ChatMessage): Promise<void> {
    return this.inTurn(matchId, (readers) => sendChat(this.deps, readers, seated, matchId, message));
  }

  /** Runs a fan-out to the match's followers once the ones before it are done: one match's frames go out in order. */
  private inTurn(matchId: string, fanOut: (readers: Subscriber[]) => Promise<void>): Promise<void> {
    if (!this.byMatch.has(matchId)) return Promise.resolve();
    const before = this.sending.get(matchId) ?? Promise.resolve();
    const next = before.then(() => fanOut([...(this.byMatch.get(matchId) ?? [])]));
    const settled = next.catch((error) =>
      (this.deps.log ?? errorLog)({
        level: "error",
        msg: "live push failed",
        matchId,
        ...errorFields(error),
      }),
    );
    this.sending.set(matchId, settled);
    void settled.then(() => {
      if (this.sending.get(matchId) === settled) this.sending.delete(matchId);
    });
    return settled;
  }
}

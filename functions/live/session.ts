import type { Deps } from "../deps";
import { refusalProblem } from "../http/errors";
import { Problem } from "../http/problem";
import { errorFields, errorLog } from "../log";
import { Refusal } from "../requests/refusal";
import { framesOfMatch, type Viewer } from "./frames";
import type { LiveHub } from "./hub";
import {
  type ClientFrame,
  liveLimits,
  parseFrame,
  problemFrame,
  revokedFrame,
  type ServerFrame,
} from "./protocol";
import type { Subscriber } from "./send-version";
import { stillSignedIn } from "./signed-in";

/** How a session reaches its connection, whatever carries it (ws locally, API Gateway on AWS). */
export interface Transport {
  send(frame: ServerFrame): void;
  close(code: number, reason: string): void;
}

/** Who a key belongs to; throws the API's `unauthorized` problem for a forged, revoked or expired key. */
export type Identify = (key: string) => Promise<{ playerId: string; credential: number }>;

/** Holds a player's (or an address's) share of connections: false when they already hold their all. */
export interface ConnectionQuota {
  claim(holder: string): boolean;
  release(holder: string): void;
}

/** Close codes: the frame too large (1009), abuse (1008), a refused key (4401), too many connections (4429). */
export const closeCodes = { tooLarge: 1009, policy: 1008, unauthorized: 4401, tooMany: 4429 } as const;

/** A refused key, told in the channel's own ways to show one (a WebSocket sends no header). */
const keyRefused = new Problem(
  "unauthorized",
  "Offer a current key as the sub-protocol `key.<apiKey>` or in a first `auth` frame; a rotated or signed-out key is gone for good",
);

/** The problem frame for an error: the API's own document for a Problem or a Refusal, else an internal error. */
export function problemOf(error: unknown, matchId?: string): ServerFrame {
  const problem =
    error instanceof Problem
      ? error
      : error instanceof Refusal
        ? refusalProblem(error)
        : new Problem("internal-error", "The frame could not be answered; send it again later");
  return { type: "problem", ...(matchId ? { matchId } : {}), problem: problem.body() };
}

/**
 * One connection of the push channel: its reader (anonymous until a key is shown), the matches it
 * follows, and its bounds (subscriptions, frames a second, connections per holder).
 */
export class LiveSession implements Subscriber {
  viewer: Viewer = null;
  credential: number | null = null;
  private readonly followed = new Set<string>();
  private tokens: number = liveLimits.frameBurst;
  private refilledAt: number;
  private holder: string;
  private closed = false;

  constructor(
    private readonly deps: Deps,
    private readonly hub: LiveHub,
    private readonly transport: Transport,
    private readonly identify: Identify,
    private readonly quota: ConnectionQuota,
    address: string,
  ) {
    this.refilledAt = deps.now().getTime();
    this.holder = `address:${address}`;
  }

  /** Takes the connection's place in its holder's quota; false (and closed) when it has none left. */
  open(): boolean {
    if (this.quota.claim(this.holder)) return true;
    this.refuse(closeCodes.tooMany, "rate-limited", "Too many open connections");
    return false;
  }

  send(frame: ServerFrame): void {
    if (!this.closed) this.transport.send(frame);
  }

  /** Shows a key: the connection reads as its player from now on. */
  async authenticate(key: string): Promise<boolean> {
    try {
      const { playerId, credential } = await this.identify(key);
      const holder = `player:${playerId}`;
      if (!this.quota.claim(holder)) {
        this.refuse(closeCodes.tooMany, "rate-limited", "Too many open connections for this player");
        return false;
      }
      this.quota.release(this.holder);
      this.holder = holder;
      this.viewer = { playerId };
      this.credential = credential;
      this.send({ type: "authenticated", playerId });
      return true;
    } catch (error) {
      if (!(error instanceof Problem))
        (this.deps.log ?? errorLog)({ level: "error", msg: "live auth failed", ...errorFields(error) });
      this.send(problemOf(error instanceof Problem && error.kind === "unauthorized" ? keyRefused : error));
      this.transport.close(closeCodes.unauthorized, "unauthorized");
      this.end();
      return false;
    }
  }

  /** Ends a connection whose key was rotated or signed out since it was shown. */
  revoke(): void {
    if (this.closed) return;
    this.send(revokedFrame);
    this.transport.close(closeCodes.unauthorized, "unauthorized");
    this.end();
  }

  /** Counts a frame as it arrives: false (and closed) for one past the flood limit. */
  admit(): boolean {
    if (this.closed) return false;
    if (this.allowed()) return true;
    this.refuse(closeCodes.policy, "rate-limited", `At most ${liveLimits.framesPerSecond} frames a second`);
    return false;
  }

  /** Answers one admitted text frame. */
  async receive(text: string): Promise<void> {
    if (this.closed) return;
    const frame = parseFrame(text);
    if (frame.type === "problem") return this.send(frame);
    await this.answer(frame as ClientFrame);
  }

  /** Leaves every match and frees the holder's place. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    for (const matchId of this.followed) this.hub.unsubscribe(matchId, this);
    this.followed.clear();
    this.quota.release(this.holder);
  }

  private async answer(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case "ping":
        return this.send({ type: "pong" });
      case "auth":
        if (this.viewer || this.followed.size > 0) {
          return this.send(problemFrame("conflict", "Authenticate once, before the first subscribe"));
        }
        await this.authenticate(frame.key);
        return;
      case "unsubscribe":
        this.followed.delete(frame.matchId);
        this.hub.unsubscribe(frame.matchId, this);
        return this.send({ type: "unsubscribed", matchId: frame.matchId });
      case "subscribe":
        return this.subscribe(frame.matchId);
    }
  }

  private async subscribe(matchId: string): Promise<void> {
    if (!this.followed.has(matchId) && this.followed.size >= liveLimits.maxSubscriptions) {
      return this.send(
        problemFrame("rate-limited", `At most ${liveLimits.maxSubscriptions} matches a connection`, matchId),
      );
    }
    try {
      // followed before reading, so that no version between the read and the subscription is missed
      this.followed.add(matchId);
      this.hub.subscribe(matchId, this);
      const frameFor = await framesOfMatch(this.deps, matchId);
      if ((await stillSignedIn(this.deps, [this])).length === 0) return;
      this.send({ type: "subscribed", matchId });
      this.send(await frameFor(this.viewer));
    } catch (error) {
      this.followed.delete(matchId);
      this.hub.unsubscribe(matchId, this);
      this.send(problemOf(error, matchId));
    }
  }

  /** A token bucket: a burst, then a steady rate. */
  private allowed(): boolean {
    const now = this.deps.now().getTime();
    this.tokens = Math.min(
      liveLimits.frameBurst,
      this.tokens + ((now - this.refilledAt) / 1000) * liveLimits.framesPerSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private refuse(code: number, kind: "rate-limited", detail: string): void {
    this.send(problemFrame(kind, detail));
    this.transport.close(code, kind);
    this.end();
  }
}

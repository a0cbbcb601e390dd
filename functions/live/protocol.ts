/**
 * The push channel's frames (`/v1/live`): what a client may send, what the server sends back, and
 * the bounds every connection is held to. One JSON object a frame, both ways.
 */
import * as z from "zod";
import { ID_PATTERN } from "../http/ids";
import { Problem, type ProblemBody, type ProblemKind } from "../http/problem";

/** The bounds of one connection and of one player's connections. */
export const liveLimits = {
  /** Bytes of one client frame; a larger one closes the connection (1009). */
  maxFrameBytes: 4096,
  /** Matches one connection follows at once. */
  maxSubscriptions: 20,
  /** Open connections of one player. */
  maxConnectionsPerPlayer: 10,
  /** Open connections from one address before they show a key (spectators, behind a shared NAT too). */
  maxConnectionsPerAddress: 100,
  /** Client frames a connection may send in a burst, refilled at `framesPerSecond`. */
  frameBurst: 40,
  framesPerSecond: 10,
  /** A connection that sends nothing for this long is closed (1000); a ping every 5 minutes keeps it. */
  idleMs: 10 * 60_000,
} as const;

/** The sub-protocol a client asks for; a key rides beside it as `key.<apiKey>`, never in the URL. */
export const LIVE_PROTOCOL = "live.v1";
export const KEY_PROTOCOL_PREFIX = "key.";

const MatchId = z.string().regex(ID_PATTERN);

export const ClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), key: z.string().min(1).max(300) }).strict(),
  z.object({ type: z.literal("subscribe"), matchId: MatchId }).strict(),
  z.object({ type: z.literal("unsubscribe"), matchId: MatchId }).strict(),
  z.object({ type: z.literal("ping") }).strict(),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** What the server sends: a new version with this viewer's own view, or an answer, or a problem. */
export type ServerFrame =
  | {
      type: "version";
      matchId: string;
      version: number;
      /** The events since the previous version, as this viewer may see them (empty on subscribing). */
      events: unknown[];
      /** The move that made this version as `GET …/moves` shows it to this viewer; null on subscribing. */
      move: unknown;
      /** The match as `GET /v1/matches/{matchId}` answers this viewer. */
      match: unknown;
    }
  /** A message said at the match's table, as `GET …/messages` shows it: sent to its seated readers alone. */
  | { type: "chat"; matchId: string; message: unknown }
  | { type: "subscribed" | "unsubscribed"; matchId: string }
  | { type: "authenticated"; playerId: string }
  | { type: "pong" }
  /** `problem` is the document the API answers with for the same kind (its own `type` is the kind's page). */
  | { type: "problem"; matchId?: string; problem: ProblemBody };

/** A problem frame, the same document the API answers with for this kind. */
export function problemFrame(kind: ProblemKind, detail: string, matchId?: string): ServerFrame {
  return { type: "problem", ...(matchId ? { matchId } : {}), problem: new Problem(kind, detail).body() };
}

/** Told to a connection as it is cut off: its key was rotated, or its session signed out, since it was shown. */
export const revokedFrame: ServerFrame = problemFrame(
  "unauthorized",
  "This key was rotated or signed out since the connection showed it; connect again with a current key",
);

/** The client frame in a text, or why it is none. */
export function parseFrame(text: string): ClientFrame | ServerFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problemFrame("malformed-json", "A frame is one JSON object");
  }
  const parsed = ClientFrameSchema.safeParse(json);
  return parsed.success
    ? parsed.data
    : problemFrame(
        "validation-error",
        "A frame is one of auth, subscribe, unsubscribe or ping, as the AsyncAPI document says",
      );
}

/** The key among the offered sub-protocols, if one is offered. */
export function keyFromProtocols(offered: readonly string[]): string | null {
  const key = offered.find((p) => p.startsWith(KEY_PROTOCOL_PREFIX));
  return key ? key.slice(KEY_PROTOCOL_PREFIX.length) : null;
}

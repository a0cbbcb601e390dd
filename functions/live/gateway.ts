/**
 * The push channel's protocol over API Gateway's WebSocket routes: each event is handled on its own,
 * the connection's state (who reads, what it follows) kept in the table between them.
 */
import type { Deps } from "../deps";
import type { ConnectionRecord } from "../store/entities/connection";
import { connectionLifetimeSeconds } from "../store/entities/connection";
import { framesOfMatch } from "./frames";
import {
  keyFromProtocols,
  LIVE_PROTOCOL,
  liveLimits,
  parseFrame,
  problemFrame,
  revokedFrame,
  type ServerFrame,
} from "./protocol";
import { type Identify, problemOf } from "./session";
import { stillSignedIn } from "./signed-in";
import type { PostFrame } from "./stored-readers";

/** The parts of API Gateway's WebSocket event the channel reads. */
export interface WebSocketEvent {
  requestContext: { routeKey: string; connectionId: string };
  headers?: Record<string, string | undefined>;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface WebSocketAnswer {
  statusCode: number;
  headers?: Record<string, string>;
}

const offeredProtocols = (headers: WebSocketEvent["headers"]): string[] => {
  const header = Object.entries(headers ?? {}).find(
    ([name]) => name.toLowerCase() === "sec-websocket-protocol",
  );
  return (header?.[1] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
};

export interface Gateway {
  deps: Deps;
  identify: Identify;
  post: PostFrame;
}

/** $connect: a forged, revoked or expired key is refused before the socket opens (401). */
async function connect(g: Gateway, event: WebSocketEvent): Promise<WebSocketAnswer> {
  const offered = offeredProtocols(event.headers);
  const key = keyFromProtocols(offered);
  let reader: { playerId: string | null; credential: number | null } = { playerId: null, credential: null };
  if (key) {
    try {
      reader = await g.identify(key);
    } catch {
      return { statusCode: 401 };
    }
  }
  const until = Math.ceil(g.deps.now().getTime() / 1000) + connectionLifetimeSeconds;
  await g.deps.store.connect({
    connectionId: event.requestContext.connectionId,
    ...reader,
    matchIds: [],
    until,
  });
  // the key is never echoed: the answer picks the channel's own protocol, or none
  return offered.includes(LIVE_PROTOCOL)
    ? { statusCode: 200, headers: { "Sec-WebSocket-Protocol": LIVE_PROTOCOL } }
    : { statusCode: 200 };
}

async function subscribe(g: Gateway, connection: ConnectionRecord, matchId: string): Promise<ServerFrame[]> {
  if (!connection.matchIds.includes(matchId) && connection.matchIds.length >= liveLimits.maxSubscriptions) {
    return [
      problemFrame("rate-limited", `At most ${liveLimits.maxSubscriptions} matches a connection`, matchId),
    ];
  }
  const self = {
    viewer: viewerOf(connection),
    credential: connection.credential,
    send: () => {},
    revoke: () => g.deps.store.drop(connection.connectionId),
  };
  if ((await stillSignedIn(g.deps, [self])).length === 0) return [revokedFrame];
  try {
    // followed before reading, so that no version between the read and the subscription is missed
    const followed = await g.deps.store.subscribe(connection, matchId);
    try {
      const frameFor = await framesOfMatch(g.deps, matchId);
      return [{ type: "subscribed", matchId }, await frameFor(viewerOf(connection))];
    } catch (error) {
      await g.deps.store.unsubscribe(followed, matchId);
      throw error;
    }
  } catch (error) {
    return [problemOf(error, matchId)];
  }
}

const viewerOf = (c: ConnectionRecord) => (c.playerId ? { playerId: c.playerId } : null);

/** The answers to one client frame, as the local channel gives them. */
async function answer(g: Gateway, connection: ConnectionRecord, text: string): Promise<ServerFrame[]> {
  if (Buffer.byteLength(text) > liveLimits.maxFrameBytes) {
    return [problemFrame("payload-too-large", `A frame is at most ${liveLimits.maxFrameBytes} bytes`)];
  }
  const frame = parseFrame(text);
  switch (frame.type) {
    case "ping":
      return [{ type: "pong" }];
    case "auth": {
      if (connection.playerId || connection.matchIds.length > 0) {
        return [problemFrame("conflict", "Authenticate once, before the first subscribe")];
      }
      try {
        const reader = await g.identify(frame.key);
        await g.deps.store.connect({ ...connection, ...reader });
        return [{ type: "authenticated", playerId: reader.playerId }];
      } catch (error) {
        return [problemOf(error)];
      }
    }
    case "subscribe":
      return subscribe(g, connection, frame.matchId);
    case "unsubscribe":
      await g.deps.store.unsubscribe(connection, frame.matchId);
      return [{ type: "unsubscribed", matchId: frame.matchId }];
    default:
      return [frame as ServerFrame];
  }
}

/** $default: answers the frame through the management API, in order. */
async function receive(g: Gateway, event: WebSocketEvent): Promise<WebSocketAnswer> {
  const { connectionId } = event.requestContext;
  const connection = await g.deps.store.getConnection(connectionId);
  if (!connection) return { statusCode: 410 };
  const text = event.isBase64Encoded ? "\u0000" : (event.body ?? "");
  for (const frame of await answer(g, connection, text)) {
    if (!(await g.post(connectionId, frame))) {
      await g.deps.store.drop(connectionId);
      break;
    }
  }
  return { statusCode: 200 };
}

/** One WebSocket route's event: $connect, $disconnect, or a frame ($default). */
export async function onWebSocketEvent(g: Gateway, event: WebSocketEvent): Promise<WebSocketAnswer> {
  switch (event.requestContext.routeKey) {
    case "$connect":
      return connect(g, event);
    case "$disconnect":
      await g.deps.store.drop(event.requestContext.connectionId);
      return { statusCode: 200 };
    default:
      return receive(g, event);
  }
}

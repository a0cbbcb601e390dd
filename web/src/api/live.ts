import type { Schemas } from "./client";

/** A new version of a followed match, as the push channel shows it to this reader. */
export interface VersionFrame {
  type: "version";
  matchId: string;
  version: number;
  match: Schemas["Match"];
  /** The move that made the version, as `GET …/moves` shows it; null for the version on subscribing. */
  move: Schemas["Move"] | null;
}

/** A message said at a followed match's table, pushed to its seated readers alone. */
export interface ChatFrame {
  type: "chat";
  matchId: string;
  message: Schemas["ChatMessage"];
}

/** A ping every 5 minutes keeps the connection from its 10-minute idle timeout; on AWS each ping is a function call. */
const PING_MS = 5 * 60_000;

/**
 * Follows one match over `/v1/live` on this origin: the key rides as a sub-protocol, never in the
 * URL. `failed` is called once when the channel cannot open, refuses, or drops. Returns a stop.
 */
export function followLive(
  matchId: string,
  key: string | null,
  on: { version(frame: VersionFrame): void; chat?(frame: ChatFrame): void; failed(): void },
): () => void {
  let over = false;
  const fail = () => {
    if (over) return;
    over = true;
    on.failed();
  };
  if (typeof WebSocket === "undefined") {
    fail();
    return () => {};
  }
  const url = `${location.origin.replace(/^http/, "ws")}/v1/live`;
  const socket = new WebSocket(url, key ? ["live.v1", `key.${key}`] : ["live.v1"]);
  const ping = setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}');
  }, PING_MS);
  socket.onopen = () => socket.send(JSON.stringify({ type: "subscribe", matchId }));
  socket.onmessage = (message) => {
    const frame = JSON.parse(String(message.data));
    if (frame.type === "version" && frame.matchId === matchId) on.version(frame);
    if (frame.type === "chat" && frame.matchId === matchId) on.chat?.(frame);
    // a refused key or subscription: polling answers with the API's own problem
    if (frame.type === "problem") socket.close();
  };
  socket.onclose = () => {
    clearInterval(ping);
    fail();
  };
  return () => {
    over = true;
    clearInterval(ping);
    socket.close();
  };
}

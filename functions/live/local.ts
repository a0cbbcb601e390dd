import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Deps } from "../deps";
import type { Auth } from "../http/auth";
import { LiveHub } from "./hub";
import { identifyWith } from "./identify";
import { keyFromProtocols, LIVE_PROTOCOL, liveLimits } from "./protocol";
import { type ConnectionQuota, LiveSession } from "./session";

/** Connections counted per holder: a player, or an address until its connection shows a key. */
function quota(): ConnectionQuota {
  const held = new Map<string, number>();
  return {
    claim(holder) {
      const n = held.get(holder) ?? 0;
      const most = holder.startsWith("player:")
        ? liveLimits.maxConnectionsPerPlayer
        : liveLimits.maxConnectionsPerAddress;
      if (n >= most) return false;
      held.set(holder, n + 1);
      return true;
    },
    release(holder) {
      const n = (held.get(holder) ?? 1) - 1;
      if (n > 0) held.set(holder, n);
      else held.delete(holder);
    },
  };
}

const offeredProtocols = (request: IncomingMessage) =>
  (request.headers["sec-websocket-protocol"] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");

/**
 * The push channel on the local server's own port: `/v1/live` upgrades to a WebSocket; a key rides
 * as a `key.<apiKey>` sub-protocol (the answer names only `live.v1`) or in a first `auth` frame.
 */
export function serveLive(server: Server, deps: Deps, auth: Auth) {
  const hub = new LiveHub(deps);
  const held = quota();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: liveLimits.maxFrameBytes,
    // the key is never echoed: the answer picks the channel's own protocol, or none
    handleProtocols: (offered) => (offered.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
  });
  const identify = identifyWith(auth);

  wss.on("connection", (socket, request: IncomingMessage) => {
    const session = new LiveSession(
      deps,
      hub,
      {
        send: (frame) => socket.send(JSON.stringify(frame)),
        close: (code, reason) => socket.close(code, reason),
      },
      identify,
      held,
      request.socket.remoteAddress ?? "unknown",
    );
    let idle = setTimeout(() => socket.close(1000, "idle"), liveLimits.idleMs);
    const key = keyFromProtocols(offeredProtocols(request));
    // frames that come while the key is checked wait for it, in order
    let ready: Promise<unknown> = session.open() && key ? session.authenticate(key) : Promise.resolve();
    socket.on("message", (data, isBinary) => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(1000, "idle"), liveLimits.idleMs);
      const text = isBinary ? "\u0000" : String(data);
      // counted as it arrives, answered in order
      if (session.admit()) ready = ready.then(() => session.receive(text));
    });
    socket.on("close", () => {
      clearTimeout(idle);
      session.end();
    });
    socket.on("error", () => socket.terminate());
  });

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? "/", "http://local").pathname !== "/v1/live") {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  };
  server.on("upgrade", upgrade);
  return {
    hub,
    /** Closes every connection (the server's close waits for none of them). */
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

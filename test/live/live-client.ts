import WebSocket from "ws";
import type { Json } from "../api/harness";

/** A test's connection to `/v1/live`: every frame it got, and a way to wait for one. */
export interface LiveClient {
  socket: WebSocket;
  frames: Json[];
  /** The close code, once closed. */
  closed: Promise<number>;
  send(frame: unknown): void;
  /** The first frame (from `from` on) that fits, within `ms`. */
  next(fits: (frame: Json) => boolean, ms?: number): Promise<Json>;
  close(): void;
}

/** Opens a connection, with a key as the `key.<apiKey>` sub-protocol when one is given. */
export async function connectLive(base: string, key: string | null = null): Promise<LiveClient> {
  const url = `${base.replace(/^http/, "ws")}/v1/live`;
  const socket = new WebSocket(url, key ? ["live.v1", `key.${key}`] : ["live.v1"]);
  const frames: Json[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    frames.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const next = (fits: (frame: Json) => boolean, ms = 5000) =>
    new Promise<Json>((resolve, reject) => {
      const look = () => {
        const found = frames.find(fits);
        if (!found) return;
        waiters.delete(look);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no fitting frame within ${ms} ms; got ${JSON.stringify(frames).slice(0, 500)}`));
      }, ms);
      waiters.add(look);
      look();
    });
  return {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    next,
    close: () => socket.close(),
  };
}

/**
 * Follows one match over the push channel (openapi/asyncapi.json) and prints each new version as
 * it happens: its number, whose move and the events this reader may see. With a key you read as
 * that player (your own seat's secrets too); without one, as a spectator. Run it beside `npm start`:
 * `npx tsx examples/live.ts http://127.0.0.1:3000 <matchId> [apiKey]`.
 */
import WebSocket from "ws";

export interface VersionFrame {
  type: "version";
  matchId: string;
  version: number;
  events: unknown[];
  move: { seat: number } | null;
  match: { status: string; yourSeat: number | null };
}

/** Calls `onVersion` with every version of the match; resolves with a stop once subscribed. */
export function followMatch(
  base: string,
  matchId: string,
  key: string | null,
  onVersion: (frame: VersionFrame) => void,
): Promise<() => void> {
  // the key rides as a sub-protocol: never in the URL, where logs would keep it
  const protocols = key ? ["live.v1", `key.${key}`] : ["live.v1"];
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/v1/live`, protocols);
  // a ping every 5 minutes keeps the connection past its 10-minute idle timeout
  const ping = setInterval(() => socket.send(JSON.stringify({ type: "ping" })), 5 * 60_000);
  const stop = () => {
    clearInterval(ping);
    socket.close();
  };
  return new Promise((resolve, reject) => {
    socket.on("open", () => socket.send(JSON.stringify({ type: "subscribe", matchId })));
    socket.on("message", (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === "subscribed") resolve(stop);
      if (frame.type === "version") onVersion(frame);
      // the API's own problem document: a refused key or an unknown match ends the example
      if (frame.type === "problem") {
        stop();
        reject(new Error(`${frame.problem.title}: ${frame.problem.detail}`));
      }
    });
    socket.on("error", reject);
    socket.on("close", () => clearInterval(ping));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3000", matchId, key] = process.argv.slice(2);
  if (!matchId) throw new Error("usage: npx tsx examples/live.ts <base URL> <matchId> [apiKey]");
  const stop = await followMatch(base, matchId, key ?? null, (frame) => {
    const by = frame.move ? `seat ${frame.move.seat} moved` : "as it stands";
    console.log(`version ${frame.version} (${by}):`, JSON.stringify(frame.events));
    if (frame.match.status === "finished") stop();
  });
  process.on("SIGINT", stop);
}

import { request } from "node:http";
import { describe, expect, it } from "vitest";
import type { LogLine } from "../../functions/log";
import { useServer } from "../api/harness";

const lines: LogLine[] = [];
const api = useServer({ log: (line) => lines.push(line) });

/** Sends the start of a chunked JSON body, then resets the connection before its last chunk. */
async function abortedPost(path: string): Promise<void> {
  const url = new URL(path, api.url);
  const req = request(url, { method: "POST", headers: { "content-type": "application/json" } });
  req.on("error", () => {});
  req.write('{"name": "Ada", ');
  await new Promise((resolve) => setTimeout(resolve, 100));
  req.socket?.resetAndDestroy();
  req.destroy();
}

describe("a request whose chunked body the client aborts", () => {
  it("is logged as a client abort (499, warn), never as a 500 at error level", async () => {
    await abortedPost("/v1/players");
    const until = Date.now() + 5000;
    while (!lines.some((l) => l.msg === "request" && l.path === "/v1/players") && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const logged = lines.filter((l) => l.msg === "request" && l.path === "/v1/players");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: "warn", status: 499 });
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    expect((await fetch(`${api.url}/v1/games`)).status).toBe(200);
  });
});

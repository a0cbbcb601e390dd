import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { RESEND_AFTER_MS, resendingLostAnswers } from "../../web/src/api/resend-lost-answers";

interface Heard {
  method: string;
  key: string | undefined;
  body: string;
}

/** A real HTTP server that hangs up without answering the first `lose` requests it hears. */
async function lossyServer(lose: number, status = 201) {
  const heard: Heard[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    heard.push({ method: String(request.method), key: request.headers["idempotency-key"] as string, body });
    if (heard.length <= lose) return request.socket.destroy();
    response
      .writeHead(status, { "content-type": "application/json" })
      .end(JSON.stringify({ n: heard.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, heard };
}

const waited: number[] = [];
const send = resendingLostAnswers(
  (request) => fetch(request),
  async (ms) => waited.push(ms),
);
const post = (url: string, key?: string) =>
  new Request(`${url}/v1/matches/m/actions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify({ action: { type: "pass" } }),
  });

describe("the web client's fetch", () => {
  it("sends a keyed POST whose answer was lost again, with the same key and body, and returns the answer", async () => {
    const server = await lossyServer(2);
    const answer = await send(post(server.url, "k".repeat(48)));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ n: 3 });
    expect(server.heard).toHaveLength(3);
    expect(new Set(server.heard.map((h) => `${h.key} ${h.body}`)).size).toBe(1);
    expect(waited.slice(-2)).toEqual(RESEND_AFTER_MS);
  });

  it("gives up after its resends, with the network's error", async () => {
    const server = await lossyServer(10);
    await expect(send(post(server.url, "g".repeat(48)))).rejects.toThrow();
    expect(server.heard).toHaveLength(RESEND_AFTER_MS.length + 1);
  });

  it("never resends a POST without a key, nor one that was answered, even with an error", async () => {
    const unkeyed = await lossyServer(1);
    await expect(send(post(unkeyed.url))).rejects.toThrow();
    expect(unkeyed.heard).toHaveLength(1);
    const failing = await lossyServer(0, 500);
    expect((await send(post(failing.url, "f".repeat(48)))).status).toBe(500);
    expect(failing.heard).toHaveLength(1);
  });

  it("sends again a keyed POST answered 'still being handled', but no other 409", async () => {
    /** A server answering its first requests with the problem of `types`, then 201. */
    async function answering(types: string[]) {
      const heard: string[] = [];
      const server = createServer(async (request, response) => {
        for await (const _ of request);
        heard.push(String(request.headers["idempotency-key"]));
        const type = types[heard.length - 1];
        if (type)
          return response
            .writeHead(409, { "content-type": "application/problem+json" })
            .end(JSON.stringify({ type, title: "409", status: 409 }));
        response.writeHead(201, { "content-type": "application/json" }).end("{}");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      afterAll(() => new Promise((resolve) => server.close(resolve)));
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, heard };
    }
    const running = await answering(["/problems/idempotency-key-in-use"]);
    expect((await send(post(running.url, "s".repeat(48)))).status).toBe(201);
    expect(running.heard).toEqual(["s".repeat(48), "s".repeat(48)]);
    const conflict = await answering(["/problems/conflict"]);
    expect((await send(post(conflict.url, "t".repeat(48)))).status).toBe(409);
    expect(conflict.heard).toHaveLength(1);
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { allowedAddress, targetsFor } from "../../functions/notify/safe-fetch";
import { NO_ANSWER } from "../../functions/notify/webhooks";
import {
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  startedMatch,
  tableSnapshot,
  useServer,
} from "../api/harness";

/** A receiver on loopback that counts what reaches it, answering each path its own way. */
async function receiver(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? "");
    req.resume();
    req.on("end", () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, hits };
}

/** How many endless answers the sender hung up on. */
let endlessHungUp = 0;
const inner = await receiver((req, res) => {
  if (req.url === "/redirect") res.writeHead(307, { Location: "/inside" }).end();
  else if (req.url === "/405") res.writeHead(405).end();
  else if (req.url === "/endless") {
    // headers, then a body that never ends: only the status may be read
    res.writeHead(200, { "Content-Type": "application/octet-stream" });
    res.on("close", () => endlessHungUp++);
    const chunk = Buffer.alloc(64 * 1024);
    const pour = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once("drain", pour);
    };
    pour();
  } else res.writeHead(204).end();
});
const port = inner.port;

/** Refused whatever the server: private, loopback, link-local (metadata), unique-local and the rest. */
const inwardAddresses = [
  "127.0.0.1",
  "127.1.2.3",
  "::1",
  "10.0.0.1",
  "172.16.5.4",
  "192.168.1.1",
  "169.254.169.254",
  "fd00:ec2::254",
  "fe80::1",
  "100.64.0.1",
  "0.0.0.0",
  "::",
  "::ffff:127.0.0.1",
  "::ffff:169.254.169.254",
  "::127.0.0.1",
  "::7f00:1",
  "64:ff9b::7f00:1",
  "2002:7f00:1::",
  "224.0.0.1",
  "255.255.255.255",
  "240.0.0.1",
  "not an address",
];

describe("which addresses a webhook may reach", () => {
  it("public unicast only; loopback too only for a server listening on loopback alone", () => {
    const loopback = ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "::127.0.0.1"];
    for (const address of inwardAddresses.filter((a) => !loopback.includes(a))) {
      expect(allowedAddress(address, "public-and-loopback"), address).toBe(false);
    }
    for (const address of inwardAddresses) expect(allowedAddress(address, "public"), address).toBe(false);
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(allowedAddress(address, "public"), address).toBe(true);
    }
    for (const address of loopback)
      expect(allowedAddress(address, "public-and-loopback"), address).toBe(true);
    expect(targetsFor("127.0.0.1")).toBe("public-and-loopback");
    expect(targetsFor("::1")).toBe("public-and-loopback");
    expect(targetsFor("0.0.0.0")).toBe("public");
    expect(targetsFor("192.168.1.20")).toBe("public");
  });
});

describe("a server whose webhooks may reach public addresses only", () => {
  const api = useServer({ targets: "public" });

  const saved = async (player: Player, url: string) =>
    player.request("PUT", "/v1/me/notifications", { body: { webhook: { url, when: "always" } } });

  it("refuses inward URLs when they are saved, whatever their spelling", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const table = await tableSnapshot(api.server);
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://app.localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      "http://169.254.169.254/latest/meta-data/",
      `http://[::ffff:127.0.0.1]:${port}/`,
      "http://10.0.0.1/hook",
      `http://0.0.0.0:${port}/`,
    ]) {
      const reply = await saved(ada, url);
      expectProblem(reply, 400, "validation-error");
      expect(reply.body.errors, url).toEqual([expect.objectContaining({ path: "webhook.url" })]);
    }
    const discord = await ada.request("PUT", "/v1/me/notifications", {
      body: { discord: { url: `http://127.0.0.1:${port}/api/webhooks/1/abc` } },
    });
    expectProblem(discord, 400, "validation-error");
    expect(await tableSnapshot(api.server)).toEqual(table);
    expect(inner.hits).toEqual([]);
  });

  it("checks the address again when sending: a URL saved before the check, or whose name points inward, is never called", async () => {
    const bea = await newPlayer(api.url, "Bea");
    expect((await saved(bea, "https://hooks.example/bea")).status).toBe(200);
    const stored = await api.server.deps.store.getPlayer(bea.id);
    if (!stored?.notifications) throw new Error("no settings");
    const answers = [];
    for (const url of [`http://localhost:${port}/by-name`, `http://127.0.0.1:${port}/by-address`]) {
      const notifications = { ...stored.notifications, webhook: { url, when: "always" as const } };
      await api.server.deps.store.changePlayer(stored, (p) => ({ ...p, notifications }));
      const test = await bea.post("/v1/me/webhook/test");
      expect(test.status).toBe(200);
      answers.push(test.body);
    }
    expect(inner.hits).toEqual([]);
    expect(answers.map((a) => [a.ok, a.detail])).toEqual([
      [false, answers[0].detail],
      [false, answers[0].detail],
    ]);
    expect(answers[0].detail).toMatch(/^not delivered/);
  });

  it("the worker's deliveries are checked the same way, and logged with the same words", async () => {
    const [eve, fay] = [await newPlayer(api.url, "Eve"), await newPlayer(api.url, "Fay")];
    expect((await saved(eve, "https://hooks.example/eve")).status).toBe(200);
    const stored = await api.server.deps.store.getPlayer(eve.id);
    if (!stored?.notifications) throw new Error("no settings");
    const notifications = {
      ...stored.notifications,
      webhook: { url: `http://localhost:${port}/worker`, when: "always" as const },
    };
    await api.server.deps.store.changePlayer(stored, (p) => ({ ...p, notifications }));
    await startedMatch([eve, fay]);
    await api.server.work();
    const log = (await eve.get("/v1/me/deliveries")).body.deliveries.filter(
      (d: Json) => d.channel === "webhook",
    );
    expect(log.length).toBeGreaterThan(0);
    for (const delivery of log)
      expect(delivery.attempts).toEqual([expect.objectContaining({ ok: false, detail: NO_ANSWER })]);
    expect(inner.hits).toEqual([]);
  });
});

describe("a server that may reach loopback (it listens there alone)", () => {
  const api = useServer();

  const testing = async (path: string) => {
    const cy = await newPlayer(api.url, `Cy ${path.slice(1)}`);
    const saved = await cy.request("PUT", "/v1/me/notifications", {
      body: { webhook: { url: `http://127.0.0.1:${port}${path}`, when: "always" } },
    });
    expect(saved.status).toBe(200);
    return (await cy.post("/v1/me/webhook/test")).body;
  };

  it("follows no redirect: the target it points to is never called", async () => {
    const answer = await testing("/redirect");
    expect(answer.ok).toBe(false);
    expect(inner.hits.filter((h) => h === "/redirect")).toHaveLength(1);
    expect(inner.hits).not.toContain("/inside");
  });

  it("tells only delivered or not: a 405, a closed port and a redirect read the same", async () => {
    const answers = [await testing("/405"), await testing("/redirect")];
    const closed = await newPlayer(api.url, "Dot");
    await closed.request("PUT", "/v1/me/notifications", {
      body: { webhook: { url: "http://127.0.0.1:1/", when: "always" } },
    });
    answers.push((await closed.post("/v1/me/webhook/test")).body);
    expect(new Set(answers.map((a) => JSON.stringify([a.ok, a.detail])))).toEqual(
      new Set([JSON.stringify([false, answers[0].detail])]),
    );
    expect(answers[0].detail).not.toMatch(/405|refused|ECONN|fetch/i);
    const delivered = await testing("/ok");
    expect(delivered).toMatchObject({ ok: true, detail: expect.stringMatching(/^delivered/) });
  });

  it("reads only the status of an answer, never its body: an endless body does not hold the send", async () => {
    const answer = await testing("/endless");
    // a sender that waited for the body would have been cut by its timeout and said "not delivered"
    expect(answer.ok).toBe(true);
    await expect.poll(() => endlessHungUp).toBe(1);
  });
});

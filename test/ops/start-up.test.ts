import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataFolder, type Started, startServer } from "./processes";

const running: Started[] = [];
const start = (...args: Parameters<typeof startServer>) => {
  const started = startServer(...args);
  running.push(started);
  return started;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

/** What a person reads: a message that says what to do, and no stack trace. */
function expectPlainRefusal(stderr: string, says: RegExp): void {
  expect(stderr).toMatch(says);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toMatch(/node_modules|\.ts:\d+|Database is closed/);
}

describe("npm start refuses to start, saying why and what to do, with exit code 1", () => {
  it("when another server already serves the same data folder", async () => {
    const dir = dataFolder();
    const first = start({ DATA_DIR: dir });
    const url = await first.url;
    const second = start({ DATA_DIR: dir }, "npm");
    expect(await second.exited).toBe(1);
    const pid = Number(readFileSync(path.join(dir, "server.lock"), "utf8"));
    expectPlainRefusal(
      second.stderr(),
      new RegExp(`data folder ${dir} is in use by another server \\(process ${pid}\\)`),
    );
    expect(second.stderr()).toMatch(/DATA_DIR=\S+ npm start/);
    // the first one serves on, untouched
    expect((await fetch(`${url}/v1/games`)).status).toBe(200);
  });

  it("when the port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const server = start({ DATA_DIR: "memory", PORT: String(port) });
      expect(await server.exited).toBe(1);
      expectPlainRefusal(server.stderr(), new RegExp(`Port ${port} on 127.0.0.1 is already in use`));
      expect(server.stderr()).toContain(`PORT=${port + 1} npm start`);
    } finally {
      taken.close();
    }
  });

  it("when a setting is wrong, naming every wrong one at once and never echoing a value", async () => {
    const server = start({
      DATA_DIR: "memory",
      PORT: "eighty",
      PUBLIC_URL: "games.example/path",
      SIGNING_SECRET: "short-secret-123",
      CORS_ORIGINS: "*",
    });
    expect(await server.exited).toBe(1);
    const stderr = server.stderr();
    expectPlainRefusal(stderr, /The configuration of npm start is not valid/);
    for (const name of ["PORT", "PUBLIC_URL", "SIGNING_SECRET", "CORS_ORIGINS.0"]) {
      expect(stderr).toMatch(new RegExp(`^  ${name.replace(".", "\\.")} `, "m"));
    }
    expect(stderr).not.toContain("short-secret-123");
    expect(server.stdout()).not.toMatch(/^API /m);
  });
});

describe("a data folder", () => {
  it("is released when its server stops, and a lock left by a killed server is taken over", async () => {
    const dir = dataFolder();
    const lock = path.join(dir, "server.lock");
    const first = start({ DATA_DIR: dir });
    await first.url;
    expect(await first.stop()).toBe(0);
    expect(existsSync(lock)).toBe(false);

    const killed = start({ DATA_DIR: dir });
    const before = await killed.url;
    const player = await fetch(`${before}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada" }),
    });
    expect(player.status).toBe(201);
    const { apiKey } = await player.json();
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(existsSync(lock)).toBe(true);

    const next = start({ DATA_DIR: dir });
    const me = await fetch(`${await next.url}/v1/me`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).name).toBe("Ada");
  });
});

describe("npm start without a data folder", () => {
  it("mails into a folder of the run's own, named at the start, read by its user alone, never a shared one, and removed when it stops", async () => {
    const [one, two] = [start({ DATA_DIR: "memory" }), start({ DATA_DIR: "memory" })];
    const [url] = await Promise.all([one.url, two.url]);
    const outboxOf = (server: Started) => /^Email\s+\.eml files in (\S+)$/m.exec(server.stdout())?.[1];
    const [first, second] = [outboxOf(one), outboxOf(two)];
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
    const made = await fetch(`${url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.test" }),
    });
    expect(made.status).toBe(201);
    // the address's confirmation is written there
    await expect
      .poll(() => existsSync(String(first)) && readdirSync(String(first)).length, { timeout: 5000 })
      .toBe(1);
    expect(statSync(path.dirname(String(first))).mode & 0o077).toBe(0);
    await one.stop();
    expect(existsSync(path.dirname(String(first)))).toBe(false);
    expect(existsSync(path.dirname(String(second)))).toBe(true);
  });
});

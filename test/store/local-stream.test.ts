import { closeSync, existsSync, fstatSync, openSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type LocalServer, startLocal } from "../../functions/local-server";
import { Client, inSeats, newPlayer, startedMatch } from "../api/harness";
import { confirmAddress, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
const dataDir = await mkdtemp(join(tmpdir(), "stream-"));
afterAll(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () => startLocal({ port: 0, dataDir, workIntervalMs: 0, smtpUrl: smtp.url, webDir: null });

async function player(server: LocalServer, name: string) {
  const email = `${name.toLowerCase()}@example.test`;
  const reply = await new Client(server.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  return Object.assign(new Client(server.url, reply.body.apiKey), {
    email,
    id: reply.body.player.id as string,
  });
}

describe("the embedded server's stand-in for the table's stream", () => {
  it("keeps a move the worker has not followed yet across a restart, and tells of it once", async () => {
    const first = await start();
    const [una, vic] = [await player(first, "Una"), await player(first, "Vic")];
    const created = await una.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    await vic.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    await first.work();
    const mine = await una.get(`/v1/matches/${created.body.id}`);
    const bySeat = inSeats(mine.body, [una, vic]);
    const [seat] = mine.body.activeSeats;
    const waiting = bySeat[1 - seat];
    const told = () => smtp.mails.filter((m) => m.to.includes(waiting.email)).length;
    const before = told();
    const mover = new Client(first.url, bySeat[seat].apiKey);
    const actor = await mover.get(`/v1/matches/${created.body.id}`);
    const moved = await mover.post(`/v1/matches/${created.body.id}/actions`, {
      action: actor.body.legalActions[0],
      expectedVersion: actor.body.version,
    });
    expect(moved.status).toBe(201);
    // the process stops before its worker ran
    await first.close();

    const second = await start();
    try {
      await second.work();
      await second.work();
      expect(told()).toBe(before + 1);
      expect(smtp.mails.at(-1)?.subject).toMatch(/^It is your turn/);
    } finally {
      await second.close();
    }
  });

  it("replaces its journal whole on each change (a new file renamed over it), never rewriting it in place", async () => {
    const server = await start();
    const journal = join(dataDir, "stream");
    try {
      const players = [await newPlayer(server.url, "Wyn"), await newPlayer(server.url, "Xia")];
      await startedMatch(players);
      // held open, the old file keeps its inode and its content if the journal is renamed over it
      const old = openSync(journal, "r");
      const content = readFileSync(journal, "utf8");
      try {
        await startedMatch(players);
        expect(statSync(journal).ino).not.toBe(fstatSync(old).ino);
        expect(readFileSync(old, "utf8")).toBe(content);
      } finally {
        closeSync(old);
      }
      expect(readFileSync(journal, "utf8").length).toBeGreaterThan(content.length);
      expect(existsSync(`${journal}.tmp`)).toBe(false);
      expect(readFileSync(journal, "utf8")).toMatch(
        /^(\{"pk":"[^"]+","sk":"[^"]+","sum":"[0-9a-f]{16}"\}\n)+$/,
      );
    } finally {
      await server.close();
    }
  });
});

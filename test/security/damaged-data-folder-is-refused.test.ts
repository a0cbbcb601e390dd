import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocal } from "../../functions/local-server";
import { StartError } from "../../functions/start-error";
import { SEAL_FILE } from "../../functions/store/data-folder-seal";
import { Client, newPlayer, startedMatch } from "../api/harness";
import { dataFolder, startServer } from "../ops/processes";

const base = mkdtempSync(path.join(tmpdir(), "damage-"));
const original = path.join(base, "original");
let matchId = "";
let version = 0;
afterAll(() => rmSync(base, { recursive: true, force: true }));

const start = (dataDir: string) => startLocal({ port: 0, dataDir, workIntervalMs: 0, webDir: null });

/** A folder with every kind of file: a table from the first run, a log, a MANIFEST and a journal of changes not yet followed. */
beforeAll(async () => {
  const first = await start(original);
  const match = await startedMatch([await newPlayer(first.url, "Ann"), await newPlayer(first.url, "Bob")]);
  matchId = match.id;
  await first.close();
  const second = await start(original);
  await newPlayer(second.url, "Cy");
  version = (await new Client(second.url).get(`/v1/matches/${matchId}`)).body.version;
  await second.close();
}, 60_000);

/** The folder's files of one kind: CURRENT, MANIFEST-…, ….log, ….ldb, stream. */
function fileOf(dir: string, kind: RegExp): string {
  const name = readdirSync(dir).find((n) => kind.test(n) && readFileSync(path.join(dir, n)).length > 0);
  if (!name) throw new Error(`no ${kind} file with content in ${readdirSync(dir).join(", ")}`);
  return name;
}

const damages = {
  "cut in half": (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)),
  "cut by its last byte": (bytes: Buffer) => bytes.subarray(0, bytes.length - 1),
  "with a byte flipped in the middle": (bytes: Buffer) => {
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)] ^= 0x10;
    return copy;
  },
  "with its first byte flipped": (bytes: Buffer) => {
    const copy = Buffer.from(bytes);
    copy[0] ^= 0x01;
    return copy;
  },
};

const kinds = {
  CURRENT: /^CURRENT$/,
  MANIFEST: /^MANIFEST-\d+$/,
  "write-ahead log": /^\d+\.log$/,
  table: /^\d+\.ldb$/,
  "stream journal": /^stream$/,
};

/** The first `count` LevelDB varints (7 bits a byte, low first) of some bytes. */
function varints(bytes: Buffer, count: number): number[] {
  const values: number[] = [];
  for (let at = 0, value = 0, shift = 0; values.length < count; at++, shift += 7) {
    value += (bytes[at] & 0x7f) * 2 ** shift;
    if (bytes[at] < 0x80) {
      values.push(value);
      value = 0;
      shift = -7;
    }
  }
  return values;
}

let copies = 0;
/** A copy of the folder as a clean stop leaves it, or as a crash does (the seal left open). */
function copy(after: "a clean stop" | "a crash"): string {
  const dir = path.join(base, `copy-${copies++}`);
  cpSync(original, dir, { recursive: true });
  if (after === "a crash") {
    const seal = JSON.parse(readFileSync(path.join(dir, SEAL_FILE), "utf8"));
    const tables = Object.fromEntries(Object.entries(seal.files).filter(([name]) => name.endsWith(".ldb")));
    writeFileSync(path.join(dir, SEAL_FILE), JSON.stringify({ closed: false, files: tables }));
  }
  return dir;
}

async function refusal(dir: string): Promise<StartError> {
  const started = await start(dir).then(
    async (server) => {
      await server.close();
      return null;
    },
    (error: unknown) => error,
  );
  expect(started).toBeInstanceOf(StartError);
  return started as StartError;
}

describe("a damaged data folder is refused at start, naming the file and how to recover", () => {
  for (const after of ["a clean stop", "a crash"] as const) {
    it(`starts an undamaged folder after ${after}, serving the match at the version it was left at`, async () => {
      const server = await start(copy(after));
      try {
        expect((await new Client(server.url).get(`/v1/matches/${matchId}`)).body.version).toBe(version);
      } finally {
        await server.close();
      }
    });

    for (const [kind, pattern] of Object.entries(kinds)) {
      for (const [damage, apply] of Object.entries(damages)) {
        it(`after ${after}: its ${kind} ${damage}`, async () => {
          const dir = copy(after);
          const name = fileOf(dir, pattern);
          const file = path.join(dir, name);
          writeFileSync(file, apply(readFileSync(file)));
          const error = await refusal(dir);
          expect(error.message).toContain(`The data folder ${dir} is damaged`);
          expect(error.message).toContain(file);
          expect(error.message).toContain(`mv ${dir} ${dir}.damaged`);
        });
      }
    }
  }

  it("after a crash: junk in the middle of the stream journal, which is never parsed as a key", async () => {
    const dir = copy("a crash");
    const journal = path.join(dir, "stream");
    writeFileSync(journal, `{"pk":"junk"}\n${readFileSync(journal, "utf8")}`);
    expect((await refusal(dir)).message).toContain(`${journal}: line 1 is not a change's key`);
  });

  it("after a crash: a table its MANIFEST lists is missing, while a half-written one it does not list is left to LevelDB", async () => {
    const lost = copy("a crash");
    const table = fileOf(lost, kinds.table);
    rmSync(path.join(lost, table));
    expect((await refusal(lost)).message).toMatch(/MANIFEST-\d+: it lists table \d+, whose file is missing/);
    const killed = copy("a crash");
    writeFileSync(path.join(killed, "999999.ldb"), "a table a killed compaction began");
    const server = await start(killed);
    try {
      expect((await new Client(server.url).get(`/v1/matches/${matchId}`)).body.version).toBe(version);
    } finally {
      await server.close();
    }
  });

  it("after a crash: a byte flipped in a table written since the seal, whose index LevelDB compressed", async () => {
    const big = path.join(base, "big");
    for (let run = 0; run < 2; run++) {
      const server = await start(big);
      for (let n = 0; n < 300 / (run + 1); n++) await newPlayer(server.url, `P${n}`);
      await server.close();
    }
    writeFileSync(path.join(big, SEAL_FILE), JSON.stringify({ closed: false, files: {} }));
    const table = path.join(big, fileOf(big, kinds.table));
    const bytes = readFileSync(table);
    // the footer's handles: the meta index's offset and size, then the index's; a block is followed by its type
    const handles = varints(bytes.subarray(bytes.length - 48), 4);
    expect(bytes[handles[2] + handles[3]]).toBe(1);
    bytes[100] ^= 0x10;
    writeFileSync(table, bytes);
    expect((await refusal(big)).message).toContain(`${table}: its data block at byte 0 fails its checksum`);
  }, 60_000);

  it("after a clean stop: a file lost, or one added, since the seal", async () => {
    const lost = copy("a clean stop");
    rmSync(path.join(lost, "stream"));
    expect((await refusal(lost)).message).toContain("is missing (it was there when the server stopped)");
    const added = copy("a clean stop");
    writeFileSync(path.join(added, "999999.log"), "");
    expect((await refusal(added)).message).toContain("999999.log: it was not there when the server stopped");
  });

  it("says so as npm start: one message and exit code 1, no stack trace", async () => {
    const dir = dataFolder();
    cpSync(original, dir, { recursive: true });
    writeFileSync(path.join(dir, "CURRENT"), "garbage");
    const server = startServer({ DATA_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/^npm start: The data folder .* is damaged/m);
    expect(server.stderr()).not.toMatch(/^\s+at |SyntaxError|node_modules/m);
  });
});

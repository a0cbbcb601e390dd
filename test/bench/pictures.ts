import { execFileSync, execSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { AnyGame } from "../../domain/core/game";
import { santaCruz } from "../../domain/santa-cruz";
import { santaMaria } from "../../domain/santa-maria";
import { mailOf } from "../../functions/notify/mail";
import type { Message } from "../../functions/notify/message";
import { drawingOf } from "../../functions/notify/pictures/drawings";
import type { Picture } from "../../functions/notify/pictures/picture";
import { stampCache, toPng } from "../../functions/notify/pictures/png";
import { textsFor } from "../../functions/notify/texts/texts";
import { playedFor } from "../notify/picture-texts";
import { markdownTable } from "./report";

/** The commit before one drawing of each board: its pictures were string builders in domain/. */
export const PICTURES_BASELINE_COMMIT = "4fa9472";

const root = resolve(import.meta.dirname, "../..");
const names = ["Ada Lovelace-Byron", "Computer (quick)", "Computer (strong)", "Bartholomew the Navigator"];
const REPEAT = 12;

/** Each game early, midway and late, as its first seat sees it: seed, seats, moves played. */
const scenes = [
  { game: "santa-cruz", players: 4, steps: [0, 60, 400] },
  { game: "santa-maria", players: 3, steps: [0, 60, 400] },
] as const;

const games: Record<string, AnyGame> = {
  "santa-cruz": santaCruz as unknown as AnyGame,
  "santa-maria": santaMaria as unknown as AnyGame,
};

/** A turn notice as the worker sends it, with the picture: its whole size as an email (MIME). */
async function emailBytes(picture: { width: number; height: number }, png: Uint8Array): Promise<number> {
  const texts = textsFor("en");
  const message: Message = {
    lang: "en",
    texts,
    subject: "Your turn · Santa Cruz with Computer (quick)",
    headline: "It is your turn in Santa Cruz.",
    mustAct: true,
    happened: ["Computer (quick) played a ship card and built a house on north-shore-2 (2 points)."],
    standings: { title: "Scores:", line: "Ada 12, Computer (quick) 9" },
    clock: [],
    link: { label: "Open the match", url: "https://games.example/matches/m_0123456789abcdef", note: null },
    picture: picture as Picture,
    reply: {
      address: `play+${"t".repeat(120)}@play.example`,
      choices: null,
      count: 42,
      help: "Reply with…",
      holding: null,
    },
  };
  const mail = mailOf(message, {
    to: "ada@example.com",
    id: "d_0123456789abcdef",
    png,
    unsubscribe: "https://games.example/unsubscribe/token",
    preferences: "https://games.example/account",
  });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await transport.sendMail({ ...mail, from: "Board games <games@example.com>" });
  return (sent.message as Buffer).length;
}

interface Measure {
  game: string;
  moves: number;
  cpuMs: number;
  coldMs?: number;
  pngBytes: number;
  emailBytes: number;
}

const median = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * CPU per picture (drawing and PNG) in a warm process: the median over the REPEAT turns that follow
 * the scene, each a new view as the worker meets a match going on (stamps of what did not change
 * are kept), and the median of the scene's picture with no stamp kept (a fresh worker's first); sizes.
 */
async function measured(draw: (view: unknown) => Picture, game: string, views: unknown[], moves: number) {
  const [view, ...next] = views;
  const png = await toPng(draw(view));
  const times: number[] = [];
  for (const turn of next) times.push(await cpuOf(() => toPng(draw(turn))));
  const cold: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    stampCache.clear();
    cold.push(await cpuOf(() => toPng(draw(view))));
  }
  return {
    game,
    moves,
    cpuMs: median(times),
    coldMs: median(cold),
    pngBytes: png.length,
    emailBytes: await emailBytes(draw(view), png),
  };
}

/** Today's pictures: the web client's boards, rendered on the server. */
export async function todaysPictures(): Promise<Measure[]> {
  const rows: Measure[] = [];
  for (const { game, players, steps } of scenes) {
    const draw = drawingOf(game);
    if (!draw) throw new Error(`no picture for ${game}`);
    for (const moves of steps) {
      const views = Array.from({ length: REPEAT + 1 }, (_, i) =>
        playedFor(games[game], "bench", players, moves + i),
      );
      rows.push(await measured((v) => draw(v, games[game].content, names, "en"), game, views, moves));
    }
  }
  return rows;
}

/** What the old builders measure, in a Node of their own (the renderer loads once a process). */
async function oldPictures(commit: string): Promise<Measure[]> {
  const dir = mkdtempSync(join(tmpdir(), `pictures-${commit}-`));
  try {
    execSync(`git archive ${commit} domain functions/notify/pictures | tar -x -C "${dir}"`, {
      cwd: root,
      stdio: "pipe",
    });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    const script = join(root, "test/bench/pictures-then.ts");
    const out = execFileSync("npx", ["tsx", script, dir, JSON.stringify(scenes), String(REPEAT)], {
      cwd: root,
    });
    const rows = JSON.parse(out.toString()) as (Omit<Measure, "pngBytes" | "emailBytes"> & {
      width: number;
      height: number;
      png: string;
    })[];
    return Promise.all(
      rows.map(async ({ png, width, height, ...row }) => {
        const bytes = Buffer.from(png, "base64");
        return { ...row, pngBytes: bytes.length, emailBytes: await emailBytes({ width, height }, bytes) };
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchPictures(): Promise<
  { game: string; moves: number; [k: string]: string | number }[]
> {
  const today = await todaysPictures();
  const then = await oldPictures(PICTURES_BASELINE_COMMIT);
  return today.map((now, i) => ({
    game: now.game,
    moves: now.moves,
    "CPU ms then": then[i].cpuMs,
    "CPU ms now": now.cpuMs,
    "CPU ms now, no stamp kept": now.coldMs ?? "",
    "PNG KB then": Math.round(then[i].pngBytes / 102.4) / 10,
    "PNG KB now": Math.round(now.pngBytes / 102.4) / 10,
    "email KB then": Math.round(then[i].emailBytes / 102.4) / 10,
    "email KB now": Math.round(now.emailBytes / 102.4) / 10,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(markdownTable(await benchPictures()));

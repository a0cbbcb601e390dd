import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyGame } from "../../domain/core/game";
import { playedFor } from "../notify/picture-texts";

/**
 * Run as `tsx test/bench/pictures-then.ts <folder>` on an older commit's domain and pictures, read
 * from git into the folder: prints, as JSON, each scene's CPU per picture and PNG, as pictures.ts measures today's.
 */
const dir = process.argv[2];
const load = (path: string) => import(pathToFileURL(join(dir, path)).href);
const { games } = await load("domain/index.ts");
const { toPng } = await load("functions/notify/pictures/png.ts");
const builders: Record<string, (view: unknown, content: unknown, names: string[]) => { svg: string }> = {
  "santa-cruz": (await load("domain/santa-cruz/picture.ts")).drawSantaCruz,
  "santa-maria": (await load("domain/santa-maria/picture.ts")).drawSantaMaria,
};
const names = ["Ada Lovelace-Byron", "Computer (quick)", "Computer (strong)", "Bartholomew the Navigator"];
const scenes = JSON.parse(process.argv[3]) as { game: string; players: number; steps: number[] }[];
const REPEAT = Number(process.argv[4]);

const rows = [];
for (const { game, players, steps } of scenes) {
  const rules = games.get(game) as AnyGame;
  for (const moves of steps) {
    const view = playedFor(rules, "bench", players, moves);
    const draw = () => builders[game](view, rules.content, names);
    let png: Uint8Array = await toPng(draw());
    const times: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const start = process.cpuUsage();
      png = await toPng(draw());
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    const { width, height } = draw() as unknown as { width: number; height: number };
    const cpuMs = Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
    rows.push({ game, moves, cpuMs, width, height, png: Buffer.from(png).toString("base64") });
  }
}
console.log(JSON.stringify(rows));

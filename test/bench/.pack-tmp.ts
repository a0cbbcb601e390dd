import { deflateRawSync } from "node:zlib";
import { catalog } from "../../domain/catalog";
import { playthrough } from "../../domain/core/playthrough";
import sample from "../../domain/santa-cruz/packing-dictionary.1.json";
const dict = Buffer.from(JSON.stringify(sample));
const game = (await catalog.get("santa-cruz"))!;
const p = playthrough<any>(game, { seed: "x", players: 4 });
let s = p.initial; const states: string[] = [];
for (const t of p.turns) { s = (game as any).applyAction ? s : s; }
// re-walk: apply each turn
let st: any = p.initial;
for (const t of p.turns) { const r: any = (game as any).apply(st, t.seat, t.action); st = r.state ?? r; states.push(JSON.stringify(st)); }
console.log("dict", dict.length, "states", states.length, "mean json", Math.round(states.reduce((a, b) => a + b.length, 0) / states.length));
const N = 3000;
for (const opt of [
  { windowBits: 13 }, { windowBits: 13, memLevel: 4 }, { windowBits: 13, memLevel: 2 }, { windowBits: 13, level: 1 }, { windowBits: 13, level: 3 }, { windowBits: 13, memLevel: 4, level: 3 }, {windowBits: 13, memLevel: 1, level: 6}, {windowBits: 13, memLevel: 3, strategy: 1},
]) {
  const o = { ...opt, chunkSize: 1024, dictionary: dict };
  let bytes = 0; const t0 = performance.now();
  for (let i = 0; i < N; i++) bytes += deflateRawSync(states[i % states.length], o).length;
  const us = ((performance.now() - t0) * 1000) / N;
  console.log(JSON.stringify(opt), "µs", us.toFixed(1), "bytes", Math.round(bytes / N));
}

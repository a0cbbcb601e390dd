/**
 * `npm run demo`: plays one seeded Santa Cruz game between random players in the terminal and prints
 * the final table. Usage: npm run demo -- [players 2-4] [seed]
 */
import { playthrough } from "../domain/core/playthrough";
import { type SantaCruzState, santaCruz } from "../domain/santa-cruz";

const players = Number(process.argv[2] ?? 4);
const seed = process.argv[3] ?? "demo";
const game = playthrough<SantaCruzState>(santaCruz, { seed, players });
const { final } = game;
const result = santaCruz.result(final);

console.log(`Santa Cruz, ${players} random players, seed "${seed}": ${game.turns.length} actions\n`);
console.table(
  result?.standings.map(({ seat, score, place }) => {
    const me = final.seats[seat];
    return {
      place,
      seat,
      score,
      "round-2 set": me.set,
      buildings: final.buildings.filter((site) => site.includes(seat)).length,
      "bird chits": me.birds.join("+") || "-",
      "scoring cards played": me.scored.join(", "),
    };
  }),
);

import { games } from "../../domain";
import { levelMs } from "../../domain/core/players/levels";
import { markdownTable } from "./report";
import { strengthTables } from "./strength";

/**
 * The computer players' tables alone, for the games named (all when none):
 * `npx tsx test/bench/strength-alone.ts santa-maria` (BENCH_STRENGTH_GAMES sets the games a row).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  const list = games.list().filter((game) => named.length === 0 || named.includes(game.id));
  const tables = await strengthTables(list, Number(process.env.BENCH_STRENGTH_GAMES ?? 40), levelMs.strong);
  for (const [name, rows] of Object.entries(tables)) console.log(`\n## ${name}\n\n${markdownTable(rows)}`);
}

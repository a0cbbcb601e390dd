import { Random, seedRandom } from "../../domain/core/random";
import { santaMaria } from "../../domain/santa-maria";
import { content } from "../../domain/santa-maria/content";
import type { SantaMariaState } from "../../domain/santa-maria/state";
import { santaMariaStrategy } from "../../domain/santa-maria/strategy";
import { markdownTable } from "./report";

/**
 * Seat 0's final points in a basic game (no town hall draft) of the policy at every seat, with `scholar` (if any) its town
 * hall's scholar from the start, the scholar's own points left out: what the ability alone brought.
 */
function finalPoints(seed: string, players: number, scholar: string | null): number {
  let s = santaMaria.setup(seed, players, santaMaria.schemas.options.parse({ setup: "basic" }));
  if (scholar !== null) s.seats[0].townHallScholar = scholar;
  const random = new Random(seedRandom(`worth:${seed}`));
  while (santaMaria.result(s) === null) {
    const [seat] = santaMaria.activeSeats(s);
    const action = santaMariaStrategy.rollout(s, seat, santaMaria.legalActions(s, seat), random);
    s = santaMaria.apply(s, seat, action).state as SantaMariaState;
  }
  const own = scholar === null ? 0 : (content.scholarById.get(scholar)?.points ?? 0);
  return s.seats[0].points - own;
}

export interface ScholarWorthRow {
  scholar: string;
  ability: string;
  players: number;
  games: number;
  "points a game (95%)": string;
}

/**
 * What each scholar's ability is worth to the policy: seat 0's final points with it held from the
 * start less without it, on the same seeds (`strategy/monks.ts` takes a third of it per year left).
 */
export function scholarWorths(games: number, counts: number[]): ScholarWorthRow[] {
  return counts.flatMap((players) => {
    const seeds = Array.from({ length: games }, (_, g) => `worth-${players}-${g}`);
    const without = seeds.map((seed) => finalPoints(seed, players, null));
    return content.scholars.map((scholar) => {
      const gains = seeds.map((seed, g) => finalPoints(seed, players, scholar.id) - without[g]);
      const mean = gains.reduce((a, b) => a + b, 0) / games;
      const variance = gains.reduce((sum, x) => sum + (x - mean) ** 2, 0) / Math.max(1, games - 1);
      const half = 1.96 * Math.sqrt(variance / games);
      return {
        scholar: scholar.name,
        ability: scholar.ability,
        players,
        games,
        "points a game (95%)": `${mean.toFixed(1)} (${(mean - half).toFixed(1)}–${(mean + half).toFixed(1)})`,
      };
    });
  });
}

/** `npx tsx test/bench/scholar-worths.ts [games] [player counts, e.g. 2,3,4]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = (process.argv[3] ?? "2,3,4").split(",").map(Number);
  console.log(markdownTable(scholarWorths(Number(process.argv[2] ?? 40), counts)));
}

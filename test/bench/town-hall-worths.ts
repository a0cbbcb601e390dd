import { Random, seedRandom } from "../../domain/core/random";
import { santaMaria } from "../../domain/santa-maria";
import type { SantaMariaAction } from "../../domain/santa-maria/actions";
import { content } from "../../domain/santa-maria/content";
import type { SantaMariaState } from "../../domain/santa-maria/state";
import { santaMariaStrategy } from "../../domain/santa-maria/strategy";
import { markdownTable } from "./report";

/**
 * The final points of the seat that drafts a town hall first, in an advanced game of the policy at
 * every seat; with `hall`, that seat may only take that town hall (where and with which scholar the
 * policy still chooses). Null when the first drafter never had the choice.
 */
function firstDrafterPoints(seed: string, players: number, hall: string | null): number {
  let s = santaMaria.setup(seed, players, santaMaria.schemas.options.parse({ setup: "advanced" }));
  const random = new Random(seedRandom(`town-hall:${seed}`));
  let first: number | null = null;
  let forced = false;
  while (santaMaria.result(s) === null) {
    const [seat] = santaMaria.activeSeats(s);
    let legal: SantaMariaAction[] = santaMaria.legalActions(s, seat);
    const drafting = legal.some((a) => a.type === "chooseTownHall");
    first ??= drafting ? seat : null;
    if (drafting && seat === first && hall !== null && !forced) {
      legal = legal.filter((a) => a.type === "chooseTownHall" && s.townHalls[a.set].townHall === hall);
      forced = true;
    }
    s = santaMaria.apply(s, seat, santaMariaStrategy.rollout(s, seat, legal, random))
      .state as SantaMariaState;
  }
  return s.seats[first ?? 0].points;
}

export interface TownHallWorthRow {
  players: number;
  games: number;
  [hall: string]: string | number;
}

/**
 * What each town hall is worth to the first drafter, who is offered all four: its final points when
 * made to take that hall less when the policy chooses, on the same seeds (95% intervals), and how
 * often the policy chose it unforced.
 */
export function townHallWorths(games: number, counts = [1, 2, 3, 4]): TownHallWorthRow[] {
  return counts.map((players) => {
    const seeds = Array.from({ length: games }, (_, g) => `town-hall-${players}-${g}`);
    const chosen = seeds.map((seed) => firstDrafterPoints(seed, players, null));
    const row: TownHallWorthRow = { players, games };
    for (const hall of content.townHalls) {
      const gains = seeds.map((seed, g) => firstDrafterPoints(seed, players, hall.id) - chosen[g]);
      const mean = gains.reduce((a, b) => a + b, 0) / games;
      const variance = gains.reduce((sum, x) => sum + (x - mean) ** 2, 0) / Math.max(1, games - 1);
      const half = 1.96 * Math.sqrt(variance / games);
      row[`${hall.name}: points against the policy's choice (95%)`] =
        `${mean.toFixed(1)} (${(mean - half).toFixed(1)}–${(mean + half).toFixed(1)})`;
    }
    return row;
  });
}

/** `npx tsx test/bench/town-hall-worths.ts [games]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(markdownTable(townHallWorths(Number(process.argv[2] ?? 40))));
}

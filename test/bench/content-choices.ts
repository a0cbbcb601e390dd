import type { AnyGame, Seat } from "../../domain/core/game";
import { santaMaria } from "../../domain/santa-maria";
import type { SantaMariaAction } from "../../domain/santa-maria/actions";
import { content } from "../../domain/santa-maria/content";
import type { SantaMariaState } from "../../domain/santa-maria/state";
import { markdownTable } from "./report";
import { policyAlone } from "./strength";

/** A piece of content a decision may offer: a scholar, a town hall or an expansion tile. */
interface Item {
  kind: "scholar" | "town hall" | "tile";
  id: string;
}

const key = ({ kind, id }: Item) => `${kind}:${id}`;

/** The content an action takes: a scholar by a monk or with a town hall, a town hall, a tile. */
function taken(s: SantaMariaState, action: SantaMariaAction): Item[] {
  switch (action.type) {
    case "recruit": {
      const space = s.monkSpaces[action.space];
      return space.kind === "scholar" ? [{ kind: "scholar", id: space.id }] : [];
    }
    case "chooseTownHall": {
      const offer = s.townHalls[action.set];
      return [
        { kind: "town hall", id: offer.townHall },
        { kind: "scholar", id: offer.scholar },
      ];
    }
    case "expand":
      return [{ kind: "tile", id: action.tile }];
    default:
      return [];
  }
}

export interface ContentChoiceRow {
  kind: string;
  item: string;
  "decisions offering it": number;
  "chose it": number;
  "chose it %": number;
}

const names = new Map<string, string>([
  ...content.scholars.map((x) => [`scholar:${x.id}`, x.name] as const),
  ...content.townHalls.map((x) => [`town hall:${x.id}`, x.name] as const),
  ...content.expansions.map((x) => [`tile:${x.id}`, `${x.id} ${x.name}`] as const),
]);

/**
 * How often Santa Maria's policy takes each scholar, town hall and expansion tile when a decision
 * offers it: over `games` games per player count (1 to 4) and set-up (basic, advanced), the policy
 * at every seat; a decision offers an item when one of its legal actions takes it.
 */
export function contentChoices(games: number): ContentChoiceRow[] {
  const game = santaMaria as unknown as AnyGame;
  const offered = new Map<string, number>();
  const chosen = new Map<string, number>();
  for (const setup of ["basic", "advanced"] as const)
    for (let players = 1; players <= 4; players++)
      for (let g = 0; g < games; g++) {
        const seed = `content-${setup}-${players}-${g}`;
        let state = game.setup(seed, players, game.schemas.options.parse({ setup }));
        for (let step = 0; game.result(state) === null; step++) {
          const seat: Seat = game.activeSeats(state)[0];
          const s = state as SantaMariaState;
          const legal = game.legalActions(state, seat) as SantaMariaAction[];
          const action = policyAlone.choose(
            game,
            state,
            seat,
            `${seed}:${step}`,
            players,
          ) as SantaMariaAction;
          if (legal.length > 1) {
            const offers = new Set(legal.flatMap((a) => taken(s, a).map(key)));
            for (const k of offers) offered.set(k, (offered.get(k) ?? 0) + 1);
            for (const k of new Set(taken(s, action).map(key))) chosen.set(k, (chosen.get(k) ?? 0) + 1);
          }
          state = game.apply(state, seat, action).state;
        }
      }
  return [...names].map(([k, name]) => {
    const offers = offered.get(k) ?? 0;
    const picks = chosen.get(k) ?? 0;
    return {
      kind: k.slice(0, k.indexOf(":")),
      item: name,
      "decisions offering it": offers,
      "chose it": picks,
      "chose it %": offers === 0 ? 0 : Math.round((1000 * picks) / offers) / 10,
    };
  });
}

/** The table alone: `npx tsx test/bench/content-choices.ts [games per cell]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(markdownTable(contentChoices(Number(process.argv[2] ?? 6))));
}

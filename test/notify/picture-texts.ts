import type { AnyGame } from "../../domain/core/game";
import { Random, seedRandom } from "../../domain/core/random";

/** The words an SVG writes, one per text element, its spans joined: what a reader reads off the picture. */
export function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, "")
      .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .trim(),
  );
}

/** The first seat's view after `steps` seeded random moves. */
export function playedFor(game: AnyGame, seed: string, players: number, steps: number): unknown {
  const random = new Random(seedRandom(seed));
  let state = game.setup(seed, players, game.schemas.options.parse({}));
  for (let n = 0; n < steps && game.result(state) === null; n++) {
    const [seat] = game.activeSeats(state);
    const actions = game.legalActions(state, seat);
    state = game.apply(state, seat, actions[random.int(actions.length)]).state;
  }
  return game.view(state, 0);
}

import { expect } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import {
  type SantaCruzAction,
  type SantaCruzEvent,
  type SantaCruzState,
  santaCruz,
} from "../../domain/santa-cruz";
import { content } from "../../domain/santa-cruz/content";
import type { Site, Tile } from "../../domain/santa-cruz/content/schema";

/** A game with sets dealt at random, at the landing of round 1. */
export function newGame(players = 3, seed = "fixture"): SantaCruzState {
  return santaCruz.setup(seed, players, { setAssignment: "random" });
}

/** A game in the card-playing phase of round 1, with an empty board and seat `turn` to move. */
export function inPlay(players = 3, turn = 0, seed = "fixture"): SantaCruzState {
  const s = newGame(players, seed);
  s.phase = "play";
  s.turn = turn;
  return s;
}

export function siteWhere(test: (site: Site, id: number) => boolean, skip: number[] = []): number {
  const found = content.map.sites.find((site, id) => !skip.includes(id) && test(site, id));
  if (!found) throw new Error("no such site in the content");
  return found.id;
}

export function tileWhere(test: (tile: Tile) => boolean, skip: number[] = []): number {
  const found = content.tiles.findIndex((tile, i) => !skip.includes(i) && test(tile));
  if (found < 0) throw new Error("no such tile in the content");
  return found;
}

/** Puts a tile on a site by swapping it with wherever it lies now (another site or the spares). */
export function setTile(s: SantaCruzState, site: number, tile: number): void {
  const current = s.tiles[site];
  if (current === tile) return;
  const elsewhere = s.tiles.indexOf(tile);
  if (elsewhere >= 0) s.tiles[elsewhere] = current;
  else s.spare[s.spare.indexOf(tile)] = current;
  s.tiles[site] = tile;
}

/**
 * Puts a tile of the site's own kind that passes `test` on the site and returns it; tiles under
 * buildings stay where they are, so put a building on each tile before choosing the next.
 */
export function tileOn(s: SantaCruzState, site: number, test: (tile: Tile) => boolean): Tile {
  const tile = freeTile(s, content.map.sites[site].kind, test);
  if (tile < 0) throw new Error("no such tile in the content");
  setTile(s, site, tile);
  return content.tiles[tile];
}

/** Places a building directly, as if built earlier, without scoring. */
export function put(s: SantaCruzState, seat: number, site: number): void {
  s.buildings[site].push(seat);
  s.faceUp[site] = true;
  s.seats[seat].supply[content.tiles[s.tiles[site]].building]--;
}

/** Applies an action and checks it was among the legal ones. */
export function play(s: SantaCruzState, seat: number, action: SantaCruzAction) {
  expect(santaCruz.legalActions(s, seat)).toContainEqual(action);
  return santaCruz.apply(s, seat, action);
}

export function scores(s: SantaCruzState): number[] {
  return s.seats.map((seat) => seat.score);
}

export function scoredEvents(events: SantaCruzEvent[]) {
  return events.flatMap((e) => (e.type === "scored" ? [{ seat: e.seat, points: e.points }] : []));
}

/** Gives a seat exactly these building cards and scoring cards. */
export function hand(
  s: SantaCruzState,
  seat: number,
  cards: Partial<SantaCruzState["seats"][number]["cards"]>,
  scoring: string[] = [],
): void {
  s.seats[seat].cards = { ship: 0, road: 0, river: 0, double: 0, ...cards };
  s.seats[seat].scoring = scoring;
}

/**
 * Gives a seat a building on a free site of the wanted sort, with a tile that passes `test`;
 * returns the site.
 */
export function settle(
  s: SantaCruzState,
  seat: number,
  test: (tile: Tile) => boolean,
  where: (site: Site, id: number) => boolean = () => true,
): number {
  for (const site of content.map.sites) {
    if (s.buildings[site.id].length > 0 || !where(site, site.id)) continue;
    const free = freeTile(s, site.kind, test);
    if (free < 0) continue;
    setTile(s, site.id, free);
    put(s, seat, site.id);
    return site.id;
  }
  throw new Error("no site and tile fit");
}

/** A tile of the kind that passes the test and lies under no building, or -1. */
function freeTile(s: SantaCruzState, kind: Site["kind"], test: (tile: Tile) => boolean): number {
  const underBuildings = new Set(s.tiles.filter((_, site) => s.buildings[site].length > 0));
  return content.tiles.findIndex((t, i) => t.kind === kind && test(t) && !underBuildings.has(i));
}

/** Plays uniformly random legal actions until the predicate holds. */
export function playUntil(
  s: SantaCruzState,
  done: (s: SantaCruzState) => boolean,
  seed = "until",
): SantaCruzState {
  const random = new Random(seedRandom(seed));
  let state = s;
  while (!done(state)) {
    const seats = santaCruz.activeSeats(state);
    if (seats.length === 0) throw new Error("the game ended first");
    const seat = seats[random.int(seats.length)];
    const actions = santaCruz.legalActions(state, seat);
    state = santaCruz.apply(state, seat, actions[random.int(actions.length)]).state;
  }
  return state;
}

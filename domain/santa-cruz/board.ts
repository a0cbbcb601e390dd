import { replaced } from "../core/clone";
import { has, membersOf, type SmallSet } from "../core/small-set";
import { content, contentInPlay } from "./content";
import type { BuildingKind, BuildMode } from "./content/schema";
import type { SantaCruzEvent } from "./events";
import { addScore } from "./score-track";
import { type SantaCruzState, supplyWith } from "./state";

/** Where a build step may go, each list in ascending site order. */
export interface Candidates {
  /** Sites the step must use if any exist (ruling 5): free face-up sites, and face-down river sites. */
  sites: number[];
  /** Optional joins of the round's last seat (ruling 8): never forced. */
  joins: number[];
  /** Both together: one action each. */
  all: number[];
}

export type BuildHow = BuildMode | "landing";

/** What a site offers a build step: a site to build on, an optional join, or nothing. */
export type Offer = "site" | "join" | null;

// every rules version has as many sites: the state's arrays are this long
const SITES = content.map.sites.length;

export function pictured(s: SantaCruzState, site: number): BuildingKind {
  return contentInPlay.value.buildingOfTile[s.tiles[site]];
}

/** The seat that plays last in the round: the one before the start player. */
export function lastSeat(s: SantaCruzState): number {
  return (s.startSeat + s.seats.length - 1) % s.seats.length;
}

export function mayJoin(s: SantaCruzState, seat: number): boolean {
  return seat === lastSeat(s) && !s.joinUsed;
}

/** Whether the seat has a building among these (a site holds at most two: a loop beats `includes`). */
function holds(there: number[], seat: number): boolean {
  for (let i = 0; i < there.length; i++) if (there[i] === seat) return true;
  return false;
}

export function sitesOf(s: SantaCruzState, seat: number): number[] {
  const own: number[] = [];
  for (let site = 0; site < SITES; site++) if (holds(s.buildings[site], seat)) own.push(site);
  return own;
}

/** Every seat's sites, in one pass over the board. */
export function sitesBySeat(s: SantaCruzState): number[][] {
  const own: number[][] = s.seats.map(() => []);
  for (let site = 0; site < SITES; site++) for (const seat of s.buildings[site]) own[seat].push(site);
  return own;
}

/** The seat as a builder: its supply by kind (in the order of `buildingKinds`) and whether it may join. */
interface Builder {
  seat: number;
  left: number[];
  join: boolean;
}

function builderOf(s: SantaCruzState, seat: number): Builder {
  const { supply } = s.seats[seat];
  return { seat, left: [supply.house, supply.church, supply.lighthouse], join: mayJoin(s, seat) };
}

/** The builder and its buildings, read once for every build mode it is asked about. */
export interface Holdings extends Builder {
  own: SmallSet;
  /** The rivers its buildings lie on, as a bit mask. */
  rivers: number;
}

export function holdingsOf(s: SantaCruzState, seat: number): Holdings {
  const { buildings } = s;
  const { riverMask } = contentInPlay.value;
  let lo = 0;
  let hi = 0;
  let rivers = 0;
  // one pass over the board, straight into the set's two halves: this runs for every list of actions
  for (let site = 0; site < SITES; site++) {
    if (!holds(buildings[site], seat)) continue;
    if (site < 32) lo |= 1 << site;
    else hi |= 1 << (site - 32);
    rivers |= riverMask[site];
  }
  const { left, join } = builderOf(s, seat);
  return { seat, left, join, own: { lo, hi }, rivers };
}

/** Whether a card of this kind reaches the site (ruling 3), before looking at who is there. */
export function reaches(s: SantaCruzState, seat: number, how: BuildHow, site: number): boolean {
  const { coast, roadNeighbours, riversOfSite, map } = contentInPlay.value;
  switch (how) {
    case "ship":
    case "landing":
      return has(coast, site);
    case "road":
      return anyHolds(s, seat, roadNeighbours[site]);
    case "river":
      return riversOfSite[site].some((r) => anyHolds(s, seat, map.rivers[r].sites));
  }
}

/** Whether the seat has a building on any of these sites. */
function anyHolds(s: SantaCruzState, seat: number, sites: number[]): boolean {
  for (const site of sites) if (holds(s.buildings[site], seat)) return true;
  return false;
}

/** `reaches` for every site at once, from the holdings: the sites in ascending order. */
function reachedSites(how: BuildHow, held: Holdings): readonly number[] {
  const { sitesOfKind, roadNear, riverSites } = contentInPlay.value;
  if (how === "ship" || how === "landing") return sitesOfKind.coast;
  let lo = 0;
  let hi = 0;
  if (how === "road") {
    for (const site of membersOf(held.own)) {
      lo |= roadNear[site].lo;
      hi |= roadNear[site].hi;
    }
  } else {
    for (let r = 0; r < riverSites.length; r++) {
      if (((held.rivers >>> r) & 1) === 0) continue;
      lo |= riverSites[r].lo;
      hi |= riverSites[r].hi;
    }
  }
  return membersOf({ lo, hi });
}

/** What a site the step reaches offers it. */
function offerOf(s: SantaCruzState, b: Builder, how: BuildHow, site: number): Offer {
  // ruling 4: face-down sites are reached by river only, whatever their picture turns out to be
  if (!s.faceUp[site]) return how === "river" ? "site" : null;
  if (b.left[contentInPlay.value.kindOfTile[s.tiles[site]]] === 0) return null;
  const there = s.buildings[site];
  if (there.length === 0) return "site";
  return b.join && there.length === 1 && there[0] !== b.seat ? "join" : null;
}

/** What one chosen site offers the step: the same as its place in `candidates`, without the others. */
export function siteOffer(s: SantaCruzState, seat: number, how: BuildHow, site: number): Offer {
  return reaches(s, seat, how, site) ? offerOf(s, builderOf(s, seat), how, site) : null;
}

/** Where the step may go; pass the holdings when several modes are looked at in one state. */
export function candidates(
  s: SantaCruzState,
  seat: number,
  how: BuildHow,
  held: Holdings = holdingsOf(s, seat),
): Candidates {
  const sites: number[] = [];
  const joins: number[] = [];
  for (const site of reachedSites(how, held)) {
    const offer = offerOf(s, held, how, site);
    if (offer === "site") sites.push(site);
    else if (offer === "join") joins.push(site);
  }
  // joins are rare (ruling 8): the merged list is made only when there are some
  return { sites, joins, all: joins.length === 0 ? sites : [...sites, ...joins].sort((a, b) => a - b) };
}

export function hasCandidate(c: Candidates): boolean {
  return c.all.length > 0;
}

/**
 * One build step on a chosen site that is one of the candidates. A face-down site is turned up
 * first, and built on only if the seat has the pictured building (ruling 4).
 */
export function buildOn(s: SantaCruzState, seat: number, site: number, events: SantaCruzEvent[]): void {
  if (!s.faceUp[site]) {
    reveal(s, site, events);
    if (s.seats[seat].supply[pictured(s, site)] === 0) {
      events.push({ type: "nothingBuilt", seat, site, reason: "building-missing" });
      return;
    }
  }
  place(s, seat, site, events);
}

/** ruling 6: place, score the tile, take a bird chit, then reveal the neighbours. */
function place(s: SantaCruzState, seat: number, site: number, events: SantaCruzEvent[]): void {
  const { tiles, roadNeighbours, riverNeighbours } = contentInPlay.value;
  const tile = tiles[s.tiles[site]];
  const joined = s.buildings[site].length > 0;
  if (joined) s.joinUsed = true;
  s.buildings = replaced(s.buildings, site, [...s.buildings[site], seat]);
  const me = s.seats[seat];
  me.supply = supplyWith(me.supply, tile.building, -1);
  events.push({ type: "built", seat, site, building: tile.building, joined });
  addScore(s, seat, tile.points, { kind: "building", site }, events);
  const chit = tile.bird ? s.birdPile.at(-1) : undefined;
  if (chit !== undefined) {
    s.birdPile = s.birdPile.slice(0, -1);
    me.birds = [...me.birds, chit];
    events.push({ type: "birdTaken", seat, secret: { value: chit } });
  }
  for (const next of roadNeighbours[site]) if (!s.faceUp[next]) reveal(s, next, events);
  for (const next of riverNeighbours[site]) if (!s.faceUp[next]) reveal(s, next, events);
}

function reveal(s: SantaCruzState, site: number, events: SantaCruzEvent[]): void {
  s.faceUp = replaced(s.faceUp, site, true);
  events.push({ type: "tileRevealed", site, tile: contentInPlay.value.tiles[s.tiles[site]].id });
}

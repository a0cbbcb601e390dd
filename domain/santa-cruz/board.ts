import { content } from "./content";
import type { BuildingKind, BuildMode } from "./content/schema";
import type { SantaCruzEvent } from "./events";
import { addScore } from "./score-track";
import type { SantaCruzState } from "./state";

/** Where a build step may go. */
export interface Candidates {
  /** Sites the step must use if any exist (ruling 5): free face-up sites, and face-down river sites. */
  sites: number[];
  /** Optional joins of the round's last seat (ruling 8): never forced. */
  joins: number[];
}

export type BuildHow = BuildMode | "landing";

export function pictured(s: SantaCruzState, site: number): BuildingKind {
  return content.tiles[s.tiles[site]].building;
}

/** The seat that plays last in the round: the one before the start player. */
export function lastSeat(s: SantaCruzState): number {
  return (s.startSeat + s.seats.length - 1) % s.seats.length;
}

export function mayJoin(s: SantaCruzState, seat: number): boolean {
  return seat === lastSeat(s) && !s.joinUsed;
}

export function sitesOf(s: SantaCruzState, seat: number): number[] {
  const own: number[] = [];
  s.buildings.forEach((seats, site) => {
    if (seats.includes(seat)) own.push(site);
  });
  return own;
}

/** Whether a card of this kind reaches the site (ruling 3), before looking at who is there. */
export function reaches(s: SantaCruzState, seat: number, how: BuildHow): (site: number) => boolean {
  switch (how) {
    case "ship":
    case "landing":
      return (site) => content.map.sites[site].kind === "coast";
    case "road":
      return (site) => content.roadNeighbours[site].some((next) => s.buildings[next].includes(seat));
    case "river": {
      const rivers = riversOf(s, seat);
      return (site) => (content.riverMask[site] & rivers) !== 0;
    }
  }
}

/** The rivers on which the seat has a building, as a bit mask. */
function riversOf(s: SantaCruzState, seat: number): number {
  let mask = 0;
  s.buildings.forEach((seats, site) => {
    if (seats.includes(seat)) mask |= content.riverMask[site];
  });
  return mask;
}

export function candidates(s: SantaCruzState, seat: number, how: BuildHow): Candidates {
  const supply = s.seats[seat].supply;
  const join = mayJoin(s, seat);
  const reached = reaches(s, seat, how);
  const out: Candidates = { sites: [], joins: [] };
  for (let site = 0; site < s.buildings.length; site++) {
    if (!reached(site)) continue;
    const there = s.buildings[site];
    if (!s.faceUp[site]) {
      // ruling 4: face-down sites are reached by river only, whatever their picture turns out to be
      if (how === "river") out.sites.push(site);
      continue;
    }
    if (supply[pictured(s, site)] === 0) continue;
    if (there.length === 0) out.sites.push(site);
    else if (join && there.length === 1 && there[0] !== seat) out.joins.push(site);
  }
  return out;
}

export function hasCandidate(c: Candidates): boolean {
  return c.sites.length > 0 || c.joins.length > 0;
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
  const tile = content.tiles[s.tiles[site]];
  const joined = s.buildings[site].length > 0;
  if (joined) s.joinUsed = true;
  s.buildings[site] = [...s.buildings[site], seat];
  s.seats[seat].supply[tile.building]--;
  events.push({ type: "built", seat, site, building: tile.building, joined });
  addScore(s, seat, tile.points, { kind: "building", site }, events);
  const chit = tile.bird ? s.birdPile.pop() : undefined;
  if (chit !== undefined) {
    s.seats[seat].birds = [...s.seats[seat].birds, chit];
    events.push({ type: "birdTaken", seat, secret: { value: chit } });
  }
  for (const next of content.roadNeighbours[site]) if (!s.faceUp[next]) reveal(s, next, events);
  for (const next of content.riverNeighbours[site]) if (!s.faceUp[next]) reveal(s, next, events);
}

function reveal(s: SantaCruzState, site: number, events: SantaCruzEvent[]): void {
  s.faceUp[site] = true;
  events.push({ type: "tileRevealed", site, tile: content.tiles[s.tiles[site]].id });
}

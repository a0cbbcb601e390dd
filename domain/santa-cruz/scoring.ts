import { sitesBySeat, sitesOf } from "./board";
import { content, contentInPlay } from "./content";
import type { BuildingKind, ScoringCard, ScoringRule } from "./content/schema";
import type { SantaCruzEvent } from "./events";
import { addScore } from "./score-track";
import type { SantaCruzState } from "./state";

const cardsById = new Map(content.components.scoringCards.map((card) => [card.id, card]));

export function scoringCard(id: string): ScoringCard {
  const card = cardsById.get(id);
  if (!card) throw new Error(`unknown scoring card ${id}`);
  return card;
}

/** What a scoring card gives one seat now, fish bonus included; `own` are the seat's sites. */
export function cardPoints(
  s: SantaCruzState,
  seat: number,
  card: ScoringCard,
  own: number[] = sitesOf(s, seat),
): number {
  const base = rulePoints(s, seat, own, card.rule);
  return card.fishBonus ? base + fishBonus(s, own) : base;
}

function rulePoints(s: SantaCruzState, seat: number, own: number[], rule: ScoringRule): number {
  switch (rule.kind) {
    case "resource":
      return hasResource(s, own, rule.resource) ? rule.points : 0;
    case "resourcePair": {
      const held = rule.resources.filter((r) => hasResource(s, own, r)).length;
      return held === 2 ? rule.both : held === 1 ? rule.one : 0;
    }
    case "buildingCount":
      return own.filter((site) => tileOf(s, site).building === rule.building).length >= rule.count
        ? rule.points
        : 0;
    case "oneOfEach": {
      const kinds = new Set<BuildingKind>(own.map((site) => tileOf(s, site).building));
      return kinds.size === 3 ? rule.points : 0;
    }
    case "connected":
      // ruling 11: buildings on the board now, linked by road segments
      return largestRoadGroup(own) >= rule.count ? rule.points : 0;
    case "perSite":
      // ruling 12: a site can be coast and river at once
      return own.filter((site) => isSiteOf(site, rule.site)).length * rule.points;
    case "eruption":
      return own.filter((site) => isSiteOf(site, "volcano")).length * rule.points;
    case "birds":
      return s.seats[seat].birds.length * rule.points;
  }
}

function tileOf(s: SantaCruzState, site: number) {
  return contentInPlay.value.tiles[s.tiles[site]];
}

function hasResource(s: SantaCruzState, own: number[], resource: string): boolean {
  return own.some((site) => (tileOf(s, site).resources as string[]).includes(resource));
}

/** ruling 12: the bonus counts per building, unlike the base points. */
function fishBonus(s: SantaCruzState, own: number[]): number {
  return own.reduce((sum, site) => sum + tileOf(s, site).fishBonus, 0);
}

function isSiteOf(site: number, kind: "coast" | "river" | "volcano"): boolean {
  if (kind === "river") return contentInPlay.value.riversOfSite[site].length > 0;
  return contentInPlay.value.map.sites[site].kind === kind;
}

function largestRoadGroup(own: number[]): number {
  const mine = new Set(own);
  const seen = new Set<number>();
  let largest = 0;
  for (const start of own) {
    if (seen.has(start)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const site = stack.pop() as number;
      size++;
      for (const next of contentInPlay.value.roadNeighbours[site]) {
        if (mine.has(next) && !seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    largest = Math.max(largest, size);
  }
  return largest;
}

/** ruling 9: every seat that meets the card scores, the card's player first, then clockwise. */
export function scoreCard(s: SantaCruzState, player: number, id: string, events: SantaCruzEvent[]): void {
  const card = scoringCard(id);
  const n = s.seats.length;
  const own = sitesBySeat(s);
  for (let i = 0; i < n; i++) {
    const seat = (player + i) % n;
    addScore(s, seat, cardPoints(s, seat, card, own[seat]), { kind: "card", card: id }, events);
  }
  if (card.rule.kind === "eruption") erupt(s, events);
}

/** ruling 13: buildings on volcano sites leave the board (and the supply until round 2, or for good in it); the sites are free. */
function erupt(s: SantaCruzState, events: SantaCruzEvent[]): void {
  const destroyed: { site: number; seat: number }[] = [];
  const buildings = s.buildings.slice();
  for (const site of contentInPlay.value.sitesOfKind.volcano) {
    for (const seat of buildings[site]) destroyed.push({ site, seat });
    buildings[site] = [];
  }
  s.buildings = buildings;
  events.push({ type: "erupted", destroyed, round: s.round });
}

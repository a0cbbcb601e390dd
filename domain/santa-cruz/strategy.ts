import { bestOf } from "../core/players/best-of";
import type { Strategy } from "../core/strategy";
import type { SantaCruzAction } from "./actions";
import { contentInPlay } from "./content";
import type { Tile } from "./content/schema";
import { cardPoints, scoringCard } from "./scoring";
import type { SantaCruzState } from "./state";

/** How often a playout tries something other than its best-looking action. */
const explore = 0.1;
/** What a bird chit is worth on average (8 × 1, 8 × 2, 6 × 3), in points. */
const birdValue = 2;
/** What a face-down site turned up by river pays on average, its bird included. */
const faceDownValue = 3;
/** The share of a held scoring card's points now that a position is credited with. */
const heldCardShare = 0.5;

/**
 * Santa Cruz for computer players: playouts build where the tile pays most (with what the hand's
 * scoring cards would add) and play a scoring card when it pays the player more than its rivals;
 * a position is judged by its lead over the best rival in score, birds and a share of what the
 * scoring cards in every hand would pay.
 */
export const santaCruzStrategy: Strategy<SantaCruzState, SantaCruzAction> = {
  rollout(s, seat, actions, random) {
    if (random.int(100) < explore * 100) return actions[random.int(actions.length)];
    return bestOf(actions, (action) => actionValue(s, seat, action), random);
  },
  evaluate(s, seat) {
    const mine = estimate(s, seat);
    let rival = Number.NEGATIVE_INFINITY;
    for (let other = 0; other < s.seats.length; other++) {
      if (other !== seat) rival = Math.max(rival, estimate(s, other));
    }
    return mine - rival;
  },
};

/** A seat's score, its birds, and a share of what every scoring card in a hand would pay it now. */
function estimate(s: SantaCruzState, seat: number): number {
  const me = s.seats[seat];
  // at the end the birds are in the score already
  const birds = s.phase === "over" ? 0 : me.birds.reduce((a, b) => a + b, 0);
  let cards = 0;
  for (const p of s.seats) for (const id of p.scoring) cards += cardPoints(s, seat, scoringCard(id));
  return me.score + birds + heldCardShare * cards;
}

/** A quick guess of what an action is worth to the seat, in points. */
function actionValue(s: SantaCruzState, seat: number, action: SantaCruzAction): number {
  switch (action.type) {
    case "land":
    case "playBuilding":
    case "build":
      return action.site === undefined ? -1 : siteValue(s, seat, action.site);
    case "playDouble":
      // the double card is kept for when two good sites are in reach
      return action.site === undefined ? -2 : siteValue(s, seat, action.site) - 1;
    case "playScoring":
      // a card paid later usually pays more, so it waits unless it leads now
      return lead(s, seat, action.card) - 1;
    case "discard":
      return -lead(s, seat, action.card);
    case "choosePackage":
      return s.packages[action.package].scoring.length;
    case "chooseSet":
      return 0;
  }
}

/** What a scoring card pays the seat now, less the most it pays any other seat. */
function lead(s: SantaCruzState, seat: number, id: string): number {
  const card = scoringCard(id);
  let rival = Number.NEGATIVE_INFINITY;
  for (let other = 0; other < s.seats.length; other++) {
    if (other !== seat) rival = Math.max(rival, cardPoints(s, other, card));
  }
  return cardPoints(s, seat, card) - rival;
}

/** The tile's points and bird, and what the seat's scoring cards would gain from it. */
function siteValue(s: SantaCruzState, seat: number, site: number): number {
  if (!s.faceUp[site]) return faceDownValue;
  const tile = contentInPlay.value.tiles[s.tiles[site]];
  const bird = tile.bird && s.birdPile.length > 0 ? birdValue : 0;
  return tile.points + bird + handFit(s, seat, site, tile);
}

/** Half of what the scoring cards in hand would gain from a building on this tile. */
function handFit(s: SantaCruzState, seat: number, site: number, tile: Tile): number {
  let gain = 0;
  for (const id of s.seats[seat].scoring) {
    const rule = scoringCard(id).rule;
    if (rule.kind === "resource" && (tile.resources as string[]).includes(rule.resource)) gain += rule.points;
    else if (rule.kind === "perSite" && siteIs(site, rule.site)) gain += rule.points;
    else if (rule.kind === "eruption" && siteIs(site, "volcano")) gain += rule.points;
    else if (rule.kind === "birds" && tile.bird) gain += rule.points;
  }
  return gain / 2;
}

function siteIs(site: number, kind: "coast" | "river" | "volcano"): boolean {
  if (kind === "river") return contentInPlay.value.riversOfSite[site].length > 0;
  return contentInPlay.value.map.sites[site].kind === kind;
}

import type { Seat } from "../../domain/core/game";
import type { Random } from "../../domain/core/random";
import type { SantaCruzState } from "../../domain/santa-cruz";
import { contentInPlay } from "../../domain/santa-cruz/content";
import { siteKinds } from "../../domain/santa-cruz/content/schema";
import type { SantaMariaState } from "../../domain/santa-maria/state";

/**
 * Another state the seat cannot tell from this one, written from the rules and the views, apart from
 * the games' own `determinize`: every hidden field is drawn anew and, where its pool allows, differs.
 */
export type HiddenRedraw = (state: unknown, seat: Seat, random: Random) => unknown;

/** Tries at most this many shuffles for one in which the slots' contents change. */
const tries = 20;

/** Deals the pooled items back into the same-sized slots, in an order that changes them if one can. */
function redeal<T>(random: Random, slots: T[][]): T[][] {
  const before = JSON.stringify(slots);
  let dealt = slots;
  for (let i = 0; i < tries && JSON.stringify(dealt) === before; i++) {
    const pool = random.shuffle(slots.flat());
    dealt = slots.map((slot) => pool.splice(0, slot.length));
  }
  return dealt;
}

function freshDice(random: Random): [number, number, number, number] {
  return [random.nextUint32(), random.nextUint32(), random.nextUint32(), random.nextUint32()];
}

/**
 * Santa Cruz (see its view): face-down tiles and the spares of their kind; the deck and the scoring
 * cards of other hands that did not come from a public package; other seats' pending discards;
 * the bird pile and other seats' bird values; the generator.
 */
export const santaCruzRedraw: HiddenRedraw = (state, seat, random) => {
  const out = structuredClone(state as SantaCruzState);
  if (out.phase === "over") return out;
  const { tiles, sitesOfKind } = contentInPlay.value;
  for (const kind of siteKinds) {
    const sites = sitesOfKind[kind].filter((site) => !out.faceUp[site]);
    const spare = out.spare.flatMap((tile, i) => (tiles[tile].kind === kind ? [i] : []));
    const [onSites, spares] = redeal(random, [
      sites.map((site) => out.tiles[site]),
      spare.map((i) => out.spare[i]),
    ]);
    sites.forEach((site, i) => {
      out.tiles[site] = onSites[i];
    });
    spare.forEach((slot, i) => {
      out.spare[slot] = spares[i];
    });
  }
  const rivals = out.seats.filter((_, other) => other !== seat);
  const packOf = (other: number) => out.packages.find((p) => p.takenBy === other)?.scoring ?? [];
  const rivalIndex = out.seats.flatMap((_, other) => (other === seat ? [] : [other]));
  const hidden = rivalIndex.map((other) =>
    out.seats[other].scoring.filter((card) => !packOf(other).includes(card)),
  );
  const [deck, ...hands] = redeal(random, [out.deck, ...hidden]);
  out.deck = deck;
  rivalIndex.forEach((other, i) => {
    const p = out.seats[other];
    p.scoring = [...hands[i], ...p.scoring.filter((card) => packOf(other).includes(card))];
    if (p.discard !== null) p.discard = p.scoring[random.int(p.scoring.length)];
  });
  const [pile, ...birds] = redeal(random, [out.birdPile, ...rivals.map((p) => p.birds)]);
  out.birdPile = pile;
  rivals.forEach((p, i) => {
    p.birds = birds[i];
  });
  out.rng = freshDice(random);
  return out;
};

/** Santa Maria (ruling 2): the order of the shipment and expansion stacks, and the generator. */
export const santaMariaRedraw: HiddenRedraw = (state, _seat, random) => {
  const out = structuredClone(state as SantaMariaState);
  [out.shipments] = redeal(random, [out.shipments]);
  [out.doubles] = redeal(random, [out.doubles]);
  [out.triples] = redeal(random, [out.triples]);
  out.rng = freshDice(random);
  return out;
};

/** Each hosted game's redraw, by game id. */
export const hiddenRedraws: Record<string, HiddenRedraw> = {
  "santa-cruz": santaCruzRedraw,
  "santa-maria": santaMariaRedraw,
};

import { cloneJson } from "../core/clone";
import type { Viewer } from "../core/game";
import type { Random } from "../core/random";
import { content } from "./content";
import { siteKinds } from "./content/schema";
import type { SantaCruzState } from "./state";

/** Deals the pooled items back into the same-sized slots in a random order. */
function redeal<T>(random: Random, slots: T[][]): T[][] {
  const pool = random.shuffle(slots.flat());
  return slots.map((slot) => pool.splice(0, slot.length));
}

/**
 * A state that differs from `s` only in what `viewer` may not see, drawn anew: face-down and spare
 * tiles, the deck, other seats' scoring cards, bird values and pending discards, and the generator.
 */
export function determinize(s: SantaCruzState, viewer: Viewer, random: Random): SantaCruzState {
  const out = cloneJson(s);
  // a finished game shows everything
  if (out.phase === "over") return out;
  const others = out.seats.filter((_, seat) => seat !== viewer);
  for (const kind of siteKinds) {
    const hidden = content.sitesOfKind[kind].filter((site) => !out.faceUp[site]);
    const spares = out.spare.filter((tile) => content.tiles[tile].kind === kind);
    const [onSites, spare] = redeal(random, [hidden.map((site) => out.tiles[site]), spares]);
    hidden.forEach((site, i) => {
      out.tiles[site] = onSites[i];
    });
    let next = 0;
    out.spare = out.spare.map((tile) => (content.tiles[tile].kind === kind ? spare[next++] : tile));
  }
  const [deck, ...hands] = redeal(random, [out.deck, ...others.map((p) => p.scoring)]);
  out.deck = deck;
  others.forEach((p, i) => {
    p.scoring = hands[i];
    if (p.discard !== null) p.discard = p.scoring[random.int(p.scoring.length)];
  });
  const [pile, ...birds] = redeal(random, [out.birdPile, ...others.map((p) => p.birds)]);
  out.birdPile = pile;
  others.forEach((p, i) => {
    p.birds = birds[i];
  });
  out.rng = [random.nextUint32(), random.nextUint32(), random.nextUint32(), random.nextUint32()];
  return out;
}

import { cloneJson } from "../core/clone";
import type { Viewer } from "../core/game";
import type { Random } from "../core/random";
import { content, contentInPlay } from "./content";
import { siteKinds } from "./content/schema";
import type { SantaCruzState, SeatState } from "./state";

const allCards = content.components.scoringCards.map((card) => card.id);

/** A pool in a canonical order, so that a redraw depends on what the pool holds, never on where it lay. */
function sorted<T extends number | string>(items: T[]): T[] {
  return items.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Deals the pooled items back into the same-sized slots in a random order. */
function redeal<T extends number | string>(random: Random, slots: T[][]): T[][] {
  const pool = random.shuffle(sorted(slots.flat()));
  return slots.map((slot) => pool.splice(0, slot.length));
}

/**
 * A state that differs from `s` only in what `viewer` may not see, drawn anew: face-down and spare
 * tiles, the deck, other seats' scoring cards, bird values and pending discards, and the generator.
 * Every pool is derived from what the viewer sees, so the result depends on nothing else.
 */
export function determinize(s: SantaCruzState, viewer: Viewer, random: Random): SantaCruzState {
  const out = cloneJson(s);
  // a finished game shows everything
  if (out.phase === "over") return out;
  const others = out.seats.filter((_, seat) => seat !== viewer);
  redrawTiles(out, random);
  if (out.round === 1) redrawRoundOneCards(out, others, random);
  else redrawRoundTwoCards(out, viewer, random);
  const [pile, ...birds] = redeal(random, [out.birdPile, ...others.map((p) => p.birds)]);
  out.birdPile = pile;
  others.forEach((p, i) => {
    p.birds = birds[i];
  });
  out.rng = [random.nextUint32(), random.nextUint32(), random.nextUint32(), random.nextUint32()];
  return out;
}

/** Face-down tiles and the spares of each kind: every tile of the kind that is not face up. */
function redrawTiles(out: SantaCruzState, random: Random): void {
  for (const kind of siteKinds) {
    const hidden = contentInPlay.value.sitesOfKind[kind].filter((site) => !out.faceUp[site]);
    const spares = out.spare.filter((tile) => contentInPlay.value.tiles[tile].kind === kind);
    const [onSites, spare] = redeal(random, [hidden.map((site) => out.tiles[site]), spares]);
    hidden.forEach((site, i) => {
      out.tiles[site] = onSites[i];
    });
    let next = 0;
    out.spare = out.spare.map((tile) =>
      contentInPlay.value.tiles[tile].kind === kind ? spare[next++] : tile,
    );
  }
}

/** Round 1: the deck and the other hands hold every card neither in the viewer's hand nor played. */
function redrawRoundOneCards(out: SantaCruzState, others: SeatState[], random: Random): void {
  const [deck, ...hands] = redeal(random, [out.deck, ...others.map((p) => p.scoring)]);
  out.deck = deck;
  others.forEach((p, i) => {
    p.scoring = hands[i];
  });
}

/**
 * Round 2: each other hand is its drawn card (unknown unless played) and its package's cards (public),
 * less its secret discard; the deck and the discards come from the cards the viewer has not seen,
 * which leaves out the viewer's own discard and round-1 leftovers.
 */
function redrawRoundTwoCards(out: SantaCruzState, viewer: Viewer, random: Random): void {
  const own = viewer === null ? null : out.seats[viewer];
  const seen = new Set([
    ...(own ? own.scoring : []),
    // the cards the seat saw leave its hand unseen (a match stored before they were recorded lacks them)
    ...(own?.outOfPlay ?? []),
    ...out.packages.flatMap((p) => p.scoring),
    ...out.seats.flatMap((p) => p.scored),
  ]);
  const unseen = random.shuffle(allCards.filter((card) => !seen.has(card)));
  out.seats.forEach((p, seat) => {
    if (seat === viewer) return;
    const pack = out.packages.find((q) => q.takenBy === seat)?.scoring ?? [];
    const played = p.scored.find((card) => !pack.includes(card));
    const held = [played ?? (unseen.pop() as string), ...pack];
    if (out.phase === "package" || out.phase === "discard") {
      p.scoring = held;
      if (p.discard !== null) p.discard = held[random.int(held.length)];
      return;
    }
    const kept = held.filter((card) => !p.scored.includes(card));
    const gone = kept[random.int(kept.length)];
    p.scoring = kept.filter((card) => card !== gone);
  });
  out.deck = unseen.slice(0, out.deck.length);
}

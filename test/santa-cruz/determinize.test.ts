import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { content } from "../../domain/santa-cruz/content";
import { determinize } from "../../domain/santa-cruz/determinize";
import { newGame, playUntil } from "./fixtures";

const allCards = content.components.scoringCards.map((card) => card.id).sort();

/** Every scoring card somewhere in the state: the deck, hands, cards played, packages. */
function cardsIn(s: SantaCruzState): string[] {
  return [
    ...s.deck,
    ...s.seats.flatMap((p) => [...p.scoring, ...p.scored]),
    ...s.packages.flatMap((p) => p.scoring),
  ];
}

describe("redrawing what a seat may not see (determinize)", () => {
  it("round 1: the deck and the other hands share the cards the seat has not seen", () => {
    const s = playUntil(newGame(3, "redraw-1"), (x) => x.seats[1].scored.length > 0, "redraw-1");
    const other = determinize(s, 0, new Random(seedRandom("r1")));
    expect(cardsIn(other).sort()).toEqual(allCards);
    expect(other.seats[0].scoring).toEqual(s.seats[0].scoring);
    expect(other.seats[1].scored).toEqual(s.seats[1].scored);
  });

  it("round 2: another seat holds the cards of the package it took and one card drawn unseen", () => {
    const s = playUntil(newGame(2, "redraw-2"), (x) => x.phase === "discard", "redraw-2");
    const taken = s.packages.find((p) => p.takenBy === 1)?.scoring ?? [];
    for (let i = 0; i < 20; i++) {
      const other = determinize(s, 0, new Random(seedRandom(`r2-${i}`)));
      expect(other.seats[1].scoring.slice(1)).toEqual(taken);
      expect(s.seats[0].scoring).not.toContain(other.seats[1].scoring[0]);
    }
  });

  it("round 2: a card another seat discarded in secret may be anywhere the seat has not seen", () => {
    const start = playUntil(newGame(2, "redraw-3"), (x) => x.phase === "discard", "redraw-3");
    const s = playUntil(start, (x) => x.phase !== "discard", "redraw-3");
    const [discarded] = start.seats[1].scoring.filter((card) => !s.seats[1].scoring.includes(card));
    const places = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const other = determinize(s, 0, new Random(seedRandom(`r3-${i}`)));
      if (other.deck.includes(discarded)) places.add("deck");
      else if (other.seats[1].scoring.includes(discarded)) places.add("hand");
      else places.add("out of play");
    }
    expect(places.has("out of play")).toBe(true);
    expect(places.size).toBeGreaterThan(1);
  });
});

/** Which of seat 0's round-2 cards it discards: the one it drew (known only to it) or one of its package's (public). */
type OwnDiscard = "drawn card" | "package card";

/** Round 2, just after the discards, where seat 0 discarded the card asked for. */
function afterOwnDiscard(which: OwnDiscard): { s: SantaCruzState; discarded: string; leftovers: string[] } {
  for (let i = 0; ; i++) {
    const seed = `own-discard-${i}`;
    const start = playUntil(newGame(3, seed), (x) => x.phase === "discard", seed);
    const pack = start.packages.find((p) => p.takenBy === 0)?.scoring ?? [];
    const [drawn] = start.seats[0].scoring.filter((card) => !pack.includes(card));
    const card = which === "drawn card" ? drawn : pack[0];
    if (card === undefined) continue;
    const s = santaCruz.apply(start, 0, { type: "discard", card }).state;
    // round 1's package 0 holds the cards seat 0 played; the rest of its dealt hand left play unseen
    const dealt = newGame(3, seed).seats[0].scoring;
    const leftovers = dealt.filter((c) => !start.packages[0].scoring.includes(c));
    return { s: playUntil(s, (x) => x.phase !== "discard", seed), discarded: card, leftovers };
  }
}

/**
 * The scoring cards seat 0 has not seen, written from the rules apart from `determinize`: every card
 * but those in its hand, those it saw leave its hand unseen (its round-1 leftovers, its discard), and
 * the public ones (played this round, or in a package).
 */
function unseenBySeatZero(s: SantaCruzState, own: string[]): Set<string> {
  const known = new Set([
    ...s.seats[0].scoring,
    ...own,
    ...s.seats.flatMap((p) => p.scored),
    ...s.packages.flatMap((p) => p.scoring),
  ]);
  return new Set(allCards.filter((card) => !known.has(card)));
}

/** The cards of the deck and of the other hands that seat 0 cannot tell apart: its packageless part. */
function hiddenOf(x: SantaCruzState): string[] {
  return [
    ...x.deck,
    ...x.seats.slice(1).flatMap((p, i) => {
      const pack = x.packages.find((q) => q.takenBy === i + 1)?.scoring ?? [];
      return p.scoring.filter((card) => !pack.includes(card));
    }),
  ];
}

describe.each<OwnDiscard>(["drawn card", "package card"])(
  "determinize keeps what the seat knows when it discarded its %s",
  (which) => {
    const { s, discarded, leftovers } = afterOwnDiscard(which);

    it("round 2: the seat's own discard stays out of play in every redraw", () => {
      for (let i = 0; i < 50; i++) {
        const other = determinize(s, 0, new Random(seedRandom(`own-${i}`)));
        expect(other.deck).not.toContain(discarded);
        for (const p of other.seats) expect(p.scoring).not.toContain(discarded);
      }
    });

    it("never moves the seat's known cards, and draws the deck and other hands from exactly the cards it has not seen", () => {
      const pool = unseenBySeatZero(s, [...leftovers, discarded]);
      expect(pool.has(discarded)).toBe(false);
      const determinized = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const other = determinize(s, 0, new Random(seedRandom(`pool-${i}`)));
        for (const card of hiddenOf(other)) determinized.add(card);
        expect(other.seats[0]).toEqual(s.seats[0]);
        expect(other.packages).toEqual(s.packages);
        expect(other.seats.map((p) => p.scored)).toEqual(s.seats.map((p) => p.scored));
      }
      expect([...determinized].sort()).toEqual([...pool].sort());
    });
  },
);

describe("a match stored before seats recorded the cards they saw leave their hands", () => {
  it("plays to its end and is redrawn from every card the seat has not seen", () => {
    const stored = playUntil(newGame(3, "stored"), (x) => x.seats[2].scored.length > 0, "stored");
    for (const p of stored.seats) delete (p as Partial<typeof p>).outOfPlay;
    const s = playUntil(stored, (x) => x.round === 2 && x.phase === "play", "stored");
    const other = determinize(s, 0, new Random(seedRandom("stored")));
    expect(other.seats[0]).toEqual(s.seats[0]);
    expect(new Set(hiddenOf(other)).size).toBe(hiddenOf(other).length);
    expect(playUntil(s, (x) => x.phase === "over", "stored").phase).toBe("over");
  });
});

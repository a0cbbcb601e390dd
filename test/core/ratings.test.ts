import { describe, expect, it } from "vitest";
import {
  initialRating,
  isProvisional,
  outcomeByPlace,
  ratedMatch,
  ratingAfter,
} from "../../domain/core/ratings";

describe("Glicko-2 ratings of a finished match", () => {
  it("a win between two new players moves them apart by the same amount and makes both surer", () => {
    const [winner, loser] = ratedMatch([
      { before: initialRating, place: 1 },
      { before: initialRating, place: 2 },
    ]);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeLessThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rd).toBeLessThan(initialRating.rd);
    expect(loser.rd).toBeLessThan(initialRating.rd);
  });

  it("Glickman's worked example: 1500/200 beating 1400/30 and losing to 1550/100 and 1700/300 in one match gives 1464.06/151.52", () => {
    // his example's three games are the pairwise results of one period, as a 4-player match's are
    const [after] = ratedMatch([
      { before: { rating: 1500, rd: 200, vol: 0.06 }, place: 2 },
      { before: { rating: 1400, rd: 30, vol: 0.06 }, place: 3 },
      { before: { rating: 1550, rd: 100, vol: 0.06 }, place: 1 },
      { before: { rating: 1700, rd: 300, vol: 0.06 }, place: 1 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
  });

  it("a multiplayer match is pairwise by final place: first beats all, equal places draw, last loses to all", () => {
    expect(outcomeByPlace(1, 2)).toBe(1);
    expect(outcomeByPlace(2, 2)).toBe(0.5);
    expect(outcomeByPlace(3, 1)).toBe(0);
    const after = ratedMatch([1, 2, 2, 4].map((place) => ({ before: initialRating, place })));
    expect(after[0].rating).toBeGreaterThan(after[1].rating);
    expect(after[1].rating).toBeCloseTo(after[2].rating, 9);
    expect(after[2].rating).toBeGreaterThan(after[3].rating);
  });

  it("a match with fewer than two people (the rest computer seats) changes no rating", () => {
    expect(ratedMatch([{ before: initialRating, place: 1 }])).toEqual([initialRating]);
  });

  it("one seat's rating after the match depends on its own and its opponents' ratings before only: each seat may be rated alone", () => {
    const seats = [
      { before: { rating: 1620, rd: 80, vol: 0.06 }, place: 2 },
      { before: { rating: 1480, rd: 200, vol: 0.07 }, place: 1 },
      { before: initialRating, place: 3 },
    ];
    const all = ratedMatch(seats);
    seats.forEach((_, i) => {
      expect(ratingAfter(seats, i)).toEqual(all[i]);
    });
  });

  it("a rating is provisional while its deviation is above 110", () => {
    expect(isProvisional(initialRating)).toBe(true);
    expect(isProvisional({ rd: 110 })).toBe(false);
    expect(isProvisional({ rd: 60 })).toBe(false);
  });
});

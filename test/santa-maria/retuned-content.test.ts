import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { santaMaria } from "../../domain/santa-maria";
import { content, contentInPlay } from "../../domain/santa-maria/content";
import { scholarsOf } from "../../domain/santa-maria/scholars";
import type { SantaMariaState } from "../../domain/santa-maria/state";
import { contentV2, santaMariaV2 } from "../../domain/santa-maria/v2";
import { give, inPlay } from "./fixtures";

/** A seat on the B side with a Cabildo at its first free pair of cells, and where its first building is. */
function withCabildo(): { s: SantaMariaState; row: number; col: number } {
  const s = inPlay(2);
  const grid = content.preprinted.get(content.bSide) ?? [];
  const at = grid.findIndex((cell, i) => cell === null && i % 6 < 5 && grid[i + 1] === null);
  const [row, col] = [Math.floor(at / 6), at % 6];
  s.seats[0].colony = content.bSide;
  s.seats[0].tiles = [{ tile: "cabildo", rotation: 0, row, col }];
  give(s, 0, { coins: 5 });
  return { s, row, col };
}

describe("content retuned in rules version 3, version 2 kept for its matches", () => {
  it("a Cabildo's town pays 3 coins in version 3 and 2 in version 2, in the same state, whichever plays first", () => {
    const { s, row, col } = withCabildo();
    const coinsAfterActivating = (game: AnyGame) =>
      (game.apply(s, 0, { type: "activate", row, col }).state as SantaMariaState).seats[0].coins;
    const first = coinsAfterActivating(santaMaria);
    // the colony grid cached for the seat's tiles under one version is not the other's
    expect(coinsAfterActivating(santaMariaV2)).toBe(first - 1);
    expect(coinsAfterActivating(santaMaria)).toBe(first);
  });

  it.each([
    ["quartermaster", 3, 2],
    ["banker", 3, 2],
    ["cartographer", 2, 1],
  ])("%s scores %i points in version 3 and %i in version 2", (scholar, newest, older) => {
    const s = inPlay(2);
    s.monkSpaces[0] = { kind: "scholar", id: scholar, monks: [0] };
    // what the final score counts for the seat's scholars (ruling 8)
    const points = () => scholarsOf(s, 0).reduce((sum, held) => sum + held.points, 0);
    expect([points(), contentInPlay.at(contentV2)(points)]).toEqual([newest, older]);
  });
});

import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import type { SantaCruzAction, SantaCruzState } from "../../domain/santa-cruz";
import { santaCruz } from "../../domain/santa-cruz";
import { legalActions } from "../../domain/santa-cruz/legal-actions";
import { santaCruzStrategy } from "../../domain/santa-cruz/strategy";
import { hand, inPlay, settle } from "./fixtures";

/** How often, over many playout draws, the policy picks each kind of action. */
function picks(s: SantaCruzState, seat: number, draws = 100): Map<string, number> {
  const count = new Map<string, number>();
  const actions = legalActions(s, seat);
  for (let i = 0; i < draws; i++) {
    const action = santaCruzStrategy.rollout(s, seat, actions, new Random(seedRandom(`pick-${i}`)));
    const key = action.type === "playScoring" || action.type === "discard" ? action.card : action.type;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return count;
}

describe("the Santa Cruz playout policy", () => {
  it("plays a scoring card that pays the player and no rival", () => {
    const s = inPlay(2, 0);
    settle(s, 0, (t) => (t.resources as string[]).includes("sheep"));
    // a road card with no own building in reach builds nothing
    hand(s, 0, { road: 1 }, ["sheep"]);
    expect(picks(s, 0).get("sheep")).toBeGreaterThan(85);
  });

  it("builds rather than play a scoring card that pays a rival as much as the player", () => {
    const s = inPlay(2, 0);
    settle(s, 0, (t) => (t.resources as string[]).includes("sheep"));
    settle(s, 1, (t) => (t.resources as string[]).includes("sheep"));
    hand(s, 0, { ship: 1 }, ["sheep"]);
    expect(picks(s, 0).get("playBuilding")).toBeGreaterThan(85);
  });

  it("discards the card that pays the player least against its rivals", () => {
    const s = inPlay(2, 0);
    settle(s, 0, (t) => (t.resources as string[]).includes("gold"));
    settle(s, 1, (t) => (t.resources as string[]).includes("wood"));
    hand(s, 0, {}, ["gold-10", "wood"]);
    s.phase = "discard";
    s.seats[1].discard = "sheep";
    expect(picks(s, 0).get("wood")).toBeGreaterThan(85);
  });
});

describe("the Santa Cruz evaluation", () => {
  it("is the seat's lead over its best rival, birds and held cards included", () => {
    const s = inPlay(3, 0);
    for (const seat of [0, 1, 2]) hand(s, seat, {}, []);
    s.seats[0].score = 10;
    s.seats[1].score = 14;
    s.seats[2].score = 12;
    expect(santaCruzStrategy.evaluate(s, 0)).toBe(-4);
    expect(santaCruzStrategy.evaluate(s, 1)).toBe(2);
    s.seats[0].birds = [3, 3];
    expect(santaCruzStrategy.evaluate(s, 0)).toBe(2);
    settle(s, 0, (t) => (t.resources as string[]).includes("gold"));
    hand(s, 2, {}, ["gold-10"]);
    expect(santaCruzStrategy.evaluate(s, 0)).toBe(7);
  });

  it("judges every seat of a finished game by the same standings the game reports", () => {
    let state = santaCruz.setup("evaluate-end", 2, { setAssignment: "random" });
    const random = new Random(seedRandom("evaluate-end"));
    while (santaCruz.result(state) === null) {
      const seat = santaCruz.activeSeats(state)[0];
      const actions: SantaCruzAction[] = santaCruz.legalActions(state, seat);
      state = santaCruz.apply(state, seat, santaCruzStrategy.rollout(state, seat, actions, random)).state;
    }
    const [first, second] = santaCruz.result(state)?.standings ?? [];
    expect(santaCruzStrategy.evaluate(state, first.seat)).toBe(first.score - second.score);
  });
});

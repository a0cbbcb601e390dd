import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { santaMaria } from "../../domain/santa-maria";
import { actionLabel } from "../../web/src/games/santa-maria/labels";
import type { Action, Content, View } from "../../web/src/games/santa-maria/types";

/** Each sell and buy button's label of random games, by the action's JSON, in both languages. */
function tradeLabels(): Map<string, { en: string; de: string }> {
  const labels = new Map<string, { en: string; de: string }>();
  const content = santaMaria.content as unknown as Content;
  const random = new Random(seedRandom("sell-labels"));
  let state = santaMaria.setup("sell-labels", 2, { blueDice: "personal", colonies: "random" });
  for (let step = 0; step < 3000 && santaMaria.result(state) === null; step++) {
    const seat = santaMaria.activeSeats(state)[0] as number;
    const actions = santaMaria.legalActions(state, seat);
    const view = santaMaria.view(state, seat) as unknown as View;
    for (const action of actions as unknown as Action[])
      if (action.type === "sell" || action.type === "buy")
        labels.set(JSON.stringify(action), {
          en: actionLabel(action, content, view, "en"),
          de: actionLabel(action, content, view, "de"),
        });
    state = santaMaria.apply(state, seat, actions[random.int(actions.length)]).state;
  }
  return labels;
}

describe("the Santa Maria sell and buy buttons", () => {
  it("count the one resource in the singular, in both languages", () => {
    const labels = tradeLabels();
    expect(labels.get(JSON.stringify({ type: "sell", resource: "gems" }))).toEqual({
      en: "Sell 1 gem for 2 coins",
      de: "1 Edelstein für 2 Münzen verkaufen",
    });
    expect(labels.get(JSON.stringify({ type: "sell", resource: "wood" }))).toEqual({
      en: "Sell 1 wood for 1 coin",
      de: "1 Holz für 1 Münze verkaufen",
    });
    expect(labels.get(JSON.stringify({ type: "buy", resource: "grain" }))).toEqual({
      en: "Buy 1 grain",
      de: "1 Getreide kaufen",
    });
    for (const { en, de } of labels.values()) {
      expect(en).not.toMatch(/\b1 gems\b/);
      expect(de).not.toMatch(/\b1 Edelsteine\b/);
    }
  });
});

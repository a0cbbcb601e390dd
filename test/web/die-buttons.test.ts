import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { santaMaria } from "../../domain/santa-maria";
import { vacantInLine } from "../../domain/santa-maria/colony";
import { dieChangeCost } from "../../domain/santa-maria/main-actions";
import type { SantaMariaState } from "../../domain/santa-maria/state";
import { dieUse } from "../../web/src/games/santa-maria/die-use";
import type { Content, View } from "../../web/src/games/santa-maria/types";

type DieAction = { type: "useDie"; color: "white" | "blue"; die: number; value: number };

describe("the Santa Maria die buttons", () => {
  it("say the coins and the buildings the rules count, for every die use of whole games, scholars and all", () => {
    let checked = 0;
    let changed = 0;
    for (const seed of ["dice-a", "dice-b", "dice-c"]) {
      const random = new Random(seedRandom(seed));
      let state = santaMaria.setup(seed, 2, { setup: "advanced", blueDice: "personal", colonies: "random" });
      for (let step = 0; step < 3000 && santaMaria.result(state) === null; step++) {
        const seat = santaMaria.activeSeats(state)[0] as number;
        const actions = santaMaria.legalActions(state, seat);
        const view = santaMaria.view(state, seat) as unknown as View;
        for (const action of actions as unknown as DieAction[]) {
          if (action.type !== "useDie") continue;
          const s = state as SantaMariaState;
          const shown = dieUse(
            santaMaria.content as unknown as Content,
            view,
            action.color,
            action.die,
            action.value,
          );
          expect(shown).toEqual({
            coins: dieChangeCost(s, seat, action.die, action.value),
            buildings: vacantInLine(
              s.seats[seat] as SantaMariaState["seats"][number],
              action.color,
              action.value,
            ).length,
          });
          checked++;
          if (action.die !== action.value) changed++;
        }
        state = santaMaria.apply(state, seat, actions[random.int(actions.length)]).state;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(20);
  });
});

import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { santaCruz } from "../../domain/santa-cruz";
import { seatBadges, shownBadges } from "../../web/src/games/santa-cruz/badges";
import type { View } from "../../web/src/games/santa-cruz/types";

/** Every phase's views of random games, from seat 0's side. */
function viewsByPhase(seed: string): Map<string, View[]> {
  const random = new Random(seedRandom(seed));
  const byPhase = new Map<string, View[]>();
  let state = santaCruz.setup(seed, 3, { setAssignment: "draft" });
  for (let step = 0; step < 2000; step++) {
    const view = santaCruz.view(state, 0) as unknown as View;
    byPhase.set(view.phase, [...(byPhase.get(view.phase) ?? []), view]);
    if (santaCruz.result(state) !== null) break;
    const seat = santaCruz.activeSeats(state)[0] as number;
    const actions = santaCruz.legalActions(state, seat);
    state = santaCruz.apply(state, seat, actions[random.int(actions.length)] as never).state;
  }
  return byPhase;
}

describe("Santa Cruz's seat badges", () => {
  it("the start player's badge shows while a round is landed and played, never between the rounds nor at the end", () => {
    const byPhase = viewsByPhase("badges");
    expect([...byPhase.keys()].sort()).toEqual(["discard", "draft", "landing", "over", "package", "play"]);
    for (const [phase, views] of byPhase)
      for (const view of views) {
        const starts = view.seats.filter((seat) => seatBadges(seat, view).includes("starts"));
        const playing = phase === "draft" || phase === "landing" || phase === "play";
        expect(
          starts.map((s) => s.seat),
          phase,
        ).toEqual(playing ? [view.startSeat] : []);
        expect(shownBadges(view).includes("starts"), phase).toBe(playing);
      }
  });
});

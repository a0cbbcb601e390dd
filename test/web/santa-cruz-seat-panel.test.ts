import "./page-globals";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { santaCruz } from "../../domain/santa-cruz";
import { SeatPanel } from "../../web/src/games/santa-cruz/seat-panel";
import type { Content, View } from "../../web/src/games/santa-cruz/types";

/** A view of a random 2-seat game from seat 0's side, midway: scores and supplies differ. */
function midwayView(seed: string): View {
  const random = new Random(seedRandom(seed));
  let state = santaCruz.setup(seed, 2, { setAssignment: "draft" });
  for (let step = 0; step < 60 && santaCruz.result(state) === null; step++) {
    const seat = santaCruz.activeSeats(state)[0] as number;
    const actions = santaCruz.legalActions(state, seat);
    state = santaCruz.apply(state, seat, actions[random.int(actions.length)] as never).state;
  }
  return santaCruz.view(state, 0) as unknown as View;
}

/** What a screen reader reads of a piece of HTML: its text without what is hidden from it. */
const read = (html: string) =>
  html
    .replace(/<span aria-hidden="true">.*?<\/span>/g, "")
    .replace(/<title>.*?<\/title>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("a Santa Cruz seat's panel, as a screen reader reads it", () => {
  const view = midwayView("panel");
  const panels = view.seats.map((seat) =>
    renderToString(
      h(SeatPanel, {
        seat,
        view,
        content: santaCruz.content as unknown as Content,
        names: ["Ada", "Bea"],
        yourSeat: 0,
        lang: "en",
      }),
    ),
  );

  it("reads the score in the heading as points", () => {
    for (const [i, seat] of view.seats.entries()) {
      const heading = read(/<h3>(.*?)<\/h3>/.exec(panels[i] as string)?.[1] ?? "");
      const points = `${seat.score} ${seat.score === 1 ? "point" : "points"}`;
      expect(heading).toBe(`${i === 0 ? "Ada (you)" : "Bea"} ${points}`);
    }
  });

  it("reads each count of the supply once, with its word, the bird chits too", () => {
    for (const [i, seat] of view.seats.entries()) {
      const chits = `${seat.birdChits} ${seat.birdChits === 1 ? "bird chit" : "bird chits"}`;
      expect(read(panels[i] as string)).toContain(
        `Supply: ${seat.supply.house} House, ${seat.supply.church} Church, ${seat.supply.lighthouse} Lighthouse, ${chits}`,
      );
    }
  });
});

import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { Random, seedRandom } from "../../domain/core/random";
import { santaCruz } from "../../domain/santa-cruz";
import { santaMaria } from "../../domain/santa-maria";
import { gameClients } from "../../web/src/games";
import { emptyDecision } from "../../web/src/games/santa-maria/empty-decision";
import type { Action, View } from "../../web/src/games/santa-maria/types";
import { words } from "../../web/src/games/santa-maria/words";
import { BoardSlot } from "../../web/src/match/board-slot";
import { logEntries } from "../../web/src/match/log-entries";
import type { Move } from "../../web/src/match/use-moves";

function board(game: string, content: unknown, view: unknown, legalActions: unknown[], yourSeat = 0): string {
  return renderToString(
    h(BoardSlot, {
      shown: { game, view, legalActions },
      content: { game, content },
      lang: "en",
      names: ["Ada", "Bea"],
      yourSeat,
      onAction: () => {},
      games: gameClients,
    }),
  );
}

/** A move whose events are already its sentences. */
const move = (version: number, sentences: string[]) => ({ version, events: sentences }) as unknown as Move;
const tell = (m: Move) => m.events as unknown as string[];

describe("the match page's clutter", () => {
  it("duplicate action list: a drawn board no longer carries its own 'All legal actions' beside the page's list", () => {
    const cruz = santaCruz.setup("clutter", 2, { setAssignment: "draft" });
    const maria = santaMaria.setup("clutter", 2, {
      setup: "basic",
      blueDice: "personal",
      colonies: "random",
    });
    const drawn = [
      board(santaCruz.id, santaCruz.content, santaCruz.view(cruz, 0), santaCruz.legalActions(cruz, 0)),
      board(santaMaria.id, santaMaria.content, santaMaria.view(maria, 0), santaMaria.legalActions(maria, 0)),
    ];
    for (const html of drawn) {
      expect(html).toContain('class="gb ');
      expect(html).not.toContain("gb-action-list");
      expect(html).not.toMatch(/All legal actions|Alle erlaubten Züge/);
    }
  });

  it("log order: the newest move first, each move's lines in the order they happened (its first names its mover), each keyed by its version", () => {
    const entries = logEntries([move(1, ["a1", "a2"]), move(2, ["b1", "b2"])], 2, tell);
    expect(entries).toEqual([
      { version: 2, sentences: ["b1", "b2"] },
      { version: 1, sentences: ["a1", "a2"] },
    ]);
  });

  it("log ahead of the board: a move fetched past the version shown ('took Set A' while Set A is on offer) waits for its board", () => {
    const moves = [move(1, ["The match began"]), move(2, ["Bea took Set A"])];
    expect(logEntries(moves, 1, tell)).toEqual([{ version: 1, sentences: ["The match began"] }]);
    expect(logEntries(moves, 2, tell).map((e) => e.version)).toEqual([2, 1]);
  });

  it("forced decline: the rules never put a decline alone to the player; a decision affordable only after selling or buying says so beside its Decline", () => {
    let explained = 0;
    for (const seed of ["decline-a", "decline-b", "decline-c"]) {
      const random = new Random(seedRandom(seed));
      let state = santaMaria.setup(seed, 2, { setup: "advanced", blueDice: "personal", colonies: "random" });
      for (let step = 0; step < 3000 && santaMaria.result(state) === null; step++) {
        const seat = santaMaria.activeSeats(state)[0] as number;
        const actions = santaMaria.legalActions(state, seat);
        // a decision out of reach is skipped by the engine: no one-button step for the client to send unasked
        expect(actions).not.toEqual([{ type: "decline" }]);
        const view = santaMaria.view(state, seat) as unknown as View;
        const empty = emptyDecision(actions as unknown as Action[], view);
        if (empty) {
          explained++;
          const html = board(santaMaria.id, santaMaria.content, view, actions, seat);
          const explanation =
            empty.kind === "religion" ? words("en").noGrainForStep : words("en").nothingToChoose;
          expect(html.includes(explanation) && html.includes(">Decline</button>")).toBe(true);
        }
        // games run long enough to meet shipping and trading when the players seldom retire or decline
        const keen = actions.filter((a) => !["retire", "sell", "buy", "decline"].includes(a.type));
        const pick = keen.length > 0 ? keen : actions;
        state = santaMaria.apply(state, seat, pick[random.int(pick.length)] as never).state;
      }
    }
    expect(explained).toBeGreaterThan(10);
  });
});

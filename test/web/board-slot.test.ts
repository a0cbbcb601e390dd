import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { santaCruzSentences } from "../../domain/santa-cruz/sentences";
import { santaMaria } from "../../domain/santa-maria";
import { santaMariaSentences } from "../../domain/santa-maria/sentences";
import { findGameClient, gameClients } from "../../web/src/games";
import type { AnyGameClient, GameBoardProps, GameClient } from "../../web/src/games/types";
import { BoardSlot } from "../../web/src/match/board-slot";
import { scoresOf } from "../../web/src/match/scores";

const NAMES = ["Ada", "Bea", "Cyd"];

/** A toy game of taking sticks from a pile: it exists only to show a game registers as the real ones do. */
interface Sticks {
  content: { most: number };
  view: { pile: number; taken: number[] };
  action: { type: "take"; count: number };
}

function SticksBoard(props: GameBoardProps<"sticks", Sticks>) {
  return h(
    "div",
    { class: "sticks", "data-pile": props.view.pile },
    "|".repeat(props.view.pile),
    props.legalActions.map((action) =>
      h("button", { type: "button", onClick: () => props.onAction(action) }, `take ${action.count}`),
    ),
  );
}

const sticksClient: GameClient<"sticks", Sticks> = {
  id: "sticks",
  Board: SticksBoard,
  scores: (view) => view.taken,
  sentences: () => Promise.reject(new Error("the toy tells nothing")),
  options: { en: {}, de: {} },
};

const withToy: readonly AnyGameClient[] = [...gameClients, sticksClient];

function slot(game: string, content: unknown, view: unknown, legalActions: unknown[], games = withToy) {
  return renderToString(
    h(BoardSlot, {
      shown: { game, view, legalActions },
      content: { game, content },
      lang: "en",
      names: NAMES,
      yourSeat: 0,
      onAction: () => {},
      games,
    }),
  );
}

describe("the board slot", () => {
  it("draws a game registered in the list it is given, as the hosted games are", () => {
    const html = slot("sticks", { most: 3 }, { pile: 5, taken: [0, 0] }, [
      { type: "take", count: 1 },
      { type: "take", count: 2 },
    ]);
    expect(html).toContain('data-pile="5"');
    expect(html).toContain("|||||");
    expect(html).toContain(">take 1</button>");
    expect(html).toContain(">take 2</button>");
  });

  it("draws Santa Cruz from a real view through the same slot", () => {
    const state = santaCruz.setup("slot", 3, { setAssignment: "random" });
    const html = slot(
      santaCruz.id,
      santaCruz.content,
      santaCruz.view(state, 0),
      santaCruz.legalActions(state, 0),
    );
    expect(html).toContain("data-site=");
    expect(html).toContain("Ada");
  });

  it("draws Santa Maria from a real view through the same slot", () => {
    const state = santaMaria.setup("slot", 3, { setup: "basic", blueDice: "personal", colonies: "random" });
    const html = slot(santaMaria.id, santaMaria.content, santaMaria.view(state, 0), []);
    expect(html).toContain('class="gb gb-sm"');
    expect(html).toContain("Ada");
  });

  it("draws nothing for a game missing from its list, before a view, or with another game's content", () => {
    const view = { pile: 5, taken: [0, 0] };
    expect(slot("sticks", { most: 3 }, view, [], gameClients)).toBe("");
    expect(slot("sticks", { most: 3 }, null, [])).toBe("");
    expect(
      renderToString(
        h(BoardSlot, {
          shown: { game: "sticks", view, legalActions: [] },
          content: { game: santaCruz.id, content: santaCruz.content },
          lang: "en",
          names: NAMES,
          yourSeat: null,
          onAction: () => {},
          games: withToy,
        }),
      ),
    ).toBe("");
  });
});

describe("the client's game list", () => {
  it("holds each game once, found by its id", () => {
    const ids = gameClients.map((client) => client.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findGameClient(gameClients, id)?.id).toBe(id);
    expect(findGameClient(gameClients, "sticks")).toBeUndefined();
  });

  it("loads each game's own sentences", async () => {
    expect(await findGameClient(gameClients, santaCruz.id)?.sentences()).toBe(santaCruzSentences);
    expect(await findGameClient(gameClients, santaMaria.id)?.sentences()).toBe(santaMariaSentences);
  });

  it("reads each seat's score from the view", () => {
    const state = santaCruz.setup("slot", 3, { setAssignment: "random" });
    const view = santaCruz.view(state, 0);
    const shown = { game: santaCruz.id, view, legalActions: [] };
    expect(scoresOf(shown)).toEqual(view.seats.map((s) => s.score));
    expect(scoresOf({ ...shown, view: null })).toEqual([]);
  });

  it("words every option of a game in both languages", () => {
    for (const client of gameClients) {
      expect(Object.keys(client.options.de).sort()).toEqual(Object.keys(client.options.en).sort());
      const words = [...Object.values(client.options.en), ...Object.values(client.options.de)];
      expect(words.filter((w) => w.trim() === "")).toEqual([]);
    }
  });
});

import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { hostedGames } from "../../domain/games";
import { santaCruz } from "../../domain/santa-cruz";
import { santaCruzSentences } from "../../domain/santa-cruz/sentences";
import { santaMaria } from "../../domain/santa-maria";
import { santaMariaSentences } from "../../domain/santa-maria/sentences";
import { findGameClient, gameClients } from "../../web/src/games";
import type { AnyGameClient } from "../../web/src/games/types";
import { BoardSlot } from "../../web/src/match/board-slot";
import { scoresOf } from "../../web/src/match/scores";
import { sticksModule } from "../core/toy-game/module";
import { sticksSentences } from "../core/toy-game/sentences";
import { sticksClient } from "./sticks-client";

const NAMES = ["Ada", "Bea", "Cyd"];

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
  it("draws the toy game Sticks from its engine's view when it is in the list given, as the hosted games are", async () => {
    const sticks = await sticksModule.load();
    const state = sticks.setup("slot", 2, {});
    const view = sticks.view(state, 0);
    const html = slot(sticksClient.id, sticks.content, view, sticks.legalActions(state, 0));
    expect(html).toContain(`data-pile="${view.pile}"`);
    expect(html).toContain("|".repeat(view.pile));
    for (const count of [1, 2, 3]) expect(html).toContain(`>take ${count}</button>`);
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

  it("shows Santa Cruz's last seat may join once while someone is to act, and not on a match a resignation ended (its rules did not)", () => {
    const state = santaCruz.setup("slot", 3, { setAssignment: "random" });
    const view = santaCruz.view(state, 0);
    const draw = (activeSeats?: number[]) =>
      renderToString(
        h(BoardSlot, {
          shown: { game: santaCruz.id, view, legalActions: santaCruz.legalActions(state, 0) },
          content: { game: santaCruz.id, content: santaCruz.content },
          lang: "en",
          names: NAMES,
          yourSeat: 0,
          onAction: () => {},
          games: withToy,
          activeSeats,
        }),
      );
    expect(view.joinAvailable).toBe(true);
    expect(draw()).toContain("may join once");
    expect(draw(view.activeSeats)).toContain("may join once");
    // the match's own active seats, none once it is over, overlay the game's
    expect(draw([])).not.toContain("may join once");
  });

  it("draws Santa Maria from a real view through the same slot", () => {
    const state = santaMaria.setup("slot", 3, { setup: "basic", blueDice: "personal", colonies: "random" });
    const html = slot(santaMaria.id, santaMaria.content, santaMaria.view(state, 0), []);
    expect(html).toContain('class="gb gb-sm"');
    expect(html).toContain("Ada");
  });

  it("draws nothing for a game missing from its list, before a view, or with another game's content", () => {
    const view = { pile: 5, taken: [0, 0] };
    expect(slot(sticksClient.id, {}, view, [], gameClients)).toBe("");
    expect(slot(sticksClient.id, {}, null, [])).toBe("");
    expect(
      renderToString(
        h(BoardSlot, {
          shown: { game: sticksClient.id, view, legalActions: [] },
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
  it("holds one module for each game the service hosts, found by its id", () => {
    const ids = gameClients.map((client) => client.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(hostedGames.map((game) => game.listing.id).sort());
    for (const id of ids) expect(findGameClient(gameClients, id)?.id).toBe(id);
    expect(findGameClient(gameClients, sticksClient.id)).toBeUndefined();
  });

  it("loads each game's own sentences", async () => {
    expect(await findGameClient(gameClients, santaCruz.id)?.sentences()).toBe(santaCruzSentences);
    expect(await findGameClient(gameClients, santaMaria.id)?.sentences()).toBe(santaMariaSentences);
    expect(await findGameClient(withToy, sticksClient.id)?.sentences()).toBe(sticksSentences);
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

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { santaCruz } from "../../domain/santa-cruz";
import { santaMaria } from "../../domain/santa-maria";
import {
  bundleBoards,
  favouring,
  findPosition,
  type Game,
  launch,
  mount,
  openPage,
  positions,
} from "./harness";

/**
 * WCAG 2.5.3, label in name: a button that says one thing on screen must be found by it, so every
 * button's accessible name (its aria-label) holds the words it shows, case aside. What it shows is
 * its text without the pictures the page hides from readers (a count on a symbol) and without the
 * text inside it that describes it (its aria-describedby, read after the name); an SVG piece shows
 * the words drawn in it (its <title> is a tooltip, its numbers are counts on symbols).
 */
const mismatches = (page: Page) =>
  page.evaluate(() => {
    const normal = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    const shown = (element: Element): string[] => {
      if (element instanceof SVGElement)
        return [...element.querySelectorAll("text")]
          .map((t) => normal(t.textContent))
          .filter((t) => /\p{L}/u.test(t));
      const copy = element.cloneNode(true) as Element;
      const described = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
      const hidden = [
        ...copy.querySelectorAll("title, [aria-hidden=true]"),
        ...described.flatMap((id) => [...copy.querySelectorAll(`[id="${id}"]`)]),
      ];
      for (const part of hidden) part.remove();
      return [normal(copy.textContent)];
    };
    return [...document.querySelectorAll("button[aria-label], [role=button][aria-label]")].flatMap(
      (element) => {
        const name = element.getAttribute("aria-label") ?? "";
        const missing = shown(element).filter((text) => !name.toLowerCase().includes(text.toLowerCase()));
        return missing.length === 0 ? [] : [{ shows: missing.join(" | "), name }];
      },
    );
  });

/** How many buttons with an aria-label the board shows, those whose name says what they show included. */
const labelled = (page: Page) =>
  page.locator("button[aria-label], [role=button][aria-label]").evaluateAll((all) => all.length);

const builder = favouring(["pay", "expand", "ship", "trade", "recruit", "useDie", "activate", "placeRoad"]);

interface Scene {
  title: string;
  game: AnyGame;
  played: Game;
  from: number;
  wanted: (actions: any[], state: any) => boolean;
  /** What to press first to show the buttons (a die before its values). */
  open?: (page: Page, actions: any[]) => Promise<void>;
}

const has = (type: string) => (actions: any[]) => actions.some((a) => a.type === type);

const scenes: Scene[] = [
  {
    title: "Santa Cruz: building sets on offer",
    game: santaCruz,
    played: { seed: "labels", players: 3 },
    from: 0,
    wanted: has("chooseSet"),
  },
  {
    title: "Santa Cruz: a scoring card to play",
    game: santaCruz,
    played: { seed: "labels", players: 3 },
    from: 0.2,
    wanted: has("playScoring"),
  },
  {
    title: "Santa Cruz: packages",
    game: santaCruz,
    played: { seed: "labels", players: 3 },
    from: 0,
    wanted: has("choosePackage"),
  },
  {
    title: "Santa Cruz: the secret discard",
    game: santaCruz,
    played: { seed: "labels", players: 3 },
    from: 0,
    wanted: has("discard"),
  },
  {
    title: "Santa Maria: the colony draft",
    game: santaMaria,
    played: { seed: "labels", players: 3, gameOptions: { colonies: "draft" } },
    from: 0,
    wanted: has("chooseColony"),
  },
  {
    title: "Santa Maria: a die's values, sell and buy",
    game: santaMaria,
    played: { seed: "labels", players: 3, chooser: builder },
    from: 0.3,
    wanted: (actions) => ["useDie", "sell", "buy"].every((type) => has(type)(actions)),
    open: async (page, actions) => {
      const { color, die } = actions.find((a) => a.type === "useDie");
      await page
        .getByRole("button", { name: `${color === "white" ? "White" : "Blue"} die ${die}`, exact: true })
        .first()
        .click();
      await page.locator(".gb-sm-selection").waitFor();
    },
  },
  {
    title: "Santa Maria: a dock to ship from",
    game: santaMaria,
    played: { seed: "labels", players: 3, chooser: builder },
    from: 0,
    wanted: has("ship"),
  },
  {
    title: "Santa Maria: a monk space",
    game: santaMaria,
    played: { seed: "labels", players: 3, chooser: builder },
    from: 0,
    wanted: has("recruit"),
  },
];

describe("every button's accessible name holds the words it shows", () => {
  let browser: Browser;
  let script: string;
  beforeAll(async () => {
    [browser, script] = await Promise.all([launch(), bundleBoards()]);
  });
  afterAll(() => browser?.close());

  it.each(scenes)("$title", async ({ game, played, from, wanted, open }) => {
    const { state, seat } = findPosition(game, played, from, wanted);
    const actions = game.legalActions(state, seat) as any[];
    for (const lang of ["en", "de"] as const) {
      const { page, errors } = await openPage(browser, script, 1280);
      await mount(page, game, state, seat, lang);
      // the die is named in English only: its values are opened from the English board, then the language asked
      if (open) {
        await mount(page, game, state, seat, "en");
        await open(page, actions);
        if (lang === "de") await mount(page, game, state, seat, "de");
      }
      expect(await labelled(page)).toBeGreaterThan(0);
      expect(await mismatches(page), lang).toEqual([]);
      // a die's values are named by the words they show
      for (const text of await page.locator(".gb-sm-selection button").allTextContents())
        expect(await page.getByRole("button", { name: text.trim(), exact: true }).count(), text).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  // whole games, about twenty positions each, as the acting seat sees them in either language
  const games: { title: string; game: AnyGame; played: Game }[] = [
    { title: "Santa Cruz, 4 players", game: santaCruz, played: { seed: "label-sweep", players: 4 } },
    {
      title: "Santa Maria, 3 players, colony draft",
      game: santaMaria,
      played: { seed: "label-sweep", players: 3, gameOptions: { colonies: "draft" }, chooser: builder },
    },
    { title: "Santa Maria, solo", game: santaMaria, played: { seed: "label-sweep", players: 1 } },
  ];
  it.each(games)("across a whole game: $title", async ({ game, played }) => {
    const { page, errors } = await openPage(browser, script, 900);
    const all = positions(game, played);
    const stride = Math.ceil(all.length / 20);
    for (const { state, seat } of all.filter((_, i) => i % stride === 0)) {
      for (const lang of ["en", "de"] as const) {
        await mount(page, game, state, seat, lang);
        expect(await mismatches(page), `${lang}, round or year ${state.round ?? state.year}`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

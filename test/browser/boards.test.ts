import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { santaCruz } from "../../domain/santa-cruz";
import { santaMaria } from "../../domain/santa-maria";
import { sitePlace } from "../../web/src/games/santa-cruz/frame";
import {
  bundleBoards,
  calls,
  favouring,
  findPosition,
  type Game,
  launch,
  mount,
  openPage,
  positions,
  showBoard,
} from "./harness";

const SHOTS = "test/browser/screenshots";

describe("game boards in a browser", () => {
  let browser: Browser;
  let script: string;
  beforeAll(async () => {
    [browser, script] = await Promise.all([launch(), bundleBoards()]);
  });
  afterAll(() => browser?.close());

  describe("Santa Cruz", () => {
    // a site that one click builds on, and one where the click must choose among several actions
    const position = findPosition(santaCruz, { seed: "boards", players: 3 }, 0.3, (actions, state) => {
      if (state.round !== 1) return false;
      const sites = actions.filter((a) => a.site !== undefined).map((a) => a.site);
      return (
        sites.some((s) => sites.indexOf(s) !== sites.lastIndexOf(s)) && new Set(sites).size > sites.length / 2
      );
    });
    const legal = santaCruz.legalActions(position.state, position.seat);
    const siteActions = (site: number) => legal.filter((a: any) => a.site === site);
    const siteList = (santaCruz.content as any).map.sites;
    const sites: number[] = [
      ...new Set(legal.filter((a: any) => a.site !== undefined).map((a: any) => a.site)),
    ];

    it("draws the board, and a click on a site sends exactly its one legal action", async () => {
      const page = await showBoard(browser, script, santaCruz, position, 1280);
      await page.screenshot({ path: `${SHOTS}/santa-cruz-board.png`, fullPage: true });
      const single = sites.find((s) => siteActions(s).length === 1) as number;
      await page.click(`[data-site="${single}"]`);
      expect(await calls(page)).toEqual(siteActions(single));
      await page.close();
    });

    it("lets the player choose when several actions name one site, by keyboard too", async () => {
      const page = await showBoard(browser, script, santaCruz, position, 1280);
      const shared = sites.find((s) => siteActions(s).length > 1) as number;
      await page.focus(`[data-site="${shared}"]`);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      expect(await dialog.getByRole("button").count()).toBe(siteActions(shared).length + 1);
      await page.screenshot({ path: `${SHOTS}/santa-cruz-chooser.png` });
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      expect(await calls(page)).toEqual([siteActions(shared)[1]]);
      await page.close();
    });

    it("fits a phone's width", async () => {
      const page = await showBoard(browser, script, santaCruz, position, 390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.screenshot({ path: `${SHOTS}/santa-cruz-phone.png`, fullPage: true });
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    });

    it("on a phone, every site is a fingertip's size and every choice opens whole, in view, under the map", async () => {
      const page = await showBoard(browser, script, santaCruz, position, 390);
      for (const site of sites) {
        const box = await page.locator(`[data-site="${site}"]`).boundingBox();
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(28);
      }
      const map = page.locator(".gb-map-scroll");
      for (const shared of sites.filter((s) => siteActions(s).length > 1)) {
        await page.locator(`[data-site="${shared}"]`).scrollIntoViewIfNeeded();
        await page.locator(`[data-site="${shared}"]`).click();
        const dialog = page.getByRole("dialog");
        const box = await dialog.boundingBox();
        const viewport = page.viewportSize() ?? { width: 0, height: 0 };
        const under = await map.boundingBox();
        expect(box).not.toBeNull();
        if (!box || !under) return;
        // in the window, below the map, and not cut by any scrolled box around it
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y).toBeGreaterThanOrEqual(under.y + under.height);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(await dialog.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
        for (const button of await dialog.getByRole("button").all())
          expect(await button.isVisible()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/santa-cruz-phone-chooser.png` });
        await dialog.getByRole("button").last().click();
        expect(await page.getByRole("dialog").count()).toBe(0);
      }
      await page.close();
    });

    it("on a phone, a line says the map scrolls sideways and a shade marks each side that hides more, gone at that end", async () => {
      const { page } = await openPage(browser, script, 390);
      // a spectator: no turn of its own scrolls the map
      await mount(page, santaCruz, position.state, null);
      const box = page.locator(".gb-map-scroll");
      const view = page.locator(".gb-map-view");
      const shade = (side: "::before" | "::after") =>
        view.evaluate((v, side) => getComputedStyle(v, side).backgroundImage, side);
      expect(await page.locator(".gb-map-canvas").evaluate((c) => c.clientWidth)).toBeGreaterThanOrEqual(620);
      expect(await page.locator(".gb-map-hint").textContent()).toContain(
        "Swipe the map sideways to see all of it",
      );
      expect(await shade("::after")).toContain("gradient");
      expect(await shade("::before")).toBe("none");
      await page.screenshot({ path: `${SHOTS}/santa-cruz-phone-swipe.png` });
      await box.evaluate((b) => b.scrollTo({ left: b.scrollWidth }));
      await expect.poll(() => shade("::after")).toBe("none");
      expect(await shade("::before")).toContain("gradient");
      await page.screenshot({ path: `${SHOTS}/santa-cruz-phone-swiped.png` });
      await mount(page, santaCruz, position.state, null, "de");
      expect(await page.locator(".gb-map-hint").textContent()).toContain(
        "Wische den Spielplan seitwärts, um alles zu sehen",
      );
      // a wide screen shows the whole map: no line, no shade
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(() => page.locator(".gb-map-hint").count()).toBe(0);
      expect([await shade("::before"), await shade("::after")]).toEqual(["none", "none"]);
      await page.close();
    });

    it("on a phone, a turn whose every clickable site lies off the map's screen scrolls the first into view, at once when the reader asks for less motion", async () => {
      const far = findPosition(santaCruz, { seed: "sideways", players: 3 }, 0, (actions) => {
        const places = actions.filter((a) => a.site !== undefined).map((a) => sitePlace(siteList, a.site).x);
        return places.length > 0 && places.every((x) => x > 0.7);
      });
      for (const [motion, width] of [
        ["no-preference", 390],
        ["reduce", 390],
        ["no-preference", 1280],
      ] as const) {
        const { page } = await openPage(browser, script, width);
        await page.emulateMedia({ reducedMotion: motion });
        // each scrollTo call's options
        await page.evaluate(() => {
          const scrolls: unknown[] = [];
          (window as any).scrolls = scrolls;
          const scrollTo = Element.prototype.scrollTo;
          Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions) {
            scrolls.push(options);
            Reflect.apply(scrollTo, this, [options]);
          } as typeof scrollTo;
        });
        await mount(page, santaCruz, far.state, far.seat);
        const box = page.locator(".gb-map-scroll");
        // the leftmost clickable site lies whole inside the map's box
        const firstInView = () =>
          box.evaluate((b) => {
            const view = b.getBoundingClientRect();
            const sites = [...b.querySelectorAll(".gb-live")].map((s) => s.getBoundingClientRect());
            const first = sites.reduce((a, s) => (s.left < a.left ? s : a));
            return first.left >= view.left && first.right <= view.right;
          });
        if (width > 390) {
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => (window as any).scrolls)).toEqual([]);
        } else {
          await page.waitForFunction(() => (window as any).scrolls.length > 0, undefined, { timeout: 5_000 });
          const scrolls = await page.evaluate(() => (window as any).scrolls);
          expect(scrolls).toHaveLength(1);
          expect(scrolls[0].behavior).toBe(motion === "reduce" ? "auto" : "smooth");
          if (motion === "reduce") expect(await firstInView()).toBe(true);
          await expect.poll(firstInView).toBe(true);
          await page.screenshot({ path: `${SHOTS}/santa-cruz-phone-turn-${motion}.png` });
        }
        await page.close();
      }
    });

    it("every badge on a seat's panel says what it means, in its tooltip and in the legend, in both languages", async () => {
      const joining = findPosition(santaCruz, { seed: "boards", players: 3 }, 0, (_, state) => {
        const view = santaCruz.view(state, null) as any;
        return view.phase === "play" && view.joinAvailable;
      });
      const rule = {
        en: ["may join once", "last player", "exactly one building of another player"],
        de: ["darf einmal dazubauen", "als Letzter", "genau ein Gebäude eines anderen Spielers"],
      };
      for (const width of [390, 1280]) {
        const { page } = await openPage(browser, script, width);
        for (const lang of ["en", "de"] as const) {
          await mount(page, santaCruz, joining.state, joining.seat, lang);
          const badges = page.locator(".gb-seat .gb-badge");
          const key = await page.locator(".gb-legend .gb-sc-badge-key li").allTextContents();
          const shown = new Set(await badges.allTextContents());
          expect(key).toHaveLength(shown.size);
          for (const badge of await badges.all()) {
            const [name, title] = [await badge.textContent(), await badge.getAttribute("title")];
            expect(title, `${lang}: ${name}`).toBeTruthy();
            expect(key).toContain(`${name} ${title}`);
          }
          const [name, ...says] = rule[lang];
          const join = await page.locator(".gb-seat .gb-badge", { hasText: name }).getAttribute("title");
          for (const words of says) expect(join).toContain(words);
        }
        await page.locator(".gb-legend summary").click();
        await page.screenshot({ path: `${SHOTS}/santa-cruz-badges-${width}.png`, fullPage: true });
        await page.close();
      }
    });

    it("a coast site to land on asks first: a stray tap lands nowhere", async () => {
      const landing = findPosition(santaCruz, { seed: "landing", players: 2 }, 0, (actions) =>
        actions.some((a) => a.type === "land"),
      );
      const actions = santaCruz.legalActions(landing.state, landing.seat) as any[];
      const site = actions.find((a) => a.type === "land").site;
      const page = await showBoard(browser, script, santaCruz, landing, 390);
      await page.click(`[data-site="${site}"]`);
      expect(await calls(page)).toEqual([]);
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button").first().click();
      expect(await calls(page)).toEqual([{ type: "land", site }]);
      await page.close();
    });

    it("a site whose one action spends the double-move card asks first: a stray tap plays nothing", async () => {
      const doubling = findPosition(santaCruz, { seed: "doubles", players: 2 }, 0.2, (actions) => {
        const bySite = new Map<number, any[]>();
        for (const a of actions.filter((a) => a.site !== undefined))
          bySite.set(a.site, [...(bySite.get(a.site) ?? []), a]);
        return [...bySite.values()].some((here) => here.length === 1 && here[0].type === "playDouble");
      });
      const actions = santaCruz.legalActions(doubling.state, doubling.seat) as any[];
      const site = actions.find(
        (a) => a.type === "playDouble" && actions.filter((b) => b.site === a.site).length === 1,
      ).site;
      const page = await showBoard(browser, script, santaCruz, doubling, 1280);
      await page.click(`[data-site="${site}"]`);
      expect(await calls(page)).toEqual([]);
      const dialog = page.getByRole("dialog");
      expect(await dialog.getByRole("button").count()).toBe(2);
      await dialog.getByRole("button").first().click();
      expect(await calls(page)).toEqual(actions.filter((a) => a.site === site));
      await page.close();
    });
  });

  describe("Santa Maria", () => {
    // the main action still to take, with tiles to place, white dice to use and spaces to retire to
    const builder = favouring([
      "pay",
      "expand",
      "ship",
      "trade",
      "recruit",
      "useDie",
      "activate",
      "placeRoad",
      "endTurn",
    ]);
    const position = findPosition(
      santaMaria,
      { seed: "boards", players: 3, chooser: builder },
      0.4,
      (actions) => ["expand", "useDie", "retire"].every((type) => actions.some((a) => a.type === type)),
    );
    const legal = santaMaria.legalActions(position.state, position.seat);

    it("draws every colony and the common board, and a retiring space sends its action", async () => {
      const page = await showBoard(browser, script, santaMaria, position, 1280);
      await page.screenshot({ path: `${SHOTS}/santa-maria-board.png`, fullPage: true });
      await page.locator(".gb-sm-retire.gb-live").first().click();
      expect(await calls(page)).toEqual([legal.find((a: any) => a.type === "retire")]);
      await page.close();
    });

    it("the retiring spaces are one drawing (the email's) whose free spaces are buttons the keyboard reaches and presses", async () => {
      const page = await showBoard(browser, script, santaMaria, position, 1280);
      const spaces = page.locator(".gb-sm-retiring-board .gb-sm-retire");
      expect(await spaces.count()).toBe(santaMaria.content.board.retiring.length);
      const free = page.locator(".gb-sm-retiring-board [role=button]");
      expect(await free.count()).toBe(legal.filter((a: any) => a.type === "retire").length);
      await free.first().focus();
      await page.keyboard.press("Enter");
      expect(await calls(page)).toEqual([legal.find((a: any) => a.type === "retire")]);
      await page.close();
    });

    it("uses a die in two steps: the die, then its value", async () => {
      const page = await showBoard(browser, script, santaMaria, position, 1280);
      const { color, die } = legal.find((a: any) => a.type === "useDie") as any;
      const uses = legal.filter((a: any) => a.type === "useDie" && a.color === color && a.die === die);
      const name = `${color === "white" ? "White" : "Blue"} die ${die}`;
      await page.getByRole("button", { name, exact: true }).first().click();
      // the bar has its own frame and room: its title and choices do not touch its edge
      const frame = await page
        .locator(".gb-sm-selection")
        .evaluate((bar) => [getComputedStyle(bar).borderLeftWidth, getComputedStyle(bar).paddingLeft]);
      expect(frame.map((px) => Number.parseFloat(px))).toEqual([2, 10]);
      await page.locator(".gb-sm-selection button").last().press("Shift+Tab");
      await page.keyboard.press("Enter");
      expect(await calls(page)).toEqual([uses.at(-1)]);
      await page.close();
    });

    it("a die's value chosen by keyboard is put away with Escape, the focus back on the die", async () => {
      const page = await showBoard(browser, script, santaMaria, position, 1280);
      const { color, die } = legal.find((a: any) => a.type === "useDie") as any;
      const name = `${color === "white" ? "White" : "Blue"} die ${die}`;
      const dieButton = page.getByRole("button", { name, exact: true }).first();
      await dieButton.focus();
      await page.keyboard.press("Enter");
      await page.locator(".gb-sm-selection").waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest(".gb-sm-selection") !== null)).toBe(
        true,
      );
      await page.keyboard.press("Escape");
      expect(await page.locator(".gb-sm-selection").count()).toBe(0);
      expect(await dieButton.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await calls(page)).toEqual([]);
      await page.close();
    });

    it("places a display tile at a highlighted corner of the player's colony", async () => {
      const page = await showBoard(browser, script, santaMaria, position, 1280);
      const first = legal.find((a: any) => a.type === "expand") as any;
      const tile = santaMaria.content.expansions.find((t: any) => t.id === first.tile) as any;
      // its name, then what it costs: the tokens drawn are words to a screen reader
      const cost = tile.size === "double" ? "2 wood" : "2 wood, 1 grain";
      await page.getByRole("button", { name: new RegExp(`^${tile.name} ?, costs ${cost}$`) }).click();
      const tiles = await page.locator(".gb-sm-tile-box").allTextContents();
      expect(tiles.length).toBeGreaterThan(0);
      for (const text of tiles) expect(text).toMatch(/, costs \d+ wood/);
      const corner = page.locator(`.gb-sm-featured [data-cell="${first.row * 6 + first.col}"]`);
      await corner.hover();
      await page.screenshot({ path: `${SHOTS}/santa-maria-placing.png` });
      await corner.click();
      expect(await calls(page)).toEqual([first]);
      await page.close();
    });

    it("a prompt that asks for a dock far below scrolls the first one into view, smoothly unless the reader asks for less motion", async () => {
      const shipping = findPosition(
        santaMaria,
        { seed: "boards", players: 3, chooser: builder },
        0,
        (actions) => actions.some((a) => a.type === "ship"),
      );
      const ship = santaMaria.legalActions(shipping.state, shipping.seat).find((a: any) => a.type === "ship");
      for (const [motion, height] of [
        ["no-preference", 480],
        ["reduce", 480],
        ["no-preference", 4000],
      ] as const) {
        const { page } = await openPage(browser, script, 1280);
        await page.setViewportSize({ width: 1280, height });
        await page.emulateMedia({ reducedMotion: motion });
        // each scrollIntoView call: the piece it brings and how
        await page.evaluate(() => {
          const scrolls: unknown[] = [];
          (window as any).scrolls = scrolls;
          const scroll = Element.prototype.scrollIntoView;
          Element.prototype.scrollIntoView = function (
            this: Element,
            options?: ScrollIntoViewOptions | boolean,
          ) {
            scrolls.push({ piece: this.getAttribute("aria-label"), options });
            scroll.call(this, options);
          };
        });
        await mount(page, santaMaria, shipping.state, shipping.seat);
        await page.getByText("Shipping: pick a dock").waitFor();
        const dock = page.locator(".gb-sm-dock").nth((ship as any).dock);
        const piece = await dock.getAttribute("aria-label");
        // the prompt is at the top, the dock below a short window's first screen
        expect(await dock.evaluate((d) => d.getBoundingClientRect().top + window.scrollY)).toBeGreaterThan(
          480,
        );
        if (height > 480) {
          // one screen shows it all: nothing moves
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => (window as any).scrolls)).toEqual([]);
        } else {
          await page.waitForFunction(() => (window as any).scrolls.length > 0, undefined, { timeout: 5_000 });
          expect(await page.evaluate(() => (window as any).scrolls)).toEqual([
            { piece, options: { block: "nearest", behavior: motion === "reduce" ? "auto" : "smooth" } },
          ]);
          const inView = () =>
            dock.evaluate(
              (d) => d.getBoundingClientRect().top >= 0 && d.getBoundingClientRect().bottom <= innerHeight,
            );
          await expect.poll(inView).toBe(true);
        }
        await page.close();
      }
    });

    it("fits a phone's width", async () => {
      const page = await showBoard(browser, script, santaMaria, position, 390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.screenshot({ path: `${SHOTS}/santa-maria-phone.png`, fullPage: true });
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    });
  });

  // whole games under other options and player counts, drawn for the acting seat and for a German spectator
  const sweeps: { title: string; game: AnyGame; played: Game }[] = [
    { title: "Santa Cruz, 4 players", game: santaCruz, played: { seed: "sweep", players: 4 } },
    {
      title: "Santa Cruz, 2 players, sets dealt",
      game: santaCruz,
      played: { seed: "sweep", players: 2, gameOptions: { setAssignment: "random" } },
    },
    {
      title: "Santa Maria, 4 players, colony draft, common blue pool",
      game: santaMaria,
      played: { seed: "sweep", players: 4, gameOptions: { colonies: "draft", blueDice: "commonPool" } },
    },
    {
      title: "Santa Maria, 2 players, town halls",
      game: santaMaria,
      played: { seed: "sweep", players: 2, gameOptions: { setup: "advanced" } },
    },
    { title: "Santa Maria, solo", game: santaMaria, played: { seed: "sweep", players: 1 } },
  ];
  it.each(sweeps)("draws every step of a whole game without an error: $title", async ({ game, played }) => {
    const { page, errors } = await openPage(browser, script, 900);
    const all = positions(game, played);
    // about twenty positions spread over the game, the end included
    const stride = Math.ceil(all.length / 20);
    const sample = all.filter((_, i) => i % stride === 0 || i === all.length - 1);
    for (const { state, seat } of sample) {
      await mount(page, game, state, seat);
      await mount(page, game, state, null, "de");
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

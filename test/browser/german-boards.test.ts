import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import scContent from "../../domain/santa-cruz/sentences/de-content.json";
import scNames from "../../domain/santa-cruz/sentences/de-names.json";
import { santaMaria } from "../../domain/santa-maria";
import smNames from "../../domain/santa-maria/sentences/de-names.json";
import { words } from "../../web/src/games/santa-maria/words";
import { englishNames, namesIn, shownText } from "./english-names";
import { bundleBoards, findPosition, launch, mount, openPage, positions } from "./harness";

const smGerman: Readonly<Record<string, string>> = smNames;

describe("a board drawn in German", () => {
  let browser: Browser;
  let script: string;
  beforeAll(async () => {
    [browser, script] = await Promise.all([launch(), bundleBoards()]);
  });
  afterAll(() => browser?.close());

  // mid-year with two seats retired: their badges name the spaces they retired on
  const retiring = findPosition(santaMaria, { seed: "badges", players: 3 }, 0, (_, state) => {
    const view = santaMaria.view(state, null) as any;
    return view.seats.filter((s: any) => s.retired !== null).length === 2;
  });

  it("names a retired seat's space in German, as the match page does: “im Ruhestand: Münzen”, not “Coins”", async () => {
    const { page, errors } = await openPage(browser, script, 1280);
    await mount(page, santaMaria, retiring.state, retiring.seat, "de");
    const badges = await page.locator(".gb-seat .gb-badge").allTextContents();
    const retired = (santaMaria.view(retiring.state, null) as any).seats
      .filter((s: any) => s.retired !== null)
      .map((s: any) => smGerman[santaMaria.content.board.retiring[s.retired].name] as string);
    expect(retired).toContain("Münzen");
    for (const space of retired) expect(badges).toContain(words("de").retired(space));
    expect(errors).toEqual([]);
    await page.close();
  });

  const boards = [
    { game: santaMaria, position: retiring, german: smGerman },
    {
      game: santaCruz,
      position: positions(santaCruz, { seed: "boards", players: 3 })[30],
      german: { ...scNames, ...scContent },
    },
  ];
  for (const { game, position, german } of boards)
    it(`${game.id}: names no tile, space, card or other content item in English, in its text, names or tooltips`, async () => {
      const { page, errors } = await openPage(browser, script, 1280);
      await mount(page, game, position.state, position.seat, "de");
      expect(namesIn(await shownText(page), englishNames(game.content, german))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});

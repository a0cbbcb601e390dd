import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { bundleBoards, findPosition, launch, mount, openPage } from "./harness";

const SHOTS = "test/browser/screenshots";

/** The legend's badge entries, each as the badge's word and the meaning beside it. */
const legendBadges = (page: Page) =>
  page
    .locator(".gb-legend .gb-sm-badge-key li")
    .evaluateAll((items) =>
      items.map((li) => [li.querySelector(".gb-badge")?.textContent ?? "", li.textContent ?? ""]),
    );

describe("Santa Maria's seat badges", () => {
  let browser: Browser;
  let script: string;
  beforeAll(async () => {
    [browser, script] = await Promise.all([launch(), bundleBoards()]);
  });
  afterAll(() => browser?.close());

  // mid-year, the start player and one other retired and the third to act: every kind of badge at once
  const position = findPosition(santaMaria, { seed: "badges", players: 3 }, 0, (_, state) => {
    const view = santaMaria.view(state, null) as any;
    const retired = view.seats.filter((s: any) => s.retired !== null).map((s: any) => s.seat);
    return retired.length === 2 && retired.includes(view.startSeat) && !retired.includes(view.turn);
  });
  // words from the rules each badge's meaning must hold
  const rule = {
    en: { "start player": ["first turn", "clockwise", "“1st”"], "retired: ": ["no more turns", "“1st”"] },
    de: {
      Startspieler: ["ersten Zug", "Uhrzeigersinn", "„1.“"],
      "im Ruhestand: ": ["nicht mehr am Zug", "„1.“"],
    },
  };

  it("every badge on a seat's panel says what it means, in its tooltip and in the legend, in both languages", async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(browser, script, width);
      for (const lang of ["en", "de"] as const) {
        await mount(page, santaMaria, position.state, position.seat, lang);
        const badges = await page
          .locator(".gb-seat .gb-badge")
          .evaluateAll((spans) => spans.map((s) => [s.textContent ?? "", s.getAttribute("title") ?? ""]));
        const key = await legendBadges(page);
        // to act, start player, and two seats retired on different spaces: one legend entry each
        expect(badges.length).toBeGreaterThanOrEqual(4);
        expect(key).toHaveLength(new Set(badges.map(([, title]) => title)).size);
        for (const [name, title] of badges) {
          expect(title, `${lang}: ${name}`).toBeTruthy();
          const entry = key.find(([word]) => word !== "" && name.startsWith(word));
          expect(entry?.[1], `${lang}: ${name}`).toBe(`${entry?.[0]} ${title}`);
        }
        for (const [name, says] of Object.entries(rule[lang])) {
          const title = badges.find(([badge]) => badge.startsWith(name))?.[1];
          for (const words of says) expect(title, `${lang}: ${name}`).toContain(words);
        }
      }
      await page.locator(".gb-legend summary").click();
      await page.screenshot({ path: `${SHOTS}/santa-maria-badges-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

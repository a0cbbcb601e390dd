import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startClient } from "./client-harness";
import { prepareTour, type Tour, visit } from "./page-tour";

let client: Client;
let tour: Tour;

beforeAll(async () => {
  client = await startClient();
  tour = await prepareTour(client);
}, 120_000);

afterAll(async () => {
  await client?.close();
});

/** Lesser rules kept too: an outline that skips a level, a column with no name. */
const keptModerate = new Set(["heading-order", "empty-table-header"]);

/** The serious and critical violations axe-core finds on the page (and the kept lesser ones), each with the elements it names. */
async function seriousViolations(tab: Page) {
  const { violations } = await new AxeBuilder({ page: tab }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || keptModerate.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// each language once, each at one of the two widths: every page is drawn in both languages and at both widths
const visits = [
  { lang: "en", width: 1280 },
  { lang: "de", width: 390 },
] as const;

describe("axe-core on every page, in both languages, at desktop and phone width", () => {
  for (const { lang, width } of visits)
    it(`finds no serious or critical violation, nor an outline that skips a level or a nameless column (${lang}, ${width} px)`, async () => {
      const found: string[] = [];
      for (const page of tour.pages) {
        const { context, tab } = await visit(client, tour, page, lang, width);
        found.push(...(await seriousViolations(tab)).map((v) => `${page.name}: ${v}`));
        await context.close();
      }
      expect(found).toEqual([]);
    }, 180_000);
});

import { mkdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, screenshots, sidewaysOverflow, startClient } from "./client-harness";
import { prepareTour, type Tour, visit } from "./page-tour";

let client: Client;
let tour: Tour;

beforeAll(async () => {
  client = await startClient();
  tour = await prepareTour(client);
  await mkdir(`${screenshots}/pages`, { recursive: true });
}, 120_000);

afterAll(async () => {
  await client?.close();
});

describe("every page at desktop and phone width, in both languages", () => {
  for (const lang of ["en", "de"] as const)
    for (const width of [1280, 390])
      it(`is drawn whole, with nothing missing and nothing sideways (${lang}, ${width} px)`, async () => {
        const problems: string[] = [];
        for (const page of tour.pages) {
          const { context, tab } = await visit(client, tour, page, lang, width);
          tab.on("console", (message) => {
            if (message.type() === "error") problems.push(`${page.name}: ${message.text()}`);
          });
          tab.on("response", (answer) => {
            if (answer.status() >= 400) problems.push(`${page.name}: ${answer.status()} ${answer.url()}`);
          });
          await tab.reload();
          await tab.locator(page.ready).first().waitFor();
          const overflow = await sidewaysOverflow(tab);
          if (overflow > 0) problems.push(`${page.name}: ${overflow} px sideways`);
          await tab.screenshot({
            path: `${screenshots}/pages/${page.name}-${lang}-${width}.png`,
            fullPage: true,
          });
          await context.close();
        }
        expect(problems).toEqual([]);
      }, 240_000);
});

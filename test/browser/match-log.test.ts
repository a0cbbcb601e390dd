import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshots, sidewaysOverflow, useBrowserClient } from "./client-harness";

/** The log's box and the left edge of each of its entries, against the match page's width. */
const logLayout = (page: Page) =>
  page.evaluate(() => {
    const width = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().width ?? 0;
    const lefts = [...document.querySelectorAll(".log li")].map((li) =>
      Math.round(li.getBoundingClientRect().left),
    );
    return { play: width(".play"), log: width(".log"), columns: new Set(lefts).size };
  });

describe("the match page's log of what happened", () => {
  const { client, call } = useBrowserClient();

  /** The match as the player sees it. */
  const read = async (key: string, id: string) =>
    (
      await fetch(`${client().server.url}/v1/matches/${id}`, { headers: { authorization: `Bearer ${key}` } })
    ).json();

  /** A match against a random computer player, the person playing its first legal action until `moves` are logged. */
  async function playedMatch(key: string, game: string, moves: number): Promise<string> {
    const match = await call(key, "/v1/matches", { game, seats: 2, seed: `log-${game}` });
    await call(key, `/v1/matches/${match.id}/bots`, { level: "random" });
    for (let tries = 0; tries < 400; tries++) {
      const shown = await read(key, match.id);
      if (shown.version >= moves) return match.id;
      if (shown.legalActions.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      else
        await call(key, `/v1/matches/${match.id}/actions`, {
          action: shown.legalActions[0],
          expectedVersion: shown.version,
        });
    }
    throw new Error(`${game}: fewer than ${moves} moves`);
  }

  it("spans the page's width and reads down one column, newest first, on a desktop and a phone, in both games", async () => {
    const { apiKey } = await call(null, "/v1/players", { name: "Zoe" });
    for (const game of ["santa-cruz", "santa-maria"]) {
      const id = await playedMatch(apiKey, game, 16);
      for (const width of [1280, 390]) {
        const { context, page } = await client().person(width);
        await context.addInitScript((key) => localStorage.setItem("apiKey", key), apiKey as string);
        await page.goto(`/matches/${id}`);
        await page.locator(".log li").nth(3).waitFor();
        const layout = await logLayout(page);
        // a board's seat panels hold the seats, so nothing shares the log's row: half of it stood empty
        expect(layout.log, `${game} at ${width} px`).toBeCloseTo(layout.play, 0);
        // newspaper columns made a reader hunt for what came before: one column, at every width
        expect(layout.columns, `${game} at ${width} px`).toBe(1);
        expect(await sidewaysOverflow(page)).toBe(0);
        await page.locator(".log").screenshot({ path: `${screenshots}/${game}-log-${width}.png` });
        await context.close();
      }
    }
  }, 120_000);
});

import AxeBuilder from "@axe-core/playwright";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sidewaysOverflow, useBrowserClient } from "./client-harness";

type Made = { apiKey: string; player: { id: string } };

describe("profiles and leaderboards", () => {
  const { client, call } = useBrowserClient();
  let people: Made[];
  beforeAll(async () => {
    people = [];
    for (const name of ["Adalbert", "Bartholomäus", "Cordelia"])
      people.push(await call(null, "/v1/players", { name }));
    const [host, second, third] = people as [Made, Made, Made];
    // a rated match between people, over at once: the other two resign, the one who resigned first last
    const match = await call(host.apiKey, "/v1/matches", { game: "santa-cruz", seats: 3 });
    for (const guest of [second, third])
      await call(guest.apiKey, `/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode });
    await call(second.apiKey, `/v1/matches/${match.id}/resign`);
    await call(third.apiKey, `/v1/matches/${match.id}/resign`);
    // the ratings follow the end through the worker
    await vi.waitFor(async () => expect((await recent(host)).ratingChange).not.toBeNull(), {
      timeout: 20_000,
      interval: 200,
    });
  }, 90_000);

  /** The player's latest Santa Cruz match as their profile tells it. */
  async function recent(who: Made): Promise<{ place: number; ratingChange: number | null }> {
    const profile = await fetch(`${client().server.url}/v1/players/${who.player.id}/profile`).then((r) =>
      r.json(),
    );
    return profile.games[0]?.recentMatches[0] ?? { place: 0, ratingChange: null };
  }

  async function pageIn(lang: string, width = 1024) {
    const { context, page } = await client().person(width);
    await context.addInitScript((l) => localStorage.setItem("lang", l), lang);
    return page;
  }

  /** "−144,5": the change as the test expects it written, with a real minus sign. */
  const written = (change: number, decimal: string) =>
    `${change > 0 ? "+" : "\u2212"}${Math.abs(change).toFixed(1).replace(".", decimal)}`;

  it("a profile writes rating changes as the page's language writes numbers, signed, and a finishing place as a rank", async () => {
    const [winner, loser] = people as [Made, Made];
    for (const [lang, decimal, place] of [
      ["de", ",", (n: number) => `Rang ${n} von 3`],
      ["en", ".", (n: number) => `place ${n} of 3`],
    ] as const) {
      const page = await pageIn(lang, 390);
      for (const who of [winner, loser]) {
        const { place: n, ratingChange } = await recent(who);
        await page.goto(`/players/${who.player.id}`);
        await page.locator(".recent-matches li").first().waitFor();
        const line = await page.locator(".recent-matches li").first().textContent();
        expect(line).toContain(`${place(n)} · ${written(ratingChange as number, decimal)}`);
        expect(line).not.toMatch(/-\d/);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
    }
  }, 60_000);

  it("the leaderboard fits a phone in both languages, and a table that could not would scroll in a focusable, named region", async () => {
    for (const [lang, title, won] of [
      ["en", "Players by rating", "Won"],
      ["de", "Spieler nach Wertung", "Gewonnen"],
    ] as const)
      for (const width of [360, 390]) {
        const page = await pageIn(lang, width);
        await page.goto("/games/santa-cruz/leaderboard");
        const region = page.getByRole("region", { name: title });
        await region.getByRole("link", { name: "Bartholomäus" }).waitFor();
        expect(await region.getAttribute("tabindex")).toBe("0");
        // what ± means is said on the page, not only in a tooltip a finger cannot reach
        await page
          .getByText(lang === "en" ? /says how sure a rating is/ : /sagt, wie sicher eine Wertung ist/)
          .waitFor();
        const fits = await region.evaluate((box) => box.scrollWidth <= box.clientWidth);
        expect(fits, `${lang} at ${width} px`).toBe(true);
        // the last column, named in full for screen readers, lies within the screen
        const lastHead = page.getByRole("columnheader", { name: won });
        const box = await lastHead.boundingBox();
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        expect(await sidewaysOverflow(page)).toBe(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      }
  }, 90_000);

  it("an unknown game's leaderboard and an unknown player's page say so in heading and title, nothing from the address", async () => {
    const page = await pageIn("en");
    await page.goto("/games/chess/leaderboard");
    await page.getByRole("heading", { level: 1, name: "There is no such game" }).waitFor();
    await expect.poll(() => page.title()).toBe("There is no such game – Board games");
    expect(await page.locator("main").textContent()).not.toContain("chess");
    await page.getByRole("link", { name: "Santa Cruz: the best players" }).waitFor();
    await page.goto("/players/p_nosuchplayer0");
    await page.getByRole("heading", { level: 1, name: "There is no such player" }).waitFor();
    await expect.poll(() => page.title()).toBe("There is no such player – Board games");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByRole("heading", { level: 1, name: "Diesen Spieler gibt es nicht" }).waitFor();
    await expect.poll(() => page.title()).toBe("Diesen Spieler gibt es nicht – Brettspiele");
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { awaitTurn, openMatchAgainstComputers, playOne, signUp, useBrowserClient } from "./client-harness";

describe("a button pressed twice in a row", () => {
  const { client } = useBrowserClient();

  it("is sent once, and no 'the match moved on' error follows the second press", async () => {
    const { page } = await client().person(1024);
    await signUp(page, "Ada");
    await openMatchAgainstComputers(page, "Santa Maria", 2);
    expect(await awaitTurn(page)).toBe(true);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/actions")) sent.push(request.url());
    });
    // the board's own "End the turn" comes once the turn's main action is taken
    const endTurn = page.locator(".board-area").getByRole("button", { name: "End the turn" });
    for (let tries = 0; tries < 30 && !(await endTurn.isVisible()); tries++) {
      await playOne(page, [/^(?!End)/]);
      await awaitTurn(page);
    }
    sent.length = 0;
    const before = Number(await page.locator(".play").getAttribute("data-version"));
    await endTurn.dblclick();
    await page.waitForFunction(
      (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) > v,
      before,
      { timeout: 30_000 },
    );
    await page.waitForLoadState("networkidle");
    expect(sent).toHaveLength(1);
    expect(await page.locator("main").textContent()).not.toContain("moved on meanwhile");
  }, 120_000);

  it("Quick match pressed twice in a row asks once, and seats the player at one table", async () => {
    const { page } = await client().person(1024);
    await signUp(page, "Bea");
    await page.goto("/new");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/v1/lobby/quick-match"))
        sent.push(request.url());
    });
    await page.getByRole("button", { name: /Quick match/ }).dblclick();
    await page.getByRole("heading", { name: "Waiting for players" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(sent).toHaveLength(1);
  }, 120_000);
});

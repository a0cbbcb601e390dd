/**
 * Resigning (and starting with free seats, and replacing the API key) is asked about first. By
 * keyboard: the question takes the focus on its safe answer, so a key pressed at once changes
 * nothing; Escape or that answer puts it away and gives the focus back to the button that asked.
 */
import { describe, expect, it } from "vitest";
import { awaitTurn, openMatchAgainstComputers, signUp, useBrowserClient } from "./client-harness";

describe("a question before a choice that cannot be undone", () => {
  const { client } = useBrowserClient();

  it("resign: the question takes the focus on Keep playing; Escape and Keep playing give it back to Resign…", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Asked");
    await openMatchAgainstComputers(page, "Santa Cruz", 2);
    await awaitTurn(page);
    const resign = page.getByRole("button", { name: "Resign…" });
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null);
    await resign.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("group", { name: /Resign this match\?/ }).waitFor();
    await expect.poll(focused).toBe("Keep playing");
    await page.keyboard.press("Escape");
    await resign.waitFor();
    await expect.poll(focused).toBe("Resign…");
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("Keep playing");
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("Resign…");
    // nothing was resigned
    expect(await page.getByText("You resigned").count()).toBe(0);
    await context.close();
  }, 120_000);
});

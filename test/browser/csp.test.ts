import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openMatchAgainstComputers, signUp, useBrowserClient } from "./client-harness";

/** Every Content-Security-Policy violation the page reports, as its console and its events tell it. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    // a header the browser cannot read is noise in every console too (an unknown Permissions-Policy feature)
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample}) at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

/** The board's own look is drawn: its style element's rules apply. */
const boardStyled = (page: Page) =>
  page
    .locator(".gb")
    .first()
    .evaluate((board) => getComputedStyle(board).fontSize === "15px");

describe("the pages work under their Content-Security-Policy", () => {
  const { client } = useBrowserClient();

  it("draws the landing page and both games' match pages, boards styled, with no violation", async () => {
    const { page } = await client().person();
    const violations = await watchViolations(page);
    await signUp(page, "Ada");
    for (const [game, seats] of [
      ["Santa Cruz", 2],
      ["Santa Maria", 2],
    ] as const) {
      await page.goto("/");
      await openMatchAgainstComputers(page, game, seats);
      await page.locator(".gb").first().waitFor();
      expect(await boardStyled(page), game).toBe(true);
    }
    expect(violations).toEqual([]);
  }, 120_000);

  it("draws /docs with no violation but the eval probe of Scalar's zod, which stays refused", async () => {
    const { page } = await client().person();
    const violations = await watchViolations(page);
    await page.goto("/docs");
    await page.getByText("Register a player and receive their API key").first().waitFor({ timeout: 20_000 });
    // Scalar's own copy of zod probes `new Function` once and, refused, parses without it: eval stays off
    const probe = /^script-src blocked eval \(\) at .*\/docs\/scalar\.js:/;
    expect(violations.filter((v) => !probe.test(v))).toEqual([]);
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { en } from "../../web/src/i18n/en";
import { useBrowserClient } from "./client-harness";

const status = async (url: string, key: string) =>
  (await fetch(`${url}/v1/me`, { headers: { authorization: `Bearer ${key}` } })).status;

describe("making a new API key on the account page", () => {
  const { client, call, signedIn } = useBrowserClient();

  it("asks first: keeping the old key changes nothing, and the old key still works", async () => {
    const ada = await call(null, "/v1/players", { name: "Ada" });
    const page = await signedIn(ada.apiKey);
    let rotations = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/v1/me/api-key") rotations++;
    });
    await page.goto("/account");
    await page.getByRole("button", { name: en["account.rotate"] }).click();
    await page.getByText(en["account.rotateQuestion"]).waitFor();
    await page.getByRole("button", { name: en["account.rotateNo"] }).click();
    await page.getByRole("button", { name: en["account.rotate"] }).waitFor();
    expect(rotations).toBe(0);
    expect(await status(client().server.url, ada.apiKey)).toBe(200);
    await page.context().close();
  }, 60_000);

  it("the second press replaces the key: the new one is shown once and kept by the page, the old one is refused", async () => {
    const bea = await call(null, "/v1/players", { name: "Bea" });
    const page = await signedIn(bea.apiKey);
    await page.goto("/account");
    await page.getByRole("button", { name: en["account.rotate"] }).click();
    await page.getByRole("button", { name: en["account.rotateYes"] }).click();
    const shown = await page.getByRole("textbox", { name: en["freshKey.label"] }).inputValue();
    // shown at the head of the page, far above the button: the reader is taken there
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby")))
      .toBe("fresh-key-title");
    expect(
      await page.evaluate(() => document.querySelector(".notice")?.getBoundingClientRect().top),
    ).toBeLessThan(900);
    await page.getByRole("button", { name: en["freshKey.dismiss"] }).click();
    const kept = await page.evaluate(() => localStorage.getItem("apiKey"));
    expect(kept).toBe(shown);
    expect(shown).not.toBe(bea.apiKey);
    expect(await status(client().server.url, bea.apiKey)).toBe(401);
    expect(await status(client().server.url, shown)).toBe(200);
    // asked and answered: the next new key is asked for again
    await page.getByRole("button", { name: en["account.rotate"] }).waitFor();
    await page.context().close();
  }, 60_000);
});

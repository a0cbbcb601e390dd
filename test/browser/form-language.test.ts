import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";
import { format } from "../../web/src/i18n/format";
import { useBrowserClient } from "./client-harness";

/** What the browser's bubble says about a control, once a submit was refused. */
const bubble = (control: Locator) => control.evaluate((e) => (e as HTMLInputElement).validationMessage);

/** Presses a form's submit button and expects the browser to refuse it, so that the page stays where it is. */
async function refusedSubmit(page: Page, button: string, control: Locator): Promise<string> {
  await page.getByRole("button", { name: button }).click();
  expect(await control.evaluate((e) => (e as HTMLInputElement).validity.valid)).toBe(false);
  return bubble(control);
}

describe("the browser's own form checks", () => {
  const { client } = useBrowserClient();

  it("speak the page's language, not the browser's English, and stop refusing once the field is fixed", async () => {
    // an English browser, whose own bubbles say "Please fill out this field."
    const context = await client().browser.newContext({ locale: "en-US", baseURL: client().server.url });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("started")) localStorage.setItem("lang", "de");
      sessionStorage.setItem("started", "yes");
    });
    const page = await context.newPage();
    await page.goto("/");
    const name = page.locator("#sign-up-name");
    const email = page.locator("#sign-up-email");

    expect(await refusedSubmit(page, de["signIn.create"], name)).toBe(de["field.required"]);
    // the name's own refusal of spaces alone says more, and stays
    await name.fill("   ");
    expect(await refusedSubmit(page, de["signIn.create"], name)).toBe(de["field.name"]);
    await name.fill("Ada");
    await email.fill("ada");
    expect(await refusedSubmit(page, de["signIn.create"], email)).toBe(de["field.email"]);

    // switched while open: the next refusal is told in English
    await page.getByRole("button", { name: "English" }).click();
    await email.fill("");
    await name.fill("");
    expect(await refusedSubmit(page, en["signIn.create"], name)).toBe(en["field.required"]);

    await name.fill("Ada");
    await page.getByRole("button", { name: en["signIn.create"] }).click();
    await page.getByRole("heading", { name: "Hello, Ada" }).waitFor();
    await page.getByRole("button", { name: en["freshKey.dismiss"] }).click();

    // a number under the least the game allows, in German again
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.goto("/new");
    const seats = page.locator("#new-seats");
    await seats.fill("0");
    const least = await seats.getAttribute("min");
    expect(await refusedSubmit(page, de["newMatch.create"], seats)).toBe(
      format(de["field.atLeast"], { min: least ?? "" }),
    );
    await context.close();
  }, 60_000);
});

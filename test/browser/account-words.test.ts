import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { applyFeedback } from "../../functions/notify/mail-feedback";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";
import { format } from "../../web/src/i18n/format";
import { signUp, useBrowserClient } from "./client-harness";

/** What the browser says of a control that keeps its form from being sent ("" when it would be sent). */
const validity = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((input: HTMLInputElement) => input.validationMessage);

/** Every request the page sends to the API with that method and path, as they go. */
function sent(page: Page, method: string, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

describe("the account's words, in the page's language", () => {
  const { client } = useBrowserClient();

  it("a name of only spaces is refused before it is sent, on sign-up and on the account page", async () => {
    const { context, page } = await client().person();
    await context.addInitScript(() => localStorage.setItem("lang", "de"));
    const signUps = sent(page, "POST", "/v1/players");
    await page.goto("/");
    await page.getByLabel("Name").fill("   ");
    await page.getByRole("button", { name: de["signIn.create"] }).click();
    expect(await validity(page, "sign-up-name")).toBe(de["field.name"]);
    await page.getByLabel("Name").fill(" Ida ");
    expect(await validity(page, "sign-up-name")).toBe("");
    await page.getByRole("button", { name: de["signIn.create"] }).click();
    await page.getByRole("button", { name: de["freshKey.dismiss"] }).click();
    expect(signUps).toHaveLength(1);

    const changes = sent(page, "PATCH", "/v1/me");
    await page.goto("/account");
    await page.locator("#profile-name").fill("  ");
    await page.getByRole("button", { name: de["account.save"], exact: true }).click();
    expect(await validity(page, "profile-name")).toBe(de["field.name"]);
    expect(changes).toEqual([]);
    await context.close();
  }, 60_000);

  it("switching the page's language offers the same for the person's emails, which keep their own setting", async () => {
    const { page } = await client().person();
    await signUp(page, "Lia");
    const key = (await page.evaluate(() => localStorage.getItem("apiKey"))) as string;
    const settingsUrl = `${client().server.url}/v1/me/notifications`;
    const authorization = `Bearer ${key}`;
    const settings = async () =>
      (await (await fetch(settingsUrl, { headers: { authorization } })).json()).settings;
    const mailLanguage = async () => (await settings()).language;
    const before = await mailLanguage();
    expect(before).toBe("en");
    await page.getByRole("button", { name: "Deutsch" }).click();
    const offer = format(de["languageOffer.text"], { mails: "Englisch", page: "Deutsch" });
    await page.getByText(offer).waitFor();
    // a save elsewhere (another tab's account page) while the offer waits is kept when it is taken
    const saved = await fetch(settingsUrl, {
      method: "PUT",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ ...(await settings()), email: { when: "never" } }),
    });
    expect(saved.status).toBe(200);
    await page.getByRole("button", { name: format(de["languageOffer.yes"], { page: "Deutsch" }) }).click();
    await page.getByText(offer).waitFor({ state: "detached" });
    expect(await settings()).toMatchObject({ language: "de", email: { when: "never" } });

    await page.getByRole("button", { name: "English" }).click();
    const back = format(en["languageOffer.text"], { mails: "German", page: "English" });
    await page.getByText(back).waitFor();
    await page.getByRole("button", { name: format(en["languageOffer.no"], { mails: "German" }) }).click();
    await page.getByText(back).waitFor({ state: "detached" });
    expect(await mailLanguage()).toBe("de");
    await page.context().close();
  }, 60_000);

  it("the language offer answered by keyboard hands the focus to the page it stood on, not the page's top", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Mo");
    for (const [switchTo, answer] of [
      ["Deutsch", format(de["languageOffer.yes"], { page: "Deutsch" })],
      ["English", format(en["languageOffer.no"], { mails: "German" })],
    ] as const) {
      await page.getByRole("button", { name: switchTo }).click();
      await page.getByRole("button", { name: answer }).focus();
      await page.keyboard.press("Enter");
      await page.locator("aside.notice").waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    }
    await context.close();
  }, 60_000);

  it("a visitor not signed in switches the page's language and is offered nothing", async () => {
    const { page } = await client().person();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/v1/me")) asked.push(r.url());
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByRole("heading", { name: de["home.welcome"] }).waitFor();
    expect(await page.locator(".notice").count()).toBe(0);
    expect(asked).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("the email language taken from the offer on the account page is what its settings form then shows and saves", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Wes");
    const key = (await page.evaluate(() => localStorage.getItem("apiKey"))) as string;
    const mailLanguage = async () =>
      (
        await (
          await fetch(`${client().server.url}/v1/me/notifications`, {
            headers: { authorization: `Bearer ${key}` },
          })
        ).json()
      ).settings.language;
    await page.goto("/account");
    await page.getByRole("button", { name: en["settings.save"] }).waitFor();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByRole("button", { name: format(de["languageOffer.yes"], { page: "Deutsch" }) }).click();
    await expect.poll(mailLanguage).toBe("de");
    await expect.poll(() => page.locator("#settings-language").inputValue()).toBe("de");
    await page.getByRole("button", { name: de["settings.save"] }).click();
    await page.getByText(de["account.saved"]).first().waitFor();
    expect(await mailLanguage()).toBe("de");
    await context.close();
  }, 60_000);

  it("a save pressed keeps the focus on its button, not the page's top, once it is done", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Xia");
    await page.goto("/account");
    const saves = [en["account.save"], en["settings.save"]];
    for (const name of saves) {
      const button = page.getByRole("button", { name, exact: true });
      await button.click();
      await page.getByText(en["account.saved"]).first().waitFor();
      await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
    }
    await context.close();
  }, 60_000);

  it("the account page links to the person's own public profile", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Vic");
    await page.goto("/account");
    await page.getByRole("link", { name: en["account.publicProfile"] }).click();
    await page.getByRole("heading", { name: "Vic's profile" }).waitFor();
    await context.close();
  }, 60_000);

  it("a new email address saved is said to await its confirmation, and nothing more for the name alone", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Una");
    await page.goto("/account");
    await page.getByLabel("Email (optional)").fill("una@example.test");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const confirming = format(en["account.savedConfirm"], { email: "una@example.test" });
    await page.getByText(confirming).waitFor();

    await page.locator("#profile-name").fill("Una B");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(en["account.saved"], { exact: true }).waitFor();
    expect(await page.getByText(confirming).count()).toBe(0);
    // an edit after the save: "Saved." no longer holds, and is not said beside what the browser refuses
    await page.getByLabel("Email (optional)").fill("not an address");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await validity(page, "profile-email")).not.toBe("");
    expect(await page.getByText(en["account.saved"], { exact: true }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it("an address that bounced is said so on the account page, a rename leaves it off, and one press confirms it anew", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Zed");
    const key = (await page.evaluate(() => localStorage.getItem("apiKey"))) as string;
    const headers = { authorization: `Bearer ${key}` };
    const status = async () =>
      (await (await fetch(`${client().server.url}/v1/me/notifications`, { headers })).json()).emailStatus;
    const email = "zed@example.test";
    await page.goto("/account");
    await page.getByLabel("Email (optional)").fill(email);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(format(en["account.savedConfirm"], { email })).waitFor();
    const { id } = await (await fetch(`${client().server.url}/v1/me`, { headers })).json();
    expect(
      await applyFeedback(client().server.deps, { playerId: id, status: "bounced", addresses: [email] }),
    ).toBe(true);
    await page.reload();
    await page.getByText(format(en["account.bounced"], { email })).waitFor();
    // the name saved alone sends no address: the bounced one stays off
    await page.locator("#profile-name").fill("Zed Z");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(en["account.saved"], { exact: true }).waitFor();
    expect(await status()).toBe("bounced");
    await page.getByRole("button", { name: en["account.confirmAgain"] }).click();
    await page.getByText(format(en["account.confirmResent"], { email })).waitFor();
    expect(await status()).toBe("unconfirmed");
    await context.close();
  }, 60_000);

  it("the account page reads the notification settings once, for its form and the address's status alike", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Ona");
    const email = "ona@example.test";
    const key = (await page.evaluate(() => localStorage.getItem("apiKey"))) as string;
    const changed = await fetch(`${client().server.url}/v1/me`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(changed.status).toBe(200);
    const reads = sent(page, "GET", "/v1/me/notifications");
    await page.goto("/account");
    await page.getByText(format(en["account.unconfirmed"], { email })).waitFor();
    await page.getByRole("button", { name: en["settings.save"] }).waitFor();
    expect(reads).toHaveLength(1);
    await context.close();
  }, 60_000);

  it("a time zone the API refuses is said in German, not in the API's English", async () => {
    const { context, page } = await client().person();
    await signUp(page, "Vic");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.goto("/account");
    await page.getByLabel(de["settings.timeZone"]).fill("Mars/Olympus");
    await page.getByRole("button", { name: de["settings.save"] }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${de["problem.validation"]}. ${de["field.timeZone"]}`);
    // the field itself is marked, and the reader taken to it, far above the message at the form's foot
    const zone = page.getByLabel(de["settings.timeZone"]);
    expect(await zone.getAttribute("aria-invalid")).toBe("true");
    expect(await zone.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
    // once it is right, it is marked no more
    await zone.fill("Europe/Berlin");
    await page.getByRole("button", { name: de["settings.save"] }).click();
    await page.getByText(de["account.saved"]).first().waitFor();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await context.close();
  }, 60_000);
});

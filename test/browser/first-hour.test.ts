import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { invitationLink } from "../../functions/notify/links";
import { signInLink } from "../../functions/tokens/sign-in";
import { type Client, openLobby, screenshots, signUp, useBrowserClient } from "./client-harness";

/** A player made through the API, with the key that reads back what the page saved. */
async function newPlayer(client: Client, name: string) {
  return fetch(`${client.server.url}/v1/players`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  }).then((r) => r.json());
}

const asPlayer = (key: string) => ({ authorization: `Bearer ${key}` });

/** A browser tab where that key is signed in (seeded once: a sign-in later may replace it). */
async function signedInAs(client: Client, key: string) {
  const { context, page } = await client.person(1024);
  await context.addInitScript((seeded) => {
    if (!sessionStorage.getItem("seeded")) localStorage.setItem("apiKey", seeded);
    sessionStorage.setItem("seeded", "yes");
  }, key);
  return page;
}

const keyIn = (page: Page) => page.evaluate(() => localStorage.getItem("apiKey"));

describe("a player's first hour in the web client", () => {
  const { client } = useBrowserClient();

  it("the account page saves every notification setting through the API, then signs out everywhere", async () => {
    const eve = await newPlayer(client(), "Eve");
    const { page } = await client().person(1024);
    await page.goto(signInLink(client().server.deps, eve.player));
    await page.getByRole("link", { name: "Account" }).click();
    await page.getByRole("heading", { name: "Notifications" }).waitFor();
    await page.getByLabel("When you get email").selectOption("digest");
    await page.getByLabel("Language of emails and chat messages").selectOption("de");
    await page.getByLabel("Time zone").fill("Europe/Berlin");
    await page.getByLabel("Digest sent at").selectOption("7");
    await page.getByLabel("Quiet from").fill("22:00");
    await page.getByLabel("Quiet until").fill("07:30");
    await page.getByLabel("On vacation until").fill("2030-08-31");
    await page
      .locator("#settings-discord-url")
      .fill("https://discord.com/api/webhooks/1234567890/abcDEF-123");
    await page.locator("#settings-discord-when").selectOption("always");
    await page.getByRole("button", { name: "Save notifications" }).click();
    await page.getByText("Saved.").waitFor();
    await page.screenshot({ path: `${screenshots}/account-notifications.png`, fullPage: true });

    const saved = await fetch(`${client().server.url}/v1/me/notifications`, {
      headers: asPlayer(eve.apiKey),
    }).then((r) => r.json());
    expect(saved.settings).toMatchObject({
      email: { when: "digest" },
      language: "de",
      timeZone: "Europe/Berlin",
      digestHour: 7,
      quietHours: { from: "22:00", to: "07:30" },
      vacationUntil: "2030-08-31T23:59:59.000Z",
      discord: { url: "https://discord.com/api/webhooks/1234567890/abcDEF-123", when: "always" },
      webhook: { url: null },
    });

    // a reload shows what was saved, in German too
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.reload();
    await page.getByRole("heading", { name: "Benachrichtigungen" }).waitFor();
    expect(await page.getByLabel("Ruhe ab").inputValue()).toBe("22:00");
    expect(await page.getByLabel("Zeitzone").inputValue()).toBe("Europe/Berlin");
    await page.getByRole("button", { name: "English" }).click();

    const sessionKey = await page.evaluate(() => localStorage.getItem("apiKey"));
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.getByRole("button", { name: "Make my player" }).waitFor();
    const revoked = await fetch(`${client().server.url}/v1/me`, { headers: asPlayer(sessionKey as string) });
    expect(revoked.status).toBe(401);
    const key = await fetch(`${client().server.url}/v1/me`, { headers: asPlayer(eve.apiKey) });
    expect(key.status).toBe(200);
  }, 60_000);

  it("on a phone, each checkbox of the new-match form sits on its label's line, and quick match's hint under its button", async () => {
    const { page } = await client().person(390);
    await signUp(page, "Ivo");
    await page.goto("/new");
    for (const name of ["Public match", "Give each move a deadline"]) {
      const { box, text } = await page.getByRole("checkbox", { name }).evaluate((input) => {
        const words = [...(input.closest("label")?.childNodes ?? [])].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const range = document.createRange();
        if (words) range.selectNodeContents(words);
        return { box: input.getBoundingClientRect().toJSON(), text: range.getBoundingClientRect().toJSON() };
      });
      // the box's middle lies within the line of the label's words, left of them
      expect(box.y + box.height / 2, name).toBeGreaterThan(text.y);
      expect(box.y + box.height / 2, name).toBeLessThan(text.y + text.height);
      expect(box.x + box.width, name).toBeLessThanOrEqual(text.x);
      // big enough for a thumb, not the browser's 13 px
      expect(box.width, name).toBeGreaterThanOrEqual(20);
    }
    const quick = await page.getByRole("button", { name: /Quick match/ }).boundingBox();
    const hint = await page.locator("#quick-hint").boundingBox();
    if (!quick || !hint) throw new Error("quick match is not shown");
    expect(hint.y).toBeGreaterThanOrEqual(quick.y + quick.height);
  }, 60_000);

  it("a player made on a German page in Berlin gets German emails with Berlin's deadlines, not English and UTC", async () => {
    const context = await client().browser.newContext({
      baseURL: client().server.url,
      timezoneId: "Europe/Berlin",
    });
    await context.addInitScript(() => localStorage.setItem("lang", "de"));
    const page = await context.newPage();
    const settingsSaved: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/v1/me/notifications" && r.method() === "PUT")
        settingsSaved.push(r.url());
    });
    await page.goto("/");
    await page.getByLabel("Name").fill("Kai");
    await page.getByRole("button", { name: "Spieler anlegen" }).click();
    await page.getByRole("heading", { name: /Kai/ }).waitFor();
    // made so at once, in the sign-up itself: its first email (a confirmation) speaks German too
    expect(settingsSaved).toEqual([]);
    const key = await page.evaluate(() => localStorage.getItem("apiKey"));
    const settings = async () =>
      (
        await fetch(`${client().server.url}/v1/me/notifications`, {
          headers: { authorization: `Bearer ${key}` },
        }).then((r) => r.json())
      ).settings;
    await expect.poll(async () => (await settings()).timeZone).toBe("Europe/Berlin");
    expect((await settings()).language).toBe("de");
    await context.close();
  }, 60_000);

  it("a deadline on a German match page is written the German way, as on the games page", async () => {
    const made = await fetch(`${client().server.url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Lina" }),
    }).then((r) => r.json());
    const post = (path: string, body: unknown) =>
      fetch(`${client().server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${made.apiKey}` },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const match = await post("/v1/matches", { game: "santa-maria", seats: 2, clock: { moveHours: 24 } });
    await post(`/v1/matches/${match.id}/bots`, { level: "random" });
    const { context, page } = await client().person(1024);
    await context.addInitScript((key) => {
      localStorage.setItem("lang", "de");
      localStorage.setItem("apiKey", key);
    }, made.apiKey as string);
    await page.goto(`/matches/${match.id}`);
    const line = page.getByText(/: noch .* \(bis /).first();
    await line.waitFor();
    expect(await line.textContent()).toMatch(/\(bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\)/);
  }, 60_000);

  it("the new key's notice, once kept, gives the focus to the page it stood over, not the page's top", async () => {
    const { context, page } = await client().person(1024);
    await page.goto("/");
    await page.getByLabel("Name").fill("Keeper");
    await page.getByRole("button", { name: "Make my player" }).click();
    const kept = page.getByRole("button", { name: "I have kept it" });
    await kept.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName))
      .toBe("main");
    await context.close();
  });

  it("a sign-up refused for its email address marks that field and takes the reader to it", async () => {
    const { page } = await client().person(390);
    await page.goto("/");
    await page.getByLabel("Name").fill("Anna");
    const email = page.getByLabel("Email (optional)");
    await email.fill("anna@example");
    await page.getByRole("button", { name: "Make my player" }).click();
    await page.getByText("That is not an email address").waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByLabel("Name").getAttribute("aria-invalid")).toBeNull();
  });

  it("a player with no email address signing out is shown their key first: it is their only way back", async () => {
    const { page } = await client().person(390);
    await signUp(page, "Jem");
    const key = await page.evaluate(() => localStorage.getItem("apiKey"));
    await page.getByRole("link", { name: "Account" }).click();
    await page.getByRole("button", { name: "Sign out here" }).click();
    await page.getByText("only this key lets you back in").waitFor();
    // not signed out yet: the key is shown to copy
    expect(await page.evaluate(() => localStorage.getItem("apiKey"))).toBe(key);
    expect(await page.locator("#sign-out-key").inputValue()).toBe(key);
    await page.getByRole("button", { name: "I have kept my key: sign out" }).click();
    await page.getByRole("button", { name: "Make my player" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("apiKey"))).toBeNull();
  }, 60_000);

  it("the host alone at the table cannot start: the button waits for the game's minimum and says how many more", async () => {
    const { page } = await client().person(1024);
    await signUp(page, "Hal");
    await openLobby(page, "Santa Cruz", 3);
    const start = page.getByRole("button", { name: "Start with the seats taken" });
    const hint = page.getByText("Santa Cruz needs one more player to start.");
    await hint.waitFor();
    expect(await start.isDisabled()).toBe(true);
    expect(await start.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByText("Santa Cruz braucht noch einen Spieler, um zu beginnen.").waitFor();
    await page.getByRole("button", { name: "English" }).click();

    // one computer player makes two of three: enough to start with the seats taken
    await page.getByRole("button", { name: "Add a computer player" }).click();
    await page.locator("ol.seats").getByText("(computer,").waitFor();
    expect(await hint.count()).toBe(0);
    // enabled once the seating's request is over (its answer drawn a moment before)
    await page.locator("button:enabled", { hasText: "Start with the seats taken" }).waitFor();
    // the free seat goes for good: the host is asked first, and may keep waiting
    await start.click();
    await page.getByText("Start with 2 of 3 seats? The free seats go, and nobody else can join.").waitFor();
    await page.getByRole("button", { name: "Keep waiting" }).click();
    expect(await page.getByRole("heading", { name: "Waiting for players" }).isVisible()).toBe(true);
    await start.click();
    await page.getByRole("button", { name: "Start now" }).click();
    await page.locator(".play").waitFor();
  }, 60_000);

  it("an invitation email's link signs in and keeps its code, so one click on Join takes the seat", async () => {
    const ada = await newPlayer(client(), "Ada");
    const bo = await newPlayer(client(), "Bo");
    const match = await fetch(`${client().server.url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asPlayer(ada.apiKey) },
      body: JSON.stringify({ game: "santa-cruz", seats: 2 }),
    }).then((r) => r.json());
    const { page } = await client().person(390);
    await page.goto(invitationLink(client().server.deps, bo.player, match.id, match.inviteCode));
    await page.getByRole("button", { name: "Join this match" }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe(`/matches/${match.id}`);
    expect(landed.searchParams.get("invite")).toBe(match.inviteCode);
    expect(landed.hash).toBe("");
    // the code rides in the address: there is nothing to type
    expect(await page.locator("#join-code").count()).toBe(0);
    await page.screenshot({ path: `${screenshots}/invitation-join.png` });
    await page.getByRole("button", { name: "Join this match" }).click();
    await page.getByText(/You play seat \d \(Bo\)\./).waitFor();
    const seen = await fetch(`${client().server.url}/v1/matches/${match.id}`, {
      headers: asPlayer(bo.apiKey),
    }).then((r) => r.json());
    // the seat order is drawn at the start: Bo's seat is the one the match gives Bo
    expect(seen.seats[seen.yourSeat].player.id).toBe(bo.player.id);
    await page.getByText(`You play seat ${seen.yourSeat + 1} (Bo).`).waitFor();
  }, 60_000);

  it("a sign-in link opened in a tab already at its page signs in: only the address's fragment changes, no page loads", async () => {
    const cy = await newPlayer(client(), "Cy");
    const di = await newPlayer(client(), "Di");
    const match = await fetch(`${client().server.url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asPlayer(cy.apiKey) },
      body: JSON.stringify({ game: "santa-cruz", seats: 2 }),
    }).then((r) => r.json());
    const page = await signedInAs(client(), cy.apiKey);
    await page.goto(`/matches/${match.id}`);
    await page.getByRole("link", { name: "Account" }).waitFor();
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    const link = new URL(signInLink(client().server.deps, di.player, match.id));
    await page.evaluate((href) => {
      location.href = href;
    }, link.href);
    // someone else is signed in here: the link waits for their word
    await page.getByRole("button", { name: "Sign in with the link" }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("apiKey")?.split(".")[0]))
      .toBe(di.player.id);
    // someone else was signed in here: the page says who is now
    await page.getByText("The link signed you in as Di: Cy is signed out in this browser.").waitFor();
    expect(new URL(page.url()).hash).toBe("");
    expect(loads).toEqual([]);
  }, 60_000);

  it("a link that signs another person in on the home page shows their games, not the last person's", async () => {
    const cy = await newPlayer(client(), "Cyd");
    const di = await newPlayer(client(), "Dia");
    await fetch(`${client().server.url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", ...asPlayer(cy.apiKey) },
      body: JSON.stringify({ game: "santa-cruz", seats: 2 }),
    });
    const page = await signedInAs(client(), cy.apiKey);
    await page.goto("/");
    await page.locator(".match-list li").first().waitFor();
    const link = new URL(signInLink(client().server.deps, di.player));
    await page.evaluate((href) => {
      location.href = href;
    }, link.href);
    await page.getByRole("button", { name: "Sign in with the link" }).click();
    await page.getByText("The link signed you in as Dia: Cyd is signed out in this browser.").waitFor();
    await page.getByText("No matches yet.").waitFor({ timeout: 5000 });
    expect(await page.locator(".match-list li").count()).toBe(0);
  }, 60_000);

  it("a link to another account (mailed or posted by anyone) asks first, shows a keyless player their key, and staying uses nothing", async () => {
    const cy = await newPlayer(client(), "Cyan");
    const mallory = await newPlayer(client(), "Mallory");
    const page = await signedInAs(client(), cy.apiKey);
    await page.goto("/");
    await page.getByRole("link", { name: "Account" }).waitFor();
    const link = signInLink(client().server.deps, mallory.player);
    await page.goto(link);
    await page.getByText("This sign-in link is for another account than Cyan’s").waitFor();
    // the question takes the focus, so a keyboard or screen reader starts there
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby"))).toBe(
      "link-confirm-title",
    );
    // Cyan has no address: the key shown is the only way back, and it is this browser's
    await page.getByText("Cyan has no email address, so this key is the only way back").waitFor();
    expect(await page.getByLabel("Cyan’s key", { exact: true }).inputValue()).toBe(cy.apiKey);
    await page.screenshot({ path: `${screenshots}/sign-in-link-asks-first.png` });
    await page.getByRole("button", { name: "Stay signed in as Cyan" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Sign in with the link" }).count()).toBe(0);
    expect(await keyIn(page)).toBe(cy.apiKey);
    expect(new URL(page.url()).hash).toBe("");
    // the link was not spent: it still signs Mallory in, wherever Mallory opens it
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get("sign-in");
    const session = await fetch(`${client().server.url}/v1/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(session.status).toBe(201);
  }, 60_000);

  it("a link to the account signed in here is used at once, without asking", async () => {
    const cy = await newPlayer(client(), "Cyra");
    const page = await signedInAs(client(), cy.apiKey);
    await page.goto("/");
    await page.getByRole("link", { name: "Account" }).waitFor();
    await page.goto(signInLink(client().server.deps, cy.player));
    await expect.poll(() => keyIn(page)).not.toBe(cy.apiKey);
    expect((await keyIn(page))?.split(".")[0]).toBe(cy.player.id);
    expect(await page.getByRole("button", { name: "Sign in with the link" }).count()).toBe(0);
  }, 60_000);
});

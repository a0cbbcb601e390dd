import { describe, expect, it } from "vitest";
import { signInLink } from "../../functions/tokens/sign-in";
import {
  awaitTurn,
  openMatchAgainstComputers,
  playToEnd,
  screenshots,
  sidewaysOverflow,
  signUp,
  useBrowserClient,
} from "./client-harness";

describe("the web client in a browser, on the real API", () => {
  const { client } = useBrowserClient();

  it("Santa Cruz: sign up, open a match, hide other seats' cards from spectators, play to the end, replay it", async () => {
    const { page } = await client().person(1024);
    await signUp(page, "Ada");
    const matchId = await openMatchAgainstComputers(page, "Santa Cruz", 2);
    expect(await awaitTurn(page)).toBe(true);
    // the heading names the game and who plays, not the match's id
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    // the players in seat order, which the start draws
    expect(heading).toMatch(/^Santa Cruz · (Ada and \S|.+ and Ada$)/);
    expect(heading).not.toContain(matchId);

    // the player's own scoring cards are on their page, and on no spectator's
    const key = await page.evaluate(() => localStorage.getItem("apiKey"));
    const seen = await fetch(`${client().server.url}/v1/matches/${matchId}`, {
      headers: { authorization: `Bearer ${key}` },
    }).then((r) => r.json());
    const content = await fetch(`${client().server.url}/v1/games/santa-cruz/content`).then((r) => r.json());
    const hand: string[] = seen.view.seats[seen.yourSeat].scoringCards.map(
      (id: string) => content.content.components.scoringCards.find((c: { id: string }) => c.id === id).name,
    );
    expect(hand.length).toBeGreaterThan(0);
    const own = await page.locator("main").textContent();
    for (const name of hand) expect(own).toContain(name);
    const spectator = await client().person(390);
    await spectator.page.goto(`/matches/${matchId}`);
    await spectator.page.getByText("You are watching.").waitFor();
    await spectator.page.getByRole("heading", { name: "What happened" }).waitFor();
    const watched = await spectator.page.locator("main").textContent();
    for (const name of hand) expect(watched).not.toContain(name);
    expect(await sidewaysOverflow(spectator.page)).toBeLessThanOrEqual(0);
    await spectator.context.close();

    // German and back, with the same page
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByText("Du bist dran.").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(
      /^Santa Cruz · (Ada und \S|.+ und Ada$)/,
    );
    await page.getByRole("button", { name: "English" }).click();
    await page.screenshot({ path: `${screenshots}/santa-cruz-match.png` });

    const clicks = await playToEnd(page);
    expect(clicks).toBeGreaterThan(5);
    // the final places are shown once: in the board's standings, not again in a table beside it
    await page.getByRole("region", { name: "Game over" }).waitFor();
    expect(await page.getByRole("columnheader", { name: "Place" }).count()).toBe(0);
    // the log reads down one column, newest first: no entry stands beside another
    const lefts = await page
      .locator(".log li")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThan(5);
    expect(new Set(lefts).size).toBe(1);
    await page.getByRole("link", { name: "Replay the match" }).click();
    await page.getByText("Replayed by the rules, the moves give the recorded result.").waitFor();
    await page.getByText("The revealed seed matches the commitment published at the start.").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(
      /^Replay: Santa Cruz · (Ada and \S|.+ and Ada$)/,
    );
    await page.locator("caption", { hasText: "Final scores" }).waitFor();
    await page.getByRole("button", { name: "First" }).click();
    await page.getByRole("heading", { name: /^The set-up/ }).waitFor();
    // each move told as its mover chose it, from the board before it: never as joining themselves
    const moves = Number(
      /of (\d+)/.exec((await page.getByRole("heading", { level: 2 }).textContent()) ?? "")?.[1],
    );
    expect(moves).toBeGreaterThan(5);
    const told: string[] = [];
    for (let step = 1; step <= moves; step++) {
      await page.getByRole("button", { name: "Next" }).click();
      const heading = page.getByRole("heading", { name: new RegExp(`^Move ${step} of ${moves}`) });
      await heading.waitFor();
      const mover = /: (.+)$/.exec((await heading.textContent()) ?? "")?.[1] ?? "";
      expect(mover).not.toBe("");
      const action = (await page.locator(".log strong").first().textContent()) ?? "";
      told.push(action);
      expect(action, `move ${step} by ${mover}`).not.toMatch(new RegExp(`joining [^)]*\\b${mover}\\b`));
    }
    expect(told.some((action) => / on .+/.test(action))).toBe(true);
    expect(await page.getByRole("button", { name: "Last" }).isDisabled()).toBe(true);
    await page.locator("caption", { hasText: "Final scores" }).waitFor();
    // the heading's list of players follows the reader's language, as the page's other words do
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page
      .getByRole("heading", { level: 1, name: /^Wiederholung: Santa Cruz · (Ada und \S|.+ und Ada$)/ })
      .waitFor();
    await page.getByRole("button", { name: "English" }).click();
  }, 180_000);

  it("Santa Maria: open a match on a phone's width and play it to the end", async () => {
    const { page } = await client().person(360);
    await signUp(page, "Bea");
    await openMatchAgainstComputers(page, "Santa Maria", 2);
    expect(await awaitTurn(page)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshots}/santa-maria-match.png` });
    // ending turns and retiring early keeps the game short; the computer plays on alone
    const clicks = await playToEnd(page, [/^end/i, /retire/i]);
    expect(clicks).toBeGreaterThan(2);
    await page.getByRole("link", { name: "Replay the match" }).waitFor();
    // the final scoring, wider than a phone, scrolls on its own: the board beside it stays put
    await page.getByRole("region", { name: "Final scoring" }).waitFor();
    const boardScrolls = () =>
      page.locator(".board-area").evaluate((area) => area.scrollWidth - area.clientWidth);
    expect(await boardScrolls()).toBeLessThanOrEqual(0);
    // scrolled to its end, the table still names each row's seat
    const table = page.getByRole("region", { name: "Final scoring" });
    const scroller = table.locator(".gb-sm-final-scroll");
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const nameBox = await table.locator("tbody th").first().boundingBox();
    const panelBox = await scroller.boundingBox();
    if (!nameBox || !panelBox) throw new Error("the final scoring is not drawn");
    expect(nameBox.x).toBeGreaterThanOrEqual(panelBox.x);
    // every column is named, the players' too
    const headers = await table.locator("thead th").allInnerTexts();
    expect(headers.slice(0, 2)).toEqual(["Player", "Total"]);
    for (const header of headers) expect(header.trim()).not.toBe("");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page
      .getByRole("region", { name: "Final scoring" })
      .screenshot({ path: `${screenshots}/santa-maria-final-scoring.png` });
  }, 180_000);

  it("an email's sign-in link signs in at its match; the account page changes the email and signs the session out", async () => {
    const created = await fetch(`${client().server.url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Cyd" }),
    }).then((r) => r.json());
    const match = await fetch(`${client().server.url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${created.apiKey}` },
      body: JSON.stringify({ game: "santa-cruz", seats: 2 }),
    }).then((r) => r.json());
    const { page } = await client().person(390);
    await page.goto(signInLink(client().server.deps, created.player, match.id));
    await page.getByRole("button", { name: "Leave this match" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/matches/${match.id}`);
    expect(new URL(page.url()).hash).toBe("");

    await page.getByRole("link", { name: "Account" }).click();
    await page.getByText("(this browser)").waitFor();
    await page.getByLabel("Email (optional)").fill("cyd@example.org");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved.").waitFor();
    const me = await fetch(`${client().server.url}/v1/me`, {
      headers: { authorization: `Bearer ${created.apiKey}` },
    }).then((r) => r.json());
    expect(me.email).toBe("cyd@example.org");

    const sessionKey = await page.evaluate(() => localStorage.getItem("apiKey"));
    await page.getByRole("button", { name: "Sign out here" }).click();
    await page.getByRole("button", { name: "Make my player" }).waitFor();
    const revoked = await fetch(`${client().server.url}/v1/me`, {
      headers: { authorization: `Bearer ${sessionKey}` },
    });
    expect(revoked.status).toBe(401);
  }, 60_000);

  it("an invitation link signs a newcomer up and seats them in one click, which starts the full table", async () => {
    const ada = await fetch(`${client().server.url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada" }),
    }).then((r) => r.json());
    const match = await fetch(`${client().server.url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ada.apiKey}` },
      body: JSON.stringify({ game: "santa-maria", seats: 2 }),
    }).then((r) => r.json());
    const { page } = await client().person(390);
    await page.goto(`/matches/${match.id}?invite=${match.inviteCode}`);
    await page.getByText("Make a player or sign in to join this match.").waitFor();
    await page.getByLabel("Name").fill("Dov");
    // making the player takes the seat the link was for: no second click
    await page.getByRole("button", { name: "Make my player" }).click();
    // the start draws the seats: Dov sits first or second
    await page.getByText(/^You play seat [12] \(Dov\)\.$/).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(
      /^Santa Maria · (Ada and Dov|Dov and Ada)$/,
    );

    // a lobby nobody sits in yet is headed by its game alone
    const empty = await fetch(`${client().server.url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ada.apiKey}` },
      body: JSON.stringify({ game: "santa-cruz", seats: 2, join: false }),
    }).then((r) => r.json());
    await page.goto(`/matches/${empty.id}`);
    await page.getByRole("button", { name: "Join this match" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Santa Cruz");
  }, 60_000);
});

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  awaitTurn,
  openLobby,
  openMatchAgainstComputers,
  playOne,
  signUp,
  useBrowserClient,
} from "./client-harness";

/** Where the focus is: in the match (its turn line, a choice, the board), or lost to the page. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return "the page";
    return active.closest(".play") ? "the match" : active.tagName;
  });

/** Seats a random computer player in the lobby with the keyboard. */
async function addRandomComputerByKeyboard(page: Page) {
  await page.getByLabel("Computer player").selectOption({ label: "Random (plays anything)" });
  await page.getByRole("button", { name: "Add a computer player" }).focus();
  await page.keyboard.press("Enter");
}

/** Presses the first choice of the list by keyboard, without waiting for its answer. */
async function playOneWithoutWaiting(page: Page) {
  const section = page.locator("section.actions");
  if (!(await section.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)))
    await section.locator("summary").click();
  await section.getByRole("list").getByRole("button").first().focus();
  await page.keyboard.press("Enter");
}

describe("moves made with the keyboard", () => {
  const { client, call, read } = useBrowserClient();

  it("a seat taken in the lobby (a computer player added by keyboard) is announced, not only drawn", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Host");
    await openLobby(page, "Santa Cruz", 3);
    await addRandomComputerByKeyboard(page);
    const announced = page.locator(".sr-only[aria-live=polite]", { hasText: "took seat 2." });
    await expect.poll(() => announced.textContent()).toMatch(/^.+ \(computer, random\) took seat 2\.$/);
    await context.close();
  }, 60_000);

  it("the last seat taken by keyboard starts the match with the focus on its turn line, not the page's top", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Starter");
    await openLobby(page, "Santa Cruz", 2);
    await addRandomComputerByKeyboard(page);
    await page.locator(".play").waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches("p.turn") ?? false))
      .toBe(true);
    await context.close();
  }, 60_000);

  it("a move made by keyboard leaves the focus in the match (the turn line above the board, or the choice still there), not the page's top", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Kim");
    await openMatchAgainstComputers(page, "Santa Cruz", 2);
    await page.locator("section.actions summary").click();
    for (let move = 0; move < 3 && (await awaitTurn(page)); move++) {
      const before = Number(await page.locator(".play").getAttribute("data-version"));
      await page.locator("button.action:not([disabled])").first().focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) > v,
        before,
      );
      // the turn line takes it, or the pressed choice keeps it when the next list has it too; the
      // version may come by the live channel before the move's own answer, which hands the focus on
      await expect.poll(() => focusPlace(page), { timeout: 20_000 }).toBe("the match");
      // the next Tab reaches a control, not the page's first link
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("header") === null)).toBe(true);
    }
    await context.close();
  }, 120_000);

  it("a board's choice pressed on the next turn, shown while the last move is still being answered, is played, not ignored", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Quick");
    await openMatchAgainstComputers(page, "Santa Cruz", 2);
    const version = () => page.locator(".play").getAttribute("data-version").then(Number);
    const boardChoice = page.locator(".board-area button:not([disabled])");
    let played = false;
    for (let move = 0; move < 20 && !played && (await awaitTurn(page)); move++) {
      const before = await version();
      // the move's answer is held until the next turn has been pushed and a choice of it pressed
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let answered = Promise.resolve();
      await page.route(
        "**/v1/matches/*/actions",
        (route) => {
          answered = route.fetch().then(async (response) => {
            await held;
            await route.fulfill({ response });
          });
        },
        { times: 1 },
      );
      await playOneWithoutWaiting(page);
      const nextTurn = await page
        .waitForFunction(
          (v) =>
            Number(document.querySelector<HTMLElement>(".play")?.dataset.version) >= v + 2 &&
            document.querySelector(".turn-yours") !== null &&
            document.querySelector(".board-area button:not([disabled])") !== null,
          before,
          { timeout: 10_000 },
        )
        .then(() => true)
        .catch(() => false);
      let pressedAt = 0;
      if (nextTurn) {
        // the pressed choice went with the push: the focus is in the match while the answer is awaited
        expect(await focusPlace(page)).toBe("the match");
        pressedAt = await version();
        await boardChoice.first().focus();
        await page.keyboard.press("Enter");
      }
      release();
      await answered;
      if (!nextTurn) continue;
      await expect.poll(version, { timeout: 20_000 }).toBeGreaterThan(pressedAt);
      played = true;
    }
    expect(played).toBe(true);
    await context.close();
  }, 120_000);

  it("a move made by keyboard on a board's own choice (a Santa Maria tile) leaves the focus in the match, not the page's top", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Tiles");
    await openMatchAgainstComputers(page, "Santa Maria", 2);
    let pressed = 0;
    for (let move = 0; move < 12 && pressed < 2 && (await awaitTurn(page)); move++) {
      const tile = page.locator(".board-area [role=button][tabindex='0']").first();
      // no choice on the board now (a die to choose, the turn to end): made from the list
      if ((await tile.count()) === 0) {
        await playOne(page);
        continue;
      }
      const before = Number(await page.locator(".play").getAttribute("data-version"));
      await tile.focus();
      await page.keyboard.press("Enter");
      pressed++;
      await page.waitForFunction(
        (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) > v,
        before,
      );
      await expect.poll(() => focusPlace(page)).toBe("the match");
    }
    expect(pressed).toBeGreaterThan(0);
    await context.close();
  }, 120_000);

  it("a choice taken away by a move made elsewhere leaves the focus on the turn line, not the page's top", async () => {
    const { context, page } = await client().person(1024);
    await signUp(page, "Lou");
    const matchId = await openMatchAgainstComputers(page, "Santa Cruz", 2);
    const key = (await page.evaluate(() => localStorage.getItem("apiKey"))) as string;
    await page.locator("section.actions summary").click();
    expect(await awaitTurn(page)).toBe(true);
    const match = await read(key, `/v1/matches/${encodeURIComponent(matchId)}`);
    const focused = page.locator("button.action:not([disabled])").first();
    await focused.focus();
    const label = await focused.textContent();
    // the same person plays the focused choice from another tab: this page only sees it pushed
    await call(key, `/v1/matches/${encodeURIComponent(matchId)}/actions`, {
      action: match.legalActions[0],
      expectedVersion: match.version,
    });
    await page.waitForFunction(
      (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) > v,
      match.version,
    );
    await expect
      .poll(() =>
        page.evaluate((pressed) => {
          const active = document.activeElement;
          if (active?.matches("p.turn")) return "turn line";
          return active?.matches("button.action") && active.textContent === pressed
            ? "the same choice"
            : active?.tagName;
        }, label),
      )
      .toMatch(/^(turn line|the same choice)$/);
    await context.close();
  }, 120_000);
});

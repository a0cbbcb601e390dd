import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type LocalOptions, type LocalServer, startLocal } from "../../functions/local-server";
import { buildWeb } from "../../web/build";

import { CHROMIUM } from "./harness";
export const screenshots = "test/browser/screenshots";

export interface Client {
  server: LocalServer;
  browser: Browser;
  /** A fresh browser profile (its own localStorage): one person, or a spectator. */
  person(width?: number): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** The web client built as `npm start` serves it, on the real API (in memory) with computer players moving fast. */
export async function startClient(options: Partial<LocalOptions> = {}): Promise<Client> {
  const dir = await mkdtemp(path.join(tmpdir(), "web-client-"));
  const webDir = path.join(dir, "dist");
  await buildWeb(webDir);
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 40, webDir, ...options });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  const errors: string[] = [];
  return {
    server,
    browser,
    async person(width = 1024) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: server.url });
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(error.message));
      return { context, page };
    },
    async close() {
      await browser.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
      if (errors.length > 0) throw new Error(`errors in the page:\n${errors.join("\n")}`);
    },
  };
}

/**
 * One client for a test file's tests: started before them and closed after them, with the API
 * calls and the signed-in pages the tests set their scene with.
 */
export function useBrowserClient(options: Partial<LocalOptions> = {}) {
  let running: Client | undefined;
  beforeAll(async () => {
    running = await startClient(options);
  }, 60_000);
  afterAll(() => running?.close(), 30_000);
  const client = (): Client => {
    if (!running) throw new Error("the client is started before the tests");
    return running;
  };
  return {
    client,
    /** An API POST as one player (or nobody), answering its JSON. */
    call: (key: string | null, path: string, body: unknown = {}) =>
      postAs(client().server.url, key, path, body),
    /** An API GET as one player, answering its JSON. */
    read: async (key: string, path: string) =>
      (await fetch(`${client().server.url}${path}`, { headers: { authorization: `Bearer ${key}` } })).json(),
    /** A person's page signed in with the key, in the language asked (the browser's otherwise). */
    async signedIn(key: string, { lang, width }: { lang?: string; width?: number } = {}) {
      const { context, page } = await client().person(width);
      await context.addInitScript(
        ([k, l]) => {
          localStorage.setItem("apiKey", k as string);
          if (l) localStorage.setItem("lang", l);
        },
        [key, lang ?? null],
      );
      return page;
    },
  };
}

/** Makes a player with the sign-up form and waits for the person's match list. */
export async function signUp(page: Page, name: string): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Make my player" }).click();
  await page.getByRole("heading", { name: `Hello, ${name}` }).waitFor();
  await page.getByRole("button", { name: "I have kept it" }).click();
}

/** Opens a match of the game from the form, fills the other seats with computer players, and waits for it to start. */
/** Opens a match of the game for `seats` from the start page, and waits in its lobby. */
export async function openLobby(page: Page, game: string, seats: number): Promise<void> {
  await page.getByRole("link", { name: "Start a new match" }).click();
  await page.getByLabel("Game").selectOption({ label: game });
  await page.getByLabel("Seats").fill(String(seats));
  await page.getByRole("button", { name: "Open the match" }).click();
  await page.getByRole("heading", { name: "Waiting for players" }).waitFor();
}

export async function openMatchAgainstComputers(page: Page, game: string, seats: number): Promise<string> {
  await openLobby(page, game, seats);
  // random computer players answer at once, where greedy ones think: the test is about the client
  await page.getByLabel("Computer player").selectOption({ label: "Random (plays anything)" });
  for (let seat = 1; seat < seats; seat++) {
    await page.getByRole("button", { name: "Add a computer player" }).click();
    // the last free seat taken, the match starts by itself and the lobby gives way to play
    if (seat < seats - 1)
      await page
        .locator("ol.seats")
        .getByText("(computer,")
        .nth(seat - 1)
        .waitFor();
  }
  await page.locator(".play").waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split("/")[2] as string);
}

/** The match's version the page shows. */
const shownVersion = (page: Page) =>
  page
    .locator(".play")
    .getAttribute("data-version")
    .then((v) => Number(v));

/** Waits until the person may act (true) or the match is over (false). */
export async function awaitTurn(page: Page): Promise<boolean> {
  const state = await page
    .waitForFunction(
      () => {
        if (document.querySelector(".turn")?.textContent?.includes("The match is over")) return "over";
        return document.querySelector("button.action:not([disabled])") ? "act" : null;
      },
      undefined,
      { timeout: 30_000 },
    )
    .catch(async (error) => {
      throw new Error(`${error.message}\nthe page said:\n${await page.locator("main").textContent()}`);
    });
  return (await state.jsonValue()) === "act";
}

/** Clicks one of the person's choices in the action list: the first whose name fits one of `prefer` (in order), else the first. */
export async function playOne(page: Page, prefer: RegExp[] = []): Promise<void> {
  const section = page.locator("section.actions");
  const details = section.locator("details");
  if ((await details.count()) > 0 && !(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await section.locator("summary").click();
  const buttons = section.getByRole("list").getByRole("button");
  const names = await buttons.allInnerTexts();
  const preferred = prefer.map((p) => names.findIndex((n) => p.test(n))).find((i) => i >= 0) ?? 0;
  const before = await shownVersion(page);
  await buttons.nth(preferred).click();
  await page.waitForFunction(
    (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) > v,
    before,
    { timeout: 30_000 },
  );
}

/** Plays the person's seat to the end by clicking the action list (see playOne). Returns how many actions it clicked. */
export async function playToEnd(page: Page, prefer: RegExp[] = [], limit = 400): Promise<number> {
  let clicks = 0;
  while (await awaitTurn(page)) {
    if (++clicks > limit) throw new Error(`still playing after ${limit} actions`);
    await playOne(page, prefer);
  }
  return clicks;
}

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A POST to the API as one player (or nobody), answering its JSON; a refusal fails the test's set-up. */
export async function postAs(base: string, key: string | null, path: string, body: unknown) {
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

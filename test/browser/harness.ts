import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import type { AnyGame, Seat } from "../../domain/core/game";
import { type Chooser, playthrough, uniformChooser } from "../../domain/core/playthrough";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const NAMES = ["Ada", "Bea", "Cyd", "Dov"];

/**
 * A page script that draws a game's board through the match page's own slot, its content named in
 * the reader's language as there, and records every `onAction` call in `window.calls`.
 */
const entry = `
import { h, render } from "preact";
import { BoardSlot } from "./web/src/match/board-slot.tsx";
import { loadGermanNames } from "./web/src/match/local-content.ts";
window.calls = [];
window.mount = async ({ game, content, view, legalActions, ...props }) => {
  await loadGermanNames(game);
  const slot = h(BoardSlot, {
    ...props,
    shown: { game, view, legalActions },
    content: { game, content },
    onAction: (action) => window.calls.push(action),
  });
  render(slot, document.getElementById("root"));
};
`;

export async function bundleBoards(): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: "ts", sourcefile: "boards-entry.ts" },
    bundle: true,
    write: false,
    format: "iife",
    jsx: "automatic",
    jsxImportSource: "preact",
    target: "es2022",
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
}

/** A random player that takes actions of the earliest listed type it can: games with fuller boards. */
export const favouring =
  (types: string[]): Chooser =>
  (choices, random) => {
    const { seat, actions } = choices[random.int(choices.length)];
    const rank = (action: any) => (types.includes(action.type) ? types.indexOf(action.type) : types.length);
    const best = Math.min(...actions.map(rank));
    const top = actions.filter((action) => rank(action) === best);
    return { seat, action: top[random.int(top.length)] };
  };

export interface Game {
  seed: string;
  players: number;
  gameOptions?: unknown;
  chooser?: Chooser;
}

export interface Position {
  state: any;
  seat: Seat;
}

/** Every position of a seeded random game, with the seat that acted there, and the end. */
export function positions(
  game: AnyGame,
  { seed, players, gameOptions, chooser = uniformChooser }: Game,
): Position[] {
  const { initial, turns } = playthrough(game, { seed, players, gameOptions }, chooser);
  const out: Position[] = [];
  let state = initial;
  for (const turn of turns) {
    out.push({ state, seat: turn.seat });
    state = game.apply(state, turn.seat, turn.action).state;
  }
  // the game over, as seat 0 sees it
  out.push({ state, seat: 0 });
  return out;
}

/** The first position from `from` (a share of the game) on where `wanted` holds for the acting seat's actions. */
export function findPosition(
  game: AnyGame,
  played: Game,
  from: number,
  wanted: (actions: any[], state: any) => boolean,
): Position {
  const all = positions(game, played);
  const found = all
    .slice(Math.floor(all.length * from))
    .find(({ state, seat }) => wanted(game.legalActions(state, seat), state));
  if (!found) throw new Error(`no position in game ${played.seed} fits`);
  return found;
}

/** A blank page with the boards' script; `errors` collects what the page throws. */
export async function openPage(browser: Browser, script: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setContent(
    `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width">
     <body style="margin:12px;background:#f4efe3"><div id="root"></div><script>${script}</script></body></html>`,
  );
  return { page, errors };
}

/** Draws the board of `game` at a position as `viewer` (a seat, or null for a spectator) sees it. */
export async function mount(
  page: Page,
  game: AnyGame,
  state: any,
  viewer: Seat | null,
  lang: "en" | "de" = "en",
): Promise<void> {
  await page.evaluate((props) => (window as any).mount(props), {
    game: game.id,
    content: game.content,
    view: game.view(state, viewer),
    legalActions: viewer === null ? [] : game.legalActions(state, viewer),
    lang,
    names: NAMES,
    yourSeat: viewer,
  });
}

/** Opens a page with the board of `game` at `position`, as the acting seat sees it. */
export async function showBoard(
  browser: Browser,
  script: string,
  game: AnyGame,
  { state, seat }: Position,
  width: number,
): Promise<Page> {
  const { page, errors } = await openPage(browser, script, width);
  await mount(page, game, state, seat);
  if (errors.length > 0) throw new Error(errors.join("\n"));
  return page;
}

/** The actions the board has sent so far. */
export const calls = (page: Page): Promise<unknown[]> => page.evaluate(() => (window as any).calls);

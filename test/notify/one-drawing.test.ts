import { h } from "preact";
import { render } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { shortText } from "../../domain/core/sentences";
import { santaCruz } from "../../domain/santa-cruz";
import { santaMaria } from "../../domain/santa-maria";
import { retiringName } from "../../domain/santa-maria/sentences/words";
import { toPng } from "../../functions/notify/pictures/png";
import { drawSantaCruz } from "../../functions/notify/pictures/santa-cruz";
import { drawSantaMaria } from "../../functions/notify/pictures/santa-maria";
import { SantaCruzBoard } from "../../web/src/games/santa-cruz/board";
import { SantaMariaBoard } from "../../web/src/games/santa-maria/board";
import { playedFor, texts } from "./picture-texts";

const names = ["Ada", "Computer (quick)", "Bea"];
const slug = (name: { en: string }) => shortText([name.en], "en");

/** The page a player sees in the browser, as the web client renders it (without legal actions to press). */
function webPage(Board: unknown, game: AnyGame, view: unknown): string {
  const props = { game: game.id, content: game.content, view, legalActions: [], onAction: () => {} };
  return render(h(Board as never, { ...props, lang: "en", names, yourSeat: 0 } as never));
}

/** Every element of `html` that opens with `open`, with all it holds, by its tag's nesting. */
function elements(html: string, open: RegExp): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(new RegExp(open.source, "g"))) {
    const tag = /^<(\w+)/.exec(match[0])?.[1] ?? "";
    let depth = 0;
    const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
    pattern.lastIndex = match.index;
    for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
      depth += m[0].startsWith("</") ? -1 : 1;
      if (depth === 0) {
        found.push(html.slice(match.index, m.index + m[0].length));
        break;
      }
    }
  }
  return found;
}

describe("one drawing of each board, for the browser and the email", () => {
  it("the Santa Cruz email picture is the web page's map: its sites and ground are the page's own markup", async () => {
    const game = santaCruz as unknown as AnyGame;
    const view = playedFor(game, "one-drawing", 3, 90);
    const page = webPage(SantaCruzBoard, game, view);
    const picture = drawSantaCruz(view as never, santaCruz.content as never, names, "en");
    const faceUp = (view as { sites: { tile: unknown }[] }).sites.filter((s) => s.tile).length;
    const pageSites = elements(page, /<g class="gb-site"/);
    const emailSites = elements(picture.svg, /<g class="gb-site"/);
    expect(emailSites.length).toBe(faceUp);
    expect(faceUp).toBeGreaterThan(5);
    for (const site of emailSites) expect(pageSites).toContain(site);
    const [ground] = elements(page, /<g><rect [^>]*fill="url\(#gb-sc-sea\)"/);
    expect(picture.ground).toContain(ground);
    expect(picture.svg).toContain(elements(page, /<defs>/)[0]);
    expect((await toPng(picture)).subarray(1, 4).toString()).toBe("PNG");
  });

  it("the Santa Maria email picture draws the reader's colony with the web page's own colony component", async () => {
    const game = santaMaria as unknown as AnyGame;
    const view = playedFor(game, "one-drawing", 2, 60);
    const page = webPage(SantaMariaBoard, game, view);
    const picture = drawSantaMaria(view as never, santaMaria.content as never, names, "en");
    const [pageColony] = elements(page, /<svg class="gb-sm-colony"/);
    const cells = elements(pageColony, /<g class="gb-sm-cell"/);
    expect(cells).toHaveLength(36);
    for (const cell of cells) expect(picture.svg).toContain(cell);
    const occupants = elements(pageColony, /<g transform="translate\(\d+,\d+\)"><g class="gb-sm-(die|coins)/);
    for (const occupant of occupants) expect(picture.svg).toContain(occupant);
    expect((await toPng(picture)).subarray(1, 4).toString()).toBe("PNG");
  });

  it("the Santa Maria retiring spaces and docks are one drawing: the email's rows are the page's, shapes and holders alike, named as replies write them", () => {
    const game = santaMaria as unknown as AnyGame;
    const view = playedFor(game, "one-drawing", 3, 120) as { retiring: (number | null)[] };
    const page = webPage(SantaMariaBoard, game, view);
    const picture = drawSantaMaria(view as never, santaMaria.content as never, names, "en");
    // a row's name (its text, and the spoken name that holds it) is written as its readers write it
    const unnamed = (row: string) =>
      row.replace(/<text[\s\S]*?<\/text>/g, "").replace(/ aria-label="[^"]*"/, "");
    const shapes = (html: string) => elements(html, /<g class="gb-sm-retire"/).map(unnamed);
    expect(shapes(page)).toHaveLength(santaMaria.content.board.retiring.length);
    expect(shapes(picture.svg)).toEqual(shapes(page));
    const docks = (html: string) => elements(html, /<g class="gb-sm-dock"/).map(unnamed);
    expect(docks(page)).toHaveLength(santaMaria.content.board.docks.length);
    expect(docks(picture.svg)).toEqual(docks(page));
    expect(view.retiring.some((seat) => seat !== null)).toBe(true);
    const held = view.retiring.findIndex((seat) => seat !== null);
    const row = (html: string) => elements(html, /<g class="gb-sm-retire"/)[held];
    expect(texts(row(picture.svg)).at(-1)).toBe(
      `${slug(retiringName(held))} (${names[view.retiring[held] ?? 0]})`,
    );
    expect(texts(row(page)).at(-1)).toBe(
      `${santaMaria.content.board.retiring[held].name} (${names[view.retiring[held] ?? 0]})`,
    );
  });
});

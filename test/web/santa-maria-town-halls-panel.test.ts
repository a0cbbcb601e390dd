import "./page-globals";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { TownHalls } from "../../web/src/games/santa-maria/town-halls";
import type { Content, View } from "../../web/src/games/santa-maria/types";
import { words } from "../../web/src/games/santa-maria/words";
import { randomGame } from "../santa-maria/random-games";

const content = santaMaria.content as unknown as Content;
const headingOf = (view: View) =>
  /<h3>(.*?)<\/h3>/.exec(
    renderToString(
      h(TownHalls, { content, view, placements: [], selection: null, onSelect: () => {}, w: words("en") }),
    ),
  )?.[1];

describe("Santa Maria's town halls panel", () => {
  it("asks to choose a town hall only while they are drafted, then only names them", () => {
    const { initial, final } = randomGame("halls-a", 1, { blueDice: "personal", colonies: "random" });
    const drafting = santaMaria.view(initial, 0) as unknown as View;
    expect(drafting.phase).toBe("townHallDraft");
    expect(headingOf(drafting)).toBe("Choose a town hall");
    const over = santaMaria.view(final, 0) as unknown as View;
    expect(over.townHalls.length).toBeGreaterThan(0);
    expect(headingOf(over)).toBe("Town halls");
  });
});

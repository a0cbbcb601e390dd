import "./page-globals";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { santaMaria } from "../../domain/santa-maria";
import { Docks } from "../../web/src/games/santa-maria/docks";
import type { Content, View } from "../../web/src/games/santa-maria/types";
import { words } from "../../web/src/games/santa-maria/words";

const content = santaMaria.content as unknown as Content;

describe("Santa Maria's docks drawing", () => {
  it("names each dock a screen reader meets in one sentence: its shipment, what the dock gives and what the tile is", () => {
    const view = santaMaria.view(
      santaMaria.setup("docks-a", 2, { blueDice: "personal", colonies: "random" }),
      0,
    ) as unknown as View;
    const html = renderToString(
      h(Docks, { content, view, actions: [], label: () => "", onAction: () => {}, w: words("en") }),
    );
    const named = [...html.matchAll(/<g [^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map(([, name]) => name);
    expect(named).toHaveLength(content.board.docks.length);
    content.board.docks.forEach((dock, index) => {
      const tile = content.shipments.find((s) => s.id === view.docks[index]);
      expect(named[index]).toContain(dock.description);
      if (tile) expect(named[index]?.startsWith(`${tile.name}: `)).toBe(true);
    });
  });
});

import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import type { AnyGame } from "../../domain/core/game";
import { checkContent } from "../../infra/content-check";

/** A game whose content is changed by `change` (a deep copy: the game's own content is untouched). */
function withContent(game: AnyGame, change: (content: any) => void): AnyGame {
  const content = structuredClone(game.content);
  change(content);
  return { ...game, content };
}

describe("the content check, run when a function is bundled", () => {
  it("passes every game's content files: each is what its schema's parse returns", () => {
    expect(() => checkContent()).not.toThrow();
  });

  it("refuses content its schema refuses, naming the game", () => {
    const [santaCruz, santaMaria] = games.list();
    expect(() => checkContent([withContent(santaCruz, (c) => (c.tiles[0].points = -1))])).toThrow(
      /Santa Cruz's content does not match its schema/,
    );
    expect(() => checkContent([withContent(santaMaria, (c) => (c.scholars[0].extra = true))])).toThrow(
      /Santa Maria's content does not match its schema/,
    );
  });

  it("refuses content the parse would change, since the functions load it unparsed", () => {
    const [santaCruz] = games.list();
    const changing = {
      ...santaCruz,
      schemas: {
        ...santaCruz.schemas,
        content: santaCruz.schemas.content.transform((c: object) => ({ ...c, added: 1 })),
      },
    };
    expect(() => checkContent([changing as AnyGame])).toThrow(/not what its schema's parse returns/);
  });
});

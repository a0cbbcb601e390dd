import "./page-globals";
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { santaMaria } from "../../domain/santa-maria";
import { SantaMariaBoard } from "../../web/src/games/santa-maria/board";
import type { Content, View } from "../../web/src/games/santa-maria/types";

export const content = santaMaria.content as unknown as Content;

/** The Santa Maria board as the page draws it for seat 0 with nothing to do: its HTML. */
export function boardHtml(view: View, names: string[], lang: "en" | "de" = "en", over = false): string {
  return renderToString(
    h(SantaMariaBoard, {
      game: "santa-maria",
      content,
      view,
      legalActions: [],
      onAction: () => {},
      lang,
      names,
      yourSeat: 0,
      over,
    }),
  );
}

import { h } from "preact";
import type { GameBoardProps, GameClient } from "../../web/src/games/types";
import type { SticksAction, SticksContent, SticksView } from "../core/toy-game/game";
import { sticksListing } from "../core/toy-game/listing";
import { sticksModule } from "../core/toy-game/module";

interface Sticks {
  content: SticksContent;
  view: SticksView;
  action: SticksAction;
}

/** The pile drawn as sticks, with a button for each legal take. */
function SticksBoard(props: GameBoardProps<"sticks", Sticks>) {
  return h(
    "div",
    { class: "sticks", "data-pile": props.view.pile },
    "|".repeat(props.view.pile),
    props.legalActions.map((action) =>
      h("button", { type: "button", onClick: () => props.onAction(action) }, `take ${action.count}`),
    ),
  );
}

/** The toy game Sticks on the client, written as a hosted game's module is; only tests list it. */
export const sticksClient: GameClient<typeof sticksListing.id, Sticks> = {
  id: sticksListing.id,
  Board: SticksBoard,
  scores: (view) => view.taken,
  sentences: sticksModule.sentences,
  options: { en: {}, de: {} },
  germanNames: async () => ({}),
};

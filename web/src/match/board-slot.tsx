import type { GameContent } from "../data/content";
import { boards } from "../games";
import type { Lang } from "../i18n";
import type { Shown } from "./shown";

/** The game's board for this view, when the game has one; each case keeps the game's own types. */
export function BoardSlot(props: {
  shown: Shown;
  content: GameContent;
  lang: Lang;
  names: string[];
  yourSeat: number | null;
  onAction(action: Shown["legalActions"][number]): void;
}) {
  const { shown, content, lang, names, yourSeat, onAction } = props;
  if (shown.view === null) return null;
  switch (shown.game) {
    case "santa-cruz": {
      const Board = boards["santa-cruz"];
      if (!Board || content.game !== "santa-cruz") return null;
      return (
        <Board
          game="santa-cruz"
          content={content.content}
          view={shown.view}
          legalActions={shown.legalActions}
          onAction={onAction}
          lang={lang}
          names={names}
          yourSeat={yourSeat}
        />
      );
    }
    case "santa-maria": {
      const Board = boards["santa-maria"];
      if (!Board || content.game !== "santa-maria") return null;
      return (
        <Board
          game="santa-maria"
          content={content.content}
          view={shown.view}
          legalActions={shown.legalActions}
          onAction={onAction}
          lang={lang}
          names={names}
          yourSeat={yourSeat}
        />
      );
    }
  }
}

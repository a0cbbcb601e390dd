import { Amount } from "./amount";
import { Box } from "./box";
import { GlyphIcon } from "./glyphs";
import { spaceActionTokens } from "./space-action";
import { amountTokens } from "./tokens";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  w: Words;
}

/** The four docks with their income and face-up shipment tile; a dock to ship from is a button. */
export function Docks({ content, view, actions, label, onAction, w }: Props) {
  return (
    <section class="gb-sm-docks" aria-label={w.docks}>
      <h4>{w.docks}</h4>
      {content.board.docks.map((dock, index) => {
        const tile = content.shipments.find((s) => s.id === view.docks[index]);
        const ship = actions.find((a) => a.type === "ship" && a.dock === index);
        return (
          <Box
            key={dock.id}
            class="gb-sm-dock"
            title={`${dock.description}${tile ? ` — ${tile.name}: ${tile.description}` : ""}`}
            label={ship && label(ship)}
            onPress={ship && (() => onAction(ship))}
          >
            <span class="gb-sm-dock-income">
              <Amount tokens={spaceActionTokens(dock.income)} />
            </span>
            {tile ? (
              <span class="gb-sm-shipment">
                <GlyphIcon kind="ship" /> <strong>{tile.name}</strong>{" "}
                <Amount tokens={amountTokens(tile.cost)} /> <GlyphIcon kind="points" n={tile.points} />
              </span>
            ) : (
              <span class="gb-note">{w.noShipment}</span>
            )}
          </Box>
        );
      })}
      <p class="gb-note">{w.shipmentsLeft(view.shipmentsLeft)}</p>
    </section>
  );
}

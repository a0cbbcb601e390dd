import { Amount } from "./amount";
import { Box } from "./box";
import { tileCells } from "./grid";
import { type PlaceTile, type Selection, tileOf } from "./selection";
import { amountText } from "./texts";
import { TilePicture } from "./tile-picture";
import { amountTokens } from "./tokens";
import type { Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  placements: PlaceTile[];
  selection: Selection;
  onSelect(selection: Selection): void;
  w: Words;
}

/** This year's expansion tiles; a tile with a legal placement is a button that picks it for placing. */
export function Display({ content, view, placements, selection, onSelect, w }: Props) {
  const placeable = new Set(placements.map((p) => tileOf(p, view)));
  return (
    <section class="gb-sm-display" aria-label={w.display}>
      <h4>{w.display}</h4>
      <div class="gb-sm-tiles">
        {view.display.map((id) => {
          const tile = content.expansions.find((t) => t.id === id);
          if (!tile) return null;
          const picked = selection?.kind === "tile" && selection.tile === id;
          const first = placements.find((p) => tileOf(p, view) === id);
          const cost = tile.size === "double" ? content.rules.doubleCost : content.rules.tripleCost;
          return (
            <Box
              key={id}
              class="gb-sm-tile-box"
              title={tile.description}
              pressed={picked}
              onPress={
                placeable.has(id) && first
                  ? () => onSelect(picked ? null : { kind: "tile", tile: id, rotation: first.rotation })
                  : undefined
              }
            >
              <TilePicture cells={tileCells(content, id)} />
              <span>{tile.name}</span>
              {/* the tokens are a picture: their words part the name from the cost for a screen reader */}
              <span class="sr-only">{`, ${w.costs(amountText(cost, w))}`}</span>
              <Amount tokens={amountTokens(cost)} />
            </Box>
          );
        })}
      </div>
      <p class="gb-note">{w.stacks(view.doublesLeft, view.triplesLeft)}</p>
    </section>
  );
}

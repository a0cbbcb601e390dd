import { SeatChip } from "../shared/seat-chip";
import { Box } from "./box";
import { tileCells } from "./grid";
import { type PlaceTile, type Selection, tileOf } from "./selection";
import { TilePicture } from "./tile-picture";
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

/** Advanced set-up: the town halls with their scholars; one on offer is a button that picks it for placing. */
export function TownHalls({ content, view, placements, selection, onSelect, w }: Props) {
  if (view.townHalls.length === 0) return null;
  // once drafted, the panel only tells who took which
  const heading = view.phase === "townHallDraft" ? w.chooseTownHall : w.townHallsChosen;
  return (
    <section class="gb-panel" aria-label={heading}>
      <h3>{heading}</h3>
      <div class="gb-sm-tiles">
        {view.townHalls.map((set) => {
          const hall = content.townHalls.find((t) => t.id === set.townHall);
          const scholar = content.scholars.find((s) => s.id === set.scholar);
          const first = placements.find((p) => tileOf(p, view) === set.townHall);
          const picked = selection?.kind === "tile" && selection.tile === set.townHall;
          const name = `${hall?.name ?? set.townHall} ${w.with} ${scholar?.name ?? set.scholar}`;
          return (
            <Box
              key={set.townHall}
              class="gb-sm-tile-box"
              title={`${hall?.description ?? ""} ${scholar?.description ?? ""}`}
              pressed={picked}
              onPress={
                first
                  ? () =>
                      onSelect(picked ? null : { kind: "tile", tile: set.townHall, rotation: first.rotation })
                  : undefined
              }
            >
              <TilePicture cells={tileCells(content, set.townHall)} />
              <span>{name}</span>
              {set.takenBy !== null && <SeatChip seat={set.takenBy} />}
            </Box>
          );
        })}
      </div>
    </section>
  );
}

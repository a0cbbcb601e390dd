import { Amount } from "./amount";
import { GlyphIcon } from "./glyphs";
import { spaceActionTokens } from "./space-action";
import type { Content, SeatView } from "./types";
import type { Words } from "./words";

/** A seat's harbour: the shipment tiles it took, by the dock whose income they pay. */
export function Harbour({ seat, content, w }: { seat: SeatView; content: Content; w: Words }) {
  if (seat.harbour.every((ships) => ships.length === 0)) return null;
  const nameOf = (id: string) => content.shipments.find((s) => s.id === id)?.name ?? id;
  return (
    <p class="gb-sm-harbour">
      {w.harbour}:{" "}
      {content.board.docks.map((dock, index) => {
        const ships = seat.harbour[index] ?? [];
        if (ships.length === 0) return null;
        return (
          <span key={dock.id} class="gb-count" title={`${dock.name}: ${ships.map(nameOf).join(", ")}`}>
            <Amount tokens={spaceActionTokens(dock.income)} /> <GlyphIcon kind="ship" />×{ships.length}
          </span>
        );
      })}
    </p>
  );
}

import { seatColor } from "../shared/seat-colors";
import { BirdGlyph, BuildingGlyph, ResourceGlyph } from "./glyphs";
import type { TileFacts } from "./types";

const RESOURCE_GAP = 13;

/** The resources along the tile's lower edge, each fish followed by its bonus. */
function Resources({ tile }: { tile: TileFacts }) {
  const widths = tile.resources.map((r) =>
    r === "fish" && tile.fishBonus > 0 ? RESOURCE_GAP + 10 : RESOURCE_GAP,
  );
  let x = -widths.reduce((a, b) => a + b, 0) / 2;
  return (
    <g transform="translate(0,12)">
      {tile.resources.map((resource, i) => {
        const left = x;
        x += widths[i];
        return (
          <g key={resource} transform={`translate(${left + RESOURCE_GAP / 2},0)`}>
            <ResourceGlyph resource={resource} />
            {resource === "fish" && tile.fishBonus > 0 && (
              <text class="gb-sc-bonus" x={6} y={3.5}>
                +{tile.fishBonus}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The buildings standing on the site in their owners' colours, or the pictured building in grey. */
function Buildings({ tile, builders }: { tile: TileFacts; builders: number[] }) {
  if (builders.length === 0) {
    return (
      <g transform="translate(0,-3) scale(0.8)">
        <BuildingGlyph kind={tile.building} fill="#ffffffaa" stroke="#7a7468" />
      </g>
    );
  }
  const step = builders.length === 1 ? 0 : 9;
  return (
    <g>
      {builders.map((seat, i) => (
        <g key={seat} transform={`translate(${(i - (builders.length - 1) / 2) * step * 2},-3) scale(1.1)`}>
          <BuildingGlyph kind={tile.building} fill={seatColor(seat)} stroke="#1d1d1d" />
        </g>
      ))}
    </g>
  );
}

/** What a face-up tile shows: points, the building, its resources with the fish bonus, and the bird. */
export function TileFace({ tile, builders }: { tile: TileFacts; builders: number[] }) {
  return (
    <g>
      <text class="gb-sc-points" x={-13} y={-6}>
        {tile.points}
      </text>
      {tile.bird && (
        <g transform="translate(13,-10)">
          <BirdGlyph />
        </g>
      )}
      <Resources tile={tile} />
      <Buildings tile={tile} builders={builders} />
    </g>
  );
}

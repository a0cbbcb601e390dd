import { BirdGlyph, BuildingGlyph, ResourceGlyph } from "./glyphs";
import type { Building, Resource } from "./types";

/** A building glyph sized for text, in a seat's colour. */
export function BuildingIcon({ kind, color }: { kind: Building; color: string }) {
  return (
    <svg class="gb-icon" viewBox="-11 -12 22 23" aria-hidden="true">
      <BuildingGlyph kind={kind} fill={color} stroke="#1d1d1d" />
    </svg>
  );
}

/** A resource glyph sized for text. */
export function ResourceIcon({ resource }: { resource: Resource }) {
  return (
    <svg class="gb-icon" viewBox="-7 -6 14 12" aria-hidden="true">
      <ResourceGlyph resource={resource} />
    </svg>
  );
}

/** The bird glyph sized for text. */
export function BirdIcon() {
  return (
    <svg class="gb-icon" viewBox="-7 -5 14 8" aria-hidden="true">
      <BirdGlyph />
    </svg>
  );
}

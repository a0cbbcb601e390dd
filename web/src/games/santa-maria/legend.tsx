import { BadgeKey } from "../shared/badges";
import type { Badge } from "./badges";
import { GlyphIcon, type GlyphKind } from "./glyphs";
import type { Words } from "./words";

/**
 * Every picture the board uses, each with its word, and the badges the seats' panels show now: opened
 * by a click or a tap, for phones have no hover.
 */
export function Legend({ w, badges }: { w: Words; badges: Badge[] }) {
  const entries: [GlyphKind, string][] = [
    ["points", w.points],
    ["coins", w.coins],
    ["wood", w.resource.wood],
    ["grain", w.resource.grain],
    ["sugar", w.resource.sugar],
    ["gems", w.resource.gems],
    ["gold", w.resource.gold],
    ["religion", w.religion],
    ["conquistador", w.conquistador],
    ["ship", w.ship],
    ["colonist", w.colonistSymbol],
    ["road", w.road],
    ["monk", w.monkSymbol],
    ["blueDie", w.blueDie],
    ["tree", w.tree],
  ];
  return (
    <details class="gb-panel gb-legend">
      <summary>{w.legend}</summary>
      <ul>
        {entries.map(([kind, word]) => (
          <li key={kind}>
            <GlyphIcon kind={kind} /> {word}
          </li>
        ))}
        <li>{w.dieRule}</li>
      </ul>
      <BadgeKey badges={badges} word={w.badge} meaning={w.badgeMeaning} class="gb-sm-badge-key" />
    </details>
  );
}

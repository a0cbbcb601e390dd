import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { pressable } from "../shared/pressable";
import { seatColor } from "../shared/seat-colors";
import { rowWidth, TokenRow } from "./token-row";
import type { Token } from "./tokens";

/** The drawing's width and one row's height, in its own units (pixels in an email picture). */
export const ROWS_WIDTH = 280;
export const ROW_HEIGHT = 28;

/** One space of the common board as a row: what it gives, its name, what it asks, who holds it. */
export interface SpaceRow {
  key: string;
  title: string;
  gives: Token[];
  name: string;
  asks?: Token[];
  holder?: number | null;
  /** A legal action stands behind the row: its accessible name and what pressing does. */
  press?: { label: string; onPress(): void };
}

const NAME_X = 46;
const holds = (space: SpaceRow): space is SpaceRow & { holder: number } =>
  space.holder !== null && space.holder !== undefined;
/** Where a row's right end begins: its holder's marker, or the row's edge. */
const endOf = (space: SpaceRow) => ROWS_WIDTH - (holds(space) ? 26 : 8);
/** The room a row's name has, up to what it asks or its holder's marker. */
function nameRoom(space: SpaceRow): number {
  const asks = space.asks ?? [];
  return endOf(space) - (asks.length > 0 ? rowWidth(asks) : 0) - 6 - NAME_X;
}

/**
 * Each row's name as the page can show it: a name too long for its row (a player's name may have 40
 * characters) is cut with "…" before what stands at the row's right end, as the drawn text measures.
 * An email's picture, never measured, keeps every name whole.
 */
function useFittedNames(rows: SpaceRow[]) {
  const drawing = useRef<SVGSVGElement>(null);
  const [shown, setShown] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = rows.map((row) => `${nameRoom(row)} ${row.name}`);
  useLayoutEffect(() => {
    const texts = drawing.current?.querySelectorAll<SVGTextElement>(".gb-sm-row-name") ?? [];
    const next = new Map<string, string>();
    rows.forEach((row, index) => {
      const text = texts[index];
      const node = text?.firstChild;
      if (!text || typeof text.getComputedTextLength !== "function" || !(node instanceof Text)) return;
      const drawn = node.data;
      const room = nameRoom(row);
      const width = (candidate: string) => {
        node.data = candidate;
        return text.getComputedTextLength();
      };
      if (width(row.name) > room) {
        // the longest start of the name that fits with its "…"
        let fits = 0;
        let over = row.name.length;
        while (over - fits > 1) {
          const middle = Math.floor((fits + over) / 2);
          if (width(`${row.name.slice(0, middle).trimEnd()}…`) <= room) fits = middle;
          else over = middle;
        }
        next.set(wanted[index], `${row.name.slice(0, fits).trimEnd()}…`);
      }
      node.data = drawn;
    });
    setShown((before) =>
      before.size === next.size && [...next].every(([k, v]) => before.get(k) === v) ? before : next,
    );
  }, [wanted.join("\n")]);
  return { drawing, nameOf: (index: number) => shown.get(wanted[index]) };
}

/**
 * Spaces of the common board as one drawing, for the page and the email alike; a row with a legal
 * action is a button with a ring, which the keyboard reaches and presses.
 */
export function SpaceRows(props: { rows: SpaceRow[]; label: string; boardClass: string; rowClass: string }) {
  const { rows, label, boardClass, rowClass } = props;
  const { drawing, nameOf } = useFittedNames(rows);
  return (
    <svg
      ref={drawing}
      class={`gb-sm-rows ${boardClass}`}
      viewBox={`0 0 ${ROWS_WIDTH} ${rows.length * ROW_HEIGHT}`}
      aria-label={label}
    >
      {rows.map((space, index) => {
        const asks = space.asks ?? [];
        const end = endOf(space);
        const cut = nameOf(index);
        return (
          <g
            key={space.key}
            class={`${rowClass}${space.press ? " gb-live" : ""}`}
            transform={`translate(0,${index * ROW_HEIGHT})`}
            {...(space.press
              ? pressable(space.press.label, space.press.onPress)
              : // read as one sentence, not as the drawing's loose numbers and names
                { role: "img", "aria-label": `${space.name}: ${space.title}` })}
          >
            <title>{cut ? `${space.name}: ${space.title}` : space.title}</title>
            {space.press && (
              <rect class="gb-ring" x={2} y={2} width={ROWS_WIDTH - 4} height={ROW_HEIGHT - 4} rx={5} />
            )}
            <rect class="gb-sm-row-box" x={3} y={3} width={ROWS_WIDTH - 6} height={ROW_HEIGHT - 6} rx={4} />
            <g transform={`translate(24,${ROW_HEIGHT / 2})`}>
              <TokenRow tokens={space.gives} />
            </g>
            <text class="gb-sm-row-name" x={NAME_X} y={ROW_HEIGHT / 2 + 4.5}>
              {cut ?? space.name}
            </text>
            {asks.length > 0 && (
              <g transform={`translate(${end - rowWidth(asks) / 2},${ROW_HEIGHT / 2})`}>
                <TokenRow tokens={asks} />
              </g>
            )}
            {holds(space) && (
              <circle
                cx={ROWS_WIDTH - 16}
                cy={ROW_HEIGHT / 2}
                r={5.5}
                fill={seatColor(space.holder)}
                stroke="#1f2328"
                stroke-width={0.8}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}

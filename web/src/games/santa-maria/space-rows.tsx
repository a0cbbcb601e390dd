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
  /** Small print after the name, on the page only. */
  note?: string;
  asks?: Token[];
  holder?: number | null;
  /** A legal action stands behind the row: its accessible name and what pressing does. */
  press?: { label: string; onPress(): void };
}

/**
 * Spaces of the common board as one drawing, for the page and the email alike; a row with a legal
 * action is a button with a ring, which the keyboard reaches and presses.
 */
export function SpaceRows(props: { rows: SpaceRow[]; label: string; boardClass: string; rowClass: string }) {
  const { rows, label, boardClass, rowClass } = props;
  return (
    <svg
      class={`gb-sm-rows ${boardClass}`}
      viewBox={`0 0 ${ROWS_WIDTH} ${rows.length * ROW_HEIGHT}`}
      aria-label={label}
    >
      {rows.map((space, index) => {
        const asks = space.asks ?? [];
        const end = ROWS_WIDTH - (space.holder === null || space.holder === undefined ? 8 : 26);
        return (
          <g
            key={space.key}
            class={`${rowClass}${space.press ? " gb-live" : ""}`}
            transform={`translate(0,${index * ROW_HEIGHT})`}
            {...(space.press ? pressable(space.press.label, space.press.onPress) : {})}
          >
            <title>{space.title}</title>
            {space.press && (
              <rect class="gb-ring" x={2} y={2} width={ROWS_WIDTH - 4} height={ROW_HEIGHT - 4} rx={5} />
            )}
            <rect class="gb-sm-row-box" x={3} y={3} width={ROWS_WIDTH - 6} height={ROW_HEIGHT - 6} rx={4} />
            <g transform={`translate(24,${ROW_HEIGHT / 2})`}>
              <TokenRow tokens={space.gives} />
            </g>
            <text class="gb-sm-row-name" x={46} y={ROW_HEIGHT / 2 + 4.5}>
              {space.name}
              {space.note && <tspan class="gb-sm-row-note">{`  ${space.note}`}</tspan>}
            </text>
            {asks.length > 0 && (
              <g transform={`translate(${end - rowWidth(asks) / 2},${ROW_HEIGHT / 2})`}>
                <TokenRow tokens={asks} />
              </g>
            )}
            {space.holder !== null && space.holder !== undefined && (
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

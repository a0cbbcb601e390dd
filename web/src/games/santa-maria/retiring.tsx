import { pressable } from "../shared/pressable";
import { seatColor, seatName } from "../shared/seat-colors";
import { spaceActionTokens } from "./space-action";
import { TokenRow } from "./token-row";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

/** The drawing's width and one space's row height, in its own units (pixels in an email picture). */
export const RETIRING_WIDTH = 280;
export const RETIRING_ROW = 28;

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  names: string[];
  /** Each space's name as replies write it (an email's picture, which leaves out the page's notes); else the board's names. */
  spaceNames?: string[];
  w: Words;
}

/**
 * The retiring spaces under the "1st" symbol as one drawing, for the page and the email alike: each
 * space's action, its name and who sits there; a vacant space one may take is a button with a ring.
 */
export function RetiringSpaces({ content, view, actions, label, onAction, names, spaceNames, w }: Props) {
  const spaces = content.board.retiring;
  return (
    <svg
      class="gb-sm-retiring-board"
      viewBox={`0 0 ${RETIRING_WIDTH} ${spaces.length * RETIRING_ROW}`}
      aria-label={w.retiring}
    >
      {spaces.map((space, index) => {
        const retire = actions.find((a) => a.type === "retire" && a.space === index);
        const seat = view.retiring[index];
        const taken = seat !== null && seat !== undefined;
        return (
          <g
            key={space.id}
            class={`gb-sm-retire${retire ? " gb-live" : ""}`}
            transform={`translate(0,${index * RETIRING_ROW})`}
            {...(retire ? pressable(label(retire), () => onAction(retire)) : {})}
          >
            <title>{space.description}</title>
            {retire && (
              <rect class="gb-ring" x={2} y={2} width={RETIRING_WIDTH - 4} height={RETIRING_ROW - 4} rx={5} />
            )}
            <rect
              class="gb-sm-retire-box"
              x={3}
              y={3}
              width={RETIRING_WIDTH - 6}
              height={RETIRING_ROW - 6}
              rx={4}
            />
            <g transform={`translate(22,${RETIRING_ROW / 2})`}>
              <TokenRow tokens={spaceActionTokens(space.action)} />
            </g>
            <text class="gb-sm-retire-name" x={42} y={RETIRING_ROW / 2 + 4.5}>
              {`${spaceNames?.[index] ?? space.name}${taken ? ` (${seatName(names, seat)})` : ""}`}
              {!spaceNames && space.action.kind === "road" && (
                <tspan class="gb-sm-retire-note">{`  ${w.roadTilesLeft(view.roadTiles)}`}</tspan>
              )}
            </text>
            {taken && (
              <circle
                cx={RETIRING_WIDTH - 16}
                cy={RETIRING_ROW / 2}
                r={5.5}
                fill={seatColor(seat)}
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

/** The retiring spaces' section of the page: its title, what the "1st" symbol means, and the drawing. */
export function Retiring(props: Omit<Props, "spaceNames">) {
  return (
    <section class="gb-sm-retiring" aria-label={props.w.retiring}>
      <h4>{props.w.retiring}</h4>
      <p class="gb-note">{props.w.firstPlayer}</p>
      <RetiringSpaces {...props} />
    </section>
  );
}

import { seatColor } from "../../../web/src/games/shared/seat-colors";

/** DejaVu Sans's widest common letters are about this share of the font size: a bound, not a measure. */
const CHAR_WIDTH = 0.62;
const FONT = 14;
const CHIP = 14;

/** The name shortened with an ellipsis so that it fits `width` pixels after its colour chip. */
export function fittedName(name: string, width: number): string {
  const room = Math.floor((width - CHIP - 10) / (CHAR_WIDTH * FONT));
  return name.length <= room ? name : `${name.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
}

/** Each seat's colour and name in a row of equal columns, so the pieces on the board can be told apart. */
export function SeatKey({ names, y, width }: { names: string[]; y: number; width: number }) {
  const column = (width - 16) / Math.max(1, names.length);
  return (
    <g font-family="DejaVu Sans" font-size={FONT} fill="#1f2328">
      {names.map((name, seat) => (
        <g key={`${seat}:${name}`} transform={`translate(${8 + seat * column},${y})`}>
          <rect y={-CHIP + 2} width={CHIP} height={CHIP} rx={3} fill={seatColor(seat)} />
          <text x={CHIP + 6}>{fittedName(name, column)}</text>
        </g>
      ))}
    </g>
  );
}

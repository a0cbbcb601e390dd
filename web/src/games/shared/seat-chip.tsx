import { seatColor } from "./seat-colors";

/** A seat's colour as a small disc, for lists and markers. */
export function SeatChip({ seat }: { seat: number }) {
  return <span class="gb-chip" style={{ background: seatColor(seat) }} aria-hidden="true" />;
}

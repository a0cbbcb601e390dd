/** Player colours by seat, as the pieces of the boxed games come (red, blue, yellow, green). */
const colors = ["#d4402b", "#2f6fd6", "#e9b21c", "#2e9b57"];

export const seatColor = (seat: number): string => colors[seat % colors.length];

/** A seat's name, or its number where the table gave none. */
export const seatName = (names: string[], seat: number): string => names[seat] ?? `#${seat + 1}`;

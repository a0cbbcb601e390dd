import { type Picture, seatLabel, svgDocument } from "../../../domain/core/svg";
import type { SticksContent, SticksView } from "./game";

/** The pile as a row of sticks, the seats below it. */
export function drawSticks(view: SticksView, content: SticksContent, names: string[]): Picture {
  const width = 20 + content.pile.max * 16;
  const height = 100 + view.taken.length * 24;
  const sticks = Array.from(
    { length: view.pile },
    (_, i) => `<rect x="${20 + i * 16}" y="20" width="6" height="50" rx="2" fill="#b08d57"/>`,
  ).join("");
  const seats = view.taken.map((taken, seat) =>
    seatLabel(20, 100 + seat * 24, seat, names[seat] ?? "", taken),
  );
  return { svg: svgDocument(width, height, sticks + seats.join("")), width, height };
}

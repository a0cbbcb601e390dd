import type { Lang } from "../../i18n/lang";
import { seatName } from "../shared/seat-colors";
import { sharedWords } from "../shared/words";
import type { View } from "./types";
import { words } from "./words";

/** Round, phase and who is to act, in one line that screen readers announce as it changes. */
export function StatusLine({
  view,
  names,
  yourSeat,
  lang,
  over = false,
}: {
  view: View;
  names: string[];
  yourSeat: number | null;
  lang: Lang;
  over?: boolean;
}) {
  const w = words(lang);
  const s = sharedWords(lang);
  const mine = yourSeat !== null && view.activeSeats.includes(yourSeat);
  const others = view.activeSeats.filter((seat) => seat !== yourSeat).map((seat) => seatName(names, seat));
  const parts = [`${w.round(view.round)}: ${over ? w.phase.over : w.phase[view.phase]}`];
  if (mine) parts.push(s.yourTurn);
  if (others.length > 0) parts.push(s.waitingFor(others.join(", ")));
  if (view.pendingDoubleMove) parts.push(w.double(w.card[view.pendingDoubleMove]));
  return (
    <p class={mine ? "gb-status gb-status-mine" : "gb-status"} aria-live="polite">
      {parts.join(" · ")}
    </p>
  );
}

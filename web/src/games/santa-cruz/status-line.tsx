import type { Lang } from "../../i18n/lang";
import { seatName } from "../shared/seat-colors";
import { sharedWords } from "../shared/words";
import { unplacedActions } from "./site-actions";
import type { Action, View } from "./types";
import { type Words, words } from "./words";

/**
 * What the player's step asks and how to do it on the board: the ways the board offers now (a
 * ringed site, a scoring card, a move under "Other moves") in a play; the page's turn line says
 * whose turn it is.
 */
export function stepInstruction(view: View, actions: Action[], w: Words): string | null {
  if (actions.length === 0) return null;
  if (view.phase === "play") {
    const ways = [
      actions.some((a) => "site" in a && a.site !== undefined) && w.way.site,
      actions.some((a) => a.type === "playScoring") && w.way.scoring,
      unplacedActions(actions).length > 0 && w.way.other,
    ].filter((way): way is string => typeof way === "string");
    const step = view.pendingDoubleMove ? w.secondBuild(w.card[view.pendingDoubleMove]) : w.playCard;
    return `${step}: ${w.ways(ways)}.`;
  }
  return view.phase in w.ask ? w.ask[view.phase as keyof Words["ask"]] : null;
}

/** Round, phase and who is to act, and on the player's turn what to do, in one line that screen readers announce as it changes (but for whose turn, which the page's turn line tells). */
export function StatusLine({
  view,
  actions,
  names,
  yourSeat,
  lang,
  over = false,
}: {
  view: View;
  /** The viewer's legal actions: the instruction names the ways to act the board offers. */
  actions: Action[];
  names: string[];
  yourSeat: number | null;
  lang: Lang;
  over?: boolean;
}) {
  const w = words(lang);
  const s = sharedWords(lang);
  const mine = yourSeat !== null && view.activeSeats.includes(yourSeat);
  const others = view.activeSeats.filter((seat) => seat !== yourSeat).map((seat) => seatName(names, seat));
  const asked = mine ? stepInstruction(view, actions, w) : null;
  const parts = [`${w.round(view.round)}: ${over ? w.phase.over : w.phase[view.phase]}`];
  // the instruction names the double move's second build itself
  if (view.pendingDoubleMove && !asked) parts.push(w.double(w.card[view.pendingDoubleMove]));
  if (asked) parts.push(asked);
  // who is waited for is the page's turn line's to announce: shown here, said once
  const waiting = others.length > 0 ? ` · ${s.waitingFor(others.join(", "))}` : "";
  return (
    <p class={mine ? "gb-status gb-status-mine" : "gb-status"}>
      <span aria-live="polite">{parts.join(" · ")}</span>
      {waiting}
    </p>
  );
}

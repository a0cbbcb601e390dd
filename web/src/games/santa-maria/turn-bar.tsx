import { useEffect, useRef } from "preact/hooks";
import type { Lang } from "../../i18n/lang";
import { seatName } from "../shared/seat-colors";
import { sharedWords } from "../shared/words";
import { emptyDecision } from "./empty-decision";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  view: View;
  content: Content;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  names: string[];
  yourSeat: number | null;
  lang: Lang;
  w: Words;
  /** The match is over, whatever phase its view was left in. */
  over?: boolean;
}

const barActions = new Set(["pay", "trade", "extraStep", "decline", "endTurn"]);

/** The decisions whose choices are pieces elsewhere on the board, and their action type. */
const askedElsewhere: Partial<Record<string, Action["type"]>> = {
  ship: "ship",
  recruit: "recruit",
  road: "placeRoad",
};

/**
 * Scrolls the first piece a new decision asks for into view when it is off screen (the docks lie far
 * below the prompt on a desktop), also once the decision's pieces become choosable (a dock affordable
 * after a trade), without smooth scrolling for a reader who asks for less motion.
 */
function useRevealAsked(bar: { current: HTMLElement | null }, kind: string | null, first: string | null) {
  useEffect(() => {
    const board = bar.current?.closest(".gb");
    if (!board || first === null) return;
    const piece = [...board.querySelectorAll("button, [role=button]")].find(
      (element) => element.getAttribute("aria-label") === first,
    );
    if (!piece) return;
    const box = piece.getBoundingClientRect();
    const seen =
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    if (seen) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    piece.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [kind, first]);
}

/**
 * What the player's step asks when no decision is pending (a decision says what it asks itself): a
 * draft's choice, the main action, or selling and buying before ending the turn.
 */
export function stepInstruction(view: View, actions: Action[], w: Words): string | null {
  if (actions.length === 0 || view.pending.length > 0) return null;
  if (view.phase === "colonyDraft" || view.phase === "townHallDraft") return w.ask[view.phase];
  if (view.phase !== "play") return null;
  return actions.some((a) => a.type === "endTurn") ? w.ask.afterMain : w.ask.main;
}

/**
 * Year, phase and who acts; on the player's turn what it asks (the pending decision, or the step's
 * instruction) and the decision's buttons (pay, trade, decline, end turn). The page's turn line says
 * whose turn it is.
 */
export function TurnBar({ view, content, actions, label, onAction, names, yourSeat, lang, w, over }: Props) {
  const s = sharedWords(lang);
  const mine = yourSeat !== null && view.activeSeats.includes(yourSeat);
  const others = view.activeSeats.filter((seat) => seat !== yourSeat).map((seat) => seatName(names, seat));
  const yearAndPhase = `${w.year(view.year, content.rules.years)}: ${over ? w.phase.over : w.phase[view.phase]}`;
  // who is waited for is the page's turn line's to announce: shown here, said once
  const waiting = others.length > 0 ? ` · ${s.waitingFor(others.join(", "))}` : "";
  const head = view.pending[0];
  const pending =
    mine && head && head.kind in w.pending ? w.pending[head.kind as keyof Words["pending"]] : null;
  const decision = pending ?? (mine && !over ? stepInstruction(view, actions, w) : null);
  const empty = mine ? emptyDecision(actions, view) : null;
  const buttons = actions.filter((a) => barActions.has(a.type));
  const bar = useRef<HTMLDivElement>(null);
  const asked = pending && head ? actions.find((a) => a.type === askedElsewhere[head.kind]) : undefined;
  useRevealAsked(bar, pending && head ? head.kind : null, asked ? label(asked) : null);
  return (
    <div ref={bar} class={mine ? "gb-status gb-status-mine" : "gb-status"}>
      {/* what the step asks is announced with the year and phase */}
      <div aria-live="polite">
        <p>
          {yearAndPhase}
          <span aria-hidden="true">{waiting}</span>
        </p>
        {decision && <p class="gb-sm-decision">{decision}</p>}
        {empty && (
          <p class="gb-sm-decision">{empty.kind === "religion" ? w.noGrainForStep : w.nothingToChoose}</p>
        )}
      </div>
      {buttons.length > 0 && (
        <p>
          {buttons.map((action) => (
            <button
              key={JSON.stringify(action)}
              type="button"
              class={action.type === "decline" ? "gb-quiet" : undefined}
              onClick={() => onAction(action)}
            >
              {label(action)}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}

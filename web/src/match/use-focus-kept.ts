import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";

/**
 * A control the focus was on inside the match goes away when the match is drawn again (after one's
 * own move, or a move pushed from elsewhere, whenever it comes): the turn line, just above the
 * board's next choices, takes the focus rather than the page's top. The page stays where it is, for
 * a tap low on a phone's board; the end's outcome takes the focus itself.
 */
export function useFocusKept(root: RefObject<HTMLElement | null>, busy: boolean) {
  // whether the focus was last inside the match, and not moved elsewhere since
  const inside = useRef(false);
  // the control in the match the focus was last on (its removal fires no focusout)
  const focused = useRef<Element | null>(null);
  useEffect(() => {
    if (!inside.current) return;
    // while a move is sent, its control gets the focus back once enabled, if it is still there (useSubmit)
    if (busy && focused.current?.isConnected) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    root.current?.querySelector<HTMLElement>("p.turn")?.focus({ preventScroll: true });
  });
  return {
    onFocusIn(event: FocusEvent) {
      inside.current = true;
      focused.current = event.target instanceof Element ? event.target : null;
    },
    onFocusOut() {
      // where the focus went is known a moment later: to nothing when its control was removed,
      // disabled or made unfocusable (a board's choice no longer offered), which keeps it "inside"
      queueMicrotask(() => {
        const now = document.activeElement;
        inside.current = now === null || now === document.body || (root.current?.contains(now) ?? false);
      });
    },
  };
}

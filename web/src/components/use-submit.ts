import { useEffect, useRef, useState } from "preact/hooks";
import { type ProblemTexts, problemText, refusedPaths } from "../api/problem";

/** What went wrong, kept as it came: its words are made when the page is drawn, in the language it is in then. */
interface Failed {
  failure: unknown;
  here?: () => ProblemTexts;
}

/**
 * Runs one request at a time for a form or button, keeping whether it runs and what went wrong: a
 * second press before the first is answered (a double click, Enter twice) is dropped, not sent again.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  // the state's `busy` disables a button only once drawn again: a press before that is caught here
  const running = useRef(false);
  const [failed, setFailed] = useState<Failed | null>(null);
  const pressed = useRef<HTMLElement | null>(null);
  // a button disabled while its request runs loses the focus to the page: it gets it back once enabled
  useEffect(() => {
    const control = pressed.current;
    if (busy || !control) return;
    pressed.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && control.isConnected && !control.matches(":disabled")) control.focus();
  }, [busy]);
  /** `here`: what a problem type means for this request, where the general words say less. */
  async function run(task: () => Promise<unknown>, here?: () => ProblemTexts): Promise<void> {
    if (running.current) return;
    running.current = true;
    pressed.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    setFailed(null);
    try {
      await task();
    } catch (failure) {
      setFailed({ failure, here });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  const error = failed ? problemText(failed.failure, failed.here?.()) : null;
  /** The fields the last refusal named, by their paths in the request. */
  const refused = failed ? refusedPaths(failed.failure) : [];
  return { busy, error, refused, run };
}

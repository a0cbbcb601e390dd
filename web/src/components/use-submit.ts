import { useState } from "preact/hooks";
import { type ProblemTexts, problemText, refusedPaths } from "../api/problem";

/** What went wrong, kept as it came: its words are made when the page is drawn, in the language it is in then. */
interface Failed {
  failure: unknown;
  here?: () => ProblemTexts;
}

/** Runs one request at a time for a form or button, keeping whether it runs and what went wrong. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failed | null>(null);
  /** `here`: what a problem type means for this request, where the general words say less. */
  async function run(task: () => Promise<unknown>, here?: () => ProblemTexts): Promise<void> {
    setBusy(true);
    setFailed(null);
    try {
      await task();
    } catch (failure) {
      setFailed({ failure, here });
    } finally {
      setBusy(false);
    }
  }
  const error = failed ? problemText(failed.failure, failed.here?.()) : null;
  /** The fields the last refusal named, by their paths in the request. */
  const refused = failed ? refusedPaths(failed.failure) : [];
  return { busy, error, refused, run };
}

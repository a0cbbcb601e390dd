import { useState } from "preact/hooks";
import { type ProblemTexts, problemText } from "../api/problem";

/** Runs one request at a time for a form or button, keeping whether it runs and what went wrong. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** `here`: what a problem type means for this request, where the general words say less. */
  async function run(task: () => Promise<unknown>, here?: ProblemTexts): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(problemText(failure, here));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

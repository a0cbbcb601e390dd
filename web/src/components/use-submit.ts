import { useState } from "preact/hooks";
import { problemText } from "../api/problem";

/** Runs one request at a time for a form or button, keeping whether it runs and what went wrong. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(task: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

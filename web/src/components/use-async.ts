import { useEffect, useState } from "preact/hooks";
import { problemText } from "../api/problem";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "done"; value: T }
  | { state: "failed"; error: string };

/** Runs `load` whenever `deps` change and keeps the latest answer; a stale answer is dropped. */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  useEffect(() => {
    let current = true;
    setLoaded({ state: "loading" });
    load().then(
      (value) => current && setLoaded({ state: "done", value }),
      (error) => current && setLoaded({ state: "failed", error: problemText(error) }),
    );
    return () => {
      current = false;
    };
  }, deps);
  return loaded;
}

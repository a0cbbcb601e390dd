import type { Action, View } from "./types";

/** Selling and buying stay open during a decision: they may make one of its options affordable. */
const free = new Set<Action["type"]>(["sell", "buy"]);

type Decision = View["pending"][number];

/**
 * The pending decision when it offers nothing but declining until the player sells or buys; null
 * otherwise. (A decision out of reach even then is skipped by the rules and never put to the player.)
 */
export function emptyDecision(actions: readonly Action[], view: View): Decision | null {
  const head = view.pending[0];
  if (!head || !actions.some((a) => a.type === "decline")) return null;
  return actions.every((a) => a.type === "decline" || free.has(a.type)) ? head : null;
}

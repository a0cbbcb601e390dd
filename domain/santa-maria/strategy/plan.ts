import type { SantaMariaAction } from "../actions";

/** A way to spend the turn: free actions first, then the main action or decision, and its worth. */
export interface Plan {
  worth: number;
  steps: SantaMariaAction[];
}

function sameAction(a: SantaMariaAction, b: SantaMariaAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) if (x[key] !== y[key]) return false;
  return true;
}

/** The legal action equal to this one, if any. */
export function legalOne(actions: SantaMariaAction[], action: SantaMariaAction): SantaMariaAction | null {
  return actions.find((a) => sameAction(a, action)) ?? null;
}

/** The first step of the best plan whose first step is legal now. */
export function firstStep(actions: SantaMariaAction[], plans: Plan[]): SantaMariaAction | null {
  const ranked = plans.filter((p) => p.steps.length > 0).sort((a, b) => b.worth - a.worth);
  for (const plan of ranked) {
    const step = legalOne(actions, plan.steps[0]);
    if (step) return step;
  }
  return null;
}

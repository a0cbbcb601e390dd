import type { Random } from "../core/random";
import type { Strategy } from "../core/strategy";
import type { SantaMariaAction } from "./actions";
import type { Decision, SantaMariaState } from "./state";
import { decisionPlans } from "./strategy/decisions";
import { colonyPlans, townHallPlans } from "./strategy/draft";
import { evaluate } from "./strategy/evaluate";
import { outlook } from "./strategy/outlook";
import { firstStep, legalOne } from "./strategy/plan";
import { purseOf } from "./strategy/purse";
import { mainStep } from "./strategy/turn";

/**
 * A turn planner: every main action, decision and free action is judged by what it adds to the
 * seat's expected final score (the value model of `strategy/`), buying or selling only for the
 * plan it serves; the seat retires once no main action pays.
 */
function rollout(
  s: SantaMariaState,
  seat: number,
  actions: SantaMariaAction[],
  random: Random,
): SantaMariaAction {
  if (actions.length === 1) return actions[0];
  const chosen = choose(s, seat, actions);
  return chosen ?? fallback(actions, random);
}

function choose(s: SantaMariaState, seat: number, actions: SantaMariaAction[]): SantaMariaAction | null {
  if (s.phase === "play" && s.mainDone && s.pending.length === 0)
    return legalOne(actions, { type: "endTurn" });
  const o = outlook(s, seat);
  switch (s.phase) {
    case "colonyDraft":
      return firstStep(actions, colonyPlans(o));
    case "townHallDraft":
      return firstStep(actions, townHallPlans(o));
    case "over":
      return null;
  }
  const head = s.pending[0] as Decision | undefined;
  if (head) return firstStep(actions, decisionPlans(o, purseOf(o), head));
  return mainStep(o, purseOf(o), actions);
}

/** Never stuck: a turn-ending or declining action, else any. */
function fallback(actions: SantaMariaAction[], random: Random): SantaMariaAction {
  return (
    legalOne(actions, { type: "endTurn" }) ??
    legalOne(actions, { type: "decline" }) ??
    actions[random.int(actions.length)]
  );
}

export const santaMariaStrategy: Strategy<SantaMariaState, SantaMariaAction> = {
  rollout,
  evaluate,
  alone: (s) => s.seats.length === 1,
};

import { kernelRuleCodes } from "../core/rule-codes";

/** Every rule code Santa Cruz refuses an action with (a RuleError's stable `code`) and what it means. */
export const santaCruzRuleCodes = {
  ...kernelRuleCodes,
  "player-count": "Santa Cruz is for 2 to 4 players",
  "wrong-phase": "That action belongs to another phase of the round",
  "set-taken": "That starting set is not on offer any more",
  "card-not-in-hand": "The movement or scoring card named is not in your hand",
  "no-pending-step": "No double move is waiting for its second step",
  "package-taken": "That scoring package is not on offer any more",
  "double-move-pending": "A double move waits for its second build step: finish it first",
  "site-required": "A landing needs a coast site",
  "must-build": "A site is available, so a building must be placed: passing is not allowed",
  "site-out-of-reach": "The site cannot be reached with the card played",
  "site-face-down": "The site is face down: only a river card reaches it",
  "site-occupied":
    "The site holds your building already, or it is full, or your one join of the round is used",
  "building-unavailable": "No building of the kind the site needs is left in your supply",
} as const;

export type SantaCruzRuleCode = keyof typeof santaCruzRuleCodes;

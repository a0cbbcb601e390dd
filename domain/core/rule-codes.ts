/** The rule codes every game's kernel may refuse an action with, whatever the game: code → meaning. */
export const kernelRuleCodes = {
  "game-over": "The match has ended: no action is taken any more",
  "not-your-turn": "Your seat is not one of the seats that may act now",
  "unknown-action": "The game has no action of that type",
  "invalid-action":
    "The action does not fit the game's action schema (a field is missing, misspelt or out of range)",
} as const;

import type { Schemas } from "../api/client";
import { type Clock, fittingClock } from "../components/clock-form";
import { fittingOptions, type OptionValues } from "../components/options-form";

/** The new-match form's choices. */
export interface Draft {
  game: string;
  seats: number;
  options: OptionValues;
  seed: string;
  clock: Clock | null;
  open: boolean;
}

/** Where the tab keeps the form's choices while its reader looks at "How to play" or elsewhere. */
const storageKey = "newMatchDraft";

/** The form's choices as stored, or nothing when there are none or they cannot be read. */
function stored(): Partial<Record<keyof Draft, unknown>> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "null");
    return kept !== null && typeof kept === "object" ? kept : {};
  } catch {
    // not JSON, or a browser that refuses the storage: the form starts afresh
    return {};
  }
}

/**
 * The choices this tab kept, each checked against the games as they are now: a game no longer
 * hosted starts the form afresh, and a choice it no longer takes is left at its default.
 */
export function restoredDraft(games: readonly Schemas["Game"][]): Draft {
  const kept = stored();
  const game = games.find((g) => g.id === kept.game);
  const fresh = {
    game: (games[0] as Schemas["Game"]).id,
    seats: 2,
    options: {},
    seed: "",
    clock: null,
    open: false,
  };
  if (!game) return fresh;
  const { min, max } = game.players;
  return {
    game: game.id,
    seats: Number.isInteger(kept.seats) ? Math.min(Math.max(kept.seats as number, min), max) : fresh.seats,
    options: fittingOptions(game.optionsSchema, kept.options),
    seed: typeof kept.seed === "string" ? kept.seed.slice(0, 200) : fresh.seed,
    clock: fittingClock(kept.clock),
    open: kept.open === true,
  };
}

/** Keeps the choices for this tab's session. */
export function keepDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // a full or refused storage only costs the choices on the way back
  }
}

/** Forgets the choices: the match they made is open. */
export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // a refused storage kept nothing to forget
  }
}

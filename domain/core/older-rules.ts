import type { AnyGame } from "./game";

/** Runs one synchronous call with the rules' switches set as a rules version has them, then puts them back. */
export type Enter = <R>(run: () => R) => R;

/**
 * A rules version the engine can still be set to: what sets it, and the content clients see for it.
 * `Switch` builds `enter` for a module's setting (its content, its rulings).
 */
export interface OlderRules {
  readonly rulesVersion: number;
  readonly content: unknown;
  readonly enter: Enter;
}

/** One setting of the rules, the newest unless a call is entered under another (see docs/rules-versions.md). */
export class Switch<T> {
  private setting: T;

  constructor(readonly newest: T) {
    this.setting = newest;
  }

  /** The setting the running call plays by. */
  get value(): T {
    return this.setting;
  }

  /** `enter` for this setting at another value. */
  at(value: T): Enter {
    return (run) => {
      const before = this.setting;
      this.setting = value;
      try {
        return run();
      } finally {
        this.setting = before;
      }
    };
  }
}

/** What sets each older rules version's switches, by the game object `olderRules` made for it. */
const entries = new WeakMap<AnyGame, Enter>();

/**
 * How to run a call as a game's rules version plays: what sets an older version's switches (so that
 * what reads them beside the rules, a computer player's strategy, plays that version too), or
 * nothing to set for the newest.
 */
export const enterOf = (game: AnyGame): Enter | undefined => entries.get(game);

/**
 * An older rules version of a game played by today's engine: the same game, each function run under
 * the older setting. The engine's functions are synchronous, so no other call sees the setting.
 */
export function olderRules<G extends AnyGame>(game: G, older: OlderRules): G {
  const entered = Object.fromEntries(
    Object.entries(game).map(([key, value]) => [
      key,
      // biome-ignore lint/suspicious/noExplicitAny: every function of the game, whatever its parameters
      typeof value === "function" ? (...args: any[]) => older.enter(() => value(...args)) : value,
    ]),
  );
  const played = { ...entered, rulesVersion: older.rulesVersion, content: older.content } as G;
  entries.set(played, older.enter);
  return played;
}

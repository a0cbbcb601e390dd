import type { AnyGame } from "./game";

/** What tells one game's rules apart from another's. */
export interface Versioned {
  readonly id: string;
  readonly rulesVersion: number;
}

/**
 * The games a service hosts, by id. A game may be hosted under several rules versions (an older
 * engine kept for the matches that started under it); `get` gives the newest.
 */
export class GameRegistry<G extends Versioned = AnyGame> {
  private readonly games = new Map<string, G[]>();

  constructor(games: readonly G[]) {
    for (const game of games) {
      const versions = this.games.get(game.id) ?? [];
      if (versions.some((g) => g.rulesVersion === game.rulesVersion)) {
        throw new Error(`duplicate game ${game.id} rules version ${game.rulesVersion}`);
      }
      versions.push(game);
      versions.sort((a, b) => b.rulesVersion - a.rulesVersion);
      this.games.set(game.id, versions);
    }
  }

  /** The newest rules of a game, or the exact rules version a match started under. */
  get(id: string, rulesVersion?: number): G | undefined {
    const versions = this.games.get(id);
    if (rulesVersion === undefined) return versions?.[0];
    return versions?.find((g) => g.rulesVersion === rulesVersion);
  }

  /** Every rules version of a game hosted, newest first. */
  versions(id: string): G[] {
    return [...(this.games.get(id) ?? [])];
  }

  /** The newest rules of every game. */
  list(): G[] {
    return [...this.games.values()].map((versions) => versions[0]);
  }
}

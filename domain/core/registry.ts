import type { AnyGame } from "./game";

/**
 * The games a service hosts, by id. A game may be hosted under several rules versions (an older
 * engine kept for the matches that started under it); `get` gives the newest.
 */
export class GameRegistry {
  private readonly games = new Map<string, AnyGame[]>();

  constructor(games: readonly AnyGame[]) {
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
  get(id: string, rulesVersion?: number): AnyGame | undefined {
    const versions = this.games.get(id);
    if (rulesVersion === undefined) return versions?.[0];
    return versions?.find((g) => g.rulesVersion === rulesVersion);
  }

  /** The newest rules of every game. */
  list(): AnyGame[] {
    return [...this.games.values()].map((versions) => versions[0]);
  }
}

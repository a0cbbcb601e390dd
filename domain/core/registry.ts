import type { AnyGame } from "./game";

/** The games a service hosts, by id. */
export class GameRegistry {
  private readonly games = new Map<string, AnyGame>();

  constructor(games: readonly AnyGame[]) {
    for (const game of games) {
      if (this.games.has(game.id)) throw new Error(`duplicate game id ${game.id}`);
      this.games.set(game.id, game);
    }
  }

  get(id: string): AnyGame | undefined {
    return this.games.get(id);
  }

  list(): AnyGame[] {
    return [...this.games.values()];
  }
}

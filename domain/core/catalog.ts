import type { z } from "zod";
import type { AnyGame } from "./game";
import { GameRegistry, type Versioned } from "./registry";

/**
 * What the catalog knows of a game's rules before loading them: enough to list them, name their
 * schemas and check a new match's options.
 */
export interface GameListing extends Versioned {
  readonly name: string;
  readonly options: z.ZodType;
}

/** A listed game and how to load its rules. */
export interface CatalogEntry extends GameListing {
  load(): Promise<AnyGame>;
}

/**
 * The games a service hosts, each loaded when first asked for: a function serving one game's
 * matches evaluates only that game's rules and content. Versions as in `GameRegistry`.
 */
export class GameCatalog {
  private readonly entries: GameRegistry<CatalogEntry>;
  private readonly loading = new Map<CatalogEntry, Promise<AnyGame>>();
  private readonly ready = new Map<CatalogEntry, AnyGame>();

  constructor(entries: readonly CatalogEntry[]) {
    this.entries = new GameRegistry(entries);
  }

  /** Games whose rules are loaded already, as a catalog. */
  static of(games: readonly AnyGame[]): GameCatalog {
    return new GameCatalog(games.map((game) => ({ ...listingOf(game), load: async () => game })));
  }

  /** The newest rules of every game, without loading them. */
  listings(): GameListing[] {
    return this.entries
      .list()
      .map(({ id, name, rulesVersion, options }) => ({ id, name, rulesVersion, options }));
  }

  /** The newest rules of a game, or the exact rules version a match started under; undefined when not hosted. */
  async get(id: string, rulesVersion?: number): Promise<AnyGame | undefined> {
    const entry = this.entries.get(id, rulesVersion);
    return entry && this.load(entry);
  }

  /** The newest rules of every game, loaded. */
  list(): Promise<AnyGame[]> {
    return Promise.all(this.entries.list().map((entry) => this.load(entry)));
  }

  /** Rules `get` or `list` loaded already; throws for any other: for what runs only after a load. */
  loadedGame(id: string, rulesVersion: number): AnyGame {
    const entry = this.entries.get(id, rulesVersion);
    const game = entry && this.ready.get(entry);
    if (!game) throw new Error(`${id} rules version ${rulesVersion} is not loaded`);
    return game;
  }

  private load(entry: CatalogEntry): Promise<AnyGame> {
    let pending = this.loading.get(entry);
    if (!pending) {
      pending = entry.load().then((game) => {
        // the listing is written apart from the rules: a mismatch is a bug to stop at once
        const listed = listingOf(game);
        if ((Object.keys(listed) as (keyof GameListing)[]).some((key) => entry[key] !== listed[key]))
          throw new Error(
            `${entry.id} rules version ${entry.rulesVersion} loaded as ${game.id} ${game.rulesVersion}`,
          );
        this.ready.set(entry, game);
        return game;
      });
      this.loading.set(entry, pending);
    }
    return pending;
  }
}

/** What a loaded game's listing says. */
const listingOf = (game: AnyGame): GameListing => ({
  id: game.id,
  name: game.name,
  rulesVersion: game.rulesVersion,
  options: game.schemas.options,
});

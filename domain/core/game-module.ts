import type { CatalogEntry, GameListing } from "./catalog";
import type { AnyGame } from "./game";
import type { Sentences } from "./sentences";
import type { AnyStrategy } from "./strategy";

/**
 * A deflate dictionary a game's stored values are packed with. Frozen once used: every packed value
 * names its dictionary, so a new one is added beside the old under a new name.
 */
export interface PackingDictionary {
  /** Unique among every game's dictionaries, e.g. `<game id>.1`. */
  readonly name: string;
  /** What packed values mostly repeat: a mid-game state with a few moves' actions and events. */
  readonly sample: unknown;
}

/**
 * Everything the service knows of one game: the one object its folder exports, read by the API, the
 * worker and the reply reader, and its one entry in `domain/games.ts`. What only some functions need
 * loads when first asked for, so a function serving one game's matches loads only that game's rules.
 */
export interface GameModule<View> {
  /** What the catalog lists without loading the rules. */
  readonly listing: GameListing;
  /** The rules of `listing`'s version. */
  load(): Promise<AnyGame>;
  /** Older rules versions kept for the matches that started under them (docs/rules-versions.md). */
  readonly olderVersions?: readonly CatalogEntry[];
  // biome-ignore lint/suspicious/noExplicitAny: sentences take the game's own events and actions
  sentences(): Promise<Sentences<any, any, View>>;
  /** Only computer players load it, never the API. */
  strategy(): Promise<AnyStrategy>;
  /** Each seat's score as a reader's view shows it, by seat. */
  scores(view: View): number[];
  /** Newest first: new values are packed with the first; with none, values are packed without one. */
  readonly packing: readonly PackingDictionary[];
}

// biome-ignore lint/suspicious/noExplicitAny: the list holds the module of every game, each with its own view
export type AnyGameModule = GameModule<any>;

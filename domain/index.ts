import { GameCatalog } from "./core/catalog";
import { GameRegistry } from "./core/registry";
import { hostedGames } from "./games";

const hosted = await Promise.all(
  hostedGames.flatMap(({ load, olderVersions = [] }) => [
    load(),
    ...olderVersions.map((older) => older.load()),
  ]),
);

/** Every game the service hosts, loaded (the API loads each on first use: `catalog.ts`). */
export const games = new GameRegistry(hosted);

/** The same games as a catalog, for the functions that load every game's rules anyway (computer players, reply reading). */
export const loadedCatalog = GameCatalog.of(hosted);

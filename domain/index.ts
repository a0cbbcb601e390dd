import { GameCatalog } from "./core/catalog";
import type { AnyGame } from "./core/game";
import { GameRegistry } from "./core/registry";
import { santaCruz } from "./santa-cruz";
import { santaMaria } from "./santa-maria";

const hosted: AnyGame[] = [santaCruz, santaMaria];

/** Every game the service hosts, loaded (the API loads each on first use: `catalog.ts`). */
export const games = new GameRegistry(hosted);

/** The same games as a catalog, for the functions that load every game's rules anyway (computer players, reply reading). */
export const loadedCatalog = GameCatalog.of(hosted);

import { GameCatalog } from "./core/catalog";
import { hostedGames } from "./games";

/** Every game the service hosts, each loaded on first use: what the functions play by. */
export const catalog = new GameCatalog(
  hostedGames.flatMap(({ listing, load, olderVersions = [] }) => [{ ...listing, load }, ...olderVersions]),
);

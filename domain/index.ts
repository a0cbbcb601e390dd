import { GameRegistry } from "./core/registry";
import { santaCruz } from "./santa-cruz";

/** Every game the service hosts. */
export const games = new GameRegistry([santaCruz]);

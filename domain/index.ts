import { GameRegistry } from "./core/registry";
import { santaCruz } from "./santa-cruz";
import { santaMaria } from "./santa-maria";

/** Every game the service hosts. */
export const games = new GameRegistry([santaCruz, santaMaria]);

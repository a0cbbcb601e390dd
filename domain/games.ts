import type { AnyGameModule } from "./core/game-module";
import { santaCruzModule } from "./santa-cruz/module";
import { santaMariaModule } from "./santa-maria/module";

/** Every game the service hosts: the one list a new game is added to. */
export const hostedGames: readonly AnyGameModule[] = [santaCruzModule, santaMariaModule];

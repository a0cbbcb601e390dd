import { santaCruzClient } from "./santa-cruz";
import { santaMariaClient } from "./santa-maria";
import type { AnyGameClient } from "./types";

/** Every game this client knows; a new game is one entry here. */
export const gameClients: readonly AnyGameClient[] = [santaCruzClient, santaMariaClient];

/** The game's module, or undefined for a game the API hosts but this build does not know. */
export function findGameClient(clients: readonly AnyGameClient[], game: string): AnyGameClient | undefined {
  return clients.find((client) => client.id === game);
}

import { findGameClient, gameClients } from "../games";
import type { AnyShown } from "./shown";

/** Each seat's score as the view shows it, by seat; empty before the game has a view or for an unknown game. */
export function scoresOf(shown: AnyShown): number[] {
  const client = findGameClient(gameClients, shown.game);
  return client && shown.view !== null ? client.scores(shown.view) : [];
}

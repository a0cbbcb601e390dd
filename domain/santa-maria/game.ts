import type { Game } from "../core/game";
import { SantaMariaAction } from "./actions";
import type { SantaMariaEvent, SantaMariaEventView } from "./events";
import { activeSeats, legalActions } from "./legal-actions";
import { apply } from "./moves";
import { SantaMariaOptions } from "./options";
import { finalScore, standings, total } from "./scoring";
import { setup } from "./setup";
import type { SantaMariaState } from "./state";
import { type SantaMariaView, view, viewEvent } from "./view";

export const santaMaria: Game<
  SantaMariaState,
  SantaMariaAction,
  SantaMariaOptions,
  SantaMariaEvent,
  SantaMariaView,
  SantaMariaEventView
> = {
  id: "santa-maria",
  name: "Santa Maria",
  players: { min: 1, max: 4 },
  optionsSchema: SantaMariaOptions,
  actionSchema: SantaMariaAction,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  viewEvent,
  result: (s) => (s.phase === "over" ? { standings: standings(s) } : null),
  // happiness points so far plus what the end-of-game scoring would add now
  standing: (s, seat) =>
    s.phase === "over" ? s.seats[seat].points : s.seats[seat].points + total(finalScore(s, seat)),
};

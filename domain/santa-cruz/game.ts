import type { Game } from "../core/game";
import { SantaCruzAction } from "./actions";
import type { SantaCruzEvent, SantaCruzEventView } from "./events";
import { activeSeats, legalActions } from "./legal-actions";
import { apply } from "./moves";
import { SantaCruzOptions } from "./options";
import { standings } from "./score-track";
import { setup } from "./setup";
import type { SantaCruzState } from "./state";
import { type SantaCruzView, view, viewEvent } from "./view";

export const santaCruz: Game<
  SantaCruzState,
  SantaCruzAction,
  SantaCruzOptions,
  SantaCruzEvent,
  SantaCruzView,
  SantaCruzEventView
> = {
  id: "santa-cruz",
  name: "Santa Cruz",
  players: { min: 2, max: 4 },
  optionsSchema: SantaCruzOptions,
  actionSchema: SantaCruzAction,
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  viewEvent,
  result: (s) => (s.phase === "over" ? { standings: standings(s) } : null),
  // the bird chits the seat holds will score their values at the end
  standing: (s, seat) => s.seats[seat].score + s.seats[seat].birds.reduce((a, b) => a + b, 0),
};

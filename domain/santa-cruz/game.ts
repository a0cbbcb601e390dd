import { defineGame } from "../core/define-game";
import { SantaCruzAction } from "./actions";
import { publicContent } from "./content";
import { SantaCruzContent } from "./content/schema";
import { determinize } from "./determinize";
import { SantaCruzEventView } from "./events";
import { activeSeats, legalActions } from "./legal-actions";
import { santaCruzListing } from "./listing";
import { moves } from "./moves";
import { standings } from "./score-track";
import { setup } from "./setup";
import { copyState } from "./state";
import { SantaCruzView, view, viewEvent } from "./view";

const { options, ...listed } = santaCruzListing;

export const santaCruz = defineGame({
  ...listed,
  description:
    "Build on the islands' sites with ship, road and river cards, and score with the cards you play.",
  players: { min: 2, max: 4 },
  schemas: {
    options,
    action: SantaCruzAction,
    view: SantaCruzView,
    event: SantaCruzEventView,
    content: SantaCruzContent,
  },
  content: publicContent,
  setup,
  isOver: (s) => s.phase === "over",
  activeSeats,
  legalActions,
  copy: copyState,
  moves,
  view,
  viewEvent,
  determinize,
  standings,
  // the bird chits the seat holds will score their values at the end
  standing: (s, seat) =>
    s.phase === "over"
      ? s.seats[seat].score
      : s.seats[seat].score + s.seats[seat].birds.reduce((a, b) => a + b, 0),
});

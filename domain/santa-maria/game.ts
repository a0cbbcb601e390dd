import { defineGame } from "../core/define-game";
import { SantaMariaAction } from "./actions";
import { publicContent } from "./content";
import { SantaMariaContent } from "./content/schema";
import { determinize } from "./determinize";
import { run } from "./effects";
import { SantaMariaEventView } from "./events";
import { activeSeats, legalActions } from "./legal-actions";
import { santaMariaListing } from "./listing";
import { moves } from "./moves";
import { finalScore, standings, total } from "./scoring";
import { setup } from "./setup";
import { copyState, type SantaMariaState } from "./state";
import { SantaMariaView, view, viewEvent } from "./view";

const { options, ...listed } = santaMariaListing;

export const santaMaria = defineGame({
  ...listed,
  description:
    "Build a colony over three years: dice activate its buildings, ships, monks and conquistadors score.",
  players: { min: 1, max: 4 },
  schemas: {
    options,
    action: SantaMariaAction,
    view: SantaMariaView,
    event: SantaMariaEventView,
    content: SantaMariaContent,
  },
  content: publicContent,
  setup,
  isOver: (s: SantaMariaState) => s.phase === "over",
  activeSeats,
  legalActions,
  copy: copyState,
  moves,
  // effects that need no decision are carried out at once, and the turn may end by itself
  afterMove(s, seat, events) {
    if (s.phase === "play" && s.turn === seat) run(s, events);
  },
  view,
  viewEvent,
  determinize,
  standings,
  // happiness points so far plus what the end-of-game scoring would add now
  standing: (s, seat) =>
    s.phase === "over" ? s.seats[seat].points : s.seats[seat].points + total(finalScore(s, seat)),
  // a turn clock skips an absent player's turn by ending it
  skip: "endTurn",
});

import * as z from "zod";
import type { Viewer } from "../core/game";
import { GameResult } from "../core/result";
import type { SantaMariaEvent, SantaMariaEventView } from "./events";
import { activeSeats } from "./legal-actions";
import { activationCost, whiteDiceLimit } from "./main-actions";
import { standings } from "./scoring";
import {
  FinalScore,
  MonkSpace,
  Phase,
  ResolvedOptions,
  type SantaMariaState,
  SeatState,
  SoloResult,
  Task,
  TownHallSet,
} from "./state";

// the view schemas are built on first use (z.lazy): only the API's document and the tests read them
const Seat = z.number().int().min(0).max(3);
const Count = z.number().int().min(0);
const Die = z.number().int().min(1).max(6);

export const SeatView = z.lazy(() =>
  z
    .strictObject({
      ...SeatState.unwrap().shape,
      seat: Seat.describe("The seat, 0 = the first start player"),
      retired: Count.nullable().describe(
        "The retiring space taken this year (index of content.board.retiring), or null",
      ),
      nextActivationCost: Count.describe("Coins for the next single-building activation"),
      whiteDiceLeft: Count.describe("White dice the seat may still use this year"),
    })
    .describe("One seat: everything it holds is public"),
);
export type SeatView = z.infer<typeof SeatView>;

/**
 * Ruling 2: everything is public but the order of the shipment and expansion stacks and the random
 * generator; dice not yet rolled are only counted.
 */
export const SantaMariaView = z.lazy(() =>
  z
    .strictObject({
      viewer: Seat.nullable().describe("Whose view this is: a seat, or null for a spectator"),
      phase: Phase,
      year: z.number().int().min(1).describe("The year, 1 to content.rules.years"),
      startSeat: Seat.describe("This year's start player"),
      turn: Seat.describe("The seat to act (while the game is not over)"),
      activeSeats: z.array(Seat).describe("Seats that may act now: the seat to act, none once over"),
      mainDone: z.boolean().describe("Whether the seat to act has taken its main action this turn"),
      pending: z
        .array(Task)
        .describe("Effects of the current turn still to carry out; the first may wait for a decision"),
      options: ResolvedOptions,
      white: z.array(Die).describe("White dice in the pool, by value"),
      bluePool: z.array(Die).describe("Common-pool variant: blue dice in the pool, by value"),
      blueReserve: Count.describe("Blue dice still above the board, to be unlocked"),
      docks: z
        .array(z.string().min(1).nullable())
        .describe(
          "The face-up shipment tile (id of content.shipments) at each dock, top to bottom; null once none is left",
        ),
      shipmentsLeft: Count.describe("Shipment tiles left in the face-down stack"),
      display: z
        .array(z.string().min(1))
        .describe("Expansion tiles (ids of content.expansions) left in this year's display"),
      doublesLeft: Count.describe("Double expansion tiles left in the face-down stack"),
      triplesLeft: Count.describe("Triple expansion tiles left in the face-down stack"),
      roadTiles: Count.describe(
        "Road tiles left on the road retiring space (content.board.roadTiles, taken in order)",
      ),
      retiring: z
        .array(Seat.nullable())
        .describe("The seat on each retiring space (content.board.retiring, top first), or null"),
      monkSpaces: z
        .array(MonkSpace)
        .describe("The monk spaces, row by row in content.board.monkSpaces order"),
      townHalls: z
        .array(TownHallSet)
        .describe("Advanced set-up: the town hall sets on offer (empty otherwise)"),
      seats: z.array(SeatView).describe("Every seat, by seat number"),
      final: z.array(FinalScore).nullable().describe("The final scoring by seat, once the game is over"),
      solo: SoloResult.nullable().describe("The solo game's result, once it is over"),
      result: GameResult.nullable().describe("The final standings, once the game is over"),
    })
    .describe("Santa Maria as one viewer sees it"),
);
export type SantaMariaView = z.infer<typeof SantaMariaView>;

export function view(s: SantaMariaState, viewer: Viewer): SantaMariaView {
  return {
    viewer,
    phase: s.phase,
    year: s.year,
    startSeat: s.startSeat,
    turn: s.turn,
    activeSeats: activeSeats(s),
    mainDone: s.mainDone,
    pending: s.pending,
    options: s.options,
    white: s.white,
    bluePool: s.bluePool,
    blueReserve: s.blueReserve,
    docks: s.docks,
    shipmentsLeft: s.shipments.length,
    display: s.display,
    doublesLeft: s.doubles.length,
    triplesLeft: s.triples.length,
    roadTiles: s.roadTiles,
    retiring: s.retiring,
    monkSpaces: s.monkSpaces,
    townHalls: s.townHalls,
    seats: s.seats.map((me, seat) => {
      const retired = s.retiring.indexOf(seat);
      return {
        ...me,
        seat,
        retired: retired < 0 ? null : retired,
        nextActivationCost: activationCost(s, seat),
        whiteDiceLeft: Math.max(0, whiteDiceLimit(s, seat) - me.whiteTaken),
      };
    }),
    final: s.final,
    solo: s.solo,
    result: s.phase === "over" ? { standings: standings(s) } : null,
  };
}

/** Ruling 2: Santa Maria's events hold no secret, so every viewer sees each event whole. */
export function viewEvent(event: SantaMariaEvent, _viewer: Viewer): SantaMariaEventView {
  return event;
}

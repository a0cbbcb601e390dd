import type { GameResult, Viewer } from "../core/game";
import type { SantaMariaEvent, SantaMariaEventView } from "./events";
import { activeSeats } from "./legal-actions";
import { activationCost, whiteDiceLimit } from "./main-actions";
import { standings } from "./scoring";
import type { FinalScore, MonkSpace, Phase, SantaMariaState, SeatState, Task, TownHallSet } from "./state";

export interface SeatView extends SeatState {
  seat: number;
  /** The retiring space taken this year, or null. */
  retired: number | null;
  /** Coins for the next single-building activation. */
  nextActivationCost: number;
  whiteDiceLeft: number;
}

/**
 * Ruling 2: everything is public but the order of the shipment and expansion stacks and the random
 * generator; dice not yet rolled are only counted.
 */
export interface SantaMariaView {
  viewer: number | null;
  phase: Phase;
  year: number;
  startSeat: number;
  turn: number;
  activeSeats: number[];
  mainDone: boolean;
  /** Effects of the current turn still to carry out; the first may wait for a decision. */
  pending: Task[];
  options: SantaMariaState["options"];
  white: number[];
  bluePool: number[];
  blueReserve: number;
  docks: (string | null)[];
  shipmentsLeft: number;
  display: string[];
  doublesLeft: number;
  triplesLeft: number;
  roadTiles: number;
  retiring: (number | null)[];
  monkSpaces: MonkSpace[];
  townHalls: TownHallSet[];
  seats: SeatView[];
  final: FinalScore[] | null;
  solo: SantaMariaState["solo"];
  result: GameResult | null;
}

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

/** Another seat's secret would be removed; ruling 2 leaves none in Santa Maria's events. */
export function viewEvent(event: SantaMariaEvent, viewer: Viewer): SantaMariaEventView {
  if (!("secret" in event) || ("seat" in event && event.seat === viewer)) return event;
  const { secret: _hidden, ...shown } = event as SantaMariaEvent & { secret: unknown };
  return shown as SantaMariaEventView;
}

import type { GameResult } from "../core/game";
import type { Cost, Gain, Resource } from "./content/schema";
import type { FinalScore, Placement, Task } from "./state";

/**
 * What a move caused. Ruling 2: nothing a seat holds is secret (stack orders are never put in an
 * event), so no event carries a `secret`; `viewEvent` still strips one should a future event add it.
 */
export type SantaMariaEvent =
  | { type: "colonyChosen"; seat: number; colony: string }
  | {
      type: "townHallChosen";
      seat: number;
      set: number;
      townHall: string;
      scholar: string;
      placement: Placement;
    }
  | {
      type: "yearStarted";
      year: number;
      startSeat: number;
      white: number[];
      /** Blue dice rolled: per seat (personal) or the pool (common-pool variant). */
      blue: number[][];
      display: string[];
    }
  | { type: "expanded"; seat: number; placement: Placement; paid: Cost }
  | { type: "activated"; seat: number; cell: number; coins: number }
  | {
      type: "dieUsed";
      seat: number;
      color: "white" | "blue";
      from: number;
      to: number;
      coins: number;
      /** The vacant buildings activated, in order; the die lies on the last. */
      cells: number[];
    }
  | { type: "gained"; seat: number; gain: Gain; sold: Partial<Record<Resource, number>> }
  | { type: "paid"; seat: number; cost: Cost; coins: number }
  | { type: "traded"; seat: number; pay: number; gain: number }
  | { type: "shipped"; seat: number; dock: number; tile: string; refill: string | null }
  | { type: "conquistadorMoved"; seat: number; position: number; gold: boolean }
  | { type: "religionMoved"; seat: number; from: number; to: number; points: number }
  | { type: "blueDieUnlocked"; seat: number; value: number }
  | { type: "monkPlaced"; seat: number; space: number; fees: { seat: number; coins: number }[] }
  | { type: "roadPlaced"; seat: number; placement: Placement }
  | { type: "declined"; seat: number; decision: Task["kind"] }
  /** A decision nobody could take this turn (nothing affordable, nothing left): skipped at once. */
  | { type: "skipped"; seat: number; decision: Task["kind"] }
  | { type: "retired"; seat: number; space: number }
  | { type: "harbourIncome"; seat: number; dock: number; ships: number }
  | { type: "sold"; seat: number; resource: Resource; coins: number }
  | { type: "bought"; seat: number; resource: Resource; coins: number }
  | { type: "turnEnded"; seat: number }
  | { type: "conquistadorScored"; seat: number; points: number; place: number }
  | { type: "yearEnded"; year: number }
  | { type: "finalScored"; seat: number; score: FinalScore; total: number }
  | { type: "gameEnded"; result: GameResult };

/** An event as one viewer sees it: another seat's secret removed (none exist today, ruling 2). */
export type SantaMariaEventView = SantaMariaEvent;

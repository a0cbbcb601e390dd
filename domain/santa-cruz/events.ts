import type { GameResult } from "../core/game";
import type { BuildingKind, BuildMode, SetLetter } from "./content/schema";

export type ScoreReason =
  | { kind: "building"; site: number }
  | { kind: "card"; card: string }
  | { kind: "birds" };

/**
 * What a move caused. `secret` belongs to `seat` alone: `viewEvent` removes it for everyone else.
 */
export type SantaCruzEvent =
  | { type: "setChosen"; seat: number; set: SetLetter }
  | { type: "roundStarted"; round: 1 | 2; startSeat: number }
  | { type: "cardPlayed"; seat: number; card: BuildMode | "double"; mode: BuildMode }
  | { type: "tileRevealed"; site: number; tile: string }
  | { type: "built"; seat: number; site: number; building: BuildingKind; joined: boolean }
  | {
      type: "nothingBuilt";
      seat: number;
      site: number | null;
      reason: "no-site" | "building-missing" | "declined";
    }
  | { type: "scored"; seat: number; points: number; score: number; reason: ScoreReason }
  | { type: "birdTaken"; seat: number; secret: { value: number } }
  | { type: "scoringCardPlayed"; seat: number; card: string }
  | { type: "erupted"; destroyed: { site: number; seat: number }[] }
  | { type: "roundEnded"; round: 1 | 2 }
  | { type: "cardDrawn"; seat: number; secret: { card: string } }
  | { type: "packageChosen"; seat: number; package: number; set: SetLetter; scoring: string[] }
  | { type: "cardDiscarded"; seat: number; secret: { card: string } }
  | { type: "birdsRevealed"; seat: number; values: number[] }
  | { type: "gameEnded"; result: GameResult };

/** An event as one viewer sees it: other seats' secrets removed. */
export type SantaCruzEventView = SantaCruzEvent extends infer E
  ? E extends { secret: unknown }
    ? Omit<E, "secret"> & Partial<Pick<E, "secret">>
    : E
  : never;

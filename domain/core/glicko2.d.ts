/** The part of the `glicko2` package (no types of its own) that domain/core/ratings.ts uses. */
declare module "glicko2" {
  interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  interface Glicko2Settings {
    tau: number;
    rating: number;
    rd: number;
    vol: number;
  }
  /** A result: the first player's outcome against the second, 1 a win, 0.5 a draw, 0 a loss. */
  type Glicko2Match = [Glicko2Player, Glicko2Player, number];
  export class Glicko2 {
    constructor(settings: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: Glicko2Match[]): void;
  }
}

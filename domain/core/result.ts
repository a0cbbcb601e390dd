import * as z from "zod";

// built on first use (z.lazy): only the API's document and the tests read these schemas
export const Standing = z.lazy(() =>
  z
    .strictObject({
      seat: z.number().int().min(0).describe("The seat"),
      score: z.number().int().describe("Its final score"),
      place: z
        .number()
        .int()
        .min(1)
        .describe("1 for the winner; equal places only where the game's own tie-breaks leave a tie"),
      resigned: z.literal(true).optional().describe("The seat resigned: it counts as last"),
    })
    .describe("One seat's final standing"),
);
export type Standing = z.infer<typeof Standing>;

export const GameResult = z.lazy(() =>
  z
    .strictObject({ standings: z.array(Standing).describe("Every seat, from first place to last") })
    .describe("How the game ended"),
);
export type GameResult = z.infer<typeof GameResult>;

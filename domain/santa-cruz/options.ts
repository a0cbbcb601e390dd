import * as z from "zod";

export const SantaCruzOptions = z
  .strictObject({
    // ruling 1: sets are drafted (default) or dealt at random
    setAssignment: z
      .enum(["draft", "random"])
      .default("draft")
      .describe(
        "draft: seats choose building-card sets from the last seat backwards; random: sets are dealt",
      ),
  })
  .describe("Options of a Santa Cruz match");
export type SantaCruzOptions = z.infer<typeof SantaCruzOptions>;

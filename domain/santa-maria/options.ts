import * as z from "zod";

export const SantaMariaOptions = z
  .strictObject({
    setup: z
      .enum(["basic", "advanced"])
      .optional()
      .describe(
        "basic: A-side colonies; advanced: B sides with a drafted town hall and scholar. Default: advanced for a solo game (as the rules advise), basic otherwise; the number of players is known only at the start, so a started match's `view.options` shows it settled",
      ),
    blueDice: z
      .enum(["personal", "commonPool"])
      .default("personal")
      .describe(
        "personal: each player keeps their blue dice; commonPool: the variant, blue dice drafted from the pool",
      ),
    colonies: z
      .enum(["random", "draft"])
      .default("random")
      .describe(
        "Basic set-up: A-side colonies dealt at random, or chosen counter-clockwise from the start player's right",
      ),
  })
  .describe("Options of a Santa Maria match");
export type SantaMariaOptions = z.infer<typeof SantaMariaOptions>;

import { z } from "zod";
import { content } from "./content";
import { BuildMode, SetLetter } from "./content/schema";

const siteIds = content.map.sites.length - 1;
const SiteId = z.number().int().min(0).max(siteIds).describe("A site of the board (0-based id)");
const OptionalSite = SiteId.optional().describe(
  "Where to build; omit it only when nothing can be built (or only an optional join is possible)",
);
const ScoringCardId = z.enum(content.components.scoringCards.map((c) => c.id) as [string, ...string[]]);

export const SantaCruzAction = z
  .discriminatedUnion("type", [
    z
      .strictObject({ type: z.literal("chooseSet"), set: SetLetter })
      .describe("Take a building-card set (draft)"),
    z
      .strictObject({ type: z.literal("land"), site: SiteId })
      .describe("Land on a coast site at the round's start"),
    z
      .strictObject({ type: z.literal("playBuilding"), card: BuildMode, site: OptionalSite })
      .describe("Play a ship, road or river card and build"),
    z
      .strictObject({ type: z.literal("playDouble"), mode: BuildMode, site: OptionalSite })
      .describe("Play the double move, naming ship, road or river, and make its first build step"),
    z
      .strictObject({ type: z.literal("build"), site: OptionalSite })
      .describe("The second build step of a double move"),
    z.strictObject({ type: z.literal("playScoring"), card: ScoringCardId }).describe("Play a scoring card"),
    z
      .strictObject({ type: z.literal("choosePackage"), package: z.number().int().min(0).max(3) })
      .describe("Round 2: take a package (a round-1 building set with the scoring cards played with it)"),
    z
      .strictObject({ type: z.literal("discard"), card: ScoringCardId })
      .describe("Round 2: secretly discard a scoring card"),
  ])
  .describe("An action in Santa Cruz");
export type SantaCruzAction = z.infer<typeof SantaCruzAction>;

import * as z from "zod";
import { BuildMode, SetLetter } from "./content/schema";
import { PackageIndex, ScoringCardId, SiteId } from "./ids";

/** The action schema, made when an action is first read rather than when a function loads. */
function actionSchema() {
  const OptionalSite = SiteId.optional().describe(
    "Where to build; omit it only when nothing can be built (or only an optional join is possible)",
  );

  return z
    .discriminatedUnion("type", [
      z
        .strictObject({
          type: z.literal("chooseSet").describe("Take a building-card set"),
          set: SetLetter.describe("The set to take: one of the view's `setsOnOffer`"),
        })
        .describe("Take a building-card set (draft)")
        .meta({ examples: [{ type: "chooseSet", set: "A" }] }),
      z
        .strictObject({
          type: z.literal("land").describe("Land on the coast"),
          site: SiteId.describe("A free coast site to land on (the round's last player may also join one)"),
        })
        .describe("Land on a coast site at the round's start")
        .meta({ examples: [{ type: "land", site: 0 }] }),
      z
        .strictObject({
          type: z.literal("playBuilding").describe("Play a building card"),
          card: BuildMode.describe("The building card to play: ship, road or river"),
          site: OptionalSite,
        })
        .describe("Play a ship, road or river card and build")
        .meta({
          examples: [
            { type: "playBuilding", card: "road", site: 12 },
            { type: "playBuilding", card: "ship" },
          ],
        }),
      z
        .strictObject({
          type: z.literal("playDouble").describe("Play the double-move card"),
          mode: BuildMode.describe("The kind both build steps use: ship, road or river"),
          site: OptionalSite,
        })
        .describe("Play the double move, naming ship, road or river, and make its first build step")
        .meta({ examples: [{ type: "playDouble", mode: "river", site: 16 }] }),
      z
        .strictObject({
          type: z.literal("build").describe("Finish a double move"),
          site: OptionalSite,
        })
        .describe("The second build step of a double move")
        .meta({ examples: [{ type: "build", site: 27 }, { type: "build" }] }),
      z
        .strictObject({
          type: z.literal("playScoring").describe("Play a scoring card"),
          card: ScoringCardId.describe(
            "A scoring card in your hand (the view's `scoringCards` of your seat)",
          ),
        })
        .describe("Play a scoring card: every player who meets it scores")
        .meta({ examples: [{ type: "playScoring", card: "sheep" }] }),
      z
        .strictObject({
          type: z.literal("choosePackage").describe("Take a round-2 package"),
          package: PackageIndex.describe("A package not yet taken: its index in the view's `packages`"),
        })
        .describe("Round 2: take a package (a round-1 building set with the scoring cards played with it)")
        .meta({ examples: [{ type: "choosePackage", package: 0 }] }),
      z
        .strictObject({
          type: z.literal("discard").describe("Discard a scoring card"),
          card: ScoringCardId.describe("The scoring card to give up, from your hand"),
        })
        .describe("Round 2: secretly discard a scoring card")
        .meta({ examples: [{ type: "discard", card: "coast" }] }),
    ])
    .describe("An action in Santa Cruz");
}

/** An action in Santa Cruz (zod's lazy schema makes it once). */
export const SantaCruzAction = z.lazy(actionSchema);
export type SantaCruzAction = z.infer<typeof SantaCruzAction>;

import * as z from "zod";
import { GameResult } from "../core/result";
import { BuildingKind, BuildMode, SetLetter } from "./content/schema";
import { PackageIndex, ScoringCardId, Seat, SiteId, TileId } from "./ids";

// the event schemas are built on first use (z.lazy): only the API's document and the tests read them
const Round = z.union([z.literal(1), z.literal(2)]).describe("The round, 1 or 2");

export const ScoreReason = z.lazy(() =>
  z
    .discriminatedUnion("kind", [
      z
        .strictObject({ kind: z.literal("building").describe("A building was placed"), site: SiteId })
        .describe("The tile's points for a building placed on `site`"),
      z
        .strictObject({ kind: z.literal("card").describe("A scoring card was played"), card: ScoringCardId })
        .describe("A scoring card someone played"),
      z
        .strictObject({ kind: z.literal("birds").describe("The game ended") })
        .describe("The values of the bird chits held, at the end of the game"),
    ])
    .describe("Why a score changed"),
);
export type ScoreReason = z.infer<typeof ScoreReason>;

const BirdSecret = z
  .strictObject({ value: z.number().int().min(1).max(3).describe("The chit's value") })
  .describe("The chit's value: only its owner sees it until the end");
const CardSecret = z
  .strictObject({ card: ScoringCardId })
  .describe("The scoring card: only the seat itself sees it");

/** Events whose `secret` belongs to `seat` alone; `secret` is the schema of what it holds for that viewer. */
function birdTaken<S extends z.ZodType>(secret: S) {
  return z
    .strictObject({ type: z.literal("birdTaken"), seat: Seat, secret })
    .describe("A seat took a bird chit, face down");
}

function cardDrawn<S extends z.ZodType>(secret: S) {
  return z
    .strictObject({ type: z.literal("cardDrawn"), seat: Seat, secret })
    .describe("Round 2 cleanup: a seat drew a scoring card, unseen by the others");
}

function cardDiscarded<S extends z.ZodType>(secret: S) {
  return z
    .strictObject({ type: z.literal("cardDiscarded"), seat: Seat, secret })
    .describe("Round 2: a seat chose its secret discard");
}

const publicEvents = () =>
  [
    z
      .strictObject({ type: z.literal("setChosen"), seat: Seat, set: SetLetter })
      .describe("A seat took a building-card set (drafted, dealt, or the last one left)"),
    z
      .strictObject({
        type: z.literal("roundStarted"),
        round: Round,
        startSeat: Seat.describe("The seat that lands and plays first this round"),
      })
      .describe("A round began with its landing"),
    z
      .strictObject({
        type: z.literal("cardPlayed"),
        seat: Seat,
        card: z.enum(["ship", "road", "river", "double"]).describe("The building card played"),
        mode: BuildMode.describe("How it builds: the card itself, or the kind named for a double move"),
      })
      .describe("A seat played a building card"),
    z
      .strictObject({ type: z.literal("tileRevealed"), site: SiteId, tile: TileId })
      .describe("A face-down site was turned up, showing its tile"),
    z
      .strictObject({
        type: z.literal("built"),
        seat: Seat,
        site: SiteId,
        building: BuildingKind.describe("The building placed: the one the tile pictures"),
        joined: z.boolean().describe("Whether it joined another seat's building on the site (ruling 8)"),
      })
      .describe("A seat placed a building"),
    z
      .strictObject({
        type: z.literal("nothingBuilt"),
        seat: Seat,
        site: SiteId.nullable().describe("The site turned up for nothing, or null when no site was chosen"),
        reason: z
          .enum(["no-site", "building-missing", "declined"])
          .describe(
            "no-site: no site could be built on; building-missing: the revealed tile pictures a building the seat has none of; declined: the last seat passed up an optional join",
          ),
      })
      .describe("A build step ended without a building"),
    z
      .strictObject({
        type: z.literal("scored"),
        seat: Seat,
        points: z.number().int().describe("How far the marker moved (a loss is negative; never below 0)"),
        score: z.number().int().min(0).describe("The seat's score afterwards"),
        reason: ScoreReason,
      })
      .describe("A seat's score changed"),
    z
      .strictObject({ type: z.literal("scoringCardPlayed"), seat: Seat, card: ScoringCardId })
      .describe("A seat played a scoring card; its `scored` events follow"),
    z
      .strictObject({
        type: z.literal("erupted"),
        destroyed: z
          .array(z.strictObject({ site: SiteId, seat: Seat }).describe("A building that left the board"))
          .describe("Every building removed from a volcano site"),
        round: Round.optional().describe(
          "The round it erupted in (absent on eruptions recorded before it was kept): in round 1 the buildings come back for round 2, in round 2 they are gone for the rest of the game",
        ),
      })
      .describe(
        "The volcano erupted: buildings on volcano sites leave the board, until round 2 when it erupts in round 1",
      ),
    z
      .strictObject({ type: z.literal("roundEnded"), round: Round })
      .describe("Every hand is empty: the round ended"),
    z
      .strictObject({
        type: z.literal("packageChosen"),
        seat: Seat,
        package: PackageIndex,
        set: SetLetter,
        scoring: z
          .array(ScoringCardId)
          .describe("The scoring cards that came with it, now in the seat's hand"),
      })
      .describe("Round 2: a seat took a package"),
    z
      .strictObject({
        type: z.literal("birdsRevealed"),
        seat: Seat,
        values: z
          .array(z.number().int().min(1).max(3))
          .describe("The values of every bird chit the seat held"),
      })
      .describe("At the end, a seat turned up its bird chits"),
    z.strictObject({ type: z.literal("gameEnded"), result: GameResult }).describe("The game is over"),
  ] as const;

/** What a move caused. `secret` belongs to `seat` alone: `viewEvent` removes it for everyone else. */
export const SantaCruzEvent = z.lazy(() =>
  z
    .discriminatedUnion("type", [
      ...publicEvents(),
      birdTaken(BirdSecret),
      cardDrawn(CardSecret),
      cardDiscarded(CardSecret),
    ])
    .describe("Something that happened in a Santa Cruz match, with every secret"),
);
export type SantaCruzEvent = z.infer<typeof SantaCruzEvent>;

export const SantaCruzEventView = z.lazy(() =>
  z
    .discriminatedUnion("type", [
      ...publicEvents(),
      birdTaken(BirdSecret.optional().describe("Only for the seat itself")),
      cardDrawn(CardSecret.optional().describe("Only for the seat itself")),
      cardDiscarded(CardSecret.optional().describe("Only for the seat itself")),
    ])
    .describe(
      "Something that happened in a Santa Cruz match, as one viewer sees it: `secret` only for its seat",
    ),
);
export type SantaCruzEventView = z.infer<typeof SantaCruzEventView>;

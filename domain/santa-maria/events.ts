import * as z from "zod";
import { GameResult } from "../core/result";
import { Cost, Gain, Resource } from "./content/schema";
import { DecisionKind, FinalScore, Placement } from "./state";

// the event schema is built on first use (z.lazy): only the API's document and the tests read it
const Seat = z.number().int().min(0).max(3).describe("The seat it happened to");
const Count = z.number().int().min(0);
const Die = z.number().int().min(1).max(6);
const Dock = z.number().int().min(0).max(3).describe("The dock: index of content.board.docks, 0 = top");
const ShipmentId = z.string().min(1);
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, what: string) =>
  z.strictObject({ type: z.literal(type).describe("Event type"), ...shape }).describe(what);

/**
 * What a move caused. Ruling 2: nothing a seat holds is secret (stack orders are never put in an
 * event), so every viewer sees every event whole.
 */
export const SantaMariaEvent = z.lazy(() =>
  z
    .discriminatedUnion("type", [
      event(
        "colonyChosen",
        { seat: Seat, colony: z.string().min(1).describe("The colony: an id of content.colonies") },
        "A seat took an A-side colony board in the draft",
      ),
      event(
        "townHallChosen",
        {
          seat: Seat,
          set: z.number().int().min(0).max(3).describe("The set taken: index of the view's townHalls"),
          townHall: z.string().min(1).describe("An id of content.townHalls"),
          scholar: z.string().min(1).describe("An id of content.scholars"),
          placement: Placement,
        },
        "A seat took a town hall with its scholar and placed the town hall",
      ),
      event(
        "yearStarted",
        {
          year: z.number().int().min(1).describe("The year begun"),
          startSeat: z.number().int().min(0).max(3).describe("The start player"),
          white: z.array(Die).describe("White dice rolled, by value"),
          blue: z
            .array(z.array(Die))
            .describe(
              "Blue dice rolled: one list per seat (personal dice), or one for the pool (common-pool variant)",
            ),
          display: z
            .array(z.string().min(1))
            .describe("The new display: ids of content.expansions, doubles then triples"),
        },
        "A new year began: dice rolled, a new display laid out",
      ),
      event(
        "expanded",
        { seat: Seat, placement: Placement, paid: Cost },
        "A seat bought an expansion tile from the display and placed it",
      ),
      event(
        "activated",
        {
          seat: Seat,
          cell: z.number().int().min(0).max(35).describe("The building's space: row * 6 + col"),
          coins: Count.describe("Coins put on it"),
        },
        "A seat activated one building with coins",
      ),
      event(
        "dieUsed",
        {
          seat: Seat,
          color: z.enum(["white", "blue"]).describe("White dice activate a column, blue dice a row"),
          from: Die.describe("The value the die showed"),
          to: Die.describe("The value used"),
          coins: Count.describe("Coins paid to change the value"),
          cells: z
            .array(z.number().int().min(0).max(35))
            .describe("The vacant buildings activated (row * 6 + col), in order; the die lies on the last"),
        },
        "A seat used a die to activate a column or a row",
      ),
      event(
        "gained",
        {
          seat: Seat,
          gain: Gain,
          sold: z
            .strictObject({
              wood: Count.optional().describe("Wood"),
              grain: Count.optional().describe("Grain"),
              sugar: Count.optional().describe("Sugar"),
              gems: Count.optional().describe("Gems"),
              gold: Count.optional().describe("Gold"),
            })
            .describe("Resources beyond the storage limit, sold at once for their price"),
        },
        "A seat gained resources, coins or happiness points",
      ),
      event(
        "paid",
        { seat: Seat, cost: Cost, coins: Count.describe("Coins paid besides") },
        "A seat paid these resources (gold standing in where it lacked them or chose to)",
      ),
      event(
        "traded",
        {
          seat: Seat,
          pay: Count.describe("Index of the payment chosen"),
          gain: Count.describe("Index of the gain chosen"),
        },
        "A seat traded at a trading building",
      ),
      event(
        "shipped",
        {
          seat: Seat,
          dock: Dock,
          tile: ShipmentId.describe("The tile taken: an id of content.shipments"),
          refill: ShipmentId.nullable().describe("The tile drawn to the dock (content.shipments), or null"),
        },
        "A seat took a shipment tile into its harbour",
      ),
      event(
        "conquistadorMoved",
        {
          seat: Seat,
          position: Count.describe("The marker's space now"),
          gold: z.boolean().describe("Whether it reached a gold symbol"),
        },
        "A conquistador moved (or was lost at the end of the track)",
      ),
      event(
        "religionMoved",
        {
          seat: Seat,
          from: Count.describe("The marker's space before"),
          to: Count.describe("The marker's space now"),
          points: Count.describe("Points for steps beyond the last space"),
        },
        "A religion marker moved",
      ),
      event(
        "blueDieUnlocked",
        {
          seat: Seat,
          value: Die.nullable().describe(
            "The value rolled; null for a die unlocked while retiring in the common-pool variant, rolled with the others next year",
          ),
        },
        "A seat unlocked a blue die and rolled it",
      ),
      event(
        "whiteDieAdded",
        { seat: Seat, value: Die.describe("The value rolled") },
        "A scholar just trained brought a white die, rolled into the pool (the Friar in a solo game)",
      ),
      event(
        "monkPlaced",
        {
          seat: Seat,
          space: z.number().int().min(0).describe("Index of the view's monkSpaces"),
          fees: z
            .array(
              z
                .strictObject({
                  seat: Seat.describe("A seat already on the space"),
                  coins: Count.describe("Coins it was paid"),
                })
                .describe("One fee"),
            )
            .describe("Fees paid to the seats already there"),
        },
        "A seat placed a monk on a monk space",
      ),
      event("roadPlaced", { seat: Seat, placement: Placement }, "A seat placed a road tile in its colony"),
      event(
        "declined",
        { seat: Seat, decision: DecisionKind },
        "A seat declined the optional part of an effect",
      ),
      event(
        "skipped",
        { seat: Seat, decision: DecisionKind },
        "A decision nobody could take this turn (nothing affordable, nothing left) was skipped",
      ),
      event(
        "retired",
        { seat: Seat, space: z.number().int().min(0).describe("Index of content.board.retiring, 0 = top") },
        "A seat retired for the year",
      ),
      event(
        "harbourIncome",
        {
          seat: Seat,
          dock: Dock,
          ships: z.number().int().min(1).describe("Shipment tiles there, one effect each"),
        },
        "A dock of a retiring seat's harbour paid its income",
      ),
      event(
        "sold",
        { seat: Seat, resource: Resource, coins: Count.describe("Coins received") },
        "A seat sold a resource",
      ),
      event(
        "bought",
        { seat: Seat, resource: Resource, coins: Count.describe("Coins paid") },
        "A seat bought a basic resource",
      ),
      event("turnEnded", { seat: Seat }, "A seat's turn ended"),
      event(
        "conquistadorScored",
        {
          seat: Seat,
          points: Count.describe("Points scored"),
          place: z.number().int().min(1).describe("Its place on the conquistador track"),
        },
        "Year end: a seat scored for its place on the conquistador track",
      ),
      event("yearEnded", { year: z.number().int().min(1).describe("The year ended") }, "A year ended"),
      event(
        "finalScored",
        {
          seat: Seat,
          score: FinalScore,
          total: z.number().int().describe("The seat's happiness points now"),
        },
        "Game end: a seat's final scoring",
      ),
      event("gameEnded", { result: GameResult }, "The game ended with these standings"),
    ])
    .describe("Something that happened in Santa Maria"),
);
export type SantaMariaEvent = z.infer<typeof SantaMariaEvent>;

/** An event as one viewer sees it: the event itself, nothing being secret (ruling 2). */
export const SantaMariaEventView = SantaMariaEvent;
export type SantaMariaEventView = SantaMariaEvent;

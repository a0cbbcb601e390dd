import { z } from "zod";
import { content } from "./content";
import { BasicResource, Resource } from "./content/schema";

const Row = z.number().int().min(0).max(5).describe("Row of the colony, 0 = top (blue die value 1)");
const Col = z.number().int().min(0).max(5).describe("Column of the colony, 0 = left (white die value 1)");
const Rotation = z
  .number()
  .int()
  .min(0)
  .max(3)
  .describe("Quarter turns clockwise; row and col then name the top-left corner of the turned tile");
const DieValue = z.number().int().min(1).max(6);
const ids = (list: string[]) => z.enum(list as [string, ...string[]]);

export const SantaMariaAction = z
  .discriminatedUnion("type", [
    z
      .strictObject({ type: z.literal("chooseColony"), colony: ids(content.aSides) })
      .describe("Basic set-up with the colony draft: take an A-side colony board"),
    z
      .strictObject({
        type: z.literal("chooseTownHall"),
        set: z.number().int().min(0).max(3).describe("Which town hall and scholar pair"),
        rotation: Rotation,
        row: Row,
        col: Col,
      })
      .describe("Advanced set-up: take a town hall with its scholar and place the town hall"),
    z
      .strictObject({
        type: z.literal("expand"),
        tile: ids(content.expansions.map((t) => t.id)),
        rotation: Rotation,
        row: Row,
        col: Col,
      })
      .describe("Main action: pay 2 wood (double) or 2 wood and 1 grain (triple) and place a display tile"),
    z
      .strictObject({ type: z.literal("activate"), row: Row, col: Col })
      .describe("Main action: put coins on one vacant building (1 more each time this year) and activate it"),
    z
      .strictObject({
        type: z.literal("useDie"),
        color: z.enum(["white", "blue"]),
        die: DieValue.describe("The value the die shows now (dice of one value are alike)"),
        value: DieValue.describe("The value to use: 1 coin per point of change, no wrap-around"),
      })
      .describe("Main action: a white die activates a column top to bottom, a blue die a row left to right"),
    z
      .strictObject({ type: z.literal("retire"), space: z.number().int().min(0).max(9) })
      .describe("Main action: take a vacant retiring space (0 = top), then shipment income top to bottom"),
    z
      .strictObject({ type: z.literal("sell"), resource: Resource })
      .describe("Free action: sell a resource (1 coin basic, 2 coins advanced)"),
    z
      .strictObject({ type: z.literal("buy"), resource: BasicResource })
      .describe("Free action: buy a basic resource for 3 coins"),
    z.strictObject({ type: z.literal("endTurn") }).describe("End the turn once the main action is done"),
    z
      .strictObject({
        type: z.literal("trade"),
        pay: z.number().int().min(0).max(3).describe("Which of the payments separated by '/'"),
        gain: z.number().int().min(0).max(3).describe("Which of the gains separated by '/'"),
      })
      .describe("Pending trading building: pay and gain once"),
    z
      .strictObject({ type: z.literal("ship"), dock: z.number().int().min(0).max(3) })
      .describe("Pending shipping action: pay for the shipment tile at this dock and take it"),
    z
      .strictObject({ type: z.literal("extraStep") })
      .describe("Pending religion action: pay 1 grain to advance 1 extra space"),
    z
      .strictObject({ type: z.literal("recruit"), space: z.number().int().min(0).max(9) })
      .describe("Pending monk: place a monk on a monk space (0–2 scholars, 3–5 bishops, 6–9 missions)"),
    z
      .strictObject({ type: z.literal("placeRoad"), row: Row, col: Col })
      .describe("Pending road tile (retiring space): place it on an empty space"),
    z
      .strictObject({ type: z.literal("decline") })
      .describe("Skip the optional part of the pending effect (trade, shipment, extra step, monk, road)"),
  ])
  .describe("An action in Santa Maria");
export type SantaMariaAction = z.infer<typeof SantaMariaAction>;

import * as z from "zod";
import { content } from "./content";
import { BasicResource, Resource } from "./content/schema";

/** No cost of the content has more distinct ways to pay than this (a content test checks it). */
export const MOST_PAYMENT_WAYS = 16;

/** The action schemas, made when an action is first read rather than when a function loads. */
function actionSchemas() {
  const monkSpaces = content.board.monkSpaces.reduce((n, m) => n + m.spaces, 0);
  const Row = z.number().int().min(0).max(5).describe("Row of the colony, 0 = top (blue die value 1)");
  const Col = z.number().int().min(0).max(5).describe("Column of the colony, 0 = left (white die value 1)");
  const Rotation = z
    .number()
    .int()
    .min(0)
    .max(3)
    .describe("Quarter turns clockwise; row and col then name the top-left corner of the turned tile");
  const DieValue = z.number().int().min(1).max(6);
  const Option = z.number().int().min(0).max(3);
  const index = (list: readonly unknown[]) =>
    z
      .number()
      .int()
      .min(0)
      .max(list.length - 1);
  const ids = (list: string[]) => z.enum(list as [string, ...string[]]);
  const Way = z
    .number()
    .int()
    .min(0)
    .max(MOST_PAYMENT_WAYS - 1)
    .describe("Which way to pay: index of the pending payment's ways");

  /** One kind of action: its fields, what it does in one line, and an example. */
  function variant<T extends string, S extends z.ZodRawShape>(
    name: T,
    shape: S,
    description: string,
    example: Record<string, unknown>,
  ) {
    return z
      .strictObject({ type: z.literal(name).describe("The action type"), ...shape })
      .meta({ description, examples: [{ type: name, ...example }] });
  }

  /**
   * The actions that pay resources. Gold stands in for any resource: where that makes several
   * distinct ways to pay, a payment decision (action `pay`) comes before the action is carried out.
   */
  const expand = variant(
    "expand",
    {
      tile: ids(content.expansions.map((t) => t.id)).describe(
        "The expansion tile: an id of content.expansions in the view's display",
      ),
      rotation: Rotation,
      row: Row,
      col: Col,
    },
    "Main action: pay 2 wood (double) or 2 wood and 1 grain (triple), gold standing in for any, and place a display tile",
    { tile: content.expansions[0].id, rotation: 1, row: 0, col: 3 },
  );

  const trade = variant(
    "trade",
    {
      pay: Option.describe("Which of the pending trade's payments: index of its pay list"),
      gain: Option.describe("Which of the pending trade's gains: index of its gain list"),
    },
    "Pending trading building: pay and gain once",
    { pay: 0, gain: 1 },
  );

  const ship = variant(
    "ship",
    { dock: index(content.board.docks).describe("The dock: index of content.board.docks, 0 = top") },
    "Pending shipping action: pay for the shipment tile at this dock and take it",
    { dock: 2 },
  );

  const extraStep = variant(
    "extraStep",
    {},
    "Pending religion action: pay 1 grain (or 1 gold) to advance 1 extra space",
    {},
  );

  const paying = z
    .discriminatedUnion("type", [expand, trade, ship, extraStep])
    .describe("An action that pays resources");

  const action = z
    .discriminatedUnion("type", [
      variant(
        "chooseColony",
        { colony: ids(content.aSides).describe("The colony board: an A-side id of content.colonies") },
        "Basic set-up with the colony draft: take an A-side colony board",
        { colony: content.aSides[0] },
      ),
      variant(
        "chooseTownHall",
        {
          set: index(content.townHalls).describe(
            "Which town hall and scholar pair: index of the view's townHalls",
          ),
          rotation: Rotation,
          row: Row,
          col: Col,
        },
        "Advanced set-up: take a town hall with its scholar and place the town hall",
        { set: 0, rotation: 0, row: 2, col: 2 },
      ),
      expand,
      variant(
        "activate",
        { row: Row, col: Col },
        "Main action: put coins on one vacant building (1 more each time this year) and activate it",
        { row: 2, col: 5 },
      ),
      variant(
        "useDie",
        {
          color: z.enum(["white", "blue"]).describe("white: from the pool, activates a column; blue: a row"),
          die: DieValue.describe("The value the die shows now (dice of one value are alike)"),
          value: DieValue.describe("The value to use: 1 coin per point of change, no wrap-around"),
        },
        "Main action: a white die activates a column top to bottom, a blue die a row left to right",
        { color: "white", die: 4, value: 3 },
      ),
      variant(
        "retire",
        {
          space: index(content.board.retiring).describe(
            "A vacant retiring space: index of content.board.retiring, 0 = top",
          ),
        },
        "Main action: take a vacant retiring space, then shipment income top to bottom",
        { space: 0 },
      ),
      variant(
        "sell",
        { resource: Resource.describe("The resource to sell") },
        "Free action: sell a resource (1 coin basic, 2 coins advanced)",
        { resource: "sugar" },
      ),
      variant(
        "buy",
        { resource: BasicResource.describe("The basic resource to buy") },
        "Free action: buy a basic resource for 3 coins",
        { resource: "wood" },
      ),
      variant("endTurn", {}, "End the turn once the main action is done", {}),
      trade,
      ship,
      extraStep,
      variant(
        "recruit",
        {
          space: z
            .number()
            .int()
            .min(0)
            .max(monkSpaces - 1)
            .describe("The monk space: index of the view's monkSpaces (in content.board.monkSpaces order)"),
        },
        "Pending monk: place a monk on a monk space",
        { space: 4 },
      ),
      variant(
        "placeRoad",
        { row: Row, col: Col },
        "Pending road tile (retiring space): place it on an empty space",
        { row: 5, col: 0 },
      ),
      variant(
        "decline",
        {},
        "Skip the optional part of the pending effect (trade, shipment, extra step, monk, road)",
        {},
      ),
      variant(
        "pay",
        { way: Way },
        "Pending payment: gold could pay in several ways, so choose one; then the paid-for action is carried out",
        { way: 1 },
      ),
    ])
    .describe("An action in Santa Maria");
  return { paying, action };
}

let made: ReturnType<typeof actionSchemas> | undefined;
const schemas = () => {
  made ??= actionSchemas();
  return made;
};

/** An action that pays resources. */
export const PayingAction = z.lazy(() => schemas().paying);
export type PayingAction = z.infer<typeof PayingAction>;

/** An action in Santa Maria. */
export const SantaMariaAction = z.lazy(() => schemas().action);
export type SantaMariaAction = z.infer<typeof SantaMariaAction>;

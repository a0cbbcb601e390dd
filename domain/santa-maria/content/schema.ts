import * as z from "zod";

/** The five resources; the first two are basic (sold for 1 coin), the others advanced (2 coins). */
export const resources = ["wood", "grain", "sugar", "gems", "gold"] as const;
export const Resource = z
  .enum(resources)
  .describe("A resource: wood and grain are basic, sugar, gems and gold advanced; gold stands in for any");
export type Resource = z.infer<typeof Resource>;
export const basicResources = ["wood", "grain"] as const;
export const BasicResource = z.enum(basicResources).describe("A basic resource, the only ones for sale");
export type BasicResource = z.infer<typeof BasicResource>;

/** Terrain of a building cell; roads have none (the solo "Capracracy" chain ignores roads). */
export const terrains = ["forest", "field", "plantation", "mountain", "coast", "town"] as const;
export const Terrain = z.enum(terrains).describe("The landscape a building stands on (how it is drawn)");
export type Terrain = z.infer<typeof Terrain>;

const Count = z.number().int().min(1);
const Id = z.string().min(1);
const Name = z.string().min(1).describe("What to call it");
const Description = z.string().min(1).describe("One line on what it is or does");

const resourceCounts = (what: string) => ({
  wood: Count.optional().describe(`Wood ${what}`),
  grain: Count.optional().describe(`Grain ${what}`),
  sugar: Count.optional().describe(`Sugar ${what}`),
  gems: Count.optional().describe(`Gems ${what}`),
  gold: Count.optional().describe(`Gold ${what}`),
});

// the objects below are built on first use (z.lazy): the document, the content check and tests read them
/** Resources to pay, e.g. the cost of a shipment tile or the top of a trading building. */
export const Cost = z.lazy(() =>
  z
    .strictObject(resourceCounts("to pay (gold may stand in for any)"))
    .refine((c) => Object.keys(c).length > 0, "a cost names at least one resource")
    .describe("Resources to pay; a resource left out costs none"),
);
export type Cost = z.infer<typeof Cost>;

/** What is gained: resources, coins and happiness points. */
export const Gain = z.lazy(() =>
  z
    .strictObject({
      ...resourceCounts("gained"),
      coins: Count.optional().describe("Coins gained"),
      points: Count.optional().describe("Happiness points gained"),
    })
    .refine((g) => Object.keys(g).length > 0, "a gain names at least one item")
    .describe("Resources, coins and happiness points gained; an item left out is none"),
);
export type Gain = z.infer<typeof Gain>;

const produce = () =>
  z
    .strictObject({ kind: z.literal("produce").describe("Effect kind"), gain: Gain })
    .describe("Gain these at once");
const trade = () =>
  z
    .strictObject({
      kind: z.literal("trade").describe("Effect kind"),
      pay: z.array(Cost).min(1).max(4).describe("Pay one of these (the printed '/')…"),
      gain: z.array(Gain).min(1).max(4).describe("…to gain one of these, once per activation"),
    })
    .describe("Trade once, or decline");
const ship = () =>
  z
    .strictObject({ kind: z.literal("ship").describe("Effect kind") })
    .describe("Pay for a shipment tile at a dock and take it, or decline");
const conquistador = () =>
  z
    .strictObject({ kind: z.literal("conquistador").describe("Effect kind") })
    .describe("Move the conquistador marker 1 space");
const religion = () =>
  z
    .strictObject({ kind: z.literal("religion").describe("Effect kind") })
    .describe("Move the religion marker 1 space, or 2 for 1 grain");

/** One effect of a building (or of a retiring space, a dock or a missionary station). */
export const Effect = z.lazy(() =>
  z
    .discriminatedUnion("kind", [produce(), trade(), ship(), conquistador(), religion()])
    .describe("One effect of a building"),
);
export type Effect = z.infer<typeof Effect>;

const buildingShape = () => ({
  kind: z.literal("building").describe("A building: activated by dice or coins"),
  terrain: Terrain,
  effects: z
    .array(Effect)
    .min(1)
    .max(3)
    .describe("All carried out, in order, when the building is activated"),
});
export const Building = z.lazy(() => z.strictObject(buildingShape()));
export type Building = z.infer<typeof Building>;

/** A road space: never activated, holds no die, its colonists score in fully developed lines. */
const roadShape = () => ({
  kind: z.literal("road").describe("A road: never activated, its colonists score in fully developed lines"),
  colonists: z.number().int().min(0).max(3).describe("Colonists drawn on the road"),
});
export const Road = z.lazy(() => z.strictObject(roadShape()));
export type Road = z.infer<typeof Road>;

export const Cell = z.lazy(() => z.discriminatedUnion("kind", [Building.unwrap(), Road.unwrap()]));
export type Cell = z.infer<typeof Cell>;

const Index = z.number().int().min(0).max(5);

/** A cell of a tile lists its offset from the tile's top-left corner (before rotation). */
const offset = {
  dr: Index.describe("Rows down from the tile's top-left corner, before rotation"),
  dc: Index.describe("Columns right of the tile's top-left corner, before rotation"),
};
export const TileCell = z.lazy(() =>
  z
    .discriminatedUnion("kind", [
      z.strictObject({ ...buildingShape(), ...offset }),
      z.strictObject({ ...roadShape(), ...offset }),
    ])
    .describe("One space of a tile"),
);
export type TileCell = z.infer<typeof TileCell>;

export const ExpansionTile = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Expansion tile id, as actions and views name it"),
      name: Name,
      description: Description,
      size: z
        .enum(["double", "triple"])
        .describe("double: 2 spaces for 2 wood; triple: 3 spaces for 2 wood, 1 grain"),
      cells: z.array(TileCell).min(2).max(3).describe("Its spaces"),
    })
    .describe("An expansion tile, placed in a colony with the expand action"),
);
export type ExpansionTile = z.infer<typeof ExpansionTile>;

export const TownHall = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Town hall id, as views name it"),
      name: Name,
      description: Description,
      cells: z.array(TileCell).length(2).describe("Its two buildings"),
    })
    .describe("Advanced set-up: a town hall tile, drafted with a scholar and placed in the colony"),
);
export type TownHall = z.infer<typeof TownHall>;

/** A preprinted cell of a colony board. */
const position = {
  row: Index.describe("Row of the colony, 0 = top"),
  col: Index.describe("Column of the colony, 0 = left"),
};
export const ColonyCell = z.lazy(() =>
  z
    .discriminatedUnion("kind", [
      z.strictObject({ ...buildingShape(), ...position }),
      z.strictObject({ ...roadShape(), ...position }),
    ])
    .describe("A preprinted space of a colony board"),
);
export type ColonyCell = z.infer<typeof ColonyCell>;

export const Colony = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Colony board id, as actions and views name it"),
      side: z.enum(["A", "B"]).describe("A: the basic set-up's boards; B: the advanced set-up's, all alike"),
      name: Name,
      description: Description,
      cells: z
        .array(ColonyCell)
        .describe("The preprinted spaces; the other spaces of the 6 × 6 grid are empty"),
    })
    .describe("A colony board: a 6 × 6 grid, rows matched by blue dice and columns by white dice"),
);
export type Colony = z.infer<typeof Colony>;

export const ShipmentTile = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Shipment tile id, as views and events name it"),
      name: Name,
      description: Description,
      start: z.boolean().describe("Orange sails: the four tiles that start in the docks"),
      cost: Cost,
      points: z.number().int().min(0).max(9).describe("Happiness points at the end of the game"),
    })
    .describe("A shipment tile: paid for with the shipping effect, then income in the harbour"),
);
export type ShipmentTile = z.infer<typeof ShipmentTile>;

/** Each ability is one rule hook in `scholars.ts`. */
export const scholarAbilities = [
  "cheapActivation",
  "cheapDieChange",
  "extraWhiteDie",
  "largeStorage",
  "cheapPurchase",
  "grainFreeTriple",
  "feeExempt",
  "goldPoints",
  "shipPoints",
  "coinDockBonus",
] as const;
export const ScholarAbility = z
  .enum(scholarAbilities)
  .describe("The rule the scholar changes (its description says how)");
export type ScholarAbility = z.infer<typeof ScholarAbility>;

export const Scholar = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Scholar id, as views name it"),
      name: Name,
      description: Description,
      points: z
        .number()
        .int()
        .min(1)
        .max(3)
        .describe("Happiness points at the end of the game (purple frame)"),
      ability: ScholarAbility,
    })
    .describe(
      "A scholar: trained by a monk (or drafted with a town hall), it changes one rule for its player",
    ),
);
export type Scholar = z.infer<typeof Scholar>;

/** Each count is one rule hook in `bishops.ts`. */
export const bishopCounts = [
  "shipmentTiles",
  "colonists",
  "expansionTiles",
  "monksPlaced",
  "developedLines",
  "religionSpaces",
] as const;
export const BishopCount = z.enum(bishopCounts).describe("What the bishop counts at the end of the game");
export type BishopCount = z.infer<typeof BishopCount>;

export const Bishop = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Bishop id, as views name it"),
      name: Name,
      description: Description,
      count: BishopCount,
      per: z.number().int().min(1).describe("How many of the counted things make one award"),
      points: z.number().int().min(1).describe("Happiness points per award"),
    })
    .describe("A bishop: appointed by a monk, it scores its requirement at the end of the game, less 2"),
);
export type Bishop = z.infer<typeof Bishop>;

export const MissionaryStation = z.lazy(() =>
  z
    .strictObject({
      id: Id.describe("Missionary station id, as views name it"),
      name: Name,
      description: Description,
      gain: Gain,
    })
    .describe("A missionary station: a monk placed there gains this at once"),
);
export type MissionaryStation = z.infer<typeof MissionaryStation>;

/** What a retiring space or a harbour dock does: an effect, or placing a road tile. */
export const SpaceAction = z.lazy(() =>
  z
    .discriminatedUnion("kind", [
      produce(),
      trade(),
      ship(),
      conquistador(),
      religion(),
      z
        .strictObject({ kind: z.literal("road").describe("Effect kind") })
        .describe("Place a road tile on an empty space, or decline"),
    ])
    .describe("What a retiring space or a dock gives"),
);
export type SpaceAction = z.infer<typeof SpaceAction>;

const Position = z.number().int().min(1);
const PointsRow = z.array(z.array(z.number().int().min(0)).min(1)).length(3);

export const soloMeasures = [
  "total",
  "colonistPoints",
  "harbourSets",
  "bishopPoints",
  "terrainChain",
] as const;

export const monkSpaceKinds = ["scholar", "bishop", "mission"] as const;
export const MonkSpaceKind = z
  .enum(monkSpaceKinds)
  .describe("scholar: content.scholars; bishop: content.bishops; mission: content.missions");
export type MonkSpaceKind = z.infer<typeof MonkSpaceKind>;

const Track = {
  name: Name,
  description: Description,
  last: Position.describe("The last space (the market square before the first is 0)"),
};

export const Board = z.lazy(() =>
  z
    .strictObject({
      religion: z
        .strictObject({
          ...Track,
          last: Position.describe("The last space; each step beyond it is 1 point instead"),
          monks: z.array(Position).min(1).describe("Spaces with a monk symbol, in track order"),
          blueDice: z.array(Position).describe("Which monk symbols (1 = the first) also unlock a blue die"),
        })
        .describe("The religion track"),
      conquistador: z
        .strictObject({
          ...Track,
          gold: z.array(Position).describe("Spaces with a gold symbol"),
          trees: z.array(Position).length(3).describe("Solo: the trees below the track, one per year"),
        })
        .describe("The conquistador track"),
      conquistadorPoints: z
        .record(z.enum(["1", "2", "3", "4"]), PointsRow)
        .describe(
          "Year-end conquistador points by player count ('1' is the solo game), then year, then place (1st first)",
        ),
      monkSpaces: z
        .array(
          z
            .strictObject({
              kind: MonkSpaceKind,
              name: Name,
              description: Description,
              spaces: z.number().int().min(1).describe("How many spaces of this kind"),
            })
            .describe("A row of monk spaces"),
        )
        .length(3)
        .describe("The rows of monk spaces, in the order views list them"),
      docks: z
        .array(
          z
            .strictObject({
              id: Id.describe("Dock id"),
              name: Name,
              description: Description,
              income: SpaceAction,
            })
            .describe("A dock: shipment tiles arrive here, and each in a harbour pays its income"),
        )
        .length(4)
        .describe("The four docks, top to bottom (harbour income is paid in this order)"),
      retiring: z
        .array(
          z
            .strictObject({
              id: Id.describe("Retiring space id"),
              name: Name,
              description: Description,
              action: SpaceAction,
            })
            .describe("A retiring space"),
        )
        .min(4)
        .describe("The retiring spaces, top (closest to the '1st' symbol) to bottom"),
      roadTiles: z
        .array(
          z
            .strictObject({
              id: Id.describe("Road tile id, as views name it"),
              name: Name,
              description: Description,
              ...roadShape(),
            })
            .describe("A road tile of one space"),
        )
        .describe("The road tiles on the road retiring space, in the order they are taken"),
      solo: z
        .strictObject({
          win: z.number().int().min(1).describe("Happiness points a solo player needs to win"),
          achievements: z
            .array(
              z
                .strictObject({
                  id: Id.describe("Achievement id, as views name it"),
                  name: Name,
                  description: Description,
                  measure: z.enum(soloMeasures).describe("What is measured at the end of the game"),
                  atLeast: z.number().int().min(1).describe("The measure needed"),
                })
                .describe("A solo achievement"),
            )
            .describe("The solo game's achievements"),
        })
        .describe("The solo game"),
    })
    .describe("The common board"),
);
export type Board = z.infer<typeof Board>;

const PerResource = z
  .strictObject({
    wood: Count.describe("Wood"),
    grain: Count.describe("Grain"),
    sugar: Count.describe("Sugar"),
    gems: Count.describe("Gems"),
    gold: Count.describe("Gold"),
  })
  .describe("Coins per resource");

/** The numbers of the rule text a client shows (rules.ts holds them). */
export const Rules = z.lazy(() =>
  z
    .strictObject({
      years: z.number().int().min(1).describe("Years in a game"),
      startingCoins: z
        .array(z.number().int().min(0))
        .describe("Coins at the start, by seat from the start player"),
      startingWood: z.number().int().min(0).describe("Wood at the start"),
      whiteDicePerPlayer: z.number().int().min(1).describe("White dice rolled each year per player"),
      blueDicePerPlayer: z.number().int().min(1).describe("Blue dice per player, one unlocked at the start"),
      whiteDiceLimit: z.number().int().min(1).describe("White dice a player may use in a year"),
      display: z.number().int().min(1).describe("Double and triple tiles each in a year's display"),
      storageLimit: z
        .number()
        .int()
        .min(1)
        .describe("Of each resource a storage holds; more is sold at once"),
      sellPrice: PerResource.describe("Coins for selling one resource"),
      buyPrice: z.number().int().min(1).describe("Coins for buying one basic resource"),
      doubleCost: Cost.describe("The price of a double expansion tile"),
      tripleCost: Cost.describe("The price of a triple expansion tile"),
      monks: z.number().int().min(1).describe("Monks per player"),
      monkFee: z.number().int().min(0).describe("Coins paid to each player already on a monk space"),
      bishopPenalty: z.number().int().min(0).describe("Points lost at the end per appointed bishop"),
      coinsPerPoint: z.number().int().min(1).describe("Coins per happiness point at the end"),
      setPoints: z.number().int().min(0).describe("Points per set of one ship in each dock of a harbour"),
    })
    .describe("The rule text's numbers: prices, limits and points"),
);
export type Rules = z.infer<typeof Rules>;

/** The content files, as `index.ts` loads them. */
const contentFiles = () =>
  z.strictObject({
    colonies: z.array(Colony).describe("The colony boards: A sides and the B side"),
    expansions: z.array(ExpansionTile).describe("The expansion tiles"),
    townHalls: z.array(TownHall).describe("The town halls (advanced set-up)"),
    shipments: z.array(ShipmentTile).describe("The shipment tiles"),
    scholars: z.array(Scholar).describe("The scholars"),
    bishops: z.array(Bishop).describe("The bishops"),
    missions: z.array(MissionaryStation).describe("The missionary stations"),
    board: Board,
  });
export const ContentFiles = z.lazy(contentFiles);
export type ContentFiles = z.infer<typeof ContentFiles>;

/** Everything a client needs to draw and name the game's components; views refer to it by id. */
export const SantaMariaContent = z.lazy(() =>
  contentFiles()
    .extend({ rules: Rules })
    .describe("Santa Maria's components and rule numbers; views and events name them by id"),
);
export type SantaMariaContent = z.infer<typeof SantaMariaContent>;

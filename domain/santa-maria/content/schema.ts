import { z } from "zod";

/** The five resources; the first two are basic (sold for 1 coin), the others advanced (2 coins). */
export const resources = ["wood", "grain", "sugar", "gems", "gold"] as const;
export const Resource = z.enum(resources);
export type Resource = z.infer<typeof Resource>;
export const basicResources = ["wood", "grain"] as const;
export const BasicResource = z.enum(basicResources);
export type BasicResource = z.infer<typeof BasicResource>;

/** Terrain of a building cell; roads have none (the solo "Capracracy" chain ignores roads). */
export const terrains = ["forest", "field", "plantation", "mountain", "coast", "town"] as const;
export const Terrain = z.enum(terrains);
export type Terrain = z.infer<typeof Terrain>;

const Count = z.number().int().min(1).max(9);

/** Resources to pay, e.g. the cost of a shipment tile or the top of a trading building. */
export const Cost = z
  .strictObject({
    wood: Count.optional(),
    grain: Count.optional(),
    sugar: Count.optional(),
    gems: Count.optional(),
    gold: Count.optional(),
  })
  .refine((c) => Object.keys(c).length > 0, "a cost names at least one resource");
export type Cost = z.infer<typeof Cost>;

/** What is gained: resources, coins and happiness points. */
export const Gain = z
  .strictObject({
    wood: Count.optional(),
    grain: Count.optional(),
    sugar: Count.optional(),
    gems: Count.optional(),
    gold: Count.optional(),
    coins: Count.optional(),
    points: Count.optional(),
  })
  .refine((g) => Object.keys(g).length > 0, "a gain names at least one item");
export type Gain = z.infer<typeof Gain>;

const produce = z.strictObject({ kind: z.literal("produce"), gain: Gain });
const trade = z.strictObject({
  kind: z.literal("trade"),
  /** Pay one of these ("/" = choose one) ... */
  pay: z.array(Cost).min(1).max(4),
  /** ... to gain one of these, once per activation. */
  gain: z.array(Gain).min(1).max(4),
});
const ship = z.strictObject({ kind: z.literal("ship") });
const conquistador = z.strictObject({ kind: z.literal("conquistador") });
const religion = z.strictObject({ kind: z.literal("religion") });

/** One effect of a building (or of a retiring space, a dock or a missionary station). */
export const Effect = z.discriminatedUnion("kind", [produce, trade, ship, conquistador, religion]);
export type Effect = z.infer<typeof Effect>;

const buildingShape = {
  kind: z.literal("building"),
  terrain: Terrain,
  /** All are carried out, in order, when the building is activated. */
  effects: z.array(Effect).min(1).max(3),
};
export const Building = z.strictObject(buildingShape);
export type Building = z.infer<typeof Building>;

/** A road space: never activated, holds no die, its colonists score in fully developed lines. */
const roadShape = { kind: z.literal("road"), colonists: z.number().int().min(0).max(3) };
export const Road = z.strictObject(roadShape);
export type Road = z.infer<typeof Road>;

export const Cell = z.discriminatedUnion("kind", [Building, Road]);
export type Cell = z.infer<typeof Cell>;

const Index = z.number().int().min(0).max(5);

/** A cell of a tile, at an offset from the tile's top-left corner (before rotation). */
const offset = { dr: Index, dc: Index };
export const TileCell = z.discriminatedUnion("kind", [
  z.strictObject({ ...buildingShape, ...offset }),
  z.strictObject({ ...roadShape, ...offset }),
]);
export type TileCell = z.infer<typeof TileCell>;

export const ExpansionTile = z.strictObject({
  id: z.string().min(1),
  size: z.enum(["double", "triple"]),
  cells: z.array(TileCell).min(2).max(3),
});
export type ExpansionTile = z.infer<typeof ExpansionTile>;

export const TownHall = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  cells: z.array(TileCell).length(2),
});
export type TownHall = z.infer<typeof TownHall>;

/** A preprinted cell of a colony board. */
const position = { row: Index, col: Index };
export const ColonyCell = z.discriminatedUnion("kind", [
  z.strictObject({ ...buildingShape, ...position }),
  z.strictObject({ ...roadShape, ...position }),
]);
export type ColonyCell = z.infer<typeof ColonyCell>;

export const Colony = z.strictObject({
  id: z.string().min(1),
  side: z.enum(["A", "B"]),
  name: z.string().min(1),
  description: z.string(),
  cells: z.array(ColonyCell),
});
export type Colony = z.infer<typeof Colony>;

export const ShipmentTile = z.strictObject({
  id: z.string().min(1),
  /** Orange sails: the four tiles that start in the docks. */
  start: z.boolean(),
  cost: Cost,
  /** Scored at the end of the game. */
  points: z.number().int().min(0).max(9),
});
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
export const ScholarAbility = z.enum(scholarAbilities);
export type ScholarAbility = z.infer<typeof ScholarAbility>;

export const Scholar = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Gained at the end of the game (purple frame). */
  points: z.number().int().min(1).max(3),
  ability: ScholarAbility,
});
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
export const BishopCount = z.enum(bishopCounts);
export type BishopCount = z.infer<typeof BishopCount>;

export const Bishop = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  /** Scores `points` for every full `per` of the counted things, at the end of the game. */
  count: BishopCount,
  per: z.number().int().min(1),
  points: z.number().int().min(1),
});
export type Bishop = z.infer<typeof Bishop>;

export const MissionaryStation = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  gain: Gain,
});
export type MissionaryStation = z.infer<typeof MissionaryStation>;

/** What a retiring space or a harbour dock does: an effect, or placing a road tile. */
export const SpaceAction = z.discriminatedUnion("kind", [
  produce,
  trade,
  ship,
  conquistador,
  religion,
  z.strictObject({ kind: z.literal("road") }),
]);
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

export const Board = z.strictObject({
  religion: z.strictObject({
    /** The last space; moving beyond it gives 1 point per space instead. */
    last: Position,
    /** Spaces with a monk symbol, in track order. */
    monks: z.array(Position).min(1),
    /** Which monk symbols (1 = the first) also unlock a blue die. */
    blueDice: z.array(Position),
  }),
  conquistador: z.strictObject({
    last: Position,
    /** Spaces with a gold symbol. */
    gold: z.array(Position),
    /** Solo: the trees planted below the track, one per year. */
    trees: z.array(Position).length(3),
  }),
  /** Year-end conquistador points by player count ("1" is the solo game), year, then place. */
  conquistadorPoints: z.record(z.enum(["1", "2", "3", "4"]), PointsRow),
  /** The four docks, top to bottom: shipment income is paid in this order. */
  docks: z.array(z.strictObject({ id: z.string().min(1), income: SpaceAction })).length(4),
  /** Retiring spaces, top to bottom; the top one is closest to the "1st" symbol. */
  retiring: z.array(z.strictObject({ id: z.string().min(1), action: SpaceAction })).min(4),
  /** The road tiles on the retiring space, each a single road cell. */
  roadTiles: z.array(Road),
  solo: z.strictObject({
    win: z.number().int().min(1),
    achievements: z.array(
      z.strictObject({
        id: z.string().min(1),
        name: z.string().min(1),
        description: z.string().min(1),
        measure: z.enum(soloMeasures),
        atLeast: z.number().int().min(1),
      }),
    ),
  }),
});
export type Board = z.infer<typeof Board>;

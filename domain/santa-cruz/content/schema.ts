import { z } from "zod";

export const buildingKinds = ["house", "church", "lighthouse"] as const;
export const BuildingKind = z.enum(buildingKinds);
export type BuildingKind = z.infer<typeof BuildingKind>;

export const siteKinds = ["coast", "land", "volcano"] as const;
export const SiteKind = z.enum(siteKinds);
export type SiteKind = z.infer<typeof SiteKind>;

export const Resource = z.enum(["sheep", "fish", "wood", "sugar", "gold"]);
export type Resource = z.infer<typeof Resource>;

export const buildModes = ["ship", "road", "river"] as const;
export const BuildMode = z.enum(buildModes);
export type BuildMode = z.infer<typeof BuildMode>;

export const SetLetter = z.enum(["A", "B", "C", "D"]);
export type SetLetter = z.infer<typeof SetLetter>;

const SiteId = z.number().int().min(0);

/** One building site of the board. Coast sites are laid face up, land and volcano sites face down. */
export const Site = z.strictObject({
  id: SiteId,
  kind: SiteKind,
  island: z.string().min(1),
  /** A label for people, e.g. "main island, north shore". */
  name: z.string().min(1),
  /** Where to draw it, in board units; only for clients. */
  x: z.number(),
  y: z.number(),
});
export type Site = z.infer<typeof Site>;

/** A river is a path: consecutive sites are one river step apart. */
export const River = z.strictObject({ id: z.string().min(1), sites: z.array(SiteId).min(2) });
export type River = z.infer<typeof River>;

export const BoardMap = z.strictObject({
  description: z.string(),
  sites: z.array(Site).min(1),
  /** Road segments, each joining two sites. */
  roads: z.array(z.tuple([SiteId, SiteId])),
  rivers: z.array(River),
});
export type BoardMap = z.infer<typeof BoardMap>;

export const Tile = z.strictObject({
  id: z.string().min(1),
  /** The kind of site the tile is shuffled onto. */
  kind: SiteKind,
  building: BuildingKind,
  points: z.number().int().min(0),
  resources: z
    .array(Resource)
    .max(2)
    .refine((list) => new Set(list).size === list.length, "a resource appears once per tile"),
  /** Extra points on every scoring card that shows a fish; only on fish tiles. */
  fishBonus: z.number().int().min(0).max(3),
  bird: z.boolean(),
});
export type Tile = z.infer<typeof Tile>;

/** What a scoring card rewards; each kind is one rule in `scoring.ts`. */
export const ScoringRule = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("resource"), resource: Resource, points: z.number().int() }),
  z.strictObject({
    kind: z.literal("resourcePair"),
    resources: z.tuple([Resource, Resource]),
    both: z.number().int(),
    one: z.number().int(),
  }),
  z.strictObject({
    kind: z.literal("buildingCount"),
    building: BuildingKind,
    count: z.number().int().min(1),
    points: z.number().int(),
  }),
  z.strictObject({ kind: z.literal("oneOfEach"), points: z.number().int() }),
  z.strictObject({ kind: z.literal("connected"), count: z.number().int().min(2), points: z.number().int() }),
  z.strictObject({
    kind: z.literal("perSite"),
    site: z.enum(["coast", "river", "volcano"]),
    points: z.number().int(),
  }),
  z.strictObject({ kind: z.literal("eruption"), points: z.number().int().max(0) }),
  z.strictObject({ kind: z.literal("birds"), points: z.number().int() }),
]);
export type ScoringRule = z.infer<typeof ScoringRule>;

export const ScoringCard = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  rule: ScoringRule,
  /** Cards that show a fish also pay every fish bonus of the player's fish sites. */
  fishBonus: z.boolean(),
});
export type ScoringCard = z.infer<typeof ScoringCard>;

const CardCounts = z.strictObject({
  ship: z.number().int().min(0),
  road: z.number().int().min(0),
  river: z.number().int().min(0),
  double: z.number().int().min(0),
});
export type CardCounts = z.infer<typeof CardCounts>;

export const Components = z.strictObject({
  supply: z.strictObject({ house: z.number().int(), church: z.number().int(), lighthouse: z.number().int() }),
  buildingSets: z.record(SetLetter, CardCounts),
  /** Scoring cards dealt to each player in round 1, by player count. */
  scoringCardsPerPlayer: z.record(z.enum(["2", "3", "4"]), z.number().int().min(1)),
  birdChits: z.array(z.number().int().min(1).max(3)),
  scoringCards: z.array(ScoringCard),
});
export type Components = z.infer<typeof Components>;

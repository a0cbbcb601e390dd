import * as z from "zod";

export const buildingKinds = ["house", "church", "lighthouse"] as const;
export const BuildingKind = z.enum(buildingKinds).describe("A kind of building: house, church or lighthouse");
export type BuildingKind = z.infer<typeof BuildingKind>;

export const siteKinds = ["coast", "land", "volcano"] as const;
export const SiteKind = z
  .enum(siteKinds)
  .describe("coast: face up from the start, reached by ship; land and volcano: face down until revealed");
export type SiteKind = z.infer<typeof SiteKind>;

export const Resource = z
  .enum(["sheep", "fish", "wood", "sugar", "gold"])
  .describe("A resource a tile shows, which scoring cards reward");
export type Resource = z.infer<typeof Resource>;

export const buildModes = ["ship", "road", "river"] as const;
export const BuildMode = z
  .enum(buildModes)
  .describe("How a building card reaches a site: ship (any coast site), road or river");
export type BuildMode = z.infer<typeof BuildMode>;

export const SetLetter = z.enum(["A", "B", "C", "D"]).describe("A building-card set, lettered A to D");
export type SetLetter = z.infer<typeof SetLetter>;

// the objects below are built on first use (z.lazy): the document, the content check and tests read them
const SiteId = z.number().int().min(0).describe("A site of the board (0-based id)");
const Name = z.string().min(1).describe("What to call it, for people");
const Description = z.string().min(1).describe("One line for people: what it is and what it does");

export const Site = z.lazy(() =>
  z
    .strictObject({
      id: SiteId.describe("The site's id, equal to its position in `sites`"),
      kind: SiteKind,
      island: z.string().min(1).describe("The island the site lies on: roads never leave an island"),
      name: Name,
      description: Description,
      x: z.number().describe("Where to draw the site, from the left on a 100 by 70 board"),
      y: z.number().describe("Where to draw the site, from the top on a 100 by 70 board"),
    })
    .describe("A building site of the board"),
);
export type Site = z.infer<typeof Site>;

export const River = z.lazy(() =>
  z
    .strictObject({
      id: z.string().min(1).describe("The river's id"),
      name: Name,
      description: Description,
      sites: z
        .array(SiteId)
        .min(2)
        .describe("The sites along the river from its mouth upstream; neighbours are one river step apart"),
    })
    .describe("A river: a river card builds anywhere along a river where the player already has a building"),
);
export type River = z.infer<typeof River>;

export const BoardMap = z.lazy(() =>
  z
    .strictObject({
      description: Description,
      sites: z.array(Site).min(1).describe("Every building site, in id order"),
      roads: z
        .array(z.array(SiteId).length(2))
        .describe("Road segments, each joining two sites of one island; a road card builds one segment away"),
      rivers: z.array(River).describe("The rivers"),
    })
    .describe("The board: sites, roads and rivers"),
);
export type BoardMap = z.infer<typeof BoardMap>;

/** The facts the rules use: views show these, and leave the name and description to the content. */
export const TileFacts = z.lazy(() =>
  z
    .strictObject({
      id: z.string().min(1).describe("The tile's id, as events and the content name it"),
      kind: SiteKind.describe("The kind of site the tile is shuffled onto"),
      building: BuildingKind.describe("The building the tile pictures: only that building can go here"),
      points: z.number().int().min(0).describe("Points scored by whoever builds here"),
      resources: z
        .array(Resource)
        .max(2)
        .refine((list) => new Set(list).size === list.length, "a resource appears once per tile")
        .describe("The resources shown, none to two"),
      fishBonus: z
        .number()
        .int()
        .min(0)
        .max(3)
        .describe("Extra points on every scoring card that shows a fish; only on fish tiles, 0 elsewhere"),
      bird: z.boolean().describe("Whether building here takes a bird chit"),
    })
    .describe("What a tile shows"),
);
export type TileFacts = z.infer<typeof TileFacts>;

export const Tile = z.lazy(() =>
  TileFacts.unwrap()
    .extend({ name: Name, description: Description })
    .describe("A tile: laid on a site, it shows the building allowed there, its points and resources"),
);
export type Tile = z.infer<typeof Tile>;

const Points = z.number().int().describe("Points for each player who meets the card");
const PointsEach = z.number().int().describe("Points for each such building of the player");
const Kind = <K extends string>(kind: K) => z.literal(kind).describe("Which rule the card follows");

/** What a scoring card rewards; each kind is one rule in `scoring.ts`. */
export const ScoringRule = z.lazy(() =>
  z
    .discriminatedUnion("kind", [
      z
        .strictObject({
          kind: Kind("resource"),
          resource: Resource.describe("The resource rewarded"),
          points: Points,
        })
        .describe("`points` once for any building on a tile showing `resource`"),
      z
        .strictObject({
          kind: Kind("resourcePair"),
          resources: z.array(Resource).length(2).describe("The two resources rewarded"),
          both: z.number().int().describe("Points for buildings showing both resources"),
          one: z.number().int().describe("Points for buildings showing only one of them"),
        })
        .describe("`both` for buildings showing both resources, `one` for only one of them"),
      z
        .strictObject({
          kind: Kind("buildingCount"),
          building: BuildingKind.describe("The kind of building counted"),
          count: z.number().int().min(1).describe("How many of them the player needs on the board"),
          points: Points,
        })
        .describe("`points` for at least `count` buildings of that kind on the board"),
      z
        .strictObject({ kind: Kind("oneOfEach"), points: Points })
        .describe("`points` for a house, a church and a lighthouse on the board"),
      z
        .strictObject({
          kind: Kind("connected"),
          count: z.number().int().min(2).describe("How many buildings must be linked"),
          points: Points,
        })
        .describe("`points` for `count` buildings linked by road segments"),
      z
        .strictObject({
          kind: Kind("perSite"),
          site: z
            .enum(["coast", "river", "volcano"])
            .describe("The sort of site counted: coast, river or volcano"),
          points: PointsEach,
        })
        .describe("`points` per building on a site of that sort"),
      z
        .strictObject({ kind: Kind("eruption"), points: PointsEach.max(0) })
        .describe("`points` (a loss) per building on a volcano site, and those buildings leave the board"),
      z
        .strictObject({ kind: Kind("birds"), points: z.number().int().describe("Points per bird chit held") })
        .describe("`points` per bird chit held, whatever its value"),
    ])
    .describe("What a scoring card rewards, for every player who meets it"),
);
export type ScoringRule = z.infer<typeof ScoringRule>;

export const ScoringCard = z.lazy(() =>
  z
    .strictObject({
      id: z.string().min(1).describe("The card's id, as actions and events name it"),
      name: Name,
      description: Description,
      rule: ScoringRule,
      fishBonus: z.boolean().describe("Whether the card shows a fish: it then also pays every fish bonus"),
    })
    .describe("A scoring card"),
);
export type ScoringCard = z.infer<typeof ScoringCard>;

export const CardCounts = z.lazy(() =>
  z
    .strictObject({
      ship: z.number().int().min(0).describe("Ship cards"),
      road: z.number().int().min(0).describe("Road cards"),
      river: z.number().int().min(0).describe("River cards"),
      double: z.number().int().min(0).describe("Double-move cards"),
    })
    .describe("Building cards, counted by kind"),
);
export type CardCounts = z.infer<typeof CardCounts>;

export const BuildingSet = z.lazy(() =>
  z
    .strictObject({ name: Name, description: Description, cards: CardCounts })
    .describe("A set of building cards, taken by one player for a round"),
);
export type BuildingSet = z.infer<typeof BuildingSet>;

export const Supply = z.lazy(() =>
  z
    .strictObject({
      house: z.number().int().min(0).describe("Houses"),
      church: z.number().int().min(0).describe("Churches"),
      lighthouse: z.number().int().min(0).describe("Lighthouses"),
    })
    .describe("Buildings, counted by kind"),
);
export type Supply = z.infer<typeof Supply>;

export const Components = z.lazy(() =>
  z
    .strictObject({
      supply: Supply.describe("The buildings each player starts each round with"),
      buildingSets: z.record(SetLetter, BuildingSet).describe("The building-card sets, by letter"),
      scoringCardsPerPlayer: z
        .record(z.enum(["2", "3", "4"]), z.number().int().min(1))
        .describe("Scoring cards dealt to each player in round 1, by player count"),
      birdChits: z
        .array(z.number().int().min(1).max(3))
        .describe("The values of the bird chits, drawn face down and scored at the end"),
      scoringCards: z.array(ScoringCard).describe("Every scoring card, one of each"),
    })
    .describe("The cards, chits and buildings"),
);
export type Components = z.infer<typeof Components>;

/** The three content files as they are: validated together, served to clients whole. */
export const SantaCruzContent = z.lazy(() =>
  z
    .strictObject({
      map: BoardMap,
      tiles: z.array(Tile).describe("Every tile, those left out of a game included"),
      components: Components,
    })
    .describe("The components of Santa Cruz; views, events and actions name them by id"),
);
export type SantaCruzContent = z.infer<typeof SantaCruzContent>;

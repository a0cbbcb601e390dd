import * as z from "zod";
import type { RandomState } from "../core/random";
import { PayingAction } from "./actions";
import { Cost, Gain, MonkSpaceKind } from "./content/schema";

// the objects below are built on first use (z.lazy): only the document's views and events and tests read them
const Seat = z.number().int().min(0).max(3);
const Die = z.number().int().min(1).max(6);
const Amount = z.number().int().min(0);

export const Phase = z
  .enum(["colonyDraft", "townHallDraft", "play", "over"])
  .describe(
    "colonyDraft: seats choose colonies (basic set-up, draft); townHallDraft: seats choose town halls (advanced set-up); play: the years; over: scored",
  );
export type Phase = z.infer<typeof Phase>;

/** A tile in a colony: an expansion tile, a town hall or a road tile. */
export const Placement = z.lazy(() =>
  z
    .strictObject({
      tile: z
        .string()
        .min(1)
        .describe("The tile: an id of content.expansions, content.townHalls or content.board.roadTiles"),
      rotation: z.number().int().min(0).max(3).describe("Quarter turns clockwise"),
      row: z.number().int().min(0).max(5).describe("Row of the turned tile's top-left corner, 0 = top"),
      col: z.number().int().min(0).max(5).describe("Column of the turned tile's top-left corner, 0 = left"),
    })
    .describe("A tile placed in a colony"),
);
export type Placement = z.infer<typeof Placement>;

/** What blocks a building for the rest of the year: a die (its value) or coins (how many). */
export const Occupant = z.lazy(() =>
  z
    .strictObject({
      cell: z.number().int().min(0).max(35).describe("The building's space: row * 6 + col"),
      by: z
        .enum(["white", "blue", "coins"])
        .describe("A white or a blue die, or the coins of a single activation"),
      value: z.number().int().min(0).describe("The die's value, or the coins paid"),
    })
    .describe("What lies on a building for the rest of the year, so it cannot be activated again"),
);
export type Occupant = z.infer<typeof Occupant>;

const kind = <K extends string>(k: K, what: string) => z.literal(k).describe(what);

/**
 * An effect waiting to be carried out, in order. Decisions (trade, ship, religion, recruit, road,
 * payment) wait for the player; the others are carried out at once.
 */
export const Task = z.lazy(() =>
  z
    .discriminatedUnion("kind", [
      z
        .strictObject({ kind: kind("produce", "Gain at once"), gain: Gain })
        .describe("Gain resources, coins or points"),
      z
        .strictObject({
          kind: kind("trade", "Decision: trade once (action trade) or decline"),
          pay: z.array(Cost).describe("Pay one of these (the action's pay index)…"),
          gain: z.array(Gain).describe("…to gain one of these (the action's gain index)"),
        })
        .describe("A trading building"),
      z
        .strictObject({ kind: kind("ship", "Decision: take a shipment tile (action ship) or decline") })
        .describe("A shipping effect"),
      z
        .strictObject({ kind: kind("conquistador", "Move the conquistador marker at once") })
        .describe("A conquistador"),
      z
        .strictObject({
          kind: kind("religion", "Decision: 1 grain for an extra step (action extraStep), or decline"),
        })
        .describe("A religion step"),
      z
        .strictObject({ kind: kind("recruit", "Decision: place a monk (action recruit) or decline") })
        .describe("A monk symbol passed"),
      z
        .strictObject({ kind: kind("road", "Decision: place a road tile (action placeRoad) or decline") })
        .describe("The road retiring space"),
      z
        .strictObject({
          kind: kind("payment", "Decision: how to pay (action pay); it cannot be declined"),
          ways: z
            .array(Cost)
            .min(2)
            .describe(
              "The distinct ways to pay, fewest gold first: what each takes from storage, gold included",
            ),
          action: PayingAction.describe("The action being paid for, carried out once paid"),
        })
        .describe("Gold could pay in several ways: the player chooses one"),
      z
        .strictObject({
          kind: kind("income", "Harbour income, carried out at once"),
          dock: z.number().int().min(0).max(3).describe("The dock (index of content.board.docks) that pays"),
        })
        .describe("One dock's income on retiring: one effect per shipment tile there"),
    ])
    .describe("An effect of the turn still to carry out"),
);
export type Task = z.infer<typeof Task>;

/** The effects that wait for the player's decision. */
export const DecisionKind = z
  .enum(["trade", "ship", "religion", "recruit", "road", "payment"])
  .describe("The kind of effect that waited for a decision");
export type DecisionKind = z.infer<typeof DecisionKind>;
export type Decision = Extract<Task, { kind: DecisionKind }>;

const Storage = z
  .strictObject({
    wood: Amount.describe("Wood"),
    grain: Amount.describe("Grain"),
    sugar: Amount.describe("Sugar"),
    gems: Amount.describe("Gems"),
    gold: Amount.describe("Gold"),
  })
  .describe("Resources in storage");

export const SeatState = z.lazy(() =>
  z.strictObject({
    colony: z
      .string()
      .min(1)
      .nullable()
      .describe("The colony board: an id of content.colonies (an A side, or the B side); null until drafted"),
    coins: Amount.describe("Coins"),
    points: z.number().int().describe("Happiness points (public, ruling 1)"),
    storage: Storage,
    blue: z.array(Die).describe("Personal blue dice lying to the left of the colony, by value"),
    blueUnlocked: Amount.describe("Blue dice unlocked so far"),
    blueTaken: Amount.describe("Common-pool variant: blue dice taken this year"),
    whiteTaken: Amount.describe("White dice used this year"),
    activations: Amount.describe("Single-building activations this year: the next costs one more"),
    religion: Amount.describe("Space of the religion marker (0 = market square; content.board.religion)"),
    conquistador: Amount.describe(
      "Space of the conquistador marker (0 = market square; content.board.conquistador)",
    ),
    arrival: Amount.describe(
      "When the conquistador marker last moved: on a shared space the earlier arrival is ahead",
    ),
    monks: Amount.describe("Monks still in front of the player"),
    tiles: z.array(Placement).describe("Tiles placed in the colony, in the order they came"),
    occupied: z.array(Occupant).describe("Buildings with a die or coins on them this year"),
    harbour: z
      .array(z.array(z.string().min(1)))
      .describe("Shipment tiles (ids of content.shipments) by dock, top to bottom as content.board.docks"),
    townHallScholar: z
      .string()
      .min(1)
      .nullable()
      .describe("Advanced set-up: the scholar (id of content.scholars) drafted with the town hall"),
  }),
);
export type SeatState = z.infer<typeof SeatState>;

export const MonkSpace = z.lazy(() =>
  z
    .strictObject({
      kind: MonkSpaceKind,
      id: z
        .string()
        .min(1)
        .describe("By kind, an id of content.scholars, content.bishops or content.missions"),
      monks: z.array(Seat).describe("Seats with a monk here, in the order they came"),
    })
    .describe("A monk space"),
);
export type MonkSpace = z.infer<typeof MonkSpace>;

/** Advanced set-up: a town hall and a scholar offered together. */
export const TownHallSet = z.lazy(() =>
  z
    .strictObject({
      townHall: z.string().min(1).describe("An id of content.townHalls"),
      scholar: z.string().min(1).describe("An id of content.scholars"),
      takenBy: Seat.nullable().describe("The seat that took the set, or null"),
    })
    .describe("Advanced set-up: a town hall and a scholar offered together"),
);
export type TownHallSet = z.infer<typeof TownHallSet>;

export const FinalScore = z.lazy(() =>
  z
    .strictObject({
      coins: Amount.describe("Points for coins, after selling every resource"),
      colonists: Amount.describe("Points for colonists in fully developed rows and columns"),
      scholars: Amount.describe("Points of the trained scholars"),
      bishops: z.number().int().describe("Points for the bishops' requirements, less 2 per bishop"),
      harbours: Amount.describe("Points for sets of one ship in each dock"),
      shipments: Amount.describe("Points of the shipment tiles"),
    })
    .describe("The end-of-game points of one seat, by kind"),
);
export type FinalScore = z.infer<typeof FinalScore>;

/** The options of a match with every default settled. */
export const ResolvedOptions = z.lazy(() =>
  z
    .strictObject({
      setup: z
        .enum(["basic", "advanced"])
        .describe("basic: A-side colonies; advanced: B sides and town halls"),
      blueDice: z.enum(["personal", "commonPool"]).describe("personal blue dice, or the common-pool variant"),
      colonies: z.enum(["random", "draft"]).describe("Basic set-up: colonies dealt at random, or drafted"),
    })
    .describe("The match's options, defaults settled"),
);
export type ResolvedOptions = z.infer<typeof ResolvedOptions>;

export const SoloResult = z.lazy(() =>
  z
    .strictObject({
      win: z.boolean().describe("Whether the solo player reached content.board.solo.win points"),
      achievements: z
        .array(z.string().min(1))
        .describe("Achievements reached: ids of content.board.solo.achievements"),
    })
    .describe("The solo game's result"),
);
export type SoloResult = z.infer<typeof SoloResult>;

export interface SantaMariaState {
  options: ResolvedOptions;
  rng: RandomState;
  phase: Phase;
  year: number;
  startSeat: number;
  /** The seat to act. */
  turn: number;
  /** Whether the seat to act has taken its main action this turn. */
  mainDone: boolean;
  /** Effects still to carry out for the seat to act; the first one may be waiting for a decision. */
  pending: Task[];
  /** White dice in the pool, by value. */
  white: number[];
  /** Common-pool variant: blue dice in the pool, by value. */
  bluePool: number[];
  /** Blue dice still above the board. */
  blueReserve: number;
  /** The face-up shipment tile at each dock (null once the stack ran out). */
  docks: (string | null)[];
  /** Face-down shipment stack, top last (hidden order). */
  shipments: string[];
  /** Face-up expansion tiles left this year. */
  display: string[];
  /** Face-down expansion stacks, top last (hidden order). */
  doubles: string[];
  triples: string[];
  /** Road tiles left on the retiring space. */
  roadTiles: number;
  /** The seat on each retiring space this year (kept after the last year: it breaks ties). */
  retiring: (number | null)[];
  monkSpaces: MonkSpace[];
  townHalls: TownHallSet[];
  /** The conquistador track's arrival counter. */
  arrivals: number;
  seats: SeatState[];
  /** Filled at the end of the game. */
  final: FinalScore[] | null;
  /** Solo game, at the end: the achievements reached and whether 100 points were reached. */
  solo: SoloResult | null;
}

function copyTask(t: Task): Task {
  switch (t.kind) {
    case "produce":
      return { kind: "produce", gain: { ...t.gain } };
    case "trade":
      return { kind: "trade", pay: t.pay.map((c) => ({ ...c })), gain: t.gain.map((g) => ({ ...g })) };
    case "payment":
      return { kind: "payment", ways: t.ways.map((c) => ({ ...c })), action: { ...t.action } };
    default:
      return { ...t };
  }
}

/**
 * A deep copy of the state, field by field: the same result as `cloneJson` (a test checks it,
 * and that nothing is shared), several times faster because every shape is known.
 */
export function cloneState(s: SantaMariaState): SantaMariaState {
  return {
    options: { ...s.options },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    phase: s.phase,
    year: s.year,
    startSeat: s.startSeat,
    turn: s.turn,
    mainDone: s.mainDone,
    pending: s.pending.map(copyTask),
    white: s.white.slice(),
    bluePool: s.bluePool.slice(),
    blueReserve: s.blueReserve,
    docks: s.docks.slice(),
    shipments: s.shipments.slice(),
    display: s.display.slice(),
    doubles: s.doubles.slice(),
    triples: s.triples.slice(),
    roadTiles: s.roadTiles,
    retiring: s.retiring.slice(),
    monkSpaces: s.monkSpaces.map((m) => ({ kind: m.kind, id: m.id, monks: m.monks.slice() })),
    townHalls: s.townHalls.map((t) => ({ ...t })),
    arrivals: s.arrivals,
    seats: s.seats.map((me) => ({
      colony: me.colony,
      coins: me.coins,
      points: me.points,
      storage: { ...me.storage },
      blue: me.blue.slice(),
      blueUnlocked: me.blueUnlocked,
      blueTaken: me.blueTaken,
      whiteTaken: me.whiteTaken,
      activations: me.activations,
      religion: me.religion,
      conquistador: me.conquistador,
      arrival: me.arrival,
      monks: me.monks,
      tiles: me.tiles.map((p) => ({ ...p })),
      occupied: me.occupied.map((o) => ({ ...o })),
      harbour: me.harbour.map((dock) => dock.slice()),
      townHallScholar: me.townHallScholar,
    })),
    final: s.final === null ? null : s.final.map((f) => ({ ...f })),
    solo: s.solo === null ? null : { win: s.solo.win, achievements: s.solo.achievements.slice() },
  };
}

/**
 * The copy `apply` makes before a move: the state, each seat, and what moves change in place (the
 * pending effects, the dice, docks and retiring spaces, storage). Deeper lists and objects (tiles,
 * occupants, harbours, stacks, monk spaces, town halls, tasks) are shared and replaced when they
 * change, never changed (the tests freeze every state they pass to `apply`, so a change in place
 * fails loudly); a colony's tile list thus stays the same list, and its grid stays cached, until
 * a tile is placed.
 */
export function copyState(s: SantaMariaState): SantaMariaState {
  return {
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    year: s.year,
    startSeat: s.startSeat,
    turn: s.turn,
    mainDone: s.mainDone,
    pending: s.pending.slice(),
    white: s.white.slice(),
    bluePool: s.bluePool.slice(),
    blueReserve: s.blueReserve,
    docks: s.docks.slice(),
    shipments: s.shipments,
    display: s.display,
    doubles: s.doubles,
    triples: s.triples,
    roadTiles: s.roadTiles,
    retiring: s.retiring.slice(),
    monkSpaces: s.monkSpaces,
    townHalls: s.townHalls,
    arrivals: s.arrivals,
    seats: s.seats.map(copySeat),
    final: s.final,
    solo: s.solo,
  };
}

function copySeat(me: SeatState): SeatState {
  const { storage } = me;
  return {
    colony: me.colony,
    coins: me.coins,
    points: me.points,
    storage: {
      wood: storage.wood,
      grain: storage.grain,
      sugar: storage.sugar,
      gems: storage.gems,
      gold: storage.gold,
    },
    blue: me.blue.slice(),
    blueUnlocked: me.blueUnlocked,
    blueTaken: me.blueTaken,
    whiteTaken: me.whiteTaken,
    activations: me.activations,
    religion: me.religion,
    conquistador: me.conquistador,
    arrival: me.arrival,
    monks: me.monks,
    tiles: me.tiles,
    occupied: me.occupied,
    harbour: me.harbour,
    townHallScholar: me.townHallScholar,
  };
}

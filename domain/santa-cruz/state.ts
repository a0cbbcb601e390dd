import * as z from "zod";
import type { RandomState } from "../core/random";
import type { BuildingKind, BuildMode, CardCounts, SetLetter } from "./content/schema";
import type { SantaCruzOptions } from "./options";

export const Phase = z
  .enum(["draft", "landing", "play", "package", "discard", "over"])
  .describe(
    "draft: seats choose building-card sets; landing: each seat lands on a coast site; play: seats play cards in turn; package: round 2, seats choose packages; discard: round 2, every seat secretly discards a scoring card; over: the game has ended",
  );
export type Phase = z.infer<typeof Phase>;

export interface SeatState {
  score: number;
  /** When the marker last moved (ruling 10): among equal scores the earlier arrival ranks ahead. */
  arrival: number;
  supply: Record<BuildingKind, number>;
  set: SetLetter | null;
  /** Building cards in hand. */
  cards: CardCounts;
  /** Building cards played this round. */
  played: CardCounts;
  /** Scoring cards in hand (private). */
  scoring: string[];
  /** Scoring cards played this round. */
  scored: string[];
  /** Bird chit values (private; the count is public). */
  birds: number[];
  /** Round 2: the card chosen for the secret discard, until every seat has chosen. */
  discard: string | null;
  /**
   * Scoring cards that left this seat's hand unseen (private: only the seat knows them): those unplayed
   * at round 1's end and its round-2 discard. Matches stored before it was recorded lack it.
   */
  outOfPlay: string[];
}

/** Round 2: a round-1 building set with the scoring cards played from it. */
export interface Package {
  set: SetLetter;
  scoring: string[];
  takenBy: number | null;
}

export interface SantaCruzState {
  options: SantaCruzOptions;
  rng: RandomState;
  round: 1 | 2;
  phase: Phase;
  startSeat: number;
  /** The seat to act in the landing and play phases; at the end, the seat that played the last card. */
  turn: number;
  /** Per site: the index of its tile in the content. */
  tiles: number[];
  faceUp: boolean[];
  /** Per site: the seats with a building there, in the order they built. */
  buildings: number[][];
  /** Tiles left out of the game, never seen. */
  spare: number[];
  /** Scoring cards left for round 2, top last. */
  deck: string[];
  /** Bird chits left, top last. */
  birdPile: number[];
  /** The score track's arrival counter. */
  arrivals: number;
  /** Whether the round's last seat has used its one join (ruling 8). */
  joinUsed: boolean;
  /** The build mode of a double move whose second step is due. */
  pending: BuildMode | null;
  packages: Package[];
  seats: SeatState[];
}

/**
 * The copy `apply` makes before a move: the state and each seat, field by field. Moves change
 * their fields in place and replace whatever lies deeper (arrays, counts, packages) rather than
 * change it, so that stays shared (the tests freeze every state they pass to `apply`, so a change
 * in place fails loudly). Written out field by field: one object shape keeps it fast, and the
 * compiler then asks for every new field here.
 */
export function copyState(s: SantaCruzState): SantaCruzState {
  return {
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    startSeat: s.startSeat,
    turn: s.turn,
    tiles: s.tiles,
    faceUp: s.faceUp,
    buildings: s.buildings,
    spare: s.spare,
    deck: s.deck,
    birdPile: s.birdPile,
    arrivals: s.arrivals,
    joinUsed: s.joinUsed,
    pending: s.pending,
    packages: s.packages,
    seats: s.seats.map(copySeat),
  };
}

function copySeat(p: SeatState): SeatState {
  return {
    score: p.score,
    arrival: p.arrival,
    supply: p.supply,
    set: p.set,
    cards: p.cards,
    played: p.played,
    scoring: p.scoring,
    scored: p.scored,
    birds: p.birds,
    discard: p.discard,
    outOfPlay: p.outOfPlay,
  };
}

/** A copy of the building cards with one count changed: how a move changes shared counts. */
export function cardsWith(c: CardCounts, card: keyof CardCounts, by: number): CardCounts {
  const out = { ship: c.ship, road: c.road, river: c.river, double: c.double };
  out[card] += by;
  return out;
}

/** A copy of the supply with one count changed. */
export function supplyWith(
  p: Record<BuildingKind, number>,
  kind: BuildingKind,
  by: number,
): Record<BuildingKind, number> {
  const out = { house: p.house, church: p.church, lighthouse: p.lighthouse };
  out[kind] += by;
  return out;
}

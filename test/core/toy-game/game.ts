import * as z from "zod";
import { defineGame } from "../../../domain/core/define-game";
import type { Seat } from "../../../domain/core/game";
import { Random, type RandomState, seedRandom } from "../../../domain/core/random";
import { GameResult } from "../../../domain/core/result";
import { check } from "../../../domain/core/rule-error";
import { sticksListing } from "./listing";

/**
 * Sticks, a test-only game: players take one to three sticks in turn from a pile of random size;
 * whoever takes the last stick wins. Small enough to read at a glance, it shows what a game needs.
 */
export const SticksContent = z.strictObject({
  most: z.number().int().min(1).describe("The most sticks one turn may take"),
  pile: z
    .strictObject({ min: z.number().int().min(1), max: z.number().int().min(1) })
    .describe("The smallest and the largest pile a game may start with"),
});
export type SticksContent = z.infer<typeof SticksContent>;

const content: SticksContent = { most: 3, pile: { min: 10, max: 15 } };

export const SticksAction = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("take"), count: z.number().int().min(1).max(content.most) }),
]);
export type SticksAction = z.infer<typeof SticksAction>;

export const SticksEvent = z.strictObject({
  type: z.literal("took"),
  seat: z.number().int().min(0),
  count: z.number().int().min(1),
  left: z.number().int().min(0),
});
export type SticksEvent = z.infer<typeof SticksEvent>;

export const SticksView = z.strictObject({
  pile: z.number().int().min(0),
  toMove: z.number().int().min(0),
  taken: z.array(z.number().int().min(0)).describe("The sticks each seat took, by seat"),
  result: GameResult.nullable(),
});
export type SticksView = z.infer<typeof SticksView>;

export interface SticksState {
  pile: number;
  toMove: Seat;
  taken: number[];
  /** Who took the last stick, once the pile is empty. */
  winner: Seat | null;
  random: RandomState;
}

function setup(seed: string, players: number): SticksState {
  const random = new Random(seedRandom(seed));
  const pile = content.pile.min + random.int(content.pile.max - content.pile.min + 1);
  return { pile, toMove: 0, taken: Array(players).fill(0), winner: null, random: random.state() };
}

const isOver = (s: SticksState) => s.winner !== null;

/** The winner first, then everyone else, tied. */
const standings = (s: SticksState) =>
  s.taken
    .map((_, seat) => ({ seat, score: seat === s.winner ? 1 : 0, place: seat === s.winner ? 1 : 2 }))
    .sort((a, b) => a.place - b.place);

export const sticks = defineGame({
  ...sticksListing,
  description: "Take one to three sticks in turn; whoever takes the last stick wins.",
  players: { min: 2, max: 3 },
  schemas: {
    options: sticksListing.options,
    action: SticksAction,
    view: SticksView,
    event: SticksEvent,
    content: SticksContent,
  },
  content,
  setup,
  isOver,
  activeSeats: (s) => (isOver(s) ? [] : [s.toMove]),
  legalActions: (s, seat) =>
    isOver(s) || seat !== s.toMove
      ? []
      : Array.from({ length: Math.min(content.most, s.pile) }, (_, i) => ({
          type: "take" as const,
          count: i + 1,
        })),
  // moves change the pile and the seats' counts, never the generator
  copy: (s) => ({ ...s, taken: [...s.taken] }),
  moves: {
    take(s, seat, { count }, events) {
      check(count <= s.pile, "too-many-sticks", `Only ${s.pile} sticks are left`);
      s.pile -= count;
      s.taken[seat] += count;
      if (s.pile === 0) s.winner = seat;
      else s.toMove = (seat + 1) % s.taken.length;
      events.push({ type: "took", seat, count, left: s.pile });
    },
  },
  view: (s) => ({
    pile: s.pile,
    toMove: s.toMove,
    taken: s.taken,
    result: isOver(s) ? { standings: standings(s) } : null,
  }),
  viewEvent: (event) => event,
  // the pile is in plain sight: only the generator is hidden
  determinize: (s, _viewer, random) => ({
    ...s,
    random: seedRandom(`redrawn-${random.nextUint32()}`),
  }),
  standings,
  standing: (s, seat) => (seat === s.winner ? 1 : 0),
});

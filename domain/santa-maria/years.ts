import { content } from "./content";
import { rollDice } from "./dice";
import type { SantaMariaEvent } from "./events";
import { RULES } from "./rules";
import { adjusted } from "./scholars";
import { endGame } from "./scoring";
import type { SantaMariaState } from "./state";
import { gain } from "./storage";

/**
 * Seats that score on the conquistador track, best first: further ahead, and on a shared space the
 * one lower in the stack (the earlier arrival). Seats without conquistadors this year score nothing.
 */
export function conquistadorRanking(s: SantaMariaState): number[] {
  return s.seats
    .map((_, seat) => seat)
    .filter((seat) => s.seats[seat].conquistador > 0)
    .sort(
      (a, b) => s.seats[b].conquistador - s.seats[a].conquistador || s.seats[a].arrival - s.seats[b].arrival,
    );
}

/**
 * End-of-year conquistador points from the table for the year and player count; the table has one
 * place fewer than players, so the last player scores nothing. Solo: the year's tree must be passed.
 */
export function scoreConquistadors(s: SantaMariaState, events: SantaMariaEvent[]): void {
  const n = s.seats.length;
  const table = content.board.conquistadorPoints[String(n) as "1"][s.year - 1];
  if (n === 1) {
    const tree = content.board.conquistador.trees[s.year - 1];
    if (s.seats[0].conquistador >= tree) award(s, 0, table[0], 1, events);
    return;
  }
  conquistadorRanking(s).forEach((seat, i) => {
    if (i < table.length) award(s, seat, table[i], i + 1, events);
  });
}

function award(s: SantaMariaState, seat: number, points: number, place: number, events: SantaMariaEvent[]) {
  events.push({ type: "conquistadorScored", seat, points, place });
  if (points > 0) gain(s, seat, { points }, events);
}

/** When all have retired: conquistador scoring, markers back, coins and dice off the buildings. */
export function endYear(s: SantaMariaState, events: SantaMariaEvent[]): void {
  scoreConquistadors(s, events);
  for (const me of s.seats) {
    me.conquistador = 0;
    me.occupied = [];
    me.activations = 0;
    me.whiteTaken = 0;
    me.blueTaken = 0;
  }
  events.push({ type: "yearEnded", year: s.year });
  if (s.year >= RULES.years) {
    endGame(s, events);
    return;
  }
  // the retiring space closest to the "1st" symbol gives the next start player
  const startSeat = s.retiring.find((seat) => seat !== null) as number;
  startYear(s, s.year + 1, startSeat);
  events.push({
    type: "yearStarted",
    year: s.year,
    startSeat,
    white: s.white,
    blue: s.options.blueDice === "commonPool" ? [s.bluePool] : s.seats.map((me) => me.blue),
    display: s.display,
  });
}

/**
 * A new display (the old one is discarded), all white dice (3 per player, and any a scholar brings)
 * and unlocked blue dice rolled, markers back on the market square, the start player to move.
 */
export function startYear(s: SantaMariaState, year: number, startSeat: number): void {
  const doubles = s.doubles.slice(-RULES.display);
  const triples = s.triples.slice(-RULES.display);
  s.doubles = s.doubles.slice(0, s.doubles.length - doubles.length);
  s.triples = s.triples.slice(0, s.triples.length - triples.length);
  s.display = [...doubles.reverse(), ...triples.reverse()];
  const own = s.seats.reduce((n, _, seat) => n + adjusted(s, seat, "ownWhiteDice", 0), 0);
  s.white = rollDice(s, RULES.whiteDicePerPlayer * s.seats.length + own);
  if (s.options.blueDice === "commonPool") {
    s.bluePool = rollDice(
      s,
      s.seats.reduce((n, me) => n + me.blueUnlocked, 0),
    );
  } else {
    for (const me of s.seats) me.blue = rollDice(s, me.blueUnlocked);
  }
  s.retiring = content.board.retiring.map(() => null);
  s.year = year;
  s.startSeat = startSeat;
  s.turn = startSeat;
  s.mainDone = false;
  s.pending = [];
}

import { replaced } from "../core/clone";
import { content } from "./content";
import type { SetLetter } from "./content/schema";
import type { SantaCruzEvent } from "./events";
import { addScore, ranking, standings } from "./score-track";
import { cardsInHand, setsLeft } from "./sets";
import { noCards } from "./setup";
import type { SantaCruzState } from "./state";

function next(s: SantaCruzState, seat: number): number {
  return (seat + 1) % s.seats.length;
}

export function takeSet(s: SantaCruzState, seat: number, set: SetLetter, events: SantaCruzEvent[]): void {
  s.seats[seat].set = set;
  s.seats[seat].cards = { ...content.components.buildingSets[set].cards };
  events.push({ type: "setChosen", seat, set });
}

/** ruling 1: the draft goes counter-clockwise to seat 0; a seat left with one set takes it at once. */
export function afterSetChosen(s: SantaCruzState, seat: number, events: SantaCruzEvent[]): void {
  if (seat === 0) {
    startRound(s, 0, events);
    return;
  }
  const left = setsLeft(s);
  if (left.length === 1) {
    takeSet(s, seat - 1, left[0], events);
    afterSetChosen(s, seat - 1, events);
  }
}

function startRound(s: SantaCruzState, startSeat: number, events: SantaCruzEvent[]): void {
  s.phase = "landing";
  s.startSeat = startSeat;
  s.turn = startSeat;
  s.joinUsed = false;
  events.push({ type: "roundStarted", round: s.round, startSeat });
}

export function afterLanding(s: SantaCruzState): void {
  s.turn = next(s, s.turn);
  if (s.turn === s.startSeat) s.phase = "play";
}

/** A card is fully resolved: the next seat plays, or the round ends once every hand is empty. */
export function afterCard(s: SantaCruzState, events: SantaCruzEvent[]): void {
  s.pending = null;
  if (s.seats.every((_, seat) => cardsInHand(s, seat) === 0)) endRound(s, events);
  else s.turn = next(s, s.turn);
}

function endRound(s: SantaCruzState, events: SantaCruzEvent[]): void {
  events.push({ type: "roundEnded", round: s.round });
  if (s.round === 1) cleanUp(s, events);
  else endGame(s, events);
}

/** ruling 14 and 15: buildings go home, everyone draws a card, the round's sets become packages. */
function cleanUp(s: SantaCruzState, events: SantaCruzEvent[]): void {
  s.buildings = s.buildings.map(() => []);
  s.packages = s.seats.map((seat) => ({ set: seat.set as SetLetter, scoring: seat.scored, takenBy: null }));
  s.seats.forEach((seat, i) => {
    seat.supply = { ...content.components.supply };
    seat.set = null;
    seat.cards = { ...noCards };
    seat.played = { ...noCards };
    seat.scored = [];
    seat.outOfPlay = [...(seat.outOfPlay ?? []), ...seat.scoring];
    const card = s.deck[s.deck.length - 1];
    s.deck = s.deck.slice(0, -1);
    seat.scoring = [card];
    events.push({ type: "cardDrawn", seat: i, secret: { card } });
  });
  s.round = 2;
  s.phase = "package";
}

/** The seat choosing a set or a package, which the seats' sets and the ranking decide. */
export function chooser(s: SantaCruzState): number {
  // ruling 1: the draft runs from the last seat down to seat 0
  if (s.phase === "draft") return s.seats.map((seat) => seat.set).lastIndexOf(null);
  // ruling 15: the lowest-ranked seat without a package chooses next
  return ranking(s)
    .reverse()
    .find((seat) => s.seats[seat].set === null) as number;
}

export function takePackage(s: SantaCruzState, seat: number, index: number, events: SantaCruzEvent[]): void {
  const pack = { ...s.packages[index], takenBy: seat };
  s.packages = replaced(s.packages, index, pack);
  s.seats[seat].set = pack.set;
  s.seats[seat].cards = { ...content.components.buildingSets[pack.set].cards };
  s.seats[seat].scoring = [...s.seats[seat].scoring, ...pack.scoring];
  events.push({ type: "packageChosen", seat, package: index, set: pack.set, scoring: pack.scoring });
  const left = s.packages.flatMap((p, i) => (p.takenBy === null ? [i] : []));
  if (left.length === 0) {
    s.phase = "discard";
    return;
  }
  // the leader takes the last package
  if (left.length === 1) takePackage(s, chooser(s), left[0], events);
}

/** ruling 16: discards stay secret until every seat has chosen, then all leave together. */
export function afterDiscard(s: SantaCruzState, events: SantaCruzEvent[]): void {
  if (s.seats.some((seat) => seat.discard === null)) return;
  for (const seat of s.seats) {
    seat.scoring = seat.scoring.filter((card) => card !== seat.discard);
    seat.outOfPlay = [...(seat.outOfPlay ?? []), seat.discard as string];
    seat.discard = null;
  }
  // ruling 17: the lowest-ranked player starts round 2
  const order = ranking(s);
  startRound(s, order[order.length - 1], events);
}

/** ruling 18: bird chits are scored from the seat that played the last card, clockwise. */
function endGame(s: SantaCruzState, events: SantaCruzEvent[]): void {
  const n = s.seats.length;
  for (let i = 0; i < n; i++) {
    const seat = (s.turn + i) % n;
    const values = s.seats[seat].birds;
    events.push({ type: "birdsRevealed", seat, values });
    addScore(
      s,
      seat,
      values.reduce((a, b) => a + b, 0),
      { kind: "birds" },
      events,
    );
  }
  s.phase = "over";
  events.push({ type: "gameEnded", result: { standings: standings(s) } });
}

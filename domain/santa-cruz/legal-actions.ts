import type { SantaCruzAction } from "./actions";
import { type Candidates, candidates, holdingsOf } from "./board";
import { buildModes } from "./content/schema";
import { chooser } from "./rounds";
import { setsLeft } from "./sets";
import { type StepActions, shared } from "./shared-actions";
import type { SantaCruzState } from "./state";

export function activeSeats(s: SantaCruzState): number[] {
  // one seat chooses: its ranking is worked out once
  if (s.phase === "draft" || s.phase === "package") return [chooser(s)];
  const seats: number[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) if (isActive(s, seat)) seats.push(seat);
  return seats;
}

/** Whether the seat may act now: every seat until it has chosen its secret discard, else one seat. */
function isActive(s: SantaCruzState, seat: number): boolean {
  if (s.phase === "over") return false;
  if (s.phase === "discard") return s.seats[seat]?.discard === null;
  if (s.phase === "draft" || s.phase === "package") return chooser(s) === seat;
  return s.turn === seat;
}

export function legalActions(s: SantaCruzState, seat: number): SantaCruzAction[] {
  if (!isActive(s, seat)) return [];
  const me = s.seats[seat];
  const out: SantaCruzAction[] = [];
  switch (s.phase) {
    case "draft":
      for (const set of setsLeft(s)) out.push({ type: "chooseSet", set });
      return out;
    case "landing":
      for (const site of candidates(s, seat, "landing").all) out.push(shared.land.at[site]);
      return out;
    case "play":
      if (s.pending) stepActions(candidates(s, seat, s.pending), shared.build, out);
      else playActions(s, seat, out);
      return out;
    case "package":
      s.packages.forEach((p, i) => {
        if (p.takenBy === null) out.push({ type: "choosePackage", package: i });
      });
      return out;
    case "discard":
      for (const card of me.scoring) out.push({ type: "discard", card });
      return out;
    default:
      return out;
  }
}

/**
 * One action per site a build step may use, plus the site-less one when nothing must be built
 * (ruling 5, 8).
 */
function stepActions(c: Candidates, step: StepActions, out: SantaCruzAction[]): void {
  for (const site of c.all) out.push(step.at[site]);
  if (c.sites.length === 0) out.push(step.none);
}

/** A card from the hand: each building card and the double move by each mode, then each scoring card. */
function playActions(s: SantaCruzState, seat: number, out: SantaCruzAction[]): void {
  const { cards, scoring } = s.seats[seat];
  const held = holdingsOf(s, seat);
  for (const mode of buildModes) {
    if (cards[mode] === 0 && cards.double === 0) continue;
    const c = candidates(s, seat, mode, held);
    if (cards[mode] > 0) stepActions(c, shared.playBuilding[mode], out);
    if (cards.double > 0) stepActions(c, shared.playDouble[mode], out);
  }
  for (const card of scoring) out.push(shared.playScoring.get(card) ?? { type: "playScoring", card });
}

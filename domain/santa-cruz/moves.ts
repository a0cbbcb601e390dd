import type { Moves } from "../core/define-game";
import { check, RuleError } from "../core/rule-error";
import type { SantaCruzAction } from "./actions";
import {
  type BuildHow,
  buildOn,
  candidates,
  hasCandidate,
  lastSeat,
  pictured,
  reaches,
  siteOffer,
} from "./board";
import type { SantaCruzEvent } from "./events";
import { afterCard, afterDiscard, afterLanding, afterSetChosen, takePackage, takeSet } from "./rounds";
import { scoreCard } from "./scoring";
import { setsLeft } from "./sets";
import { cardsWith, type Phase, type SantaCruzState } from "./state";

/** One move per action: the kernel has checked the turn and the action's shape, and copied the state. */
export const moves: Moves<SantaCruzState, SantaCruzAction, SantaCruzEvent> = {
  chooseSet(s, seat, { set }, events) {
    expectPhase(s, "draft");
    check(setsLeft(s).includes(set), "set-taken", `Set ${set} is not on offer`);
    takeSet(s, seat, set, events);
    afterSetChosen(s, seat, events);
  },

  land(s, seat, { site }, events) {
    expectPhase(s, "landing");
    buildStep(s, seat, "landing", site, events);
    afterLanding(s);
  },

  playBuilding(s, seat, { card, site }, events) {
    expectCardPlay(s);
    const me = s.seats[seat];
    check(me.cards[card] > 0, "card-not-in-hand", `No ${card} card in hand`);
    me.cards = cardsWith(me.cards, card, -1);
    me.played = cardsWith(me.played, card, 1);
    events.push({ type: "cardPlayed", seat, card, mode: card });
    buildStep(s, seat, card, site, events);
    afterCard(s, events);
  },

  playDouble(s, seat, { mode, site }, events) {
    expectCardPlay(s);
    const me = s.seats[seat];
    check(me.cards.double > 0, "card-not-in-hand", "No double-move card in hand");
    me.cards = cardsWith(me.cards, "double", -1);
    me.played = cardsWith(me.played, "double", 1);
    events.push({ type: "cardPlayed", seat, card: "double", mode });
    buildStep(s, seat, mode, site, events);
    // ruling 7: the second step comes even when the first built nothing
    if (hasCandidate(candidates(s, seat, mode))) {
      s.pending = mode;
      return;
    }
    events.push({ type: "nothingBuilt", seat, site: null, reason: "no-site" });
    afterCard(s, events);
  },

  build(s, seat, { site }, events) {
    expectPhase(s, "play");
    check(s.pending !== null, "no-pending-step", "No double move is waiting for its second step");
    buildStep(s, seat, s.pending, site, events);
    afterCard(s, events);
  },

  playScoring(s, seat, { card }, events) {
    expectCardPlay(s);
    const me = s.seats[seat];
    check(me.scoring.includes(card), "card-not-in-hand", `Scoring card ${card} is not in hand`);
    me.scoring = me.scoring.filter((c) => c !== card);
    me.scored = [...me.scored, card];
    events.push({ type: "scoringCardPlayed", seat, card });
    scoreCard(s, seat, card, events);
    afterCard(s, events);
  },

  choosePackage(s, seat, { package: index }, events) {
    expectPhase(s, "package");
    check(s.packages[index]?.takenBy === null, "package-taken", `Package ${index} is not on offer`);
    takePackage(s, seat, index, events);
  },

  discard(s, seat, { card }, events) {
    expectPhase(s, "discard");
    const me = s.seats[seat];
    check(me.scoring.includes(card), "card-not-in-hand", `Scoring card ${card} is not in hand`);
    me.discard = card;
    events.push({ type: "cardDiscarded", seat, secret: { card } });
    afterDiscard(s, events);
  },
};

function expectPhase(s: SantaCruzState, phase: Phase): void {
  // every move passes here: the message is written only when it is needed
  if (s.phase !== phase)
    throw new RuleError("wrong-phase", `That action is not possible in the ${s.phase} phase`);
}

function expectCardPlay(s: SantaCruzState): void {
  expectPhase(s, "play");
  check(s.pending === null, "double-move-pending", "Finish the double move with its second build step first");
}

/** A build step on a candidate site, or none when nothing must be built (ruling 5, 8). */
function buildStep(
  s: SantaCruzState,
  seat: number,
  how: BuildHow,
  site: number | undefined,
  events: SantaCruzEvent[],
): void {
  if (site === undefined) {
    check(how !== "landing", "site-required", "Landing needs a coast site");
    const c = candidates(s, seat, how);
    check(
      c.sites.length === 0,
      "must-build",
      `A building must be placed when a site is available: ${c.sites.join(", ")}`,
    );
    events.push({
      type: "nothingBuilt",
      seat,
      site: null,
      reason: c.joins.length > 0 ? "declined" : "no-site",
    });
    return;
  }
  if (siteOffer(s, seat, how, site) === null) throw whyNot(s, seat, how, site);
  buildOn(s, seat, site, events);
}

/** The most useful reason a site is not a candidate. */
function whyNot(s: SantaCruzState, seat: number, how: BuildHow, site: number): RuleError {
  const reach = {
    landing: "a coast site",
    ship: "a coast site",
    road: "one road segment from your buildings",
    river: "on a river where you have a building",
  }[how];
  if (!reaches(s, seat, how, site)) return new RuleError("site-out-of-reach", `Site ${site} is not ${reach}`);
  if (!s.faceUp[site])
    return new RuleError("site-face-down", `Site ${site} is face down: only a river card reaches it`);
  const there = s.buildings[site];
  if (there.includes(seat))
    return new RuleError("site-occupied", `You already have a building on site ${site}`);
  if (there.length > 0) {
    const why =
      seat !== lastSeat(s)
        ? "only the round's last player may join"
        : there.length > 1
          ? "it holds two buildings"
          : "your one join of the round is used";
    return new RuleError("site-occupied", `Site ${site} is taken and ${why}`);
  }
  return new RuleError(
    "building-unavailable",
    `No ${pictured(s, site)} left in your supply for site ${site}`,
  );
}

import { type Actor, counted, listing, owner, signed, subject, yours } from "../../core/sentences";
import { content } from "../content";
import type { BuildMode, CardCounts, SetLetter, TileFacts } from "../content/schema";
import type { ScoreReason } from "../events";
import type { Phrases } from "./phrases";
import { type Spot, tileFacts, type Words } from "./words";

const you = (a: Actor) => subject(a, "en");
const points = (n: number) => counted(n, "point", "points");
const now = (score: number) => `now ${points(score)}`;

const cardOf: Record<BuildMode, string> = { ship: "a ship card", road: "a road card", river: "a river card" };
const doubleFor: Record<BuildMode, string> = { ship: "ships", road: "roads", river: "rivers" };
const cardCounts: Record<keyof CardCounts, [string, string]> = {
  ship: ["ship card", "ship cards"],
  road: ["road card", "road cards"],
  river: ["river card", "river cards"],
  double: ["double move", "double moves"],
};

function facts(tile: TileFacts): string {
  const shown = tile.resources.map((r) => (r === "fish" ? `fish bonus +${tile.fishBonus}` : r));
  return [tile.building, points(tile.points), ...shown, ...(tile.bird ? ["a bird chit"] : [])].join(", ");
}

const nameOf = (a: Actor) => a.name;

/** What building on a site would bring, as the reader's view shows it. */
function details(spot: Spot): string {
  const others = listing(spot.builders.map(nameOf), "en");
  if (others) return `${spot.name} (joining ${others})`;
  if (spot.tile === null) return `${spot.name} (face down)`;
  const bird = spot.tile.bird ? " and a bird chit" : "";
  return `${spot.name} (a ${spot.tile.building}, ${points(spot.tile.points)}${bird})`;
}

function packageOf(set: SetLetter, scoring: string[], w: Words): string {
  const cards = scoring.length === 0 ? "no scoring card" : listing(scoring.map(w.card), "en");
  return `${w.set(set)} with ${cards}`;
}

function because(reason: ScoreReason, w: Words): string {
  switch (reason.kind) {
    case "building":
      return `for the building on ${w.site(reason.site)}`;
    case "card":
      return `from ${w.card(reason.card)}`;
    case "birds":
      return "for the bird chits";
  }
}

const nothingBecause = {
  "no-site": (a: Actor) => `${you(a)} could not build anywhere`,
  "building-missing": (a: Actor, site: string) =>
    `${you(a)} could not build on ${site}: no such building left in the supply`,
  declined: (a: Actor) => `${you(a)} passed up the join`,
} as const;

export const en: Phrases = {
  events: {
    setChosen: (e, w) => `${you(w.seat(e.seat))} took ${w.set(e.set)}`,
    roundStarted: (e, w) => {
      const a = w.seat(e.startSeat);
      return `Round ${e.round} began: ${a.you ? "you" : a.name} ${yours(a, "lands and plays", "land and play")} first`;
    },
    cardPlayed: (e, w) =>
      e.card === "double"
        ? `${you(w.seat(e.seat))} played the double move for ${doubleFor[e.mode]}`
        : `${you(w.seat(e.seat))} played ${cardOf[e.card]}`,
    tileRevealed: (e, w) => {
      const tile = tileFacts(e.tile);
      return `Turned up on ${w.site(e.site)}: ${w.tile(e.tile)}${tile ? ` (${facts(tile)})` : ""}`;
    },
    built: (e, w) =>
      `${you(w.seat(e.seat))} built a ${e.building} on ${w.site(e.site)}${e.joined ? ", joining another player there" : ""}`,
    nothingBuilt: (e, w) =>
      nothingBecause[e.reason](w.seat(e.seat), e.site === null ? "that site" : w.site(e.site)),
    scored: (e, w) => `${you(w.seat(e.seat))}: ${signed(e.points)} ${because(e.reason, w)} (${now(e.score)})`,
    scoringCardPlayed: (e, w) => `${you(w.seat(e.seat))} played the scoring card ${w.card(e.card)}`,
    erupted: (e, w) => {
      if (e.destroyed.length === 0) return "The volcano erupted; no building stood on a volcano site";
      const lost = e.destroyed.map((d) => `${owner(w.seat(d.seat), "en")} building on ${w.site(d.site)}`);
      const until = e.round === 2 ? "for the rest of the game" : "until round 2";
      return `The volcano erupted: ${listing(lost, "en")} left the board ${until}`;
    },
    roundEnded: (e) => `Round ${e.round} ended`,
    packageChosen: (e, w) =>
      `${you(w.seat(e.seat))} took package ${e.package + 1}: ${packageOf(e.set, e.scoring, w)}`,
    birdsRevealed: (e, w) =>
      e.values.length === 0
        ? `${you(w.seat(e.seat))} held no bird chit`
        : `${you(w.seat(e.seat))} turned up ${counted(e.values.length, "bird chit", "bird chits")} worth ${listing(e.values.map(String), "en")}`,
    gameEnded: (e, w) =>
      `The game is over: ${e.result.standings.map((s) => `${s.place}. ${w.seat(s.seat).name} ${s.score}`).join(", ")}`,
    birdTaken: (e, w) =>
      `${you(w.seat(e.seat))} drew a bird chit${e.secret ? ` worth ${e.secret.value}` : ""}`,
    cardDrawn: (e, w) =>
      e.secret
        ? `${you(w.seat(e.seat))} drew the scoring card ${w.card(e.secret.card)}`
        : `${you(w.seat(e.seat))} drew a scoring card`,
    cardDiscarded: (e, w) =>
      e.secret
        ? `${you(w.seat(e.seat))} chose ${w.card(e.secret.card)} to discard`
        : `${you(w.seat(e.seat))} chose a scoring card to discard`,
  },
  builtWith: (built, scored, bird, w) => {
    const points = scored ? `: ${signed(scored.points)} (${now(scored.score)})` : "";
    const chit = bird ? `, and drew a bird chit${bird.secret ? ` worth ${bird.secret.value}` : ""}` : "";
    return `${en.events.built(built, w)}${points}${chit}`;
  },
  actions: {
    chooseSet: (a, w) => {
      const { cards } = content.components.buildingSets[a.set];
      const held = (Object.keys(cardCounts) as (keyof CardCounts)[])
        .filter((kind) => cards[kind] > 0)
        .map((kind) => counted(cards[kind], ...cardCounts[kind]));
      return `Take ${w.set(a.set)}: ${listing(held, "en")}`;
    },
    land: (a, w) => `Land on ${details(w.spot(a.site))}`,
    playBuilding: (a, w) =>
      a.site === undefined
        ? `Play ${cardOf[a.card]} without building`
        : `Play ${cardOf[a.card]} and build on ${details(w.spot(a.site))}`,
    playDouble: (a, w) =>
      a.site === undefined
        ? `Play the double move for ${doubleFor[a.mode]}, building nothing in its first step`
        : `Play the double move for ${doubleFor[a.mode]} and build first on ${details(w.spot(a.site))}`,
    build: (a, w) =>
      a.site === undefined
        ? "End the double move without a second building"
        : `Build the double move's second building on ${details(w.spot(a.site))}`,
    playScoring: (a, w) => `Play the scoring card ${w.card(a.card)}`,
    choosePackage: (a, w) => {
      const offered = w.ctx.view?.packages[a.package];
      const what = offered ? `: ${packageOf(offered.set, offered.scoring, w)}` : "";
      return `Take package ${a.package + 1}${what}`;
    },
    discard: (a, w) => `Discard ${w.card(a.card)}`,
  },
  keywords: {
    set: "set",
    land: "land",
    ship: "ship",
    road: "road",
    river: "river",
    double: "double",
    build: "build",
    nothing: "nothing",
    score: "score",
    package: "package",
    discard: "discard",
  },
  holding: (cards, scoring, birds) => {
    const held = (Object.keys(cardCounts) as (keyof CardCounts)[])
      .filter((kind) => cards[kind] > 0)
      .map((kind) => counted(cards[kind], ...cardCounts[kind]));
    const parts = [
      `You hold ${held.length > 0 ? listing(held, "en") : "no building card"}`,
      scoring.length > 0 ? `the scoring cards ${listing(scoring, "en")}` : "no scoring card",
      birds.length > 0
        ? `${counted(birds.length, "bird chit", "bird chits")} worth ${listing(birds.map(String), "en")}`
        : "no bird chit",
    ];
    return `${parts.join("; ")}.`;
  },
  help: "a card and a site ('ship north-shore-2', 'double road …', 'build …', with 'nothing' for no site), 'land …', 'score …', 'discard …', 'set A' or 'package 2'. Words may be shortened as long as only one choice fits.",
};

import type { Lang } from "../../i18n/lang";
import { countIn } from "../../i18n/plural";

const count = { en: countIn("en"), de: countIn("de") };

import type { Badge } from "./badges";
import type { Building, CardKind, Resource, View } from "./types";

const en = {
  board: "Board",
  round: (n: number) => `Round ${n}`,
  phase: {
    draft: "choosing building sets",
    landing: "landing",
    play: "playing cards",
    package: "choosing packages",
    discard: "discarding a scoring card",
    over: "game over",
  } satisfies Record<View["phase"], string>,
  card: { ship: "Ship", road: "Road", river: "River", double: "Double move" } satisfies Record<
    CardKind,
    string
  >,
  building: { house: "House", church: "Church", lighthouse: "Lighthouse" } satisfies Record<Building, string>,
  resource: { sheep: "Sheep", fish: "Fish", wood: "Wood", sugar: "Sugar", gold: "Gold" } satisfies Record<
    Resource,
    string
  >,
  faceDown: "face down",
  bird: "bird",
  builtBy: (who: string) => `built by ${who}`,
  scoreTrack: "Score track",
  played: "Played",
  supply: "Supply",
  set: (letter: string) => `Set ${letter}`,
  scoringInHand: (n: number) => `${count.en(n, "scoring card", "scoring cards")} in hand`,
  scoringPlayed: "Scoring cards played",
  birdChits: (n: number) => count.en(n, "bird chit", "bird chits"),
  yourCards: "Your scoring cards",
  yourBirds: "Your bird chits",
  toDiscard: "chosen to discard",
  play: "Play",
  discard: "Discard",
  take: "Take",
  setsOnOffer: "Building sets on offer",
  packages: "Packages",
  packageName: (n: number) => `Package ${n}`,
  takenBy: (who: string) => `taken by ${who}`,
  deck: (cards: number, birds: number) =>
    `${count.en(cards, "scoring card", "scoring cards")} in the deck, ${count.en(birds, "bird chit", "bird chits")} left`,
  badge: {
    toAct: "to act",
    starts: "starts",
    mayJoin: "may join once",
    discarded: "has discarded",
  } satisfies Record<Badge, string>,
  badgeMeaning: {
    toAct: "This player's move now (in the secret discard before round 2: everyone who has not chosen yet).",
    starts: "The start player of this round: lands and plays first, then play goes clockwise.",
    mayJoin:
      "The round's last player (the one before the start player) may, once this round, build on a site that holds exactly one building of another player. It is optional; both buildings score in full.",
    discarded: "This player has secretly discarded a scoring card for round 2.",
  } satisfies Record<Badge, string>,
  swipeMap: "Swipe the map sideways to see all of it",
  double: (mode: string) => `Double move (${mode}): second build`,
  /** What the player's step asks and how to do it on the board, said in place of "your turn". */
  ask: {
    draft: "Choose a building set: press “Take” beside one.",
    landing: "Land on the coast: pick a ringed coast site.",
    package: "Choose a package: press “Take” beside one.",
    discard: "Discard a scoring card in secret: press “Discard” beside one of your scoring cards.",
  } satisfies Partial<Record<View["phase"], string>>,
  playCard: "Play a card",
  secondBuild: (mode: string) => `Double move (${mode}), second build`,
  /** The ways to do it, as the board offers them now. */
  way: {
    site: "pick a ringed site to build on",
    scoring: "play one of your scoring cards",
    other: "choose one under “Other moves”",
  },
  ways: (ways: string[]) =>
    ways.length < 2 ? (ways[0] ?? "") : `${ways.slice(0, -1).join(", ")}, or ${ways.at(-1)}`,
  choicesAt: (site: string) => `${site}: choose`,
  more: "Other moves",
  legend: "Legend",
  siteKind: { coast: "coast site", land: "land site", volcano: "volcano site" },
};

const de: typeof en = {
  board: "Spielplan",
  round: (n: number) => `Runde ${n}`,
  phase: {
    draft: "Kartensätze wählen",
    landing: "Landung",
    play: "Karten ausspielen",
    package: "Pakete wählen",
    discard: "eine Wertungskarte abwerfen",
    over: "Spielende",
  },
  card: { ship: "Schiff", road: "Straße", river: "Fluss", double: "Doppelzug" },
  building: { house: "Haus", church: "Kirche", lighthouse: "Leuchtturm" },
  resource: { sheep: "Schaf", fish: "Fisch", wood: "Holz", sugar: "Zucker", gold: "Gold" },
  faceDown: "verdeckt",
  bird: "Vogel",
  builtBy: (who: string) => `gebaut von ${who}`,
  scoreTrack: "Punkteleiste",
  played: "Gespielt",
  supply: "Vorrat",
  set: (letter: string) => `Satz ${letter}`,
  scoringInHand: (n: number) => `${count.de(n, "Wertungskarte", "Wertungskarten")} auf der Hand`,
  scoringPlayed: "Gespielte Wertungskarten",
  birdChits: (n: number) => count.de(n, "Vogelplättchen", "Vogelplättchen"),
  yourCards: "Deine Wertungskarten",
  yourBirds: "Deine Vogelplättchen",
  toDiscard: "zum Abwerfen gewählt",
  play: "Ausspielen",
  discard: "Abwerfen",
  take: "Nehmen",
  setsOnOffer: "Kartensätze zur Wahl",
  packages: "Pakete",
  packageName: (n: number) => `Paket ${n}`,
  takenBy: (who: string) => `genommen von ${who}`,
  deck: (cards: number, birds: number) =>
    `${count.de(cards, "Wertungskarte", "Wertungskarten")} im Stapel, ${count.de(birds, "Vogelplättchen", "Vogelplättchen")} übrig`,
  badge: {
    toAct: "am Zug",
    starts: "beginnt",
    mayJoin: "darf einmal dazubauen",
    discarded: "hat abgeworfen",
  },
  badgeMeaning: {
    toAct:
      "Dieser Spieler ist jetzt am Zug (beim geheimen Abwerfen vor Runde 2: alle, die noch nicht gewählt haben).",
    starts: "Der Startspieler dieser Runde: landet und spielt zuerst, dann geht es im Uhrzeigersinn weiter.",
    mayJoin:
      "Wer in der Runde als Letzter spielt (der Spieler vor dem Startspieler), darf einmal in dieser Runde auf ein Feld bauen, auf dem genau ein Gebäude eines anderen Spielers steht. Das ist freiwillig; beide Gebäude zählen voll.",
    discarded: "Dieser Spieler hat für Runde 2 geheim eine Wertungskarte abgeworfen.",
  },
  swipeMap: "Wische den Spielplan seitwärts, um alles zu sehen",
  double: (mode: string) => `Doppelzug (${mode}): zweiter Bau`,
  ask: {
    draft: "Wähle einen Kartensatz: drücke „Nehmen“ bei einem.",
    landing: "Lande an der Küste: wähle ein Küstenfeld mit Ring.",
    package: "Wähle ein Paket: drücke „Nehmen“ bei einem.",
    discard: "Wirf geheim eine Wertungskarte ab: drücke „Abwerfen“ bei einer deiner Wertungskarten.",
  },
  playCard: "Spiele eine Karte aus",
  secondBuild: (mode: string) => `Doppelzug (${mode}), zweiter Bau`,
  way: {
    site: "wähle ein Feld mit Ring zum Bauen",
    scoring: "spiele eine deiner Wertungskarten aus",
    other: "wähle einen Zug unter „Weitere Züge“",
  },
  ways: (ways: string[]) =>
    ways.length < 2 ? (ways[0] ?? "") : `${ways.slice(0, -1).join(", ")} oder ${ways.at(-1)}`,
  choicesAt: (site: string) => `${site}: wählen`,
  more: "Weitere Züge",
  legend: "Legende",
  siteKind: { coast: "Küstenfeld", land: "Landfeld", volcano: "Vulkanfeld" },
};

export type Words = typeof en;

/** Santa Cruz's words by language; names of sites, tiles and cards come from the content. */
export const words = (lang: Lang): Words => (lang === "de" ? de : en);

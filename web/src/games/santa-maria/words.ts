import { itemForms } from "../../../../domain/santa-maria/sentences/item-forms";
import type { Lang } from "../../i18n/lang";
import { countIn } from "../../i18n/plural";
import type { Badge } from "./badges";
import type { Resource, Terrain, View } from "./types";

const count = { en: countIn("en"), de: countIn("de") };

const en = {
  phase: {
    colonyDraft: "choosing colonies",
    townHallDraft: "choosing town halls",
    play: "playing",
    over: "game over",
  } satisfies Record<View["phase"], string>,
  year: (n: number, of: number) => `Year ${n} of ${of}`,
  resource: { wood: "wood", grain: "grain", sugar: "sugar", gems: "gems", gold: "gold" } satisfies Record<
    Resource,
    string
  >,
  coins: "coins",
  points: "points",
  /** Resources, coins and points as counted: "1 gem", "2 gems". */
  counted: itemForms.en,
  count: count.en,
  terrain: {
    forest: "forest",
    field: "field",
    plantation: "plantation",
    mountain: "mountain",
    coast: "coast",
    town: "town",
  } satisfies Record<Terrain, string>,
  road: "road",
  colonists: (n: number) => count.en(n, "colonist", "colonists"),
  empty: "empty space",
  religion: "religion step",
  conquistador: "conquistador",
  ship: "shipment",
  white: "White",
  blue: "Blue",
  die: (color: string, value: number) => `${color} die ${value}`,
  column: (n: number) => `column ${n}`,
  row: (n: number) => `row ${n}`,
  at: (row: number, col: number) => `row ${row + 1}, column ${col + 1}`,
  rotation: (turns: number) => (turns === 0 ? "unturned" : `turned ${turns * 90}°`),
  rotate: "Rotate",
  dieUse: (buildings: number, coins: number) =>
    `activates ${count.en(buildings, "building", "buildings")}, ${coins === 0 ? "free" : `costs ${count.en(coins, "coin", "coins")}`}`,
  chooseValue: (die: string) => `${die}: choose the value to use`,
  placeTile: (tile: string) => `${tile}: pick a highlighted corner on your colony`,
  colony: (name: string) => `Colony of ${name}`,
  commonBoard: "Common board",
  whitePool: "White dice",
  bluePool: "Blue dice",
  yourBlue: "Your blue dice",
  display: "Expansion tiles",
  stacks: (doubles: number, triples: number) =>
    `${doubles} double and ${count.en(triples, "triple tile", "triple tiles")} in the stacks`,
  docks: "Docks",
  shipmentsLeft: (n: number) => `${count.en(n, "shipment tile", "shipment tiles")} in the stack`,
  noShipment: "no shipment tile",
  retiring: "Retiring spaces",
  firstPlayer: "1st: starts next year",
  roadTilesLeft: (n: number) => `${count.en(n, "road tile", "road tiles")} left`,
  monkSpaces: "Monk spaces",
  textsShow: "Show what they do",
  textsHide: "Hide what they do",
  colonyShow: "Show colony and storage",
  colonyHide: "Hide colony and storage",
  storage: "Storage",
  sell: "Sell",
  buy: "Buy",
  monks: (n: number) => count.en(n, "monk", "monks"),
  whiteLeft: (n: number) => `${count.en(n, "white die", "white dice")} left this year`,
  activationCost: (n: number) => `next activation ${count.en(n, "coin", "coins")}`,
  harbour: "Harbour",
  trained: "Scholars and bishops",
  retired: (space: string) => `retired: ${space}`,
  badge: {
    toAct: "to act",
    starts: "start player",
    retired: "retired",
  } satisfies Record<Badge, string>,
  badgeMeaning: {
    toAct:
      "This player's turn now: one main action (expand, activate a building, use a die, or retire) and any selling and buying. Before play, in the draft: the player choosing a colony or a town hall.",
    starts:
      "This year's start player: takes the year's first turn, then play goes clockwise, skipping whoever has retired. Whoever retires closest to the “1st” symbol starts next year. In the draft before play, which goes counter-clockwise, the start player chooses last.",
    retired:
      "This player has retired for the year on the space named in the badge, which gave its action and then the harbour's income; they take no more turns this year. Whoever retired closest to the “1st” symbol starts next year; in the last year, that breaks a tie.",
  } satisfies Record<Badge, string>,
  pending: {
    trade: "A trading building: trade once, or decline.",
    ship: "Shipping: pick a dock to take its shipment tile, or decline.",
    religion: "Religion: pay 1 grain for an extra step, or decline.",
    recruit: "A monk: pick a monk space, or decline.",
    road: "Road tile: pick an empty space of your colony, or decline.",
    payment: "Gold can pay in several ways: choose one.",
  },
  /** What the player's step asks and how to do it on the board when no decision is pending, said in place of "your turn". */
  ask: {
    colonyDraft: "Choose your colony: press “Take” beside one.",
    townHallDraft:
      "Choose a town hall: pick one, “Rotate” it if you like, then pick a highlighted corner of your colony.",
    main: "Take one main action: pick something highlighted in yellow (an expansion tile, a building, a die or a retiring space).",
    afterMain: "Sell or buy if you like, then press “End the turn”.",
  },
  nothingToChoose:
    "Nothing of this is affordable yet: sell or buy first to afford it, or Decline to carry on with your turn.",
  noGrainForStep: "No grain for the extra step yet: buy one first, or Decline and still take the one step.",
  chooseColony: "Choose your colony",
  chooseTownHall: "Choose a town hall",
  take: "Take",
  with: "with",
  finalScores: "Final scoring",
  final: {
    coins: "Coins",
    colonists: "Colonists",
    scholars: "Scholars",
    bishops: "Bishops",
    harbours: "Harbour sets",
    shipments: "Shipments",
  },
  total: "Total",
  gold: "gold",
  monkSymbol: "monk",
  blueDie: "blue die",
  tree: "tree",
  markers: (names: string) => `markers: ${names}`,
  legend: "Legend",
  colonistSymbol: "colonist",
  dieRule:
    "A white die activates the column of its value, a blue die the row; changing a die's value costs a coin a step.",
};

const de: typeof en = {
  phase: {
    colonyDraft: "Kolonien wählen",
    townHallDraft: "Rathäuser wählen",
    play: "Spiel",
    over: "Spielende",
  },
  year: (n: number, of: number) => `Jahr ${n} von ${of}`,
  resource: { wood: "Holz", grain: "Getreide", sugar: "Zucker", gems: "Edelsteine", gold: "Gold" },
  coins: "Münzen",
  points: "Punkte",
  counted: itemForms.de,
  count: count.de,
  terrain: {
    forest: "Wald",
    field: "Feld",
    plantation: "Plantage",
    mountain: "Gebirge",
    coast: "Küste",
    town: "Stadt",
  },
  road: "Straße",
  colonists: (n: number) => `${n} Siedler`,
  empty: "leeres Feld",
  religion: "Religionsschritt",
  conquistador: "Konquistador",
  ship: "Verschiffung",
  white: "Weißer",
  blue: "Blauer",
  die: (color: string, value: number) => `${color} Würfel ${value}`,
  column: (n: number) => `Spalte ${n}`,
  row: (n: number) => `Reihe ${n}`,
  at: (row: number, col: number) => `Reihe ${row + 1}, Spalte ${col + 1}`,
  rotation: (turns: number) => (turns === 0 ? "ungedreht" : `um ${turns * 90}° gedreht`),
  rotate: "Drehen",
  dieUse: (buildings: number, coins: number) =>
    `aktiviert ${count.de(buildings, "Gebäude", "Gebäude")}, ${coins === 0 ? "kostenlos" : `kostet ${count.de(coins, "Münze", "Münzen")}`}`,
  chooseValue: (die: string) => `${die}: Wert wählen`,
  placeTile: (tile: string) => `${tile}: markierte Ecke in deiner Kolonie wählen`,
  colony: (name: string) => `Kolonie von ${name}`,
  commonBoard: "Gemeinsamer Spielplan",
  whitePool: "Weiße Würfel",
  bluePool: "Blaue Würfel",
  yourBlue: "Deine blauen Würfel",
  display: "Erweiterungsplättchen",
  stacks: (doubles: number, triples: number) => `${doubles} Zweier- und ${triples} Dreierplättchen im Stapel`,
  docks: "Docks",
  shipmentsLeft: (n: number) => `${n} Schiffsplättchen im Stapel`,
  noShipment: "kein Schiffsplättchen",
  retiring: "Ruhestandsfelder",
  firstPlayer: "1.: beginnt nächstes Jahr",
  roadTilesLeft: (n: number) => `${n} Straßenplättchen übrig`,
  monkSpaces: "Mönchsfelder",
  textsShow: "Zeigen, was sie bewirken",
  textsHide: "Ausblenden, was sie bewirken",
  colonyShow: "Kolonie und Lager zeigen",
  colonyHide: "Kolonie und Lager ausblenden",
  storage: "Lager",
  sell: "Verkaufen",
  buy: "Kaufen",
  monks: (n: number) => count.de(n, "Mönch", "Mönche"),
  whiteLeft: (n: number) => `noch ${count.de(n, "weißer Würfel", "weiße Würfel")} dieses Jahr`,
  activationCost: (n: number) => `nächste Aktivierung ${count.de(n, "Münze", "Münzen")}`,
  harbour: "Hafen",
  trained: "Gelehrte und Bischöfe",
  retired: (space: string) => `im Ruhestand: ${space}`,
  badge: {
    toAct: "am Zug",
    starts: "Startspieler",
    retired: "im Ruhestand",
  },
  badgeMeaning: {
    toAct:
      "Dieser Spieler ist jetzt am Zug: eine Hauptaktion (ausbauen, ein Gebäude aktivieren, einen Würfel nutzen oder in den Ruhestand gehen) und beliebig verkaufen und kaufen. Vor dem Spiel, bei der Auswahl: wer gerade eine Kolonie oder ein Rathaus wählt.",
    starts:
      "Der Startspieler dieses Jahres: hat den ersten Zug des Jahres, dann geht es im Uhrzeigersinn weiter; wer im Ruhestand ist, wird übersprungen. Wer dem Symbol „1.“ am nächsten in den Ruhestand geht, beginnt das nächste Jahr. Bei der Auswahl vor dem Spiel, die gegen den Uhrzeigersinn läuft, wählt der Startspieler zuletzt.",
    retired:
      "Dieser Spieler ist für dieses Jahr auf dem genannten Feld in den Ruhestand gegangen, das seine Aktion und danach das Einkommen seines Hafens brachte; er ist in diesem Jahr nicht mehr am Zug. Wer dem Symbol „1.“ am nächsten in den Ruhestand gegangen ist, beginnt das nächste Jahr; im letzten Jahr entscheidet das einen Gleichstand.",
  },
  pending: {
    trade: "Ein Handelsgebäude: einmal tauschen oder ablehnen.",
    ship: "Verschiffen: ein Dock wählen oder ablehnen.",
    religion: "Religion: 1 Getreide für einen Extraschritt zahlen oder ablehnen.",
    recruit: "Ein Mönch: ein Mönchsfeld wählen oder ablehnen.",
    road: "Straßenplättchen: ein leeres Feld deiner Kolonie wählen oder ablehnen.",
    payment: "Gold kann auf mehrere Arten zahlen: eine wählen.",
  },
  ask: {
    colonyDraft: "Wähle deine Kolonie: drücke „Nehmen“ bei einer.",
    townHallDraft:
      "Wähle ein Rathaus: wähle eines, drehe es bei Bedarf mit „Drehen“ und wähle dann eine markierte Ecke deiner Kolonie.",
    main: "Nimm eine Hauptaktion: wähle etwas gelb Markiertes (ein Erweiterungsplättchen, ein Gebäude, einen Würfel oder ein Ruhestandsfeld).",
    afterMain: "Verkaufe oder kaufe bei Bedarf, dann drücke „Zug beenden“.",
  },
  nothingToChoose:
    "Noch ist nichts davon bezahlbar: erst verkaufen oder kaufen, oder Ablehnen und deinen Zug fortsetzen.",
  noGrainForStep:
    "Noch kein Getreide für den Extraschritt: erst eines kaufen, oder Ablehnen und trotzdem den einen Schritt gehen.",
  chooseColony: "Wähle deine Kolonie",
  chooseTownHall: "Wähle ein Rathaus",
  take: "Nehmen",
  with: "mit",
  finalScores: "Schlusswertung",
  final: {
    coins: "Münzen",
    colonists: "Siedler",
    scholars: "Gelehrte",
    bishops: "Bischöfe",
    harbours: "Hafensätze",
    shipments: "Schiffe",
  },
  total: "Summe",
  gold: "Gold",
  monkSymbol: "Mönch",
  blueDie: "blauer Würfel",
  tree: "Baum",
  markers: (names: string) => `Marker: ${names}`,
  legend: "Legende",
  colonistSymbol: "Siedler",
  dieRule:
    "Ein weißer Würfel aktiviert die Spalte seines Werts, ein blauer die Reihe; den Wert zu ändern kostet eine Münze je Schritt.",
};

export type Words = typeof en;

/** Santa Maria's words by language; names of colonies, tiles, ships and monks come from the content. */
export const words = (lang: Lang): Words => (lang === "de" ? de : en);

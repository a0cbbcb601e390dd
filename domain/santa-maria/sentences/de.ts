import {
  type Actor,
  type ByType,
  byType,
  capitalized,
  counted,
  listing,
  owner,
  signed,
  subject,
  yours,
} from "../../core/sentences";
import type { PayingAction } from "../actions";
import { content } from "../content";
import type { Cell, Effect, MonkSpaceKind, SpaceAction, Terrain } from "../content/schema";
import { isDecision } from "../effects";
import { RULES } from "../rules";
import type { DecisionKind, FinalScore, Placement } from "../state";
import { amounts } from "./amounts";
import { itemForms } from "./item-forms";
import type { Phrases } from "./phrases";
import type { MonkSpot, Words } from "./words";

const du = (a: Actor) => subject(a, "de");
const hat = (a: Actor) => yours(a, "hat", "hast");
const dein = (a: Actor) => capitalized(owner(a, "de"));
const and = (items: string[]) => listing(items, "de");
const items = itemForms.de;
const worth = (what: Parameters<typeof amounts>[0]) => and(amounts(what, items));
const coins = (n: number) => (n === 0 ? "nichts" : counted(n, "Münze", "Münzen"));
const forCoins = (n: number) => (n === 0 ? "kostenlos" : `für ${coins(n)}`);
const points = (n: number) => counted(n, "Punkt", "Punkte");

const terrain: Record<Terrain, string> = {
  forest: "Wald",
  field: "Feld",
  plantation: "Plantage",
  mountain: "Gebirge",
  coast: "Küste",
  town: "Stadt",
};
/** A decision as the object of "verzichten auf" or "nutzen". */
const decision: Record<DecisionKind, string> = {
  trade: "den Tausch",
  ship: "die Verschiffung",
  religion: "den zusätzlichen Religionsschritt (er kostet 1 Getreide oder Gold an seiner Stelle)",
  recruit: "den Mönch",
  road: "das Straßenplättchen",
  payment: "die Zahlung",
};
const finalParts: Record<keyof FinalScore, string> = {
  coins: "Münzen",
  colonists: "Siedler",
  scholars: "Gelehrte",
  bishops: "Bischöfe",
  harbours: "Hafensätze",
  shipments: "Verschiffungen",
};
const line = { white: "Spalte", blue: "Zeile" } as const;
const die = { white: "weiße", blue: "blaue" } as const;
const paidFor: ByType<PayingAction, Words> = {
  expand: (a, w) => w.tile(a.tile),
  trade: () => "den Tausch",
  ship: () => "die Verschiffung",
  extraStep: () => "den zusätzlichen Religionsschritt",
};

function effect(e: Effect | SpaceAction): string {
  switch (e.kind) {
    case "produce":
      return worth(e.gain);
    case "trade":
      return `Tausch von ${e.pay.map(worth).join(" oder ")} gegen ${e.gain.map(worth).join(" oder ")}`;
    case "ship":
      return "eine Verschiffung";
    case "conquistador":
      return "ein Konquistador";
    case "religion":
      return "ein Religionsschritt";
    case "road":
      return "ein Straßenplättchen";
  }
}

function cell(c: Cell): string {
  if (c.kind === "road")
    return c.colonists > 0 ? `Straße mit ${counted(c.colonists, "Siedler", "Siedlern")}` : "Straße";
  return `${terrain[c.terrain]}: ${and(c.effects.map(effect))}`;
}

const at = (row: number, col: number) => `Zeile ${row + 1}, Spalte ${col + 1}`;
const atCell = (index: number) => at(Math.floor(index / 6), index % 6);
const placed = (p: Pick<Placement, "row" | "col" | "rotation">) =>
  `${at(p.row, p.col)}${p.rotation > 0 ? ` (um ${p.rotation * 90}° gedreht)` : ""}`;
const fromSpace = (n: number) => (n === 0 ? "vom Marktplatz" : `von Feld ${n}`);

/** Whom a monk goes to: the target named once the reader's view shows it. */
const monkTarget: Record<MonkSpaceKind, (target: string | null) => string> = {
  scholar: (t) => (t ? `den ${t}` : "einen Gelehrten"),
  bishop: (t) => (t ? `den ${t}` : "einen Bischof"),
  mission: (t) => (t ? `zur Missionsstation ${t}` : "zu einer Missionsstation"),
};
const monkDone: Record<MonkSpaceKind, (target: string) => string> = {
  scholar: (t) => `mit einem Mönch ${t} ausgebildet`,
  bishop: (t) => `mit einem Mönch ${t} ernannt`,
  mission: (t) => `einen Mönch ${t} geschickt`,
};
const monkDo: Record<MonkSpaceKind, (target: string) => string> = {
  scholar: (t) => `Bilde mit einem Mönch ${t} aus`,
  bishop: (t) => `Ernenne mit einem Mönch ${t}`,
  mission: (t) => `Schicke einen Mönch ${t}`,
};

function monk(spot: MonkSpot, w: Words, phrase: Record<MonkSpaceKind, (target: string) => string>): string {
  return phrase[spot.kind](monkTarget[spot.kind](w.monkTarget(spot)));
}

/** What an expansion tile or town hall holds. */
function holding(tile: string): string {
  const found = [...content.expansions, ...content.townHalls].find((t) => t.id === tile);
  return found ? ` (${found.cells.map(cell).join("; ")})` : "";
}

export const de: Phrases = {
  events: {
    colonyChosen: (e, w) =>
      `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} die Kolonie ${w.colony(e.colony)} genommen`,
    townHallChosen: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} das Rathaus ${w.tile(e.townHall)} mit dem ${w.scholar(e.scholar)} genommen und in ${placed(e.placement)} gelegt`;
    },
    yearStarted: (e, w) => {
      const starts = w.seat(e.startSeat);
      const told = [`Jahr ${e.year} hat begonnen; ${starts.you ? "du beginnst" : `${starts.name} beginnt`}`];
      if (e.white.length > 0) told.push(`Weiße Würfel: ${and(e.white.map(String))}`);
      const blue =
        e.blue.length === 1
          ? and(e.blue[0].map(String))
          : e.blue
              .flatMap((dice, seat) =>
                dice.length > 0 ? [`${w.seat(seat).name} ${and(dice.map(String))}`] : [],
              )
              .join("; ");
      if (blue.length > 0) told.push(`Blaue Würfel: ${blue}`);
      if (e.display.length > 0) told.push(`In der Auslage: ${and(e.display.map(w.tile))}`);
      return told.join(". ");
    },
    expanded: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} ${w.tile(e.placement.tile)} in ${placed(e.placement)} gelegt`;
    },
    activated: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} das Gebäude in ${atCell(e.cell)} ${forCoins(e.coins)} aktiviert`;
    },
    dieUsed: (e, w) => {
      const a = w.seat(e.seat);
      const changed = e.from === e.to ? "" : ` als ${e.to} (${e.coins === 0 ? "kostenlos" : coins(e.coins)})`;
      const activated = counted(e.cells.length, "Gebäude", "Gebäude");
      return `${du(a)} ${hat(a)} eine ${die[e.color]} ${e.from}${changed} für ${line[e.color]} ${e.to} eingesetzt und ${activated} aktiviert`;
    },
    gained: (e, w) => {
      const a = w.seat(e.seat);
      const sold = worth(e.sold);
      return `${du(a)} ${hat(a)} ${worth(e.gain)} bekommen${sold ? `; über dem Lagerlimit sofort verkauft: ${sold}` : ""}`;
    },
    paid: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} ${and([...amounts(e.cost, items), ...(e.coins > 0 ? [coins(e.coins)] : [])])} bezahlt`;
    },
    traded: (e, w) => `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} an einem Handelsgebäude getauscht`,
    shipped: (e, w) => {
      const a = w.seat(e.seat);
      const refill =
        e.refill === null ? "der Anleger bleibt leer" : `neu am Anleger: ${w.shipment(e.refill)}`;
      return `${du(a)} ${hat(a)} die ${w.shipment(e.tile)} vom ${w.dock(e.dock)} verschifft; ${refill}`;
    },
    conquistadorMoved: (e, w) =>
      `${dein(w.seat(e.seat))} Konquistador steht jetzt auf Feld ${e.position}${e.gold ? " und hat Gold gefunden" : ""}`,
    religionMoved: (e, w) => {
      const moved =
        e.to === e.from ? `bleibt auf Feld ${e.to}` : `ist ${fromSpace(e.from)} auf Feld ${e.to} gezogen`;
      const beyond = e.points > 0 ? ` (über das Ende hinaus: ${points(e.points)})` : "";
      return `${dein(w.seat(e.seat))} Religionsmarker ${moved}${beyond}`;
    },
    blueDieUnlocked: (e, w) => {
      const a = w.seat(e.seat);
      const rolled =
        e.value === null ? "; er kommt nächstes Jahr in den Vorrat" : ` und eine ${e.value} gewürfelt`;
      return `${du(a)} ${hat(a)} einen blauen Würfel freigeschaltet${rolled}`;
    },
    whiteDieAdded: (e, w) =>
      `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} einen zusätzlichen weißen Würfel in den Vorrat gewürfelt: eine ${e.value}`,
    monkPlaced: (e, w) => {
      const a = w.seat(e.seat);
      const fees = e.fees.map((f) => `${w.seat(f.seat).you ? "dir" : w.seat(f.seat).name} ${coins(f.coins)}`);
      const paid = fees.length > 0 ? ` und ${and(fees)} gezahlt` : "";
      return `${du(a)} ${hat(a)} ${monk(w.monkSpot(e.space), w, monkDone)}${paid}`;
    },
    roadPlaced: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} ein Straßenplättchen in ${at(e.placement.row, e.placement.col)} gelegt`;
    },
    declined: (e, w) => `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} auf ${decision[e.decision]} verzichtet`,
    skipped: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${yours(a, "konnte", "konntest")} ${decision[e.decision]} nicht nutzen; übersprungen`;
    },
    retired: (e, w) => {
      const a = w.seat(e.seat);
      return `${du(a)} ${hat(a)} ${yours(a, "sich", "dich")} auf das Feld „${w.retiring(e.space)}“ zurückgezogen`;
    },
    harbourIncome: (e, w) => {
      const a = w.seat(e.seat);
      const times = { 1: "einmal", 2: "zweimal" }[e.ships] ?? `${e.ships}-mal`;
      return `${du(a)} ${hat(a)} ${times} Einnahmen vom ${w.dock(e.dock)} bekommen`;
    },
    sold: (e, w) =>
      `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} 1 ${items[e.resource][0]} für ${coins(e.coins)} verkauft`,
    bought: (e, w) =>
      `${du(w.seat(e.seat))} ${hat(w.seat(e.seat))} 1 ${items[e.resource][0]} für ${coins(e.coins)} gekauft`,
    turnEnded: (e, w) => `${dein(w.seat(e.seat))} Zug ist zu Ende`,
    conquistadorScored: (e, w) =>
      `${du(w.seat(e.seat))}: ${signed(e.points)} für Platz ${e.place} auf der Konquistadorenleiste`,
    yearEnded: (e) => `Jahr ${e.year} ist zu Ende`,
    finalScored: (e, w) => {
      const a = w.seat(e.seat);
      const parts = (Object.keys(finalParts) as (keyof FinalScore)[]).map(
        (k) => `${finalParts[k]} ${e.score[k]}`,
      );
      return `Schlusswertung für ${a.you ? "dich" : a.name}: ${and(parts)}; insgesamt ${points(e.total)}`;
    },
    gameEnded: (e, w) =>
      `Das Spiel ist vorbei: ${e.result.standings.map((s) => `${s.place}. ${w.seat(s.seat).name} ${s.score}`).join(", ")}`,
  },
  actions: {
    chooseColony: (a, w) => `Nimm die Kolonie ${w.colony(a.colony)}`,
    chooseTownHall: (a, w) => {
      const offer = w.ctx.view?.townHalls[a.set];
      const what = offer
        ? `${w.tile(offer.townHall)} mit dem ${w.scholar(offer.scholar)}`
        : `Rathaus ${a.set + 1}`;
      return `Nimm ${what} und lege es in ${placed(a)}`;
    },
    expand: (a, w) => `Lege ${w.tile(a.tile)} in ${placed(a)}${holding(a.tile)}`,
    activate: (a, w) => {
      const c = w.cell(a.row, a.col);
      const cost = w.ctx.view?.seats[w.ctx.view.turn]?.nextActivationCost;
      return `Aktiviere das Gebäude in ${at(a.row, a.col)}${c ? ` (${cell(c)})` : ""}${cost === undefined ? "" : ` ${forCoins(cost)}`}`;
    },
    useDie: (a, w) => {
      const as = a.die === a.value ? "" : ` als ${a.value}`;
      const vacant = counted(w.vacant(a.color, a.value), "Gebäude", "Gebäude");
      return `Setze eine ${die[a.color]} ${a.die}${as} ein und aktiviere ${line[a.color]} ${a.value} (${vacant})`;
    },
    retire: (a, w) => {
      const gives = content.board.retiring[a.space];
      return `Zieh dich auf das Feld „${w.retiring(a.space)}“ zurück${gives ? ` (${effect(gives.action)})` : ""}, danach kommen die Einnahmen deines Hafens`;
    },
    sell: (a) => `Verkaufe 1 ${items[a.resource][0]} für ${coins(RULES.sellPrice[a.resource])}`,
    buy: (a) => `Kaufe 1 ${items[a.resource][0]}`,
    endTurn: () => "Beende deinen Zug",
    trade: (a, w) => {
      const task = w.pending();
      if (task?.kind !== "trade") return `Tausche mit Zahlung ${a.pay + 1} gegen Ertrag ${a.gain + 1}`;
      return `Tausche ${worth(task.pay[a.pay] ?? {})} gegen ${worth(task.gain[a.gain] ?? {})}`;
    },
    ship: (a, w) => {
      const id = w.ctx.view?.docks[a.dock];
      const tile = id ? content.shipmentById.get(id) : undefined;
      if (!id || !tile) return `Verschiffe vom ${w.dock(a.dock)}`;
      return `Verschiffe die ${w.shipment(id)} vom ${w.dock(a.dock)} für ${worth(tile.cost)} (${points(tile.points)} am Ende)`;
    },
    extraStep: () => "Zahle 1 Getreide für einen zusätzlichen Religionsschritt",
    recruit: (a, w) => monk(w.monkSpot(a.space), w, monkDo),
    placeRoad: (a) => `Lege das Straßenplättchen in ${at(a.row, a.col)}`,
    pay: (a, w) => {
      const task = w.pending();
      if (task?.kind !== "payment") return `Zahle auf die ${a.way + 1}. Art`;
      return `Zahle ${worth(task.ways[a.way] ?? {})} für ${byType(paidFor, task.action, w)}`;
    },
    decline: (_a, w) => {
      const task = w.pending();
      return task && isDecision(task)
        ? `Verzichte auf ${decision[task.kind]}`
        : "Verzichte auf den offenen Effekt";
    },
  },
  keywords: {
    colony: "Kolonie",
    townHall: "Rathaus",
    expand: "Ausbau",
    activate: "aktivieren",
    white: "weiß",
    blue: "blau",
    as: "als",
    retire: "Rückzug",
    sell: "verkaufen",
    buy: "kaufen",
    end: "Ende",
    trade: "Tausch",
    for: "gegen",
    ship: "Schiff",
    step: "Schritt",
    monk: "Mönch",
    road: "Straße",
    decline: "ablehnen",
    pay: "zahlen",
    row: "z",
    column: "s",
  },
  items,
  help: "„ausbau zwillingsfelder z3 s2“ (mit 90, 180 oder 270 dazu für ein im Uhrzeigersinn gedrehtes Plättchen), „aktivieren z3 s2“, „weiss 4“ oder „blau 4 als 3“, „rueckzug muenzen“, „verkaufen zucker“, „kaufen holz“, „tausch 1-holz gegen 3-muenzen“, „schiff santa-ana“, „zahlen …“, „moench …“, „strasse z5 s1“, „schritt“, „ablehnen“ oder „ende“. Zeilen (z) und Spalten (s) zählen ab 1 von oben links. Wörter dürfen abgekürzt werden, solange nur eine Wahl passt.",
};

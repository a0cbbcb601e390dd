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

const you = (a: Actor) => subject(a, "en");
const your = (a: Actor) => capitalized(owner(a, "en"));
const and = (items: string[]) => listing(items, "en");
const items = itemForms.en;
const worth = (what: Parameters<typeof amounts>[0]) => and(amounts(what, items));
const coins = (n: number) => (n === 0 ? "nothing" : counted(n, "coin", "coins"));
const points = (n: number) => counted(n, "point", "points");
/** "The Treasurer" and "Bishop of the Sea" read "the Treasurer" and "the Bishop of the Sea" inside a sentence. */
const the = (name: string) => (name.startsWith("The ") ? `the ${name.slice(4)}` : `the ${name}`);

const terrain: Record<Terrain, string> = {
  forest: "forest",
  field: "field",
  plantation: "plantation",
  mountain: "mountain",
  coast: "coast",
  town: "town",
};
const decision: Record<DecisionKind, string> = {
  trade: "the trade",
  ship: "the shipment",
  religion: "the extra religion step (it costs 1 grain, or gold in its place)",
  recruit: "the monk",
  road: "the road tile",
  payment: "the payment",
};
const finalParts: Record<keyof FinalScore, string> = {
  coins: "coins",
  colonists: "colonists",
  scholars: "scholars",
  bishops: "bishops",
  harbours: "harbour sets",
  shipments: "shipments",
};
const line = { white: "column", blue: "row" } as const;
const paidFor: ByType<PayingAction, Words> = {
  expand: (a, w) => w.tile(a.tile),
  trade: () => "the trade",
  ship: () => "the shipment",
  extraStep: () => "the extra religion step",
};

function effect(e: Effect | SpaceAction): string {
  switch (e.kind) {
    case "produce":
      return worth(e.gain);
    case "trade":
      return `a trade of ${e.pay.map(worth).join(" or ")} for ${e.gain.map(worth).join(" or ")}`;
    case "ship":
      return "a shipment";
    case "conquistador":
      return "a conquistador";
    case "religion":
      return "a religion step";
    case "road":
      return "a road tile";
  }
}

function cell(c: Cell): string {
  if (c.kind === "road")
    return c.colonists > 0 ? `a road with ${counted(c.colonists, "colonist", "colonists")}` : "a road";
  return `${terrain[c.terrain]}: ${and(c.effects.map(effect))}`;
}

const at = (row: number, col: number) => `row ${row + 1}, column ${col + 1}`;
const atCell = (index: number) => at(Math.floor(index / 6), index % 6);
const placed = (p: Pick<Placement, "row" | "col" | "rotation">) =>
  `${at(p.row, p.col)}${p.rotation > 0 ? `, turned ${p.rotation * 90}°` : ""}`;
const space = (n: number) => (n === 0 ? "the market square" : `space ${n}`);
const ordinal = (n: number) =>
  `${n}${(n % 100 > 10 && n % 100 < 14 ? undefined : ["th", "st", "nd", "rd"][n % 10]) ?? "th"}`;

const monkTo: Record<MonkSpaceKind, (target: string | null) => string> = {
  scholar: (t) => `to train ${t ? the(t) : "a scholar"}`,
  bishop: (t) => `to appoint ${t ? the(t) : "a bishop"}`,
  mission: (t) => `to ${t ? `the mission ${t}` : "a missionary station"}`,
};

function monk(spot: MonkSpot, w: Words): string {
  return monkTo[spot.kind](w.monkTarget(spot));
}

/** What an expansion tile or town hall holds. */
function holding(tile: string): string {
  const found = [...content.expansions, ...content.townHalls].find((t) => t.id === tile);
  return found ? ` (${found.cells.map(cell).join("; ")})` : "";
}

export const en: Phrases = {
  events: {
    colonyChosen: (e, w) => `${you(w.seat(e.seat))} took the colony ${w.colony(e.colony)}`,
    townHallChosen: (e, w) =>
      `${you(w.seat(e.seat))} took the town hall ${w.tile(e.townHall)} with ${the(w.scholar(e.scholar))} and placed it at ${placed(e.placement)}`,
    yearStarted: (e, w) => {
      const starts = w.seat(e.startSeat);
      const told = [`Year ${e.year} began; ${starts.you ? "you start" : `${starts.name} starts`}`];
      if (e.white.length > 0) told.push(`White dice: ${and(e.white.map(String))}`);
      const blue =
        e.blue.length === 1
          ? and(e.blue[0].map(String))
          : e.blue
              .flatMap((dice, seat) =>
                dice.length > 0 ? [`${w.seat(seat).name} ${and(dice.map(String))}`] : [],
              )
              .join("; ");
      if (blue.length > 0) told.push(`Blue dice: ${blue}`);
      if (e.display.length > 0) told.push(`On display: ${and(e.display.map(w.tile))}`);
      return told.join(". ");
    },
    expanded: (e, w) => `${you(w.seat(e.seat))} placed ${w.tile(e.placement.tile)} at ${placed(e.placement)}`,
    activated: (e, w) =>
      `${you(w.seat(e.seat))} activated the building at ${atCell(e.cell)} for ${e.coins === 0 ? "free" : coins(e.coins)}`,
    dieUsed: (e, w) => {
      const changed = e.from === e.to ? "" : ` as a ${e.to} (${e.coins === 0 ? "free" : coins(e.coins)})`;
      const activated = counted(e.cells.length, "building", "buildings");
      return `${you(w.seat(e.seat))} used a ${e.color} ${e.from}${changed} on ${line[e.color]} ${e.to}, activating ${activated}`;
    },
    gained: (e, w) => {
      const sold = worth(e.sold);
      return `${you(w.seat(e.seat))} gained ${worth(e.gain)}${sold ? `; sold at once over the storage limit: ${sold}` : ""}`;
    },
    paid: (e, w) =>
      `${you(w.seat(e.seat))} paid ${and([...amounts(e.cost, items), ...(e.coins > 0 ? [coins(e.coins)] : [])])}`,
    traded: (e, w) => `${you(w.seat(e.seat))} traded at a trading building`,
    shipped: (e, w) => {
      const refill = e.refill === null ? "that dock stays empty" : `${w.shipment(e.refill)} arrives there`;
      return `${you(w.seat(e.seat))} shipped ${w.shipment(e.tile)} from the ${w.dock(e.dock)}; ${refill}`;
    },
    conquistadorMoved: (e, w) =>
      `${your(w.seat(e.seat))} conquistador is now on space ${e.position}${e.gold ? " and found gold" : ""}`,
    religionMoved: (e, w) => {
      const moved =
        e.to === e.from ? `stays on ${space(e.to)}` : `moved from ${space(e.from)} to ${space(e.to)}`;
      const beyond = e.points > 0 ? ` (beyond the end: ${points(e.points)})` : "";
      return `${your(w.seat(e.seat))} religion marker ${moved}${beyond}`;
    },
    blueDieUnlocked: (e, w) =>
      `${you(w.seat(e.seat))} unlocked a blue die${e.value === null ? ", to be rolled into the pool next year" : ` and rolled a ${e.value}`}`,
    whiteDieAdded: (e, w) => `${you(w.seat(e.seat))} rolled an extra white die into the pool: a ${e.value}`,
    monkPlaced: (e, w) => {
      const a = w.seat(e.seat);
      const fees = e.fees.map(
        (f) => `${coins(f.coins)} to ${w.seat(f.seat).you ? "you" : w.seat(f.seat).name}`,
      );
      return `${you(a)} sent a monk ${monk(w.monkSpot(e.space), w)}${fees.length > 0 ? `, paying ${and(fees)}` : ""}`;
    },
    roadPlaced: (e, w) =>
      `${you(w.seat(e.seat))} placed a road tile at ${at(e.placement.row, e.placement.col)}`,
    declined: (e, w) => `${you(w.seat(e.seat))} declined ${decision[e.decision]}`,
    skipped: (e, w) => `${you(w.seat(e.seat))} could not take ${decision[e.decision]}, so it was skipped`,
    retired: (e, w) => `${you(w.seat(e.seat))} retired on the ${w.retiring(e.space)} space`,
    harbourIncome: (e, w) => {
      const times = { 1: "once", 2: "twice" }[e.ships] ?? `${e.ships} times`;
      return `${you(w.seat(e.seat))} collected the ${w.dock(e.dock)}'s income ${times}`;
    },
    sold: (e, w) => `${you(w.seat(e.seat))} sold 1 ${items[e.resource][0]} for ${coins(e.coins)}`,
    bought: (e, w) => `${you(w.seat(e.seat))} bought 1 ${items[e.resource][0]} for ${coins(e.coins)}`,
    turnEnded: (e, w) => `${your(w.seat(e.seat))} turn ended`,
    conquistadorScored: (e, w) =>
      `${you(w.seat(e.seat))}: ${signed(e.points)} for ${ordinal(e.place)} place on the conquistador track`,
    yearEnded: (e) => `Year ${e.year} ended`,
    finalScored: (e, w) => {
      const a = w.seat(e.seat);
      const parts = (Object.keys(finalParts) as (keyof FinalScore)[]).map(
        (k) => `${finalParts[k]} ${e.score[k]}`,
      );
      return `Final scoring for ${a.you ? "you" : a.name}: ${and(parts)}; ${points(e.total)} in all`;
    },
    gameEnded: (e, w) =>
      `The game is over: ${e.result.standings.map((s) => `${s.place}. ${w.seat(s.seat).name} ${s.score}`).join(", ")}`,
  },
  actions: {
    chooseColony: (a, w) => `Take the colony ${w.colony(a.colony)}`,
    chooseTownHall: (a, w) => {
      const offer = w.ctx.view?.townHalls[a.set];
      const what = offer
        ? `${w.tile(offer.townHall)} with ${the(w.scholar(offer.scholar))}`
        : `town hall ${a.set + 1}`;
      return `Take ${what} and place it at ${placed(a)}`;
    },
    expand: (a, w) => `Place ${w.tile(a.tile)} at ${placed(a)}${holding(a.tile)}`,
    activate: (a, w) => {
      const c = w.cell(a.row, a.col);
      const cost = w.ctx.view?.seats[w.ctx.view.turn]?.nextActivationCost;
      return `Activate the building at ${at(a.row, a.col)}${c ? ` (${cell(c)})` : ""}${cost === undefined ? "" : ` for ${cost === 0 ? "free" : coins(cost)}`}`;
    },
    useDie: (a, w) => {
      const as = a.die === a.value ? "" : ` as a ${a.value}`;
      const vacant = counted(w.vacant(a.color, a.value), "building", "buildings");
      return `Use a ${a.color} ${a.die}${as} to activate ${line[a.color]} ${a.value} (${vacant})`;
    },
    retire: (a, w) => {
      const gives = content.board.retiring[a.space];
      return `Retire on the ${w.retiring(a.space)} space${gives ? ` for ${effect(gives.action)}` : ""}, then collect your harbour's income`;
    },
    sell: (a) => `Sell 1 ${items[a.resource][0]} for ${coins(RULES.sellPrice[a.resource])}`,
    buy: (a) => `Buy 1 ${items[a.resource][0]}`,
    endTurn: () => "End your turn",
    trade: (a, w) => {
      const task = w.pending();
      if (task?.kind !== "trade") return `Trade with payment ${a.pay + 1} for gain ${a.gain + 1}`;
      return `Trade ${worth(task.pay[a.pay] ?? {})} for ${worth(task.gain[a.gain] ?? {})}`;
    },
    ship: (a, w) => {
      const id = w.ctx.view?.docks[a.dock];
      const tile = id ? content.shipmentById.get(id) : undefined;
      if (!id || !tile) return `Ship from the ${w.dock(a.dock)}`;
      return `Ship ${w.shipment(id)} from the ${w.dock(a.dock)} for ${worth(tile.cost)} (${points(tile.points)} at the end)`;
    },
    extraStep: () => "Pay 1 grain for an extra religion step",
    recruit: (a, w) => `Send a monk ${monk(w.monkSpot(a.space), w)}`,
    placeRoad: (a) => `Place the road tile at ${at(a.row, a.col)}`,
    pay: (a, w) => {
      const task = w.pending();
      if (task?.kind !== "payment") return `Pay the ${ordinal(a.way + 1)} way`;
      return `Pay ${worth(task.ways[a.way] ?? {})} for ${byType(paidFor, task.action, w)}`;
    },
    decline: (_a, w) => {
      const task = w.pending();
      return task && isDecision(task) ? `Decline ${decision[task.kind]}` : "Decline the pending effect";
    },
  },
  keywords: {
    colony: "colony",
    townHall: "town hall",
    expand: "expand",
    activate: "activate",
    white: "white",
    blue: "blue",
    as: "as",
    retire: "retire",
    sell: "sell",
    buy: "buy",
    end: "end",
    trade: "trade",
    for: "for",
    ship: "ship",
    step: "step",
    monk: "monk",
    road: "road",
    decline: "decline",
    pay: "pay",
    row: "r",
    column: "c",
  },
  items,
  help: "'expand twin-fields r3 c2' (add 90, 180 or 270 to turn the tile clockwise), 'activate r3 c2', 'white 4' or 'blue 4 as 3', 'retire coins', 'sell sugar', 'buy wood', 'trade 1-wood for 3-coins', 'ship santa-ana', 'pay …', 'monk …', 'road r5 c1', 'step', 'decline' or 'end'. Rows (r) and columns (c) count from 1 at the top left. Words may be shortened as long as only one choice fits.",
};

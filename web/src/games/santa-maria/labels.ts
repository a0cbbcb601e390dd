import type { Lang } from "../../i18n/lang";
import { countIn } from "../../i18n/plural";
import { colonyGrid, SIZE } from "./grid";
import { amountText, cellText } from "./texts";
import type { Action, Content, View } from "./types";
import { words } from "./words";

const phrases = {
  en: {
    chooseColony: (name: string) => `Take the colony ${name}`,
    chooseTownHall: (hall: string, scholar: string, where: string, turn: string) =>
      `Take ${hall} with ${scholar} and place it ${turn} at ${where}`,
    expand: (tile: string, where: string, turn: string) =>
      `Place ${tile}, ${turn}, top left corner at ${where}`,
    activate: (where: string, what: string, coins: number) =>
      `Activate ${what} at ${where} for ${countIn("en")(coins, "coin", "coins")}`,
    useDie: (die: string, line: string) => `Use the ${die} for ${line}`,
    retire: (space: string) => `Retire to ${space}`,
    sell: (what: string, coins: number) => `Sell ${what} for ${countIn("en")(coins, "coin", "coins")}`,
    buy: (what: string) => `Buy ${what}`,
    endTurn: "End the turn",
    trade: (pay: string, gain: string) => `Trade: pay ${pay}, gain ${gain}`,
    ship: (tile: string, dock: string, cost: string) => `Ship ${tile} from the ${dock} for ${cost}`,
    extraStep: "Pay 1 grain for an extra religion step",
    recruit: (space: string) => `Place a monk on ${space}`,
    placeRoad: (where: string) => `Place the road tile at ${where}`,
    decline: "Decline",
    pay: (cost: string) => `Pay ${cost}`,
  },
  de: {
    chooseColony: (name: string) => `Kolonie ${name} nehmen`,
    chooseTownHall: (hall: string, scholar: string, where: string, turn: string) =>
      `${hall} mit ${scholar} nehmen, ${turn} auf ${where} legen`,
    expand: (tile: string, where: string, turn: string) =>
      `${tile} legen, ${turn}, linke obere Ecke auf ${where}`,
    activate: (where: string, what: string, coins: number) =>
      `${what} auf ${where} für ${countIn("de")(coins, "Münze", "Münzen")} aktivieren`,
    useDie: (die: string, line: string) => `${die} für ${line} nutzen`,
    retire: (space: string) => `In den Ruhestand: ${space}`,
    sell: (what: string, coins: number) => `${what} für ${countIn("de")(coins, "Münze", "Münzen")} verkaufen`,
    buy: (what: string) => `${what} kaufen`,
    endTurn: "Zug beenden",
    trade: (pay: string, gain: string) => `Tauschen: ${pay} zahlen, ${gain} erhalten`,
    ship: (tile: string, dock: string, cost: string) => `${tile} aus dem ${dock} für ${cost} verschiffen`,
    extraStep: "1 Getreide für einen Extraschritt auf der Religionsleiste zahlen",
    recruit: (space: string) => `Einen Mönch auf ${space} setzen`,
    placeRoad: (where: string) => `Straßenplättchen auf ${where} legen`,
    decline: "Ablehnen",
    pay: (cost: string) => `${cost} zahlen`,
  },
};

/** The name of whatever sits on a monk space: a scholar, a bishop or a missionary station. */
export function monkSpaceName(content: Content, kind: string, id: string): string {
  const list = kind === "scholar" ? content.scholars : kind === "bishop" ? content.bishops : content.missions;
  return list.find((item) => item.id === id)?.name ?? id;
}

/** Says what an action does, in the player's language, naming tiles, spaces and docks as the content does. */
export function actionLabel(action: Action, content: Content, view: View, lang: Lang): string {
  const p = phrases[lang];
  const w = words(lang);
  const me = view.seats[view.turn];
  const tileName = (id: string) =>
    [...content.expansions, ...content.townHalls].find((t) => t.id === id)?.name ?? id;
  // one of a resource, as its language counts it: "1 gem", not "1 gems"
  const one = (resource: keyof typeof w.counted) => w.count(1, ...w.counted[resource]);
  const head = view.pending[0];
  const trade = head?.kind === "trade" ? head : null;
  switch (action.type) {
    case "chooseColony":
      return p.chooseColony(content.colonies.find((c) => c.id === action.colony)?.name ?? action.colony);
    case "chooseTownHall": {
      const set = view.townHalls[action.set];
      const scholar = content.scholars.find((s) => s.id === set.scholar)?.name ?? set.scholar;
      return p.chooseTownHall(
        tileName(set.townHall),
        scholar,
        w.at(action.row, action.col),
        w.rotation(action.rotation),
      );
    }
    case "expand":
      return p.expand(tileName(action.tile), w.at(action.row, action.col), w.rotation(action.rotation));
    case "activate": {
      const space = colonyGrid(content, me.colony, me.tiles)[action.row * SIZE + action.col];
      return p.activate(
        w.at(action.row, action.col),
        cellText(space?.cell ?? null, w),
        me.nextActivationCost,
      );
    }
    case "useDie":
      return p.useDie(
        w.die(action.color === "white" ? w.white : w.blue, action.die),
        action.color === "white" ? w.column(action.value) : w.row(action.value),
      );
    case "retire":
      return p.retire(content.board.retiring[action.space].name);
    case "sell":
      return p.sell(one(action.resource), content.rules.sellPrice[action.resource]);
    case "buy":
      // the price is left out: a scholar may lower it
      return p.buy(one(action.resource));
    case "endTurn":
      return p.endTurn;
    case "trade":
      return p.trade(
        trade ? amountText(trade.pay[action.pay], w) : String(action.pay),
        trade ? amountText(trade.gain[action.gain], w) : String(action.gain),
      );
    case "ship": {
      const id = view.docks[action.dock];
      const tile = content.shipments.find((s) => s.id === id);
      return p.ship(
        tile?.name ?? String(id),
        content.board.docks[action.dock].name,
        tile ? amountText(tile.cost, w) : "",
      );
    }
    case "extraStep":
      return p.extraStep;
    case "recruit": {
      const space = view.monkSpaces[action.space];
      return p.recruit(monkSpaceName(content, space.kind, space.id));
    }
    case "placeRoad":
      return p.placeRoad(w.at(action.row, action.col));
    case "decline":
      return p.decline;
    case "pay":
      return p.pay(head?.kind === "payment" ? amountText(head.ways[action.way], w) : String(action.way));
  }
}

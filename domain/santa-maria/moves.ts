import { replaced, without } from "../core/clone";
import type { Moves } from "../core/define-game";
import { check, RuleError } from "../core/rule-error";
import type { PayingAction, SantaMariaAction } from "./actions";
import { cellOf, gridOf, isOccupied, placementProblem, vacantInLine } from "./colony";
import { content } from "./content";
import type { Cost, Resource } from "./content/schema";
import { takeDie } from "./dice";
import { buildingTasks, harbourIncome, taskOf } from "./effects";
import type { SantaMariaEvent } from "./events";
import { activationCost, diceFor, dieChangeCost, expansionCost, whiteDiceLimit } from "./main-actions";
import { monkFee, placeMonk } from "./monks";
import { RULES } from "./rules";
import { rulings } from "./rulings";
import { trainScholar } from "./scholars";
import { autoColony, beginPlay, coloniesLeft } from "./setup";
import { ship, shipmentAt } from "./shipping";
import type { Decision, Phase, Placement, SantaMariaState } from "./state";
import { buyPrice, canPay, gain, pay, paymentWays, storageLimit } from "./storage";
import { religion } from "./tracks";
import { endTurn } from "./turns";

/**
 * Every move's rule checks and changes; the kernel has already parsed the action with its schema,
 * checked the turn and copied the state.
 */
export const moves: Moves<SantaMariaState, SantaMariaAction, SantaMariaEvent> = {
  chooseColony(s, seat, { colony }, events) {
    expectPhase(s, "colonyDraft");
    check(coloniesLeft(s).includes(colony), "colony-taken", `Colony ${colony} is not on offer`);
    s.seats[seat].colony = colony;
    events.push({ type: "colonyChosen", seat, colony });
    if (seat === 0) beginPlay(s);
    else {
      s.turn = seat - 1;
      autoColony(s);
    }
  },

  chooseTownHall(s, seat, { set, rotation, row, col }, events) {
    expectPhase(s, "townHallDraft");
    check(isIndex(set, s.townHalls.length), "no-such-set", `There is no town hall set ${set}`);
    const offer = s.townHalls[set];
    check(offer.takenBy === null, "set-taken", `Town hall set ${set} is taken`);
    const me = s.seats[seat];
    const placement = { tile: offer.townHall, rotation, row, col };
    const problem = placementProblem(gridOf(me), placement);
    if (problem) throw problem;
    me.tiles = [...me.tiles, placement];
    me.townHallScholar = offer.scholar;
    s.townHalls = replaced(s.townHalls, set, { ...offer, takenBy: seat });
    events.push({
      type: "townHallChosen",
      seat,
      set,
      townHall: offer.townHall,
      scholar: offer.scholar,
      placement,
    });
    trainScholar(s, seat, offer.scholar, events);
    if (seat === 0) beginPlay(s);
    else s.turn = seat - 1;
  },

  expand(s, seat, action, events) {
    const { tile, rotation, row, col } = action;
    expectMainAction(s);
    check(s.display.includes(tile), "tile-not-in-display", `Tile ${tile} is not in the display`);
    const me = s.seats[seat];
    const cost = expansionCost(s, seat, tile);
    // not `check`: describing a cost takes work, done here only when the check fails
    if (!canPay(me.storage, cost))
      throw new RuleError("cannot-afford", `Tile ${tile} costs ${describe(cost)}`);
    const problem = placementProblem(gridOf(me), { tile, rotation, row, col });
    if (problem) throw problem;
    payFor(s, seat, cost, action, events);
  },

  activate(s, seat, { row, col }, events) {
    expectMainAction(s);
    const cell = cellOf(row, col);
    const me = s.seats[seat];
    const grid = gridOf(me);
    check(grid[cell]?.kind === "building", "not-a-building", `Space ${row},${col} holds no building`);
    check(
      !isOccupied(me, cell),
      "building-occupied",
      `The building at ${row},${col} already has a die or coins`,
    );
    const coins = activationCost(s, seat);
    check(me.coins >= coins, "cannot-afford", `This activation costs ${coins} coins`);
    me.coins -= coins;
    me.activations++;
    me.occupied = [...me.occupied, { cell, by: "coins", value: coins }];
    events.push({ type: "activated", seat, cell, coins });
    s.mainDone = true;
    s.pending = buildingTasks(grid, [cell]);
  },

  useDie(s, seat, { color, die, value }, events) {
    expectMainAction(s);
    const me = s.seats[seat];
    if (color === "white") {
      const limit = whiteDiceLimit(s, seat);
      check(
        me.whiteTaken < limit,
        "white-dice-limit",
        `No player may use more than ${limit} white dice a year`,
      );
    } else if (s.options.blueDice === "commonPool") {
      check(
        me.blueTaken < me.blueUnlocked,
        "blue-dice-limit",
        "You took as many blue dice as you have unlocked",
      );
    }
    check(diceFor(s, seat, color).includes(die), "no-such-die", `No ${color} die shows ${die}`);
    const coins = dieChangeCost(s, seat, die, value);
    check(
      me.coins >= coins,
      "cannot-afford",
      `Changing the die from ${die} to ${value} costs ${coins} coins`,
    );
    const cells = vacantInLine(me, color, value);
    const line = color === "white" ? "column" : "row";
    check(cells.length > 0, "no-vacant-building", `No vacant building in ${line} ${value}`);
    takeDie(color === "white" ? s.white : s.options.blueDice === "commonPool" ? s.bluePool : me.blue, die);
    if (color === "white") me.whiteTaken++;
    else if (s.options.blueDice === "commonPool") me.blueTaken++;
    me.coins -= coins;
    // the die lies on the last vacant building (bottom-most or right-most) for the rest of the year
    me.occupied = [...me.occupied, { cell: cells[cells.length - 1], by: color, value }];
    events.push({ type: "dieUsed", seat, color, from: die, to: value, coins, cells });
    s.mainDone = true;
    s.pending = buildingTasks(gridOf(me), cells);
  },

  retire(s, seat, { space }, events) {
    expectMainAction(s);
    check(isIndex(space, s.retiring.length), "no-such-space", `No retiring space ${space}`);
    check(s.retiring[space] === null, "space-taken", `Retiring space ${space} is taken`);
    s.retiring[space] = seat;
    events.push({ type: "retired", seat, space });
    s.mainDone = true;
    // first the space's action, then the harbour's income from top to bottom
    s.pending = [taskOf(content.board.retiring[space].action), ...harbourIncome()];
  },

  sell(s, seat, { resource }, events) {
    expectFreeAction(s);
    const me = s.seats[seat];
    check(me.storage[resource] > 0, "no-resource", `You have no ${resource} to sell`);
    me.storage[resource]--;
    me.coins += RULES.sellPrice[resource];
    events.push({ type: "sold", seat, resource, coins: RULES.sellPrice[resource] });
  },

  buy(s, seat, { resource }, events) {
    expectFreeAction(s);
    const me = s.seats[seat];
    const price = buyPrice(s, seat);
    check(me.coins >= price, "cannot-afford", `A ${resource} costs ${price} coins`);
    check(
      me.storage[resource] < storageLimit(s, seat),
      "storage-full",
      `Your storage holds no more ${resource}`,
    );
    me.coins -= price;
    me.storage[resource]++;
    events.push({ type: "bought", seat, resource, coins: price });
  },

  endTurn(s, _seat, _action, events) {
    expectPlay(s);
    check(s.pending.length === 0, "decision-pending", "Decide the pending effect first");
    check(s.mainDone, "main-action-required", "Take a main action first");
    endTurn(s, events);
  },

  trade(s, seat, action, events) {
    const task = expectDecision(s, "trade");
    check(
      isIndex(action.pay, task.pay.length) && isIndex(action.gain, task.gain.length),
      "no-such-option",
      "That trade is not on this building",
    );
    const cost = task.pay[action.pay];
    if (!canPay(s.seats[seat].storage, cost))
      throw new RuleError("cannot-afford", `The trade costs ${describe(cost)}`);
    payFor(s, seat, cost, action, events);
  },

  ship(s, seat, action, events) {
    expectDecision(s, "ship");
    check(isIndex(action.dock, s.docks.length), "no-such-dock", `There is no dock ${action.dock}`);
    const tile = shipmentAt(s, action.dock);
    check(tile !== null, "dock-empty", `No shipment tile at dock ${action.dock}`);
    if (!canPay(s.seats[seat].storage, tile.cost))
      throw new RuleError("cannot-afford", `The shipment costs ${describe(tile.cost)}`);
    payFor(s, seat, tile.cost, action, events);
  },

  extraStep(s, seat, action, events) {
    expectDecision(s, "religion");
    check(canPay(s.seats[seat].storage, EXTRA_STEP), "cannot-afford", "The extra step costs 1 grain");
    payFor(s, seat, EXTRA_STEP, action, events);
  },

  pay(s, seat, { way }, events) {
    const task = expectDecision(s, "payment");
    check(isIndex(way, task.ways.length), "no-such-way", `There is no way to pay numbered ${way}`);
    s.pending.shift();
    carryOut(s, seat, task.action, task.ways[way], events);
  },

  recruit(s, seat, { space }, events) {
    expectDecision(s, "recruit");
    check(isIndex(space, s.monkSpaces.length), "no-such-space", `There is no monk space ${space}`);
    check(s.seats[seat].monks > 0, "no-monks", "All your monks are placed");
    check(!s.monkSpaces[space].monks.includes(seat), "monk-already-there", "You already have a monk there");
    const fee = monkFee(s, seat, space);
    check(s.seats[seat].coins >= fee, "cannot-afford", `Placing a monk there costs ${fee} coins in fees`);
    s.pending.shift();
    placeMonk(s, seat, space, events);
  },

  placeRoad(s, seat, { row, col }, events) {
    expectDecision(s, "road");
    const me = s.seats[seat];
    const cell = cellOf(row, col);
    check(s.roadTiles > 0, "no-road-tile", "No road tile is left");
    check(gridOf(me)[cell] === null, "cell-occupied", `Space ${row},${col} is not empty`);
    s.pending.shift();
    const placement = {
      tile: content.roadTileIds[content.roadTileIds.length - s.roadTiles],
      rotation: 0,
      row,
      col,
    };
    s.roadTiles--;
    me.tiles = [...me.tiles, placement];
    events.push({ type: "roadPlaced", seat, placement });
  },

  decline(s, seat, _action, events) {
    expectFreeAction(s);
    const task = s.pending[0] as Decision | undefined;
    check(task !== undefined, "no-decision", "No effect is waiting for a decision");
    s.pending.shift();
    events.push({ type: "declined", seat, decision: task.kind });
    // declining the extra step still leaves the religion action's one space
    if (task.kind === "religion") religion(s, seat, 1, events);
  },
};

const EXTRA_STEP: Cost = { grain: 1 };

/**
 * Ruling 5 (gold is a true wildcard): with one way to pay the action is paid and carried out at once;
 * with several, the player first chooses one (a payment decision, action `pay`).
 */
function payFor(
  s: SantaMariaState,
  seat: number,
  cost: Cost,
  action: PayingAction,
  events: SantaMariaEvent[],
): void {
  // before ruling 5 there is one way to pay: the cost itself (`pay` takes it)
  const ways = rulings.value.goldChoice ? paymentWays(s.seats[seat].storage, cost) : [cost];
  if (ways.length > 1) s.pending.unshift({ kind: "payment", ways, action: { ...action } });
  else carryOut(s, seat, action, ways[0], events);
}

/** A paying action once its payment is settled: pay, then do what was paid for. */
function carryOut(
  s: SantaMariaState,
  seat: number,
  action: PayingAction,
  payment: Cost,
  events: SantaMariaEvent[],
): void {
  switch (action.type) {
    case "expand": {
      const { tile, rotation, row, col } = action;
      const placement: Placement = { tile, rotation, row, col };
      pay(s, seat, payment, 0, events);
      s.display = without(s.display, s.display.indexOf(tile));
      s.seats[seat].tiles = [...s.seats[seat].tiles, placement];
      events.push({ type: "expanded", seat, placement, paid: payment });
      s.mainDone = true;
      return;
    }
    case "trade": {
      const task = s.pending.shift() as Extract<Decision, { kind: "trade" }>;
      pay(s, seat, payment, 0, events);
      gain(s, seat, task.gain[action.gain], events);
      events.push({ type: "traded", seat, pay: action.pay, gain: action.gain });
      return;
    }
    case "ship":
      s.pending.shift();
      ship(s, seat, action.dock, payment, events);
      return;
    case "extraStep":
      s.pending.shift();
      pay(s, seat, payment, 0, events);
      religion(s, seat, 2, events);
      return;
  }
}

function expectPhase(s: SantaMariaState, phase: Phase): void {
  // every move passes here: the message is written only when it is needed
  if (s.phase !== phase)
    throw new RuleError("wrong-phase", `That action is not possible in the ${s.phase} phase`);
}

function expectPlay(s: SantaMariaState): void {
  expectPhase(s, "play");
}

/** Free actions and declining wait while a payment is chosen: the ways offered must stay payable. */
function expectFreeAction(s: SantaMariaState): void {
  expectPlay(s);
  check(s.pending[0]?.kind !== "payment", "payment-pending", "Choose how to pay first");
}

function expectMainAction(s: SantaMariaState): void {
  expectPlay(s);
  check(s.pending.length === 0, "decision-pending", "Decide the pending effect first");
  check(!s.mainDone, "main-action-taken", "You already took your main action this turn");
}

function expectDecision<K extends Decision["kind"]>(
  s: SantaMariaState,
  kind: K,
): Extract<Decision, { kind: K }> {
  expectPlay(s);
  const task = s.pending[0];
  check(task !== undefined, "no-decision", "No effect is waiting for a decision");
  check(task.kind === kind, "wrong-decision", `The pending decision is ${task.kind}, not ${kind}`);
  return task as Extract<Decision, { kind: K }>;
}

function isIndex(value: number, length: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < length;
}

function describe(cost: Partial<Record<Resource, number>>): string {
  return Object.entries(cost)
    .map(([r, n]) => `${n} ${r}`)
    .join(" and ");
}

import type { Moves } from "../core/define-game";
import { check } from "../core/rule-error";
import type { SantaMariaAction } from "./actions";
import { cellOf, gridOf, isOccupied, placementProblem, vacantInLine } from "./colony";
import { content } from "./content";
import type { Resource } from "./content/schema";
import { takeDie } from "./dice";
import { buildingTasks, harbourIncome, taskOf } from "./effects";
import type { SantaMariaEvent } from "./events";
import { activationCost, diceFor, dieChangeCost, expansionCost, whiteDiceLimit } from "./main-actions";
import { monkFee, placeMonk } from "./monks";
import { RULES } from "./rules";
import { autoColony, beginPlay, coloniesLeft } from "./setup";
import { ship } from "./shipping";
import type { Decision, Phase, Placement, SantaMariaState } from "./state";
import { buyPrice, canPay, gain, pay, storageLimit } from "./storage";
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
    me.tiles.push(placement);
    me.townHallScholar = offer.scholar;
    offer.takenBy = seat;
    events.push({
      type: "townHallChosen",
      seat,
      set,
      townHall: offer.townHall,
      scholar: offer.scholar,
      placement,
    });
    if (seat === 0) beginPlay(s);
    else s.turn = seat - 1;
  },

  expand(s, seat, { tile, rotation, row, col }, events) {
    expectMainAction(s);
    check(s.display.includes(tile), "tile-not-in-display", `Tile ${tile} is not in the display`);
    const me = s.seats[seat];
    const cost = expansionCost(s, seat, tile);
    check(canPay(me.storage, cost), "cannot-afford", `Tile ${tile} costs ${describe(cost)}`);
    const placement: Placement = { tile, rotation, row, col };
    const problem = placementProblem(gridOf(me), placement);
    if (problem) throw problem;
    pay(s, seat, cost, 0, events);
    s.display.splice(s.display.indexOf(tile), 1);
    me.tiles.push(placement);
    events.push({ type: "expanded", seat, placement, paid: cost });
    s.mainDone = true;
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
    me.occupied.push({ cell, by: "coins", value: coins });
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
    me.occupied.push({ cell: cells[cells.length - 1], by: color, value });
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
    expectPlay(s);
    const me = s.seats[seat];
    check(me.storage[resource] > 0, "no-resource", `You have no ${resource} to sell`);
    me.storage[resource]--;
    me.coins += RULES.sellPrice[resource];
    events.push({ type: "sold", seat, resource, coins: RULES.sellPrice[resource] });
  },

  buy(s, seat, { resource }, events) {
    expectPlay(s);
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

  trade(s, seat, { pay: p, gain: g }, events) {
    const task = expectDecision(s, "trade");
    check(
      isIndex(p, task.pay.length) && isIndex(g, task.gain.length),
      "no-such-option",
      "That trade is not on this building",
    );
    const cost = task.pay[p];
    const what = task.gain[g];
    check(canPay(s.seats[seat].storage, cost), "cannot-afford", `The trade costs ${describe(cost)}`);
    s.pending.shift();
    pay(s, seat, cost, 0, events);
    gain(s, seat, what, events);
    events.push({ type: "traded", seat, pay: p, gain: g });
  },

  ship(s, seat, { dock }, events) {
    expectDecision(s, "ship");
    check(isIndex(dock, s.docks.length), "no-such-dock", `There is no dock ${dock}`);
    const id = s.docks[dock];
    check(id !== null, "dock-empty", `No shipment tile at dock ${dock}`);
    const cost = content.shipmentById.get(id)?.cost ?? {};
    check(canPay(s.seats[seat].storage, cost), "cannot-afford", `The shipment costs ${describe(cost)}`);
    s.pending.shift();
    ship(s, seat, dock, events);
  },

  extraStep(s, seat, _action, events) {
    expectDecision(s, "religion");
    check(canPay(s.seats[seat].storage, { grain: 1 }), "cannot-afford", "The extra step costs 1 grain");
    s.pending.shift();
    pay(s, seat, { grain: 1 }, 0, events);
    religion(s, seat, 2, events);
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
    me.tiles.push(placement);
    events.push({ type: "roadPlaced", seat, placement });
  },

  decline(s, seat, _action, events) {
    expectPlay(s);
    const task = s.pending[0] as Decision | undefined;
    check(task !== undefined, "no-decision", "No effect is waiting for a decision");
    s.pending.shift();
    events.push({ type: "declined", seat, decision: task.kind });
    // declining the extra step still leaves the religion action's one space
    if (task.kind === "religion") religion(s, seat, 1, events);
  },
};

function expectPhase(s: SantaMariaState, phase: Phase): void {
  check(s.phase === phase, "wrong-phase", `That action is not possible in the ${s.phase} phase`);
}

function expectPlay(s: SantaMariaState): void {
  expectPhase(s, "play");
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

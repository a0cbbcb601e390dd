import { content } from "./content";
import { addDie, rollDice } from "./dice";
import type { SantaMariaEvent } from "./events";
import { rulings } from "./rulings";
import { adjusted } from "./scholars";
import type { SantaMariaState, Task } from "./state";
import { gain } from "./storage";

/**
 * One conquistador: advance a space (on top of any marker there); passing a gold symbol gives a
 * gold; at the end of the track the conquistador is lost.
 */
export function conquistador(s: SantaMariaState, seat: number, events: SantaMariaEvent[]): void {
  const me = s.seats[seat];
  const track = content.board.conquistador;
  if (me.conquistador >= track.last) {
    events.push({ type: "conquistadorMoved", seat, position: me.conquistador, gold: false });
    return;
  }
  me.conquistador++;
  me.arrival = ++s.arrivals;
  const gold = track.gold.includes(me.conquistador);
  events.push({ type: "conquistadorMoved", seat, position: me.conquistador, gold });
  if (gold) {
    const points = adjusted(s, seat, "goldSymbolPoints", 0);
    gain(s, seat, points > 0 ? { gold: 1, points } : { gold: 1 }, events);
  }
}

/**
 * Advances on the religion track. Each monk symbol passed unlocks a blue die (1st and 3rd) and
 * lets the player recruit a monk; past the end of the track every space is 1 point instead.
 */
export function religion(s: SantaMariaState, seat: number, steps: number, events: SantaMariaEvent[]): void {
  const me = s.seats[seat];
  const track = content.board.religion;
  const from = me.religion;
  let points = 0;
  const passed: number[] = [];
  for (let i = 0; i < steps; i++) {
    if (me.religion >= track.last) {
      points++;
      continue;
    }
    me.religion++;
    const symbol = track.monks.indexOf(me.religion);
    if (symbol >= 0) passed.push(symbol + 1);
  }
  events.push({ type: "religionMoved", seat, from, to: me.religion, points });
  if (points > 0) gain(s, seat, { points }, events);
  const recruits: Task[] = [];
  for (const symbol of passed) {
    if (track.blueDice.includes(symbol)) unlockBlueDie(s, seat, events);
    recruits.push({ kind: "recruit" });
  }
  s.pending.unshift(...recruits);
}

/**
 * Take a blue die from above the board and roll it: to the player, or to the pool in the variant.
 * Ruling 6 (a blue die unlocked while retiring waits for next year): in the variant it stays out of
 * the pool, so no one uses it this year, and is rolled into the pool with the others next year.
 */
export function unlockBlueDie(s: SantaMariaState, seat: number, events: SantaMariaEvent[]): void {
  if (s.blueReserve === 0) return;
  s.blueReserve--;
  const me = s.seats[seat];
  me.blueUnlocked++;
  const pool = s.options.blueDice === "commonPool";
  if (pool && rulings.value.retiredBlueDieWaits && s.retiring.includes(seat)) {
    events.push({ type: "blueDieUnlocked", seat, value: null });
    return;
  }
  const [value] = rollDice(s, 1);
  addDie(pool ? s.bluePool : me.blue, value);
  events.push({ type: "blueDieUnlocked", seat, value });
}

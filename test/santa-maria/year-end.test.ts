import { describe, expect, it } from "vitest";
import type { SantaMariaEvent, SantaMariaState } from "../../domain/santa-maria";
import { endYear } from "../../domain/santa-maria/years";
import { copy, inPlay, ofType, othersRetired, play } from "./fixtures";

/** Ends the current year directly, as when the last player retires. */
function yearEnd(s: SantaMariaState) {
  const state = copy(s);
  const events: SantaMariaEvent[] = [];
  if (state.retiring.every((seat) => seat === null)) {
    state.seats.forEach((_, seat) => {
      state.retiring[seat] = seat;
    });
  }
  endYear(state, events);
  return { state, events };
}

/** Puts the seats' conquistador markers on these spaces, arriving in seat order unless told. */
function conquistadors(s: SantaMariaState, spaces: number[], arrivals = spaces.map((_, i) => i + 1)) {
  spaces.forEach((space, seat) => {
    s.seats[seat].conquistador = space;
    s.seats[seat].arrival = arrivals[seat];
  });
}

const scored = (events: SantaMariaEvent[]) =>
  Object.fromEntries(ofType(events, "conquistadorScored").map((e) => [e.seat, e.points]));

describe("end of year: conquistador scoring by the table", () => {
  it("4 players, year 1: 6, 4, 2; a player without conquistadors scores nothing", () => {
    const s = inPlay(4);
    conquistadors(s, [3, 5, 1, 0]);
    expect(scored(yearEnd(s).events)).toEqual({ 1: 6, 0: 4, 2: 2 });
  });

  it("4 players, year 3: 12, 8, 4; the last player scores nothing; on one space the lower marker is ahead", () => {
    const s = inPlay(4);
    s.year = 3;
    conquistadors(s, [2, 2, 2, 2], [4, 3, 2, 1]);
    expect(scored(yearEnd(s).events)).toEqual({ 3: 12, 2: 8, 1: 4 });
  });

  it("3 players: 6 and 3 in year 1, 8 and 4 in year 2, 10 and 5 in year 3", () => {
    for (const [year, first, second] of [
      [1, 6, 3],
      [2, 8, 4],
      [3, 10, 5],
    ]) {
      const s = inPlay(3);
      s.year = year;
      conquistadors(s, [1, 2, 3]);
      expect(scored(yearEnd(s).events)).toEqual({ 2: first, 1: second });
    }
  });

  it("2 players: 4, 5, 6 to the one ahead; nothing when nobody produced conquistadors", () => {
    const s = inPlay(2);
    s.year = 2;
    conquistadors(s, [1, 4]);
    expect(scored(yearEnd(s).events)).toEqual({ 1: 5 });
    conquistadors(s, [0, 0]);
    expect(scored(yearEnd(s).events)).toEqual({});
  });

  it("with fewer players on the track than places, they take the first places", () => {
    const s = inPlay(4);
    conquistadors(s, [0, 0, 2, 0]);
    expect(scored(yearEnd(s).events)).toEqual({ 2: 6 });
  });
});

describe("end of year: reset", () => {
  it("moves conquistador markers back, keeps religion markers, clears coins and dice off the buildings", () => {
    const s = inPlay(2);
    s.seats[0] = {
      ...s.seats[0],
      conquistador: 4,
      religion: 5,
      occupied: [{ cell: 0, by: "coins", value: 1 }],
      activations: 2,
      whiteTaken: 3,
    };
    const { state } = yearEnd(s);
    expect(state.seats[0]).toMatchObject({
      conquistador: 0,
      religion: 5,
      occupied: [],
      activations: 0,
      whiteTaken: 0,
    });
  });

  it("discards the display and draws 5 new double and 5 new triple tiles", () => {
    const s = inPlay(2);
    s.display = [s.display[0]];
    const nextDoubles = s.doubles.slice(-5).reverse();
    const nextTriples = s.triples.slice(-5).reverse();
    const { state } = yearEnd(s);
    expect(state.display).toEqual([...nextDoubles, ...nextTriples]);
    expect(state.doubles).toHaveLength(s.doubles.length - 5);
    expect(state.triples).toHaveLength(s.triples.length - 5);
  });

  it("rolls all white dice, sorted, and each player's unlocked blue dice", () => {
    const s = inPlay(3);
    s.white = [6];
    s.seats[1].blueUnlocked = 3;
    const { state, events } = yearEnd(s);
    expect(state.white).toHaveLength(9);
    expect(state.white).toEqual([...state.white].sort((a, b) => a - b));
    expect(state.seats.map((me) => me.blue.length)).toEqual([1, 3, 1]);
    expect(ofType(events, "yearStarted")[0]).toMatchObject({ year: 2, white: state.white });
  });

  it("makes the player on the retiring space closest to the '1st' symbol the start player; the year marker advances", () => {
    const s = inPlay(4);
    s.retiring = [null, 2, 0, 3, 1];
    const { state } = yearEnd(s);
    expect([state.year, state.startSeat, state.turn]).toEqual([2, 2, 2]);
    expect(state.retiring).toEqual([null, null, null, null, null]);
  });

  it("ends the game after the third year instead", () => {
    const s = inPlay(2);
    s.year = 3;
    const { state, events } = yearEnd(s);
    expect(state.phase).toBe("over");
    expect(state.display).toEqual(s.display);
    expect(ofType(events, "gameEnded")).toHaveLength(1);
  });

  it("comes when the last player retires, through the moves", () => {
    const s = inPlay(3, 1);
    othersRetired(s, 1);
    const { state, events } = play(s, 1, { type: "retire", space: 0 });
    expect(ofType(events, "yearEnded")).toEqual([{ type: "yearEnded", year: 1 }]);
    expect([state.year, state.turn]).toEqual([2, 1]);
  });
});

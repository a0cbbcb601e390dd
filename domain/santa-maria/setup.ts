import { seedRandom } from "../core/random";
import { check } from "../core/rule-error";
import { content, contentInPlay } from "./content";
import type { MonkSpaceKind } from "./content/schema";
import { shuffled } from "./dice";
import type { SantaMariaOptions } from "./options";
import { RULES } from "./rules";
import type { MonkSpace, SantaMariaState, SeatState } from "./state";
import { startYear } from "./years";

function newSeat(seat: number, colony: string | null): SeatState {
  return {
    colony,
    coins: RULES.startingCoins[seat],
    points: 0,
    storage: { wood: RULES.startingWood, grain: 0, sugar: 0, gems: 0, gold: 0 },
    blue: [],
    blueUnlocked: 1,
    blueTaken: 0,
    whiteTaken: 0,
    activations: 0,
    religion: 0,
    conquistador: 0,
    arrival: 0,
    monks: RULES.monks,
    tiles: [],
    occupied: [],
    harbour: content.board.docks.map(() => []),
    townHallScholar: null,
  };
}

/**
 * Set-up: docks, stacks, scholars and bishops drawn, colonies (dealt, drafted, or B sides with a
 * town hall draft), coins by seat, 2 wood, the first blue die, white dice and the display.
 * Seat 0 is the start player (the seats are in a random order already).
 */
export function setup(seed: string, players: number, options: SantaMariaOptions): SantaMariaState {
  check(
    Number.isInteger(players) && players >= 1 && players <= 4,
    "player-count",
    "Santa Maria is for 1 to 4 players",
  );
  const resolved: SantaMariaState["options"] = {
    // the solo game should use the advanced set-up
    setup: options.setup ?? (players === 1 ? "advanced" : "basic"),
    blueDice: options.blueDice ?? "personal",
    colonies: options.colonies ?? "random",
  };
  const advanced = resolved.setup === "advanced";
  const s: SantaMariaState = {
    options: resolved,
    rng: seedRandom(seed),
    phase: "play",
    year: 1,
    startSeat: 0,
    turn: 0,
    mainDone: false,
    pending: [],
    white: [],
    bluePool: [],
    blueReserve: RULES.blueDicePerPlayer * players,
    docks: [],
    shipments: [],
    display: [],
    doubles: [],
    triples: [],
    roadTiles: content.board.roadTiles.length,
    retiring: content.board.retiring.map(() => null),
    monkSpaces: [],
    townHalls: [],
    arrivals: 0,
    seats: [],
    final: null,
    solo: null,
  };
  s.docks = shuffled(s, content.startShipments);
  s.shipments = shuffled(s, content.standardShipments);
  const scholars = shuffled(
    s,
    contentInPlay.value.scholars.map((t) => t.id),
  );
  const bishops = shuffled(
    s,
    content.bishops.map((t) => t.id),
  );
  s.doubles = shuffled(s, content.doubles);
  s.triples = shuffled(s, content.triples);
  const drawn: Record<MonkSpaceKind, string[]> = {
    scholar: scholars,
    bishop: bishops,
    mission: content.missions.map((m) => m.id),
  };
  s.monkSpaces = content.board.monkSpaces.flatMap(({ kind, spaces }) =>
    drawn[kind].slice(0, spaces).map((id): MonkSpace => ({ kind, id, monks: [] })),
  );
  if (advanced) {
    // one scholar drawn from those not on the board below each town hall
    s.townHalls = contentInPlay.value.townHalls.map((hall, i) => ({
      townHall: hall.id,
      scholar: scholars[content.monkSpaceCounts.scholar + i],
      takenBy: null,
    }));
  }
  const dealt = !advanced && resolved.colonies === "random" ? shuffled(s, content.aSides) : null;
  for (let seat = 0; seat < players; seat++) {
    s.seats.push(newSeat(seat, advanced ? content.bSide : dealt ? dealt[seat] : null));
  }
  // each player's first blue die is rolled with the white dice
  startYear(s, 1, 0);
  s.blueReserve -= players;
  // drafts go counter-clockwise, starting with the player to the start player's right
  if (advanced) {
    s.phase = "townHallDraft";
    s.turn = players - 1;
  } else if (!dealt) {
    s.phase = "colonyDraft";
    s.turn = players - 1;
    autoColony(s);
  }
  return s;
}

export function coloniesLeft(s: SantaMariaState): string[] {
  return content.aSides.filter((id) => !s.seats.some((me) => me.colony === id));
}

/** A drafting seat left with a single colony takes it at once; after seat 0 the game begins. */
export function autoColony(s: SantaMariaState): void {
  const left = coloniesLeft(s);
  if (s.phase === "colonyDraft" && left.length === 1) {
    s.seats[s.turn].colony = left[0];
    beginPlay(s);
  }
}

export function beginPlay(s: SantaMariaState): void {
  s.phase = "play";
  s.turn = s.startSeat;
}

import { Random, seedRandom } from "../../domain/core/random";
import { santaCruz } from "../../domain/santa-cruz";
import type { SantaCruzAction } from "../../domain/santa-cruz/actions";
import { content } from "../../domain/santa-cruz/content";
import type { SetLetter } from "../../domain/santa-cruz/content/schema";
import type { SantaCruzState } from "../../domain/santa-cruz/state";
import { santaCruzStrategy } from "../../domain/santa-cruz/strategy";

type Policy = (s: SantaCruzState, seat: number, legal: SantaCruzAction[], random: Random) => SantaCruzAction;

const pick = <T>(list: T[], random: Random) => list[random.int(list.length)];
const onRiver = (site: number | undefined) => site !== undefined && content.riverMask[site] !== 0;
const riverCards = (set: SetLetter) => content.components.buildingSets[set].cards.river;

/** A river build step: a river card, a double naming river, or a river double's second step. */
function isRiverStep(s: SantaCruzState, action: SantaCruzAction): boolean {
  if (action.type === "playBuilding") return action.card === "river";
  if (action.type === "playDouble") return action.mode === "river";
  return action.type === "build" && s.pending === "river";
}

const uniform: Policy = (_s, _seat, legal, random) => pick(legal, random);

/** The game's own playout policy: builds where the tile pays most, birds included. */
const strategy: Policy = (s, seat, legal, random) => santaCruzStrategy.rollout(s, seat, legal, random);

/**
 * A player out for the rivers: takes the set with most river cards, lands on a river mouth, builds
 * on a river site whenever it can, and keeps its river cards back while they would build nothing.
 */
const riverSeeker: Policy = (s, _seat, legal, random) => {
  const sets = legal.flatMap((a) => (a.type === "chooseSet" ? [a] : []));
  if (sets.length > 0) {
    const most = Math.max(...sets.map((a) => riverCards(a.set)));
    return pick(
      sets.filter((a) => riverCards(a.set) === most),
      random,
    );
  }
  const river = legal.filter((a) => "site" in a && onRiver(a.site));
  if (river.length > 0) return pick(river, random);
  const others = legal.filter((a) => !isRiverStep(s, a));
  return pick(others.length > 0 ? others : legal, random);
};

interface Tally {
  riverSteps: number;
  deadSteps: number;
  birdsOut: number;
  games: number;
}

/** Plays one game with a policy per seat, counting the river steps of the seats in `measured`. */
function playGame(seed: string, policies: Policy[], measured: number[], tally: Tally): void {
  const random = new Random(seedRandom(`content-${seed}`));
  let s = santaCruz.setup(seed, policies.length, santaCruz.schemas.options.parse({}));
  while (santaCruz.result(s) === null) {
    const seats = santaCruz.activeSeats(s);
    const seat = seats[random.int(seats.length)];
    const action = policies[seat](s, seat, santaCruz.legalActions(s, seat), random);
    const counted = measured.includes(seat) && isRiverStep(s, action);
    const { state, events } = santaCruz.apply(s, seat, action);
    if (counted) {
      tally.riverSteps++;
      if (!events.some((e) => e.type === "built" && e.seat === seat)) tally.deadSteps++;
    }
    s = state;
  }
  if (s.birdPile.length === 0) tally.birdsOut++;
  tally.games++;
}

/** `games` games at a table where seat 0 plays `first` and the others `rest`. */
function table(name: string, players: number, games: number, first: Policy, rest: Policy): Tally {
  const tally: Tally = { riverSteps: 0, deadSteps: 0, birdsOut: 0, games: 0 };
  const policies = [first, ...Array.from({ length: players - 1 }, () => rest)];
  const measured = rest === first ? policies.map((_, seat) => seat) : [0];
  for (let g = 0; g < games; g++) playGame(`${name}-${players}-${g}`, policies, measured, tally);
  return tally;
}

const percent = (part: number, whole: number) => Math.round((1000 * part) / Math.max(1, whole)) / 10;
const dead = (t: Tally) => percent(t.deadSteps, t.riverSteps);
const birdsOut = (t: Tally) => percent(t.birdsOut, t.games);

export interface ContentPlayRow {
  players: number;
  "dead river steps %: uniform players": number;
  "…: a river seeker among uniform players": number;
  "…: a table of river seekers": number;
  "bird pile out %: uniform players": number;
  "…: strategy players": number;
}

/**
 * How the Santa Cruz content plays, in `games` games per cell: the share of river build steps (river
 * cards, river doubles) that build nothing, and the share of games whose bird pile runs out.
 */
export function benchContentPlay(games: number): ContentPlayRow[] {
  return [2, 3, 4].map((players) => {
    const plain = table("uniform", players, games, uniform, uniform);
    return {
      players,
      "dead river steps %: uniform players": dead(plain),
      "…: a river seeker among uniform players": dead(table("seeker", players, games, riverSeeker, uniform)),
      "…: a table of river seekers": dead(table("seekers", players, games, riverSeeker, riverSeeker)),
      "bird pile out %: uniform players": birdsOut(plain),
      "…: strategy players": birdsOut(table("strategy", players, games, strategy, strategy)),
    };
  });
}

export interface ContentFactsRow {
  sites: number;
  "sites on rivers": number;
  "river lengths": string;
  tiles: number;
  "bird tiles": number;
  "bird chits": number;
}

/** The figures of the content itself behind the play figures. */
export function contentFacts(): ContentFactsRow {
  return {
    sites: content.map.sites.length,
    "sites on rivers": content.riverMask.filter((mask) => mask !== 0).length,
    "river lengths": content.map.rivers.map((r) => r.sites.length).join(" / "),
    tiles: content.tiles.length,
    "bird tiles": content.tiles.filter((t) => t.bird).length,
    "bird chits": content.components.birdChits.length,
  };
}

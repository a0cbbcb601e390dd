import { Random, seedRandom } from "../core/random";
import { check } from "../core/rule-error";
import { content, contentInPlay } from "./content";
import { type CardCounts, siteKinds } from "./content/schema";
import type { SantaCruzOptions } from "./options";
import { setLetters } from "./sets";
import type { SantaCruzState, SeatState } from "./state";

export const noCards: CardCounts = { ship: 0, road: 0, river: 0, double: 0 };

/** Shuffles the tiles onto the board, deals scoring cards, then lets sets be drafted or dealt. */
export function setup(seed: string, players: number, options: SantaCruzOptions): SantaCruzState {
  check(
    Number.isInteger(players) && players >= 2 && players <= 4,
    "player-count",
    "Santa Cruz is for 2 to 4 players",
  );
  const random = new Random(seedRandom(seed));
  const tiles: number[] = new Array(contentInPlay.value.map.sites.length);
  const spare: number[] = [];
  for (const kind of siteKinds) {
    const shuffled = random.shuffle(contentInPlay.value.tilesOfKind[kind]);
    const sites = contentInPlay.value.sitesOfKind[kind];
    sites.forEach((site, i) => {
      tiles[site] = shuffled[i];
    });
    spare.push(...shuffled.slice(sites.length));
  }
  const birdPile = random.shuffle(content.components.birdChits);
  const deck = random.shuffle(content.components.scoringCards.map((card) => card.id));
  const perPlayer = content.components.scoringCardsPerPlayer[String(players) as "2" | "3" | "4"];
  const seats: SeatState[] = [];
  for (let seat = 0; seat < players; seat++) {
    seats.push({
      // ruling 2: the start player (seat 0) starts on 0, then 1, 2, 3 clockwise
      score: seat,
      arrival: seat,
      supply: { ...content.components.supply },
      set: null,
      cards: { ...noCards },
      played: { ...noCards },
      scoring: deck.splice(deck.length - perPlayer, perPlayer),
      scored: [],
      birds: [],
      discard: null,
      outOfPlay: [],
    });
  }
  // ruling 1: dealt sets go to seats in a random order; a draft starts with the last seat
  const dealt = options.setAssignment === "random" ? random.shuffle(setLetters) : null;
  if (dealt) {
    seats.forEach((seat, i) => {
      seat.set = dealt[i];
      seat.cards = { ...content.components.buildingSets[dealt[i]].cards };
    });
  }
  return {
    options,
    rng: random.state(),
    round: 1,
    phase: dealt ? "landing" : "draft",
    startSeat: 0,
    turn: 0,
    tiles,
    faceUp: contentInPlay.value.map.sites.map((site) => site.kind === "coast"),
    buildings: contentInPlay.value.map.sites.map(() => []),
    spare,
    deck,
    birdPile,
    arrivals: players,
    joinUsed: false,
    pending: null,
    packages: [],
    seats,
  };
}

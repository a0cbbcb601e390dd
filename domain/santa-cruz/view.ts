import type { GameResult, Viewer } from "../core/game";
import { lastSeat } from "./board";
import { content } from "./content";
import type { BuildMode, CardCounts, SetLetter, Tile } from "./content/schema";
import type { SantaCruzEvent, SantaCruzEventView } from "./events";
import { activeSeats } from "./legal-actions";
import { ranking, standings } from "./score-track";
import { setsLeft } from "./sets";
import type { Package, Phase, SantaCruzState } from "./state";

export interface SiteView {
  site: number;
  /** null while face down. */
  tile: Tile | null;
  /** Seats with a building here, in the order they built. */
  buildings: number[];
}

export interface SeatView {
  seat: number;
  score: number;
  /** Place on the score track now (1 = ahead). */
  place: number;
  set: SetLetter | null;
  supply: { house: number; church: number; lighthouse: number };
  /** Building cards in hand and played this round: public, sets are chosen openly. */
  cards: CardCounts;
  played: CardCounts;
  scoringCardsInHand: number;
  scoringCardsPlayed: string[];
  birdChits: number;
  /** Round 2: whether this seat has made its secret discard. */
  discarded: boolean;
  /** Only for the seat itself, or for everyone once the game is over. */
  scoringCards?: string[];
  birdValues?: number[];
  pendingDiscard?: string | null;
}

export interface SantaCruzView {
  viewer: number | null;
  round: 1 | 2;
  phase: Phase;
  startSeat: number;
  /** The round's last player, who may join once (ruling 8). */
  lastSeat: number;
  joinAvailable: boolean;
  activeSeats: number[];
  /** The mode of a double move awaiting its second step. */
  pendingDoubleMove: BuildMode | null;
  setsOnOffer: SetLetter[];
  packages: Package[];
  scoringCardsInDeck: number;
  birdChitsLeft: number;
  sites: SiteView[];
  seats: SeatView[];
  result: GameResult | null;
}

export function view(s: SantaCruzState, viewer: Viewer): SantaCruzView {
  const over = s.phase === "over";
  const order = ranking(s);
  return {
    viewer,
    round: s.round,
    phase: s.phase,
    startSeat: s.startSeat,
    lastSeat: lastSeat(s),
    joinAvailable: !s.joinUsed,
    activeSeats: activeSeats(s),
    pendingDoubleMove: s.pending,
    setsOnOffer: s.phase === "draft" ? setsLeft(s) : [],
    packages: s.packages,
    scoringCardsInDeck: s.deck.length,
    birdChitsLeft: s.birdPile.length,
    sites: s.tiles.map((tile, site) => ({
      site,
      tile: s.faceUp[site] || over ? content.tiles[tile] : null,
      buildings: s.buildings[site],
    })),
    seats: s.seats.map((p, seat) => {
      const seen: SeatView = {
        seat,
        score: p.score,
        place: order.indexOf(seat) + 1,
        set: p.set,
        supply: p.supply,
        cards: p.cards,
        played: p.played,
        scoringCardsInHand: p.scoring.length,
        scoringCardsPlayed: p.scored,
        birdChits: p.birds.length,
        discarded: p.discard !== null,
      };
      if (seat !== viewer && !over) return seen;
      return { ...seen, scoringCards: p.scoring, birdValues: p.birds, pendingDiscard: p.discard };
    }),
    result: over ? { standings: standings(s) } : null,
  };
}

/** Another seat's secret (drawn card, bird value, discard) is removed. */
export function viewEvent(event: SantaCruzEvent, viewer: Viewer): SantaCruzEventView {
  if (!("secret" in event) || event.seat === viewer) return event;
  const { secret: _hidden, ...shown } = event;
  return shown;
}

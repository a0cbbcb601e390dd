import * as z from "zod";
import type { Viewer } from "../core/game";
import { GameResult } from "../core/result";
import { lastSeat } from "./board";
import { type Content, contentInPlay } from "./content";
import { BuildMode, CardCounts, SetLetter, Supply, type Tile, TileFacts } from "./content/schema";
import type { SantaCruzEvent, SantaCruzEventView } from "./events";
import { ScoringCardId, Seat, SiteId } from "./ids";
import { activeSeats } from "./legal-actions";
import { ranking, standings } from "./score-track";
import { setsLeft } from "./sets";
import { Phase, type SantaCruzState } from "./state";

// the view schemas are built on first use (z.lazy): only the API's document and the tests read them
const SiteView = z.lazy(() =>
  z
    .strictObject({
      site: SiteId,
      tile: TileFacts.nullable().describe(
        "What the site's tile shows (its name and description are in the content under the same id); null while face down, and every tile is shown once the game is over",
      ),
      buildings: z
        .array(Seat)
        .max(2)
        .describe("Seats with a building here, in the order they built; a second one only after a join"),
    })
    .describe("One site of the board as everyone sees it"),
);
type SiteView = z.infer<typeof SiteView>;

const onlyOwnOrAtTheEnd = "present only in the viewer's own seat, and in every seat once the game is over";

const SeatView = z.lazy(() =>
  z
    .strictObject({
      seat: Seat,
      score: z.number().int().min(0).describe("Points on the score track"),
      place: z
        .number()
        .int()
        .min(1)
        .describe(
          "Place on the score track now, 1 = ahead; of equal scores, the one that arrived first leads",
        ),
      set: SetLetter.nullable().describe(
        "The building-card set held this round; null before it is chosen (the draft, round 2 before the packages)",
      ),
      supply: Supply.describe("Buildings not yet placed"),
      cards: CardCounts.describe("Building cards in hand: public, as sets are chosen openly"),
      played: CardCounts.describe("Building cards played this round"),
      scoringCardsInHand: z.number().int().min(0).describe("How many scoring cards the seat holds"),
      scoringCardsPlayed: z
        .array(ScoringCardId)
        .describe("Scoring cards the seat played this round, in order"),
      birdChits: z
        .number()
        .int()
        .min(0)
        .describe("How many bird chits the seat holds; their values are secret"),
      discarded: z
        .boolean()
        .describe("Round 2: whether the seat has chosen its secret discard; false outside the discard phase"),
      scoringCards: z
        .array(ScoringCardId)
        .optional()
        .describe(`The scoring cards in hand; ${onlyOwnOrAtTheEnd}`),
      birdValues: z
        .array(z.number().int().min(1).max(3))
        .optional()
        .describe(`The values of the bird chits held; ${onlyOwnOrAtTheEnd}`),
      pendingDiscard: ScoringCardId.nullable()
        .optional()
        .describe(`The card chosen for the secret discard, null when none is chosen; ${onlyOwnOrAtTheEnd}`),
    })
    .describe("One seat as the viewer may see it"),
);
type SeatView = z.infer<typeof SeatView>;

const PackageView = z.lazy(() =>
  z
    .strictObject({
      set: SetLetter.describe("The round-1 building-card set the package gives"),
      scoring: z.array(ScoringCardId).describe("The scoring cards played with that set in round 1 (public)"),
      takenBy: Seat.nullable().describe("The seat that took the package, or null while on offer"),
    })
    .describe("Round 2: a round-1 building set with the scoring cards played with it"),
);

export const SantaCruzView = z.lazy(() =>
  z
    .strictObject({
      viewer: Seat.nullable().describe("Who this view is for: a seat, or null for a spectator"),
      round: z.union([z.literal(1), z.literal(2)]).describe("The round, 1 or 2"),
      phase: Phase,
      startSeat: Seat.describe("The seat that landed and played first this round"),
      lastSeat: Seat.describe("The round's last player, the seat before the start seat: it may join once"),
      joinAvailable: z
        .boolean()
        .describe(
          "Whether the last seat may still build on a site holding another seat's building this round",
        ),
      activeSeats: z
        .array(Seat)
        .describe("Seats that may act now: several during the round-2 discard, none once the game is over"),
      pendingDoubleMove: BuildMode.nullable().describe(
        "The kind named for a double move awaiting its second build step (the active seat must `build`); null otherwise",
      ),
      setsOnOffer: z
        .array(SetLetter)
        .describe("Building-card sets still on offer: only during the draft, else empty"),
      packages: z
        .array(PackageView)
        .describe(
          "Round 2: one package per seat, index = the `package` of `choosePackage`; empty in round 1",
        ),
      scoringCardsInDeck: z.number().int().min(0).describe("Scoring cards left in the deck, face down"),
      birdChitsLeft: z.number().int().min(0).describe("Bird chits left in the pile, face down"),
      sites: z.array(SiteView).describe("Every site of the board, in id order"),
      seats: z.array(SeatView).describe("Every seat, in seat order"),
      result: GameResult.nullable().describe("The final standings once the game is over; null until then"),
    })
    .describe("A Santa Cruz match as one viewer may see it"),
);
export type SantaCruzView = z.infer<typeof SantaCruzView>;

/** A tile's facts without its name and description, which clients take from the content. */
function facts({ id, kind, building, points, resources, fishBonus, bird }: Tile): TileFacts {
  return { id, kind, building, points, resources, fishBonus, bird };
}

/** Each content's tile facts, made once: a view shares them (`view` is copied on the way out). */
const factsByContent = new WeakMap<Content, TileFacts[]>();

function tileFacts(): TileFacts[] {
  const inPlay = contentInPlay.value;
  let made = factsByContent.get(inPlay);
  if (!made) {
    made = inPlay.tiles.map(facts);
    factsByContent.set(inPlay, made);
  }
  return made;
}

export function view(s: SantaCruzState, viewer: Viewer): SantaCruzView {
  const over = s.phase === "over";
  const order = ranking(s);
  const shownTiles = tileFacts();
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
    sites: s.tiles.map(
      (tile, site): SiteView => ({
        site,
        tile: s.faceUp[site] || over ? shownTiles[tile] : null,
        buildings: s.buildings[site],
      }),
    ),
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

import type { Lang } from "../../i18n/lang";
import { SeatChip } from "../shared/seat-chip";
import { seatColor, seatName } from "../shared/seat-colors";
import { sharedWords } from "../shared/words";
import { seatBadges } from "./badges";
import { CardChips } from "./card-chips";
import { BirdIcon, BuildingIcon } from "./icons";
import type { Building, Content, SeatView, View } from "./types";
import { words } from "./words";

const buildings: Building[] = ["house", "church", "lighthouse"];

interface Props {
  seat: SeatView;
  view: View;
  content: Content;
  names: string[];
  /** Its heading, when it says more than the name (resigned, a computer's level). */
  heading?: string;
  yourSeat: number | null;
  lang: Lang;
}

/** One seat's public holdings: set, building cards in hand and played, supply, scoring cards played, birds. */
export function SeatPanel({ seat, view, content, names, heading, yourSeat, lang }: Props) {
  const w = words(lang);
  const name = seatName(names, seat.seat);
  const cardName = (id: string) => content.components.scoringCards.find((c) => c.id === id)?.name ?? id;
  const badges = seatBadges(seat, view);
  return (
    <section class="gb-panel gb-seat" style={{ borderColor: seatColor(seat.seat) }} aria-label={name}>
      <h3>
        <SeatChip seat={seat.seat} /> {heading ?? name}
        {seat.seat === yourSeat && ` (${sharedWords(lang).you})`}{" "}
        <span class="gb-score">
          <span aria-hidden="true">{seat.score}</span>
          <span class="gb-sr">{sharedWords(lang).points(seat.score)}</span>
        </span>
      </h3>
      {badges.length > 0 && (
        <p class="gb-badges">
          {badges.map((b) => (
            <span key={b} class="gb-badge" title={w.badgeMeaning[b]}>
              {w.badge[b]}
            </span>
          ))}
        </p>
      )}
      {seat.set && (
        <p>
          <strong>{w.set(seat.set)} </strong>
          <CardChips cards={seat.cards} w={w} />
        </p>
      )}
      {Object.values(seat.played).some((n) => n > 0) && (
        <p>
          {w.played}: <CardChips cards={seat.played} played w={w} />
        </p>
      )}
      <p>
        <span class="gb-sr">{w.supply}: </span>
        {buildings.map((kind) => (
          <span key={kind} class="gb-count" title={w.building[kind]}>
            <BuildingIcon kind={kind} color={seatColor(seat.seat)} /> {seat.supply[kind]}
            <span class="gb-sr">{` ${w.building[kind]}, `}</span>
          </span>
        ))}
        <span class="gb-count" title={w.birdChits(seat.birdChits)}>
          <BirdIcon /> <span aria-hidden="true">{seat.birdChits}</span>
          <span class="gb-sr">{w.birdChits(seat.birdChits)}</span>
        </span>
      </p>
      <p class="gb-note">{w.scoringInHand(seat.scoringCardsInHand)}</p>
      {seat.scoringCardsPlayed.length > 0 && (
        <p class="gb-note">
          {w.scoringPlayed}: {seat.scoringCardsPlayed.map(cardName).join(", ")}
        </p>
      )}
    </section>
  );
}

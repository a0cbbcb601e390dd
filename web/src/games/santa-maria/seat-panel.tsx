import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { Lang } from "../../i18n/lang";
import { SeatChip } from "../shared/seat-chip";
import { seatColor, seatName } from "../shared/seat-colors";
import { sharedWords } from "../shared/words";
import { type Badge, seatBadges } from "./badges";
import { GlyphIcon } from "./glyphs";
import { Harbour } from "./harbour";
import { monkSpaceName } from "./labels";
import type { Content, SeatView, View } from "./types";
import type { Words } from "./words";

interface Props {
  seat: SeatView;
  view: View;
  content: Content;
  names: string[];
  /** Its heading, when it says more than the name (resigned, a computer's level). */
  heading?: string;
  yourSeat: number | null;
  lang: Lang;
  w: Words;
  /** The seat's storage and dice, interactive for the viewer's own seat. */
  storage: ComponentChildren;
  colony: ComponentChildren;
}

/**
 * One seat: points, coins, storage, monks, dice, harbour, scholars and bishops, and its colony. On a
 * phone another player's seat shows its title line alone until opened: their colonies in full made
 * the page thousands of pixels tall.
 */
export function SeatPanel({
  seat,
  view,
  content,
  names,
  heading,
  yourSeat,
  lang,
  w,
  storage,
  colony,
}: Props) {
  const name = seatName(names, seat.seat);
  const mine = seat.seat === yourSeat;
  const [open, setOpen] = useState(false);
  const body = `gb-sm-seat-body-${seat.seat}`;
  const trained = view.monkSpaces
    .filter((m) => m.kind !== "mission" && m.monks.includes(seat.seat))
    .map((m) => monkSpaceName(content, m.kind, m.id));
  if (seat.townHallScholar) trained.unshift(monkSpaceName(content, "scholar", seat.townHallScholar));
  const badges = seatBadges(seat, view);
  // a retired seat's badge names its space too: the legend's one word stands for every space
  const badgeText = (b: Badge) =>
    b === "retired" && seat.retired !== null
      ? w.retired(content.board.retiring[seat.retired]?.name ?? "")
      : w.badge[b];
  return (
    <section
      class={`gb-panel gb-seat gb-sm-seat${mine ? " gb-sm-mine" : " gb-sm-other"}${open ? " gb-sm-open" : ""}`}
      style={{ borderColor: seatColor(seat.seat) }}
      aria-label={w.colony(name)}
    >
      <h3>
        <SeatChip seat={seat.seat} /> {heading ?? name}
        {mine && ` (${sharedWords(lang).you})`}
        <span class="gb-score">
          {/* the glyphs and bare numbers for the eye; the words once for a screen reader */}
          <span aria-hidden="true">
            <GlyphIcon kind="points" /> {seat.points} <GlyphIcon kind="coins" /> {seat.coins}
          </span>
          <span class="gb-sr">{` ${w.count(seat.points, ...w.counted.points)}, ${w.count(seat.coins, ...w.counted.coins)}`}</span>
        </span>
      </h3>
      {badges.length > 0 && (
        <p class="gb-badges">
          {badges.map((b) => (
            <span key={b} class="gb-badge" title={w.badgeMeaning[b]}>
              {badgeText(b)}
            </span>
          ))}
        </p>
      )}
      {!mine && (
        <button
          type="button"
          class="gb-quiet gb-sm-fold-toggle"
          aria-expanded={open}
          aria-controls={body}
          onClick={() => setOpen(!open)}
        >
          {open ? w.colonyHide : w.colonyShow}
        </button>
      )}
      <div class="gb-sm-seat-body" id={body}>
        {storage}
        <p class="gb-note">
          <GlyphIcon kind="monk" /> {w.monks(seat.monks)}
          {/* the year's dice and costs mean nothing once the game is over */}
          {view.phase !== "over" && (
            <>
              {" "}
              · {w.whiteLeft(seat.whiteDiceLeft)} · {w.activationCost(seat.nextActivationCost)}
            </>
          )}
        </p>
        <Harbour seat={seat} content={content} w={w} />
        {trained.length > 0 && (
          <p class="gb-note">
            {w.trained}: {trained.join(", ")}
          </p>
        )}
        {colony}
      </div>
    </section>
  );
}

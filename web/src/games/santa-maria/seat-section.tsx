import type { Lang } from "../../i18n/lang";
import { seatName } from "../shared/seat-colors";
import { Colony } from "./colony";
import { colonyPresses } from "./colony-presses";
import { DicePool } from "./dice-pool";
import { colonyGrid } from "./grid";
import { SeatPanel } from "./seat-panel";
import type { Selection } from "./selection";
import { Storage } from "./storage";
import type { Action, Content, SeatView, View } from "./types";
import type { Words } from "./words";

interface Props {
  seat: SeatView;
  view: View;
  content: Content;
  /** The viewer's legal actions: they only act on the viewer's own seat. */
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  selection: Selection;
  onSelect(selection: Selection): void;
  names: string[];
  /** The seat panel's heading, when it says more than the name. */
  heading?: string;
  yourSeat: number | null;
  lang: Lang;
  w: Words;
}

/** A seat's panel with its storage, blue dice and colony; on the viewer's own seat they take clicks. */
export function SeatSection({
  seat,
  view,
  content,
  actions,
  label,
  onAction,
  selection,
  onSelect,
  names,
  heading,
  yourSeat,
  lang,
  w,
}: Props) {
  const mine = seat.seat === yourSeat;
  const own = mine ? actions : [];
  const blueUsable = new Set(own.flatMap((a) => (a.type === "useDie" && a.color === "blue" ? [a.die] : [])));
  const presses = mine ? colonyPresses(selection, own, view, content, label, onAction) : {};
  return (
    <SeatPanel
      seat={seat}
      view={view}
      content={content}
      names={names}
      heading={heading}
      yourSeat={yourSeat}
      lang={lang}
      w={w}
      storage={
        <>
          <Storage
            seat={seat}
            limit={content.rules.storageLimit}
            actions={own}
            label={label}
            onAction={onAction}
            w={w}
          />
          {seat.blue.length > 0 && (
            <DicePool
              title={mine ? w.yourBlue : w.bluePool}
              color="blue"
              values={seat.blue}
              usable={blueUsable}
              selection={selection}
              onSelect={onSelect}
              w={w}
            />
          )}
        </>
      }
      colony={
        <Colony
          grid={colonyGrid(content, seat.colony, seat.tiles)}
          occupied={seat.occupied}
          label={w.colony(seatName(names, seat.seat))}
          w={w}
          {...presses}
        />
      }
    />
  );
}

import { SeatChip } from "../shared/seat-chip";
import { seatName } from "../shared/seat-colors";
import { GlyphIcon, type GlyphKind } from "./glyphs";
import type { Content, View } from "./types";
import type { Words } from "./words";

/** A symbol printed on a track space, with its name. */
interface Mark {
  kind: GlyphKind;
  name: string;
}

interface TrackProps {
  name: string;
  description: string;
  last: number;
  marks(space: number): Mark[];
  /** Seats on each space, the one ahead first. */
  markers(space: number): number[];
  names: string[];
  w: Words;
}

/** A track from the market square (0) to its last space, with its symbols and the seats' markers. */
function Track({ name, description, last, marks, markers, names, w }: TrackProps) {
  return (
    <section class="gb-sm-track" aria-label={name}>
      <h4 title={description}>{name}</h4>
      <ol>
        {Array.from({ length: last + 1 }, (_, space) => {
          const here = markers(space);
          const title = [
            String(space),
            ...marks(space).map((m) => m.name),
            here.length ? w.markers(here.map((s) => seatName(names, s)).join(", ")) : "",
          ];
          return (
            <li key={space} title={title.filter(Boolean).join(" · ")}>
              <span class="gb-sm-track-n">{space}</span>
              <span class="gb-sm-track-marks">
                {marks(space).map((mark) => (
                  <GlyphIcon key={mark.kind} kind={mark.kind} />
                ))}
              </span>
              <span class="gb-sm-track-seats">
                {here.map((seat) => (
                  <SeatChip key={seat} seat={seat} />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The religion track (monk symbols, blue dice) and the conquistador track (gold, the solo trees). */
export function Tracks({
  content,
  view,
  names,
  w,
}: {
  content: Content;
  view: View;
  names: string[];
  w: Words;
}) {
  const { religion, conquistador } = content.board;
  const solo = view.seats.length === 1;
  const monk: Mark = { kind: "monk", name: w.monkSymbol };
  const religionMarks = (space: number): Mark[] => {
    const symbol = religion.monks.indexOf(space) + 1;
    if (symbol === 0) return [];
    return religion.blueDice.includes(symbol) ? [monk, { kind: "blueDie", name: w.blueDie }] : [monk];
  };
  const conquistadorMarks = (space: number): Mark[] => [
    ...(conquistador.gold.includes(space) ? [{ kind: "gold" as const, name: w.gold }] : []),
    ...(solo && conquistador.trees.includes(space) ? [{ kind: "tree" as const, name: w.tree }] : []),
  ];
  const religionMarkers = (space: number) =>
    view.seats.filter((s) => s.religion === space).map((s) => s.seat);
  // on a shared conquistador space the earlier arrival is ahead
  const conquistadorMarkers = (space: number) =>
    view.seats
      .filter((s) => s.conquistador === space)
      .sort((a, b) => a.arrival - b.arrival)
      .map((s) => s.seat);
  return (
    <div class="gb-sm-tracks">
      <Track {...religion} marks={religionMarks} markers={religionMarkers} names={names} w={w} />
      <Track {...conquistador} marks={conquistadorMarks} markers={conquistadorMarkers} names={names} w={w} />
    </div>
  );
}

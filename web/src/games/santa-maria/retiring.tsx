import { SeatChip } from "../shared/seat-chip";
import { seatName } from "../shared/seat-colors";
import { Amount } from "./amount";
import { Box } from "./box";
import { spaceActionTokens } from "./space-action";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  names: string[];
  w: Words;
}

/** The retiring spaces under the "1st" symbol, who sits on each, and buttons for the vacant ones one may take. */
export function Retiring({ content, view, actions, label, onAction, names, w }: Props) {
  return (
    <section class="gb-sm-retiring" aria-label={w.retiring}>
      <h4>{w.retiring}</h4>
      <p class="gb-note">{w.firstPlayer}</p>
      {content.board.retiring.map((space, index) => {
        const retire = actions.find((a) => a.type === "retire" && a.space === index);
        const seat = view.retiring[index];
        return (
          <Box
            key={space.id}
            class="gb-sm-retire"
            title={space.description}
            label={retire && label(retire)}
            onPress={retire && (() => onAction(retire))}
          >
            <Amount tokens={spaceActionTokens(space.action)} />
            <span>{space.name}</span>
            {space.action.kind === "road" && <span class="gb-note">{w.roadTilesLeft(view.roadTiles)}</span>}
            {seat !== null && seat !== undefined && (
              <span class="gb-sm-retired">
                <SeatChip seat={seat} /> {seatName(names, seat)}
              </span>
            )}
          </Box>
        );
      })}
    </section>
  );
}

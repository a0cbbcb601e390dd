import { seatName } from "../shared/seat-colors";
import { spaceActionTokens } from "./space-action";
import { SpaceRows } from "./space-rows";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  names: string[];
  /** Each space's name as replies write it (an email's picture, which leaves out the page's notes); else the board's names. */
  spaceNames?: string[];
  w: Words;
}

/** The retiring spaces under the "1st" symbol as one drawing: each space's action, its name and who sits there. */
export function RetiringSpaces({ content, view, actions, label, onAction, names, spaceNames, w }: Props) {
  const rows = content.board.retiring.map((space, index) => {
    const retire = actions.find((a) => a.type === "retire" && a.space === index);
    const seat = view.retiring[index];
    const taken = seat !== null && seat !== undefined;
    return {
      key: space.id,
      title: space.description,
      gives: spaceActionTokens(space.action),
      name: `${spaceNames?.[index] ?? space.name}${taken ? ` (${seatName(names, seat)})` : ""}`,
      holder: seat,
      press: retire && { label: label(retire), onPress: () => onAction(retire) },
    };
  });
  return (
    <SpaceRows rows={rows} label={w.retiring} boardClass="gb-sm-retiring-board" rowClass="gb-sm-retire" />
  );
}

/**
 * The retiring spaces' section of the page: its title, what the "1st" symbol means, the drawing, and
 * the road tiles left (under the drawing, as the docks tell their stack: inside a row it ran under the
 * holder's marker once the row named its holder).
 */
export function Retiring(props: Omit<Props, "spaceNames">) {
  return (
    <section class="gb-sm-retiring" aria-label={props.w.retiring}>
      <h4>{props.w.retiring}</h4>
      <p class="gb-note">{props.w.firstPlayer}</p>
      <RetiringSpaces {...props} />
      <p class="gb-note">{props.w.roadTilesLeft(props.view.roadTiles)}</p>
    </section>
  );
}

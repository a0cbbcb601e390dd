import { DicePool } from "./dice-pool";
import { Display } from "./display";
import { Docks } from "./docks";
import { MonkSpaces } from "./monk-spaces";
import { Retiring } from "./retiring";
import type { PlaceTile, Selection } from "./selection";
import { Tracks } from "./tracks";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  selection: Selection;
  onSelect(selection: Selection): void;
  names: string[];
  w: Words;
}

/** Die values of one colour that have a legal use now. */
const usableDice = (actions: Action[], color: "white" | "blue") =>
  new Set(actions.flatMap((a) => (a.type === "useDie" && a.color === color ? [a.die] : [])));

/** The common board: dice pools, retiring spaces, docks, the expansion display, monk spaces and tracks. */
export function CommonBoard({
  content,
  view,
  actions,
  label,
  onAction,
  selection,
  onSelect,
  names,
  w,
}: Props) {
  const expansions = actions.filter((a): a is PlaceTile => a.type === "expand");
  const pieces = { content, view, actions, label, onAction, w };
  return (
    <section class="gb-panel gb-sm-common" aria-labelledby="gb-sm-common-title">
      {/* its panels' h4s belong here, not to the colony headed before it */}
      <h3 id="gb-sm-common-title" class="gb-sr">
        {w.commonBoard}
      </h3>
      <div class="gb-sm-pools">
        <DicePool
          title={w.whitePool}
          color="white"
          values={view.white}
          usable={usableDice(actions, "white")}
          selection={selection}
          onSelect={onSelect}
          w={w}
        />
        {view.options.blueDice === "commonPool" && (
          <DicePool
            title={w.bluePool}
            color="blue"
            values={view.bluePool}
            usable={usableDice(actions, "blue")}
            selection={selection}
            onSelect={onSelect}
            w={w}
          />
        )}
      </div>
      <Display
        content={content}
        view={view}
        placements={expansions}
        selection={selection}
        onSelect={onSelect}
        w={w}
      />
      <Retiring {...pieces} names={names} />
      <Docks {...pieces} />
      <MonkSpaces {...pieces} />
      <Tracks content={content} view={view} names={names} w={w} />
    </section>
  );
}

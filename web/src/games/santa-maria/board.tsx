import { useState } from "preact/hooks";
import { type SoloVerdict, Standings } from "../shared/standings";
import { sharedCss } from "../shared/styles";
import { shownBadges } from "./badges";
import { ColonyDraft } from "./colony-draft";
import { CommonBoard } from "./common-board";
import { FinalScores } from "./final-scores";
import { actionLabel } from "./labels";
import { Legend } from "./legend";
import { SeatSection } from "./seat-section";
import { type PlaceTile, type Selection, stillLegal } from "./selection";
import { SelectionBar } from "./selection-bar";
import { santaMariaCss } from "./styles";
import { TownHalls } from "./town-halls";
import { TurnBar } from "./turn-bar";
import type { Action, Props, SeatView } from "./types";
import { words } from "./words";

/** A game played alone, once over: whether it reached the rules' winning points, and its achievements by name. */
function soloVerdict(view: Props["view"], content: Props["content"]): SoloVerdict | null {
  if (!view.solo) return null;
  const { win, achievements } = content.board.solo;
  return {
    win: view.solo.win,
    goal: win,
    achievements: view.solo.achievements.map((id) => achievements.find((a) => a.id === id)?.name ?? id),
  };
}

/** Santa Maria: the player's colony first and larger, the common board, every other colony, and the turn's choices. */
export function SantaMariaBoard(props: Props) {
  const { content, view, legalActions, onAction, lang, names, yourSeat } = props;
  const labels = props.labels ?? names;
  const [picked, setSelection] = useState<Selection>(null);
  const selection = stillLegal(picked, legalActions, view);
  const w = words(lang);
  const label = (action: Action) => actionLabel(action, content, view, lang);
  const act = (action: Action) => {
    setSelection(null);
    onAction(action);
  };
  const pieces = { content, view, actions: legalActions, label, onAction: act, w };
  const section = (seat: SeatView) => (
    <SeatSection
      key={seat.seat}
      seat={seat}
      {...pieces}
      selection={selection}
      onSelect={setSelection}
      names={names}
      heading={labels[seat.seat]}
      yourSeat={yourSeat}
      lang={lang}
    />
  );

  const me = view.seats.find((s) => s.seat === yourSeat);
  const townHallPlacements = legalActions.filter((a): a is PlaceTile => a.type === "chooseTownHall");
  return (
    <div class="gb gb-sm">
      <style>{sharedCss + santaMariaCss}</style>
      <TurnBar {...pieces} names={names} yourSeat={yourSeat} lang={lang} over={props.over} />
      <SelectionBar {...pieces} selection={selection} onSelect={setSelection} lang={lang} />
      {view.result && (
        <Standings
          standings={view.result.standings}
          names={labels}
          lang={lang}
          solo={soloVerdict(view, content)}
        />
      )}
      <FinalScores view={view} names={names} w={w} />
      <ColonyDraft {...pieces} />
      <TownHalls
        content={content}
        view={view}
        placements={townHallPlacements}
        selection={selection}
        onSelect={setSelection}
        w={w}
      />
      <div class="gb-layout">
        {me && <div class="gb-sm-featured">{section(me)}</div>}
        <aside class="gb-side">
          <CommonBoard {...pieces} selection={selection} onSelect={setSelection} names={names} />
          <Legend w={w} badges={shownBadges(view)} />
        </aside>
        <div class="gb-seats">{view.seats.filter((s) => s !== me).map(section)}</div>
      </div>
    </div>
  );
}

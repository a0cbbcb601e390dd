import { useState } from "preact/hooks";
import { Chooser } from "../shared/chooser";
import { Standings } from "../shared/standings";
import { sharedCss } from "../shared/styles";
import { shownBadges } from "./badges";
import { BoardMap } from "./board-map";
import { sitePlace } from "./frame";
import { actionLabel } from "./labels";
import { Legend } from "./legend";
import { MapScroll } from "./map-scroll";
import { MyCards } from "./my-cards";
import { OtherMoves } from "./other-moves";
import { Packages } from "./packages";
import { ScoreTrack } from "./score-track";
import { SeatPanel } from "./seat-panel";
import { SetsOnOffer } from "./sets-on-offer";
import { actionsBySite, asksFirst } from "./site-actions";
import { StatusLine } from "./status-line";
import { santaCruzCss } from "./styles";
import type { Action, Props } from "./types";

/** Santa Cruz: the map with its clickable sites, the score track, every seat's cards, and the viewer's secrets. */
export function SantaCruzBoard(props: Props) {
  const { content, view, legalActions, onAction, lang, names, yourSeat } = props;
  const labels = props.labels ?? names;
  const [chosen, setChoosing] = useState<number | null>(null);
  const label = (action: Action) => actionLabel(action, content, view, lang);
  const bySite = actionsBySite(legalActions);
  // the choice stays open only while the site still asks first (views change under it)
  const choosing = chosen !== null && asksFirst(bySite.get(chosen) ?? []) ? chosen : null;
  const me = yourSeat === null ? undefined : view.seats[yourSeat];
  const act = (action: Action) => {
    setChoosing(null);
    onAction(action);
  };
  const panelProps = { view, content, actions: legalActions, label, onAction: act, lang };
  return (
    <div class="gb gb-sc">
      <style>{sharedCss + santaCruzCss}</style>
      <StatusLine
        view={view}
        actions={legalActions}
        names={names}
        yourSeat={yourSeat}
        lang={lang}
        over={props.over}
      />
      <div class="gb-layout">
        <div class="gb-map-wrap">
          <MapScroll lang={lang} turn={[...bySite.keys()].join()}>
            <div class="gb-map-canvas">
              <BoardMap
                content={content}
                view={view}
                bySite={bySite}
                chosen={choosing}
                label={label}
                onAction={act}
                onChoose={setChoosing}
                names={names}
                lang={lang}
              />
            </div>
          </MapScroll>
          {/* beside the scrolled map, not in it, so that its edges never cut the choice off */}
          {choosing !== null && (
            <Chooser
              key={choosing}
              title={content.map.sites[choosing].name}
              at={sitePlace(content.map.sites, choosing)}
              choices={(bySite.get(choosing) ?? []).map((action) => ({
                label: label(action),
                choose: () => act(action),
              }))}
              onClose={() => setChoosing(null)}
              lang={lang}
            />
          )}
        </div>
        <aside class="gb-side">
          {view.result && <Standings standings={view.result.standings} names={labels} lang={lang} />}
          <OtherMoves actions={legalActions} label={label} onAction={act} lang={lang} />
          <SetsOnOffer {...panelProps} />
          <Packages {...panelProps} names={names} />
          {me?.scoringCards && <MyCards me={me} {...panelProps} />}
          <ScoreTrack view={view} names={names} yourSeat={yourSeat} lang={lang} />
        </aside>
        <div class="gb-seats">
          {view.seats.map((seat) => (
            <SeatPanel
              key={seat.seat}
              seat={seat}
              view={view}
              content={content}
              names={names}
              heading={labels[seat.seat]}
              yourSeat={yourSeat}
              lang={lang}
            />
          ))}
        </div>
      </div>
      <Legend lang={lang} badges={shownBadges(view)} />
    </div>
  );
}

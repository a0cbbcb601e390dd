import { findGameClient, gameClients } from "../games";
import type { AnyGameClient } from "../games/types";
import type { Lang } from "../i18n";
import { localContent } from "./local-content";
import type { AnyShown } from "./shown";

/** The game's board for this view, when this build knows the game; `games` is the list to look it up in. */
export function BoardSlot<S extends AnyShown>(props: {
  shown: S;
  content: { game: string; content: unknown };
  lang: Lang;
  names: string[];
  labels?: string[];
  /** Who is to act as the match says, when it may differ from the view's: no one once a resignation ended it. */
  activeSeats?: number[];
  yourSeat: number | null;
  /** The match is over: the board says so whatever phase its view was left in. */
  over?: boolean;
  onAction(action: S["legalActions"][number]): void;
  games?: readonly AnyGameClient[];
}) {
  const { shown, content } = props;
  const client = findGameClient(props.games ?? gameClients, shown.game);
  if (!client || shown.view === null || content.game !== shown.game) return null;
  const { Board } = client;
  return (
    <Board
      game={shown.game}
      content={localContent(client, content.content, props.lang)}
      view={props.activeSeats ? { ...(shown.view as object), activeSeats: props.activeSeats } : shown.view}
      legalActions={shown.legalActions}
      onAction={props.onAction}
      lang={props.lang}
      names={props.names}
      labels={props.labels}
      yourSeat={props.yourSeat}
      over={props.over}
    />
  );
}

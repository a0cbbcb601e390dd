import type { ComponentType } from "preact";
import type { components } from "../api/schema";
import type { Lang } from "../i18n/lang";

type Schemas = components["schemas"];

/** Each hosted game's content, view and action types, as the API document gives them. */
export interface GameTypes {
  "santa-cruz": {
    content: Schemas["SantaCruzContent"];
    view: NonNullable<Schemas["SantaCruzView"]>;
    action: Schemas["SantaCruzAction"];
  };
  "santa-maria": {
    content: Schemas["SantaMariaContent"];
    view: NonNullable<Schemas["SantaMariaView"]>;
    action: Schemas["SantaMariaAction"];
  };
}

export type GameId = keyof GameTypes;

/** What a board gets: the game's content, the viewer's view, and the actions it may send now. */
export interface BoardProps<G extends GameId = GameId> {
  game: G;
  content: GameTypes[G]["content"];
  view: GameTypes[G]["view"];
  /** Empty when the viewer may not act (a spectator, someone else's turn, the replay). */
  legalActions: GameTypes[G]["action"][];
  /** Sends one of `legalActions`, exactly as listed. */
  onAction(action: GameTypes[G]["action"]): void;
  lang: Lang;
  /** The players' names by seat. */
  names: string[];
  /** The viewer's seat, or null for a spectator. */
  yourSeat: number | null;
}

export type BoardComponent<G extends GameId = GameId> = ComponentType<BoardProps<G>>;

/** Each game's board by game id; a game without one is played from the action list alone. */
export type Boards = { [G in GameId]?: BoardComponent<G> };

import type { ComponentType } from "preact";
import type { GermanNames } from "../../../domain/core/local-names";
import type { Sentences } from "../../../domain/core/sentences";
import type { components } from "../api/schema";
import type { HowToPlay } from "../data/how-to-play/schema";
import type { Lang } from "../i18n/lang";

type Schemas = components["schemas"];

/** What a game's client code is typed by: its content, the viewer's view and its actions. */
export interface GameShape {
  content: unknown;
  view: unknown;
  action: unknown;
}

type Match = Schemas["Match"];

/** The games the API document hosts: its match and content unions tell them apart by `game`. */
export type GameId = Match["game"];

/** Each hosted game's content, view and action types, as the API document gives them. */
export type GameTypes = {
  [G in GameId]: {
    content: Extract<Schemas["GameContent"], { game: G }>["content"];
    view: NonNullable<Extract<Match, { game: G }>["view"]>;
    action: Extract<Match, { game: G }>["legalActions"][number];
  };
};

/** What a board gets: the game's content, the viewer's view, and the actions it may send now. */
export interface GameBoardProps<Id extends string, T extends GameShape> {
  game: Id;
  content: T["content"];
  view: T["view"];
  /** Empty when the viewer may not act (a spectator, someone else's turn, the replay). */
  legalActions: T["action"][];
  /** Sends one of `legalActions`, exactly as listed. */
  onAction(action: T["action"]): void;
  lang: Lang;
  /** The players' names by seat. */
  names: string[];
  /** Each seat as its panel and the standings head it: the name with "resigned" or the computer's level. */
  labels?: string[];
  /** The viewer's seat, or null for a spectator. */
  yourSeat: number | null;
  /** The match is over, perhaps before its rules' end (a resignation): the board says so, not its phase. */
  over?: boolean;
}

export type BoardProps<G extends GameId> = GameBoardProps<G, GameTypes[G]>;

export type AnySentences = Sentences<unknown, unknown, unknown>;

/** An option's label and its choices' labels, keyed `name` and `name.choice`, as the listing's schema names them. */
export type OptionWords = Readonly<Record<string, string>>;

/** One game on the client: everything the pages need of it, so a new game is its folder and one list entry. */
export interface GameClient<Id extends string, T extends GameShape> {
  id: Id;
  Board: ComponentType<GameBoardProps<Id, T>>;
  /** Each seat's score as the view shows it, by seat. */
  scores(view: T["view"]): number[];
  /** Its sentences (events and actions told in words): a chunk of its own, loaded by match pages. */
  sentences(): Promise<AnySentences>;
  /** The new-match form's words for its options, in each language. */
  options: Readonly<Record<Lang, OptionWords>>;
  /** The German names (and descriptions) of its content, the table its sentences and emails read: a chunk of its own. */
  germanNames(): Promise<GermanNames>;
  /** Its rules in brief, in each language (`how-to-play.<lang>.json` in its folder). */
  howToPlay?: Readonly<Record<Lang, HowToPlay>>;
}

export type HostedClient<G extends GameId> = GameClient<G, GameTypes[G]>;

// biome-ignore lint/suspicious/noExplicitAny: the list holds clients of every game's types, each checked where it is written
export type AnyGameClient = GameClient<any, any>;

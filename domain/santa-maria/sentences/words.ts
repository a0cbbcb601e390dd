import type { Seat } from "../../core/game";
import { type Actor, actor, type Lang, type SentenceContext } from "../../core/sentences";
import { cellOf, gridOf, vacantInLine } from "../colony";
import { content } from "../content";
import type { Cell, MonkSpaceKind } from "../content/schema";
import type { Task } from "../state";
import type { SantaMariaView } from "../view";
import deNames from "./de-names.json";

/** A content name in both languages; a name the German table lacks (a proper name) stays as it is. */
export type Named = Readonly<Record<Lang, string>>;

const german: Readonly<Record<string, string>> = deNames;

function named(name: string): Named {
  return { en: name, de: german[name] ?? name };
}

const byId = (items: readonly { id: string; name: string }[]) => new Map(items.map((i) => [i.id, i.name]));
const colonies = byId(content.colonies);
const tiles = byId([...content.expansions, ...content.townHalls, ...content.board.roadTiles]);
const shipments = byId(content.shipments);
const monkTargets: Record<MonkSpaceKind, Map<string, string>> = {
  scholar: byId(content.scholars),
  bishop: byId(content.bishops),
  mission: byId(content.missions),
};
/** The kind of each monk space, in the order views list them. */
const monkKinds = content.board.monkSpaces.flatMap(({ kind, spaces }) =>
  Array<MonkSpaceKind>(spaces).fill(kind),
);

const lookup = (names: Map<string, string>, id: string): Named => named(names.get(id) ?? id);

export const colonyName = (id: string): Named => lookup(colonies, id);
export const tileName = (id: string): Named => lookup(tiles, id);
export const shipmentName = (id: string): Named => lookup(shipments, id);
export const monkTargetName = (kind: MonkSpaceKind, id: string): Named => lookup(monkTargets[kind], id);
export const scholarName = (id: string): Named => monkTargetName("scholar", id);
export const dockName = (dock: number): Named => named(content.board.docks[dock]?.name ?? String(dock));
export const retiringName = (space: number): Named =>
  named(content.board.retiring[space]?.name ?? String(space));

/** A monk space: its kind, and whom it holds once the reader's view says so. */
export interface MonkSpot {
  kind: MonkSpaceKind;
  id: string | null;
}

/** What every phrase may use: the reader's context, and seats and content named in its language. */
export interface Words {
  lang: Lang;
  ctx: SentenceContext<SantaMariaView>;
  seat(seat: Seat): Actor;
  colony(id: string): string;
  tile(id: string): string;
  shipment(id: string): string;
  scholar(id: string): string;
  dock(dock: number): string;
  retiring(space: number): string;
  monkSpot(space: number): MonkSpot;
  monkTarget(spot: MonkSpot): string | null;
  /** The effect waiting for the deciding seat, as its view shows it. */
  pending(): Task | null;
  /** What stands at a space of the deciding seat's colony. */
  cell(row: number, col: number): Cell | null;
  /** How many vacant buildings a die of that colour and value would activate for the deciding seat. */
  vacant(color: "white" | "blue", value: number): number;
}

export function wordsFor(ctx: SentenceContext<SantaMariaView>): Words {
  const { lang, view } = ctx;
  const deciding = view ? view.seats[view.turn] : undefined;
  const grid = deciding ? gridOf(deciding) : null;
  return {
    lang,
    ctx,
    seat: (seat) => actor(seat, ctx),
    colony: (id) => colonyName(id)[lang],
    tile: (id) => tileName(id)[lang],
    shipment: (id) => shipmentName(id)[lang],
    scholar: (id) => scholarName(id)[lang],
    dock: (dock) => dockName(dock)[lang],
    retiring: (space) => retiringName(space)[lang],
    monkSpot: (space) => {
      const seen = view?.monkSpaces[space];
      return { kind: seen?.kind ?? monkKinds[space] ?? "mission", id: seen?.id ?? null };
    },
    monkTarget: (spot) => (spot.id === null ? null : monkTargetName(spot.kind, spot.id)[lang]),
    pending: () => view?.pending[0] ?? null,
    cell: (row, col) => grid?.[cellOf(row, col)] ?? null,
    vacant: (color, value) => (deciding ? vacantInLine(deciding, color, value).length : 0),
  };
}

import { cloneJson } from "../../core/clone";
import { Switch } from "../../core/older-rules";
import { RULES } from "../rules";
import bishopsJson from "./bishops.json";
import boardJson from "./board.json";
import coloniesJson from "./colonies.json";
import expansionsJson from "./expansions.json";
import missionsJson from "./missions.json";
import {
  type Bishop,
  type Cell,
  type Colony,
  ContentFiles,
  type ExpansionTile,
  type MonkSpaceKind,
  monkSpaceKinds,
  type SantaMariaContent,
  type Scholar,
  type ShipmentTile,
  type TileCell,
  type TownHall,
} from "./schema";
import scholarsJson from "./scholars.json";
import shipmentsJson from "./shipments.json";
import townHallsJson from "./town-halls.json";

/** The colony grid is 6 × 6; a cell index is row * 6 + col. */
export const SIZE = 6;

/** One cell of a tile after rotation: its offset from the footprint's top-left corner. */
export interface RotatedCell {
  dr: number;
  dc: number;
  cell: Cell;
}

/** Anything placed in a colony (expansion tile, town hall, road tile), in its four rotations. */
export interface Placeable {
  id: string;
  /** By quarter turns clockwise (0–3): the cells, and the footprint's height and width. */
  rotations: { cells: RotatedCell[]; height: number; width: number }[];
}

/** The validated content plus the lookups the rules need, computed once at load. */
export interface Content extends ContentFiles {
  colonyById: Map<string, Colony>;
  /** The A-side colonies, dealt or drafted in the basic set-up. */
  aSides: string[];
  /** The B side, used by every player in the advanced set-up. */
  bSide: string;
  /** Per colony: its 36 cells, preprinted or null. */
  preprinted: Map<string, (Cell | null)[]>;
  doubles: string[];
  triples: string[];
  startShipments: string[];
  standardShipments: string[];
  placeables: Map<string, Placeable>;
  /** The road tiles' ids in stack order (the top one is taken first). */
  roadTileIds: string[];
  /** How many monk spaces of each kind the board has. */
  monkSpaceCounts: Record<MonkSpaceKind, number>;
  expansionById: Map<string, ExpansionTile>;
  shipmentById: Map<string, ShipmentTile>;
  scholarById: Map<string, Scholar>;
  bishopById: Map<string, Bishop>;
  townHallById: Map<string, TownHall>;
}

/** Players, years and drawn tiles the content must be able to serve. */
const MAX_PLAYERS = 4;
const YEARS = 3;
const DISPLAY = 5;
const DOCKS = 4;

/** Rotates a tile's cells a quarter turn clockwise `turns` times, keeping the footprint at 0,0. */
export function rotate(cells: { dr: number; dc: number; cell: Cell }[], turns: number): RotatedCell[] {
  let out = cells.map((c) => ({ ...c }));
  for (let t = 0; t < turns; t++) {
    out = out.map(({ dr, dc, cell }) => ({ dr: dc, dc: -dr, cell }));
    const minR = Math.min(...out.map((c) => c.dr));
    const minC = Math.min(...out.map((c) => c.dc));
    out = out.map(({ dr, dc, cell }) => ({ dr: dr - minR, dc: dc - minC, cell }));
  }
  return out;
}

function placeable(id: string, tileCells: TileCell[]): Placeable {
  const cells = tileCells.map(({ dr, dc, ...cell }) => ({ dr, dc, cell: cell as Cell }));
  return {
    id,
    rotations: [0, 1, 2, 3].map((turns) => {
      const rotated = rotate(cells, turns);
      return {
        cells: rotated,
        height: Math.max(...rotated.map((c) => c.dr)) + 1,
        width: Math.max(...rotated.map((c) => c.dc)) + 1,
      };
    }),
  };
}

function unique(ids: string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`${what} id ${id} is not unique`);
    seen.add(id);
  }
}

/** Tiles are edge-connected, start at 0,0 and have no two cells on one spot. */
function checkShape(id: string, cells: TileCell[]): void {
  const keys = cells.map((c) => `${c.dr},${c.dc}`);
  if (new Set(keys).size !== keys.length) throw new Error(`tile ${id} has two cells on one spot`);
  if (Math.min(...cells.map((c) => c.dr)) !== 0 || Math.min(...cells.map((c) => c.dc)) !== 0)
    throw new Error(`tile ${id} must start at offset 0,0`);
  const reached = new Set([keys[0]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of cells) {
      const key = `${c.dr},${c.dc}`;
      if (reached.has(key)) continue;
      const near = [
        `${c.dr - 1},${c.dc}`,
        `${c.dr + 1},${c.dc}`,
        `${c.dr},${c.dc - 1}`,
        `${c.dr},${c.dc + 1}`,
      ];
      if (near.some((n) => reached.has(n))) {
        reached.add(key);
        grew = true;
      }
    }
  }
  if (reached.size !== cells.length) throw new Error(`tile ${id} is not connected`);
}

function ascending(values: number[], last: number, what: string): void {
  values.forEach((v, i) => {
    if (v > last || (i > 0 && v <= values[i - 1]))
      throw new Error(`${what} must be ascending spaces of the track`);
  });
}

/** Checks what the schemas cannot (references, counts, shapes) and derives the lookups. */
export function buildContent(files: ContentFiles): Content {
  const { colonies, expansions, townHalls, shipments, scholars, bishops, missions, board } = files;
  unique(
    colonies.map((c) => c.id),
    "colony",
  );
  unique(
    [...expansions, ...townHalls, ...board.roadTiles].map((t) => t.id),
    "tile",
  );
  unique(
    shipments.map((t) => t.id),
    "shipment",
  );
  unique(
    scholars.map((t) => t.id),
    "scholar",
  );
  unique(
    bishops.map((t) => t.id),
    "bishop",
  );
  unique(
    missions.map((t) => t.id),
    "missionary station",
  );

  const preprinted = new Map<string, (Cell | null)[]>();
  for (const colony of colonies) {
    const cells: (Cell | null)[] = new Array(SIZE * SIZE).fill(null);
    for (const { row, col, ...cell } of colony.cells) {
      if (cells[row * SIZE + col]) throw new Error(`colony ${colony.id} has two cells at ${row},${col}`);
      cells[row * SIZE + col] = cell as Cell;
    }
    preprinted.set(colony.id, cells);
  }
  const aSides = colonies.filter((c) => c.side === "A").map((c) => c.id);
  const bSides = colonies.filter((c) => c.side === "B").map((c) => c.id);
  if (aSides.length < MAX_PLAYERS) throw new Error(`${MAX_PLAYERS} A-side colonies are needed`);
  if (bSides.length !== 1) throw new Error("exactly one B side is needed (all B sides are identical)");

  for (const tile of expansions) {
    checkShape(tile.id, tile.cells);
    if (tile.cells.length !== (tile.size === "double" ? 2 : 3))
      throw new Error(`tile ${tile.id}: a ${tile.size} tile has ${tile.size === "double" ? 2 : 3} cells`);
  }
  for (const hall of townHalls) checkShape(hall.id, hall.cells);
  const doubles = expansions.filter((t) => t.size === "double").map((t) => t.id);
  const triples = expansions.filter((t) => t.size === "triple").map((t) => t.id);
  if (doubles.length < DISPLAY * YEARS || triples.length < DISPLAY * YEARS)
    throw new Error(`${DISPLAY * YEARS} double and triple tiles each are needed for three displays`);
  if (townHalls.length !== MAX_PLAYERS) throw new Error(`${MAX_PLAYERS} town halls are needed`);

  const startShipments = shipments.filter((t) => t.start).map((t) => t.id);
  const standardShipments = shipments.filter((t) => !t.start).map((t) => t.id);
  if (startShipments.length !== DOCKS) throw new Error(`${DOCKS} starting shipment tiles are needed`);
  if (board.docks.length !== DOCKS) throw new Error(`${DOCKS} docks are needed`);
  const monkSpaceCounts = countMonkSpaces(board);
  if (scholars.length < monkSpaceCounts.scholar + MAX_PLAYERS)
    throw new Error("enough scholars are needed for the board and the town halls");
  if (bishops.length < monkSpaceCounts.bishop) throw new Error("a bishop is needed for each bishop space");
  if (missions.length !== monkSpaceCounts.mission)
    throw new Error("a missionary station is needed for each mission space");

  ascending(board.religion.monks, board.religion.last, "monk symbols");
  for (const n of board.religion.blueDice) {
    if (n > board.religion.monks.length) throw new Error(`there is no monk symbol ${n} to unlock a blue die`);
  }
  ascending(board.conquistador.gold, board.conquistador.last, "gold symbols");
  ascending(board.conquistador.trees, board.conquistador.last, "trees");
  for (const [players, rows] of Object.entries(board.conquistadorPoints)) {
    const places = Math.max(1, Number(players) - 1);
    for (const row of rows) {
      if (row.length !== places)
        throw new Error(`conquistador points for ${players} players name ${places} places`);
    }
  }
  if (board.retiring.length < MAX_PLAYERS) throw new Error("a retiring space per player is needed");

  const placeables = new Map<string, Placeable>();
  for (const tile of [...expansions, ...townHalls]) placeables.set(tile.id, placeable(tile.id, tile.cells));
  const roadTileIds = board.roadTiles.map((t) => t.id);
  for (const { id, kind, colonists } of board.roadTiles) {
    placeables.set(id, placeable(id, [{ kind, colonists, dr: 0, dc: 0 }]));
  }

  return {
    ...files,
    colonyById: new Map(colonies.map((c) => [c.id, c])),
    aSides,
    bSide: bSides[0],
    preprinted,
    doubles,
    triples,
    startShipments,
    standardShipments,
    placeables,
    roadTileIds,
    monkSpaceCounts,
    expansionById: new Map(expansions.map((t) => [t.id, t])),
    shipmentById: new Map(shipments.map((t) => [t.id, t])),
    scholarById: new Map(scholars.map((t) => [t.id, t])),
    bishopById: new Map(bishops.map((t) => [t.id, t])),
    townHallById: new Map(townHalls.map((t) => [t.id, t])),
  };
}

/** Each kind of monk space appears once on the board: how many spaces it has. */
function countMonkSpaces(board: ContentFiles["board"]): Record<MonkSpaceKind, number> {
  const kinds = board.monkSpaces.map((m) => m.kind);
  if (monkSpaceKinds.some((kind) => !kinds.includes(kind)))
    throw new Error("the board needs scholar, bishop and mission spaces");
  return Object.fromEntries(board.monkSpaces.map((m) => [m.kind, m.spaces])) as Record<MonkSpaceKind, number>;
}

/** Validates the JSON files; throws with the zod issues on any mistake. */
export function parseContent(raw: Record<keyof ContentFiles, unknown>): Content {
  return buildContent(ContentFiles.parse(raw));
}

export const rawContent = {
  colonies: coloniesJson,
  expansions: expansionsJson,
  townHalls: townHallsJson,
  shipments: shipmentsJson,
  scholars: scholarsJson,
  bishops: bishopsJson,
  missions: missionsJson,
  board: boardJson,
};

/**
 * The files as they are: each is exactly what its schema's parse returns (the content tests check
 * it, and bundling a function refuses it otherwise), so loading parses nothing.
 */
const files = rawContent as ContentFiles;

/** The newest rules version's content. */
export const content: Content = buildContent(files);

/**
 * The content the running call plays with: the newest, unless an older rules version entered its
 * own (docs/rules-versions.md). The rules read the town halls, the scholars and the tiles' cells
 * only through it; the rest is the same in every version.
 */
export const contentInPlay = new Switch<Content>(content);

/**
 * What clients see: the JSON files and the rule numbers, sharing nothing with `content` (the rules'
 * read-only tuples become the schema's plain arrays; the same checks hold it to the schema).
 */
export const publicContent = cloneJson({ ...files, rules: RULES }) as unknown as SantaMariaContent;

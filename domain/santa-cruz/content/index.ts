import { Switch } from "../../core/older-rules";
import { type SmallSet, setOf } from "../../core/small-set";
import componentsJson from "./components.json";
import mapJson from "./map.json";
import {
  type BoardMap,
  type BuildingKind,
  buildingKinds,
  type Components,
  type SantaCruzContent,
  type SiteKind,
  siteKinds,
  type Tile,
} from "./schema";
import tilesJson from "./tiles.json";

/** The validated content plus the lookups the rules need, computed once at load. */
export interface Content {
  map: BoardMap;
  tiles: Tile[];
  components: Components;
  /** For each site, the sites one road segment away. */
  roadNeighbours: number[][];
  /** For each site, the sites one river step away. */
  riverNeighbours: number[][];
  /** For each site, the indexes of the rivers it lies on, and the same as a bit mask. */
  riversOfSite: number[][];
  riverMask: number[];
  /** For each site kind, its sites; for each tile kind, its tiles (indexes into `tiles`). */
  sitesOfKind: Record<SiteKind, number[]>;
  tilesOfKind: Record<SiteKind, number[]>;
  /** Copies the hot loops read: each tile's building, also as an index of `buildingKinds` (an array read beats a keyed one). */
  buildingOfTile: BuildingKind[];
  kindOfTile: number[];
  /** The coast sites, each site's road neighbours and each river's sites, as small sets. */
  coast: SmallSet;
  roadNear: SmallSet[];
  riverSites: SmallSet[];
}

/** Checks what the schemas cannot (references, counts) and derives the lookups. */
export function buildContent(map: BoardMap, tiles: Tile[], components: Components): Content {
  const n = map.sites.length;
  map.sites.forEach((site, index) => {
    if (site.id !== index) throw new Error(`site ${site.id} must have id ${index} (its position)`);
  });
  const known = (id: number, where: string) => {
    if (!Number.isInteger(id) || id < 0 || id >= n) throw new Error(`${where} names unknown site ${id}`);
  };
  const roadNeighbours: number[][] = map.sites.map(() => []);
  for (const [a, b] of map.roads) {
    known(a, "a road");
    known(b, "a road");
    if (map.sites[a].island !== map.sites[b].island) throw new Error(`road ${a}-${b} joins two islands`);
    if (a === b || roadNeighbours[a].includes(b)) throw new Error(`road ${a}-${b} is a loop or a duplicate`);
    roadNeighbours[a].push(b);
    roadNeighbours[b].push(a);
  }
  const riverNeighbours: number[][] = map.sites.map(() => []);
  const riversOfSite: number[][] = map.sites.map(() => []);
  if (new Set(map.rivers.map((r) => r.id)).size !== map.rivers.length)
    throw new Error("river ids must be unique");
  map.rivers.forEach((river, r) => {
    if (new Set(river.sites).size !== river.sites.length)
      throw new Error(`river ${river.id} visits a site twice`);
    for (const site of river.sites) known(site, `river ${river.id}`);
    river.sites.forEach((site, i) => {
      riversOfSite[site].push(r);
      const next = river.sites[i + 1];
      if (next === undefined) return;
      if (!riverNeighbours[site].includes(next)) riverNeighbours[site].push(next);
      if (!riverNeighbours[next].includes(site)) riverNeighbours[next].push(site);
    });
  });
  const sitesOfKind = byKind(map.sites.map((s) => s.kind));
  const tilesOfKind = byKind(tiles.map((t) => t.kind));
  for (const kind of siteKinds) {
    if (tilesOfKind[kind].length < sitesOfKind[kind].length) {
      throw new Error(
        `${tilesOfKind[kind].length} ${kind} tiles cannot cover ${sitesOfKind[kind].length} sites`,
      );
    }
  }
  if (new Set(tiles.map((t) => t.id)).size !== tiles.length) throw new Error("tile ids must be unique");
  for (const tile of tiles) {
    if (tile.fishBonus > 0 !== tile.resources.includes("fish")) {
      throw new Error(`tile ${tile.id}: a fish tile, and only a fish tile, has a fish bonus`);
    }
  }
  const cardIds = components.scoringCards.map((c) => c.id);
  if (new Set(cardIds).size !== cardIds.length) throw new Error("scoring card ids must be unique");
  if (map.rivers.length > 31) throw new Error("at most 31 rivers fit the river masks");
  const riverMask = riversOfSite.map((rivers) => rivers.reduce((mask, r) => mask | (1 << r), 0));
  return {
    map,
    tiles,
    components,
    roadNeighbours,
    riverNeighbours,
    riversOfSite,
    riverMask,
    sitesOfKind,
    tilesOfKind,
    buildingOfTile: tiles.map((tile) => tile.building),
    kindOfTile: tiles.map((tile) => buildingKinds.indexOf(tile.building)),
    coast: setOf(sitesOfKind.coast),
    roadNear: roadNeighbours.map(setOf),
    riverSites: map.rivers.map((river) => setOf(river.sites)),
  };
}

function byKind(kinds: SiteKind[]): Record<SiteKind, number[]> {
  const out: Record<SiteKind, number[]> = { coast: [], land: [], volcano: [] };
  kinds.forEach((kind, index) => {
    out[kind].push(index);
  });
  return out;
}

/**
 * The content files, what clients get to draw and name everything. Each is exactly what its schema's
 * parse returns (the content tests check it, and bundling a function refuses it otherwise), so
 * loading parses nothing.
 */
export const publicContent = {
  map: mapJson,
  tiles: tilesJson,
  components: componentsJson,
} as SantaCruzContent;

/** The newest rules version's content. */
export const content: Content = buildContent(
  publicContent.map,
  publicContent.tiles,
  publicContent.components,
);

/**
 * The content the running call plays with: the newest, unless an older rules version entered its
 * own (docs/rules-versions.md). The rules read the map and the tiles only through it.
 */
export const contentInPlay = new Switch<Content>(content);

import { olderRules } from "../../core/older-rules";
import { buildContent, contentInPlay, publicContent } from "../content";
import type { SantaCruzContent } from "../content/schema";
import { santaCruz } from "../game";
import mapJson from "./content/map.json";
import tilesJson from "./content/tiles.json";

/** Version 1's content files: its own map and tiles, today's components. */
export const publicContentV1 = { ...publicContent, map: mapJson, tiles: tilesJson } as SantaCruzContent;

/**
 * Rules version 1, kept for the matches that started under it: today's rules on version 1's board,
 * whose rivers were shorter, with birds on four more tiles.
 */
export const santaCruzV1 = olderRules(santaCruz, {
  rulesVersion: 1,
  content: publicContentV1,
  enter: contentInPlay.at(
    buildContent(publicContentV1.map, publicContentV1.tiles, publicContentV1.components),
  ),
});

import * as z from "zod";
import { content } from "./content";

/** The content's ids as schemas, so that actions, views and events accept only ids that exist. */
const ids = (values: string[]) => values as [string, ...string[]];

export const Seat = z.number().int().min(0).max(3).describe("A seat, numbered 0 to 3 clockwise");

export const SiteId = z
  .number()
  .int()
  .min(0)
  .max(content.map.sites.length - 1)
  .describe("A site of the board: its id in the content's `map.sites`");

export const TileId = z
  .enum(ids(content.tiles.map((tile) => tile.id)))
  .describe("A tile: its id in the content's `tiles`");

export const ScoringCardId = z
  .enum(ids(content.components.scoringCards.map((card) => card.id)))
  .describe("A scoring card: its id in the content's `components.scoringCards`");

export const PackageIndex = z
  .number()
  .int()
  .min(0)
  .max(3)
  .describe("A round-2 package: its index in the view's `packages`");

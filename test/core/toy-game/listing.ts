import * as z from "zod";
import type { GameListing } from "../../../domain/core/catalog";

/** Sticks as a catalog would list it, before its rules are loaded. */
export const sticksListing = {
  id: "sticks",
  name: "Sticks",
  rulesVersion: 1,
  options: z.strictObject({}),
} as const satisfies GameListing;

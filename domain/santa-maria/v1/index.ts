import { olderRules } from "../../core/older-rules";
import { publicContent } from "../content";
import type { SantaMariaContent } from "../content/schema";
import { santaMaria } from "../game";
import { rulings } from "../rulings";
import scholars from "./content/scholars.json";

/**
 * Rules version 1, kept for the matches that started under it: today's engine without rulings 5 to 7
 * (content/README.md), and the scholars' descriptions without their solo part.
 */
export const santaMariaV1 = olderRules(santaMaria, {
  rulesVersion: 1,
  content: { ...publicContent, scholars } as SantaMariaContent,
  enter: rulings.at({ goldChoice: false, retiredBlueDieWaits: false, soloScholars: false }),
});

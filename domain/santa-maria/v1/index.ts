import { olderRules } from "../../core/older-rules";
import { contentInPlay } from "../content";
import type { SantaMariaContent } from "../content/schema";
import { santaMaria } from "../game";
import { rulings } from "../rulings";
import { contentV2, publicContentV2 } from "../v2";
import scholars from "./content/scholars.json";

const rulingsV1 = rulings.at({ goldChoice: false, retiredBlueDieWaits: false, soloScholars: false });
const contentV1 = contentInPlay.at(contentV2);

/**
 * Rules version 1, kept for the matches that started under it: version 2 (its content) without
 * rulings 5 to 7 (content/README.md), and the scholars' descriptions without their solo part.
 */
export const santaMariaV1 = olderRules(santaMaria, {
  rulesVersion: 1,
  content: { ...publicContentV2, scholars } as SantaMariaContent,
  enter: (run) => rulingsV1(() => contentV1(run)),
});

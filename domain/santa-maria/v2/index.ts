import { olderRules } from "../../core/older-rules";
import { buildContent, contentInPlay, publicContent, rawContent } from "../content";
import type { ContentFiles, SantaMariaContent } from "../content/schema";
import { santaMaria } from "../game";
import scholars from "./content/scholars.json";
import townHalls from "./content/town-halls.json";

/** Version 2's content files: the newest but for the town halls and the scholars' points, before they were retuned. */
const files = { ...rawContent, townHalls, scholars } as ContentFiles;

/** What version 2 played with, and what its clients see. */
export const contentV2 = buildContent(files);
export const publicContentV2 = { ...publicContent, townHalls, scholars } as SantaMariaContent;

/**
 * Rules version 2, kept for the matches that started under it: today's engine playing the town halls
 * and scholars as they were before version 3 retuned them (any town hall but Palacio cost its drafter
 * up to 23 points a game; the Quartermaster, the Banker and the Cartographer are worth a point less).
 */
export const santaMariaV2 = olderRules(santaMaria, {
  rulesVersion: 2,
  content: publicContentV2,
  enter: contentInPlay.at(contentV2),
});

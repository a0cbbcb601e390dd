import { type Lang, readChoice, shortText } from "../core/sentences";
import { content } from "./content";
import { siteName } from "./sentences/words";

/** Any keyword: a reply names a site after its card or action word. */
const KEYWORD = "at";

/** Choices are told apart by their fields, as actions are. */
const sites = content.map.sites.map((site) => ({ site: site.id }));

/** Whether `tag`, written after a keyword, names only `site` among all the board's sites. */
function namesOnly(site: number, tag: string): boolean {
  return readChoice(`${KEYWORD} ${tag}`, sites, (s) => [KEYWORD, siteName(s.site)])?.site === site;
}

/** The shortest ending of the site's short-form name that a reply may write it by, e.g. "north-shore-2". */
function tagOf(site: number, lang: Lang): string {
  const words = shortText([siteName(site)], lang).split("-");
  const endings = words.map((_, i) => words.slice(words.length - 1 - i).join("-"));
  return endings.find((tag) => !/^\d+$/.test(tag) && namesOnly(site, tag)) ?? words.join("-");
}

const tags = new Map<Lang, readonly string[]>();

/** By site, the name a reply in `lang` writes it by: what the email picture labels each site with. */
export function siteTags(lang: Lang): readonly string[] {
  let found = tags.get(lang);
  if (!found) {
    found = sites.map(({ site }) => tagOf(site, lang));
    tags.set(lang, found);
  }
  return found;
}

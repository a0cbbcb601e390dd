import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hostedGames } from "../../domain/games";
import { backPath, howToPlay, howToPlayGames, howToPlayPath } from "../../web/src/data/how-to-play";
import { HowToPlay } from "../../web/src/data/how-to-play/schema";
import { words as scWords } from "../../web/src/games/santa-cruz/words";
import { words as smWords } from "../../web/src/games/santa-maria/words";
import { langs } from "../../web/src/i18n/lang";

const games = path.join(import.meta.dirname, "../../web/src/games");
/** Every game folder's texts, as `<game>.<lang>.json`. */
const files = readdirSync(games, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(path.join(games, entry.name))
      .filter((name) => /^how-to-play\.[a-z]+\.json$/.test(name))
      .map((name) => `${entry.name}.${name.slice("how-to-play.".length)}`),
  );

/** A file as it lies on disk, not as the bundler reads it. */
const read = (name: string): unknown => {
  const [game, lang] = name.split(".");
  return JSON.parse(readFileSync(path.join(games, game, `how-to-play.${lang}.json`), "utf8"));
};

/** What must match between languages: how many sections, and how many paragraphs and items in each. */
const shape = (text: HowToPlay) =>
  text.sections.map((s) => ({ paragraphs: s.paragraphs?.length ?? 0, items: s.items?.length ?? 0 }));

/** The words of a text, as a reader counts them. */
const wordCount = (text: HowToPlay) =>
  [
    text.title,
    text.goal,
    ...text.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
  ]
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("the How to play texts", () => {
  it("are one file per hosted game and language", () => {
    const hosted = hostedGames.map((g) => g.listing.id).sort();
    expect(files.sort()).toEqual(hosted.flatMap((id) => langs.map((lang) => `${id}.${lang}.json`)).sort());
    expect([...howToPlayGames].sort()).toEqual(hosted);
  });

  it.each(files)("%s fits the schema and names its own game and language", (name) => {
    const parsed = HowToPlay.safeParse(read(name));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const text = parsed.data as HowToPlay;
    expect(`${text.game}.${text.lang}.json`).toBe(name);
    // the client serves the same file
    expect(howToPlay(text.game, text.lang)).toEqual(text);
  });

  it.each(howToPlayGames)("%s has the same shape in every language, each 350 to 700 words", (game) => {
    const [first, ...others] = langs.map((lang) => howToPlay(game, lang) as HowToPlay);
    for (const other of others) expect(shape(other)).toEqual(shape(first as HowToPlay));
    for (const lang of langs) {
      const count = wordCount(howToPlay(game, lang) as HowToPlay);
      expect(count, `${game}.${lang}`).toBeGreaterThanOrEqual(350);
      expect(count, `${game}.${lang}`).toBeLessThanOrEqual(700);
    }
  });

  it("name the boards' own words for what they explain", () => {
    const text = (game: string, lang: "en" | "de") => JSON.stringify(howToPlay(game, lang));
    for (const lang of langs) {
      const sc = scWords(lang);
      for (const word of [...Object.values(sc.card), ...Object.values(sc.resource), sc.more, sc.yourCards])
        expect(text("santa-cruz", lang), `santa-cruz.${lang}: ${word}`).toContain(word);
      const sm = smWords(lang);
      for (const word of [sm.rotate, sm.resource.grain, sm.resource.gems])
        expect(text("santa-maria", lang), `santa-maria.${lang}: ${word}`).toContain(word);
    }
  });

  it("finds no text for a game it does not host", () => {
    expect(howToPlay("chess", "en")).toBeNull();
    expect(howToPlay("toString", "en")).toBeNull();
  });

  it("links with the way back, which stays inside the client", () => {
    expect(howToPlayPath("santa-cruz")).toBe("/games/santa-cruz/how-to-play");
    expect(howToPlayPath("santa-maria", "/matches/m_1")).toBe(
      "/games/santa-maria/how-to-play?from=%2Fmatches%2Fm_1",
    );
    expect(backPath("/matches/m_1")).toBe("/matches/m_1");
    expect(backPath(null)).toBe("/");
    expect(backPath("https://example.com/")).toBe("/");
    expect(backPath("//example.com/")).toBe("/");
    expect(backPath("/\\example.com")).toBe("/");
    // browsers drop tabs and line breaks from a URL, so these are //evil.example to them
    for (const hidden of [
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "/\r\n/evil.example",
      "/%09/evil.example",
    ])
      expect(new URL(backPath(hidden), "https://games.example").origin, JSON.stringify(hidden)).toBe(
        "https://games.example",
      );
    expect(backPath("/matches/m_1?tab=log#moves")).toBe("/matches/m_1?tab=log#moves");
  });
});

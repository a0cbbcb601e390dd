import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../domain/core/game";
import { languages, readAction, shortText } from "../../domain/core/sentences";
import { santaCruz } from "../../domain/santa-cruz";
import { santaCruzSentences } from "../../domain/santa-cruz/sentences";
import { type SantaMariaView, santaMaria } from "../../domain/santa-maria";
import {
  monkTargetName,
  retiringName,
  shipmentName,
  tileName,
} from "../../domain/santa-maria/sentences/words";
import { mailOf } from "../../functions/notify/mail";
import type { Message } from "../../functions/notify/message";
import { type Picture, usedCss } from "../../functions/notify/pictures/picture";
import { composed, stampCache, toPng } from "../../functions/notify/pictures/png";
import { drawSantaCruz } from "../../functions/notify/pictures/santa-cruz";
import { drawSantaMaria } from "../../functions/notify/pictures/santa-maria";
import { fittedName } from "../../functions/notify/pictures/seat-key";
import { textsFor } from "../../functions/notify/texts/texts";
import { mapFrame } from "../../web/src/games/santa-cruz/frame";
import { SCALE } from "../../web/src/games/santa-cruz/site-mark";
import { playedFor, texts } from "./picture-texts";

const names = ["Ada Lovelace-Byron", "Computer (greedy)", "Computer (strong)", "Bartholomew the Navigator"];
// beside the browser suite's screenshots (not kept in git), to be looked at
const OUT = "test/browser/screenshots/email-pictures";

/** Writes the PNG where a person looks at it before the pictures are called done. */
async function kept(name: string, picture: Picture): Promise<Uint8Array> {
  const png = await toPng(picture);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/${name}.png`, png);
  return png;
}

const sc = santaCruz as unknown as AnyGame;
const sm = santaMaria as unknown as AnyGame;
const drawCruz = (view: unknown, lang: (typeof languages)[number] = "en") =>
  drawSantaCruz(view as never, santaCruz.content as never, names, lang);
const drawMaria = (view: unknown, lang: (typeof languages)[number] = "en") =>
  drawSantaMaria(view as never, santaMaria.content as never, names, lang);

describe("email pictures", () => {
  it("the Santa Cruz board is drawn whole: no site is cut off at the picture's edges", () => {
    const picture = drawCruz(sc.view(sc.setup("whole", 4, {}), 0));
    const { sites } = santaCruz.content.map;
    const frame = mapFrame(sites as never);
    for (const s of sites) {
      const x = ((s.x * SCALE - frame.x) / frame.width) * picture.width;
      expect(x - 30).toBeGreaterThanOrEqual(0);
      expect(x + 30).toBeLessThanOrEqual(picture.width);
      expect(s.y * SCALE - 30).toBeGreaterThanOrEqual(frame.y);
      expect(s.y * SCALE + 30).toBeLessThanOrEqual(frame.y + frame.height);
    }
  });

  it("every Santa Cruz site is numbered, and the key's name for it, written in a reply, picks that site", async () => {
    const everywhere = santaCruz.content.map.sites.map((s) => ({ type: "build", site: s.id }));
    for (const lang of languages) {
      const picture = drawCruz(sc.view(sc.setup("keys", 2, {}), 0), lang);
      // the key is the email's text beside the picture, numbered from 1
      const key = picture.key ?? [];
      expect(key).toHaveLength(everywhere.length);
      key.forEach((name, i) => {
        const ctx = { lang, names, viewer: 0, view: {} };
        const read = readAction(santaCruzSentences, `build ${name}`, everywhere as never, ctx as never);
        expect(read).toEqual({ type: "build", site: i });
      });
      expect(texts(picture.over ?? "")).toEqual(everywhere.map((a) => String(a.site + 1)));
      await kept(`santa-cruz-${lang}`, picture);
    }
  });

  it("the Santa Cruz email lists the picture's numbers by the names a reply writes, in its HTML and its text, and only beside a picture", async () => {
    for (const lang of languages) {
      const picture = drawCruz(sc.view(sc.setup("keys", 2, {}), 0), lang);
      const words = textsFor(lang);
      const message = {
        lang,
        texts: words,
        subject: "Santa Cruz",
        headline: "Your turn",
        mustAct: true,
        happened: [],
        standings: null,
        clock: [],
        link: { label: "Open", url: "https://games.example/matches/m_1", note: null },
        picture,
        reply: null,
      } as unknown as Message;
      const links = { to: "ada@example.com", id: "d_1", unsubscribe: "https://u", preferences: "https://p" };
      const mail = mailOf(message, { ...links, png: await toPng(picture) });
      const key = picture.key ?? [];
      expect(mail.html).toContain(words.pictureKey);
      expect(mail.text).toContain(words.pictureKey);
      expect(mail.text).toContain(key.map((name, i) => `${i + 1} ${name}`).join(", "));
      for (const [i, name] of key.entries()) expect(mail.html).toContain(`<b>${i + 1}</b>&nbsp;${name}`);
      // a message mailed without its picture has no numbers to explain
      const bare = mailOf(message, { ...links, png: null });
      expect(bare.html).not.toContain(words.pictureKey);
      expect(bare.text).not.toContain(words.pictureKey);
    }
  });

  it("the Santa Cruz seat key's long names are shortened to their column, never run into each other", async () => {
    const picture = drawCruz(playedFor(sc, "legend", 4, 80));
    const shown = texts(picture.svg).filter((t) => names.some((n) => n.startsWith(t.replace("…", ""))));
    expect(shown).toEqual([
      "Ada Lovelace-Byron",
      "Computer (greedy)",
      "Computer (strong)",
      "Bartholomew the N…",
    ]);
    await kept("santa-cruz-late", picture);
  });

  it("a name too long for its place is shortened with an ellipsis", () => {
    expect(fittedName("Computer (greedy)", 304)).toBe("Computer (greedy)");
    expect(fittedName("Bartholomew the Navigator of the Seven Seas", 200)).toMatch(/^Bartholomew.*…$/);
    expect(fittedName("Bartholomew the Navigator of the Seven Seas", 200).length).toBeLessThanOrEqual(
      Math.floor((200 - 24) / (0.62 * 14)),
    );
  });

  it("the Santa Maria colony names its rows and columns as the short forms count them (r3 c2, z3 s2)", async () => {
    const view = playedFor(sm, "labels", 2, 40);
    for (const [lang, row, column] of [
      ["en", "r", "c"],
      ["de", "z", "s"],
    ] as const) {
      const drawn = texts(drawMaria(view, lang).svg);
      for (const n of [1, 2, 3, 4, 5, 6]) expect(drawn).toContain(`${row}${n}`);
      for (const n of [1, 2, 3, 4, 5, 6]) expect(drawn).toContain(`${column}${n}`);
    }
    await kept("santa-maria", drawMaria(view));
    await kept("santa-maria-de", drawMaria(view, "de"));
  });

  it("the Santa Maria picture shows the dice, tiles, ships, monk spaces, resources and tracks by the names replies use", () => {
    const view = playedFor(sm, "board", 3, 30) as SantaMariaView;
    // a space someone holds names them after it: "coins (Ada)"
    const drawn = texts(drawMaria(view).svg).map((t) => t.replace(/ \(.*\)$/, ""));
    const slug = (name: { en: string }) => shortText([name.en], "en");
    const named = [
      ...view.white.map((value) => `white ${value}`),
      ...view.display.map((id) => slug(tileName(id))),
      ...view.docks.flatMap((id) => (id ? [slug(shipmentName(id))] : [])),
      ...view.retiring.map((_, space) => slug(retiringName(space))),
      ...view.monkSpaces.map((space) => slug(monkTargetName(space.kind, space.id))),
    ];
    expect(drawn).toEqual(expect.arrayContaining(named));
    expect(view.display.length * view.monkSpaces.length * view.white.length).toBeGreaterThan(0);
    expect(drawn.some((t) => /^\d+ wood$/.test(t))).toBe(true);
    expect(drawn.some((t) => /religion step \d+/.test(t))).toBe(true);
  });

  it("a picture draws nothing its reader may not see: every seat's and a spectator's Santa Cruz pictures are alike", () => {
    const state = sc.setup("secrets", 4, {});
    const pictures = [0, 1, 2, 3, null].map((viewer) => drawCruz(sc.view(state, viewer)));
    for (const p of pictures) expect(p.svg).toBe(pictures[0].svg);
    const cards = santaCruz.content.components.scoringCards.map((c) => c.name);
    for (const text of texts(pictures[0].svg + pictures[0].ground)) expect(cards).not.toContain(text);
  });

  it("the stamps draw what the whole pieces layer draws, for both games early and late", async () => {
    for (const [draw, game, seats] of [
      [drawCruz, sc, 4],
      [drawMaria, sm, 3],
    ] as const) {
      for (const moves of [0, 60, 400]) {
        const picture = draw(playedFor(game, "stamps", seats, moves));
        expect(picture.stamps?.length).toBeGreaterThan(5);
        const [stamped, whole] = [await composed(picture), await composed({ ...picture, stamps: undefined })];
        let [off, most] = [0, 0];
        for (let i = 0; i < whole.length; i++) {
          const d = Math.abs(stamped[i] - whole[i]);
          most = Math.max(most, d);
          if (d > 2) off++;
        }
        // where two stamps' anti-aliased edges meet, each rounds on its own
        expect(most).toBeLessThan(48);
        expect(off).toBeLessThan(whole.length / 5000);
      }
    }
  });

  it("a picture drawn again draws no stamp anew: the next turn's picture draws only what changed", async () => {
    const view = playedFor(sm, "again", 3, 80);
    await toPng(drawMaria(view));
    const kept = stampCache.count();
    await toPng(drawMaria(view));
    expect(stampCache.count()).toBe(kept);
    expect(stampCache.bytes()).toBeLessThan(48 << 20);
  });

  it("a picture's style sheet keeps only the rules for the classes it draws", () => {
    const css =
      ".a { fill: red; }\n.b .c { fill: blue; }\n.d, .a text { stroke: none; }\n@media (max-width: 9px) { .a { fill: green; } }";
    expect(usedCss(css, '<g class="a"><text class="x">1</text></g>')).toBe(
      ".a { fill: red; }\n.d, .a text { stroke: none; }",
    );
  });

  it("the picture is a 4-bit palette PNG of at most 16 colours, its seats' colours among them", async () => {
    const picture = drawCruz(playedFor(sc, "palette", 4, 60));
    const png = Buffer.from(await toPng(picture));
    expect(png[24]).toBe(4);
    expect(png[25]).toBe(3);
    const plte = png.indexOf("PLTE");
    const colours = png.readUInt32BE(plte - 4) / 3;
    expect(colours).toBeLessThanOrEqual(16);
    const palette = Array.from({ length: colours }, (_, i) =>
      png.subarray(plte + 4 + i * 3, plte + 7 + i * 3).toString("hex"),
    );
    for (const seat of picture.kept.slice(0, 4)) expect(palette).toContain(seat.slice(1));
  });
});

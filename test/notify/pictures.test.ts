import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fittedName } from "../../domain/core/svg";
import { santaCruz } from "../../domain/santa-cruz";
import { boardFrame, drawSantaCruz } from "../../domain/santa-cruz/picture";
import { santaMaria } from "../../domain/santa-maria";
import { drawSantaMaria } from "../../domain/santa-maria/picture";
import { toPng } from "../../functions/notify/pictures/png";

const names = ["Ada Lovelace-Byron", "Computer (greedy)", "Computer (strong)", "Bartholomew the Navigator"];
// beside the browser suite's screenshots (not kept in git), to be looked at
const OUT = "test/browser/screenshots/email-pictures";

/** Writes the PNG where a person looks at it before the pictures are called done. */
async function kept(name: string, svg: { svg: string; width: number; height: number }): Promise<Uint8Array> {
  const png = await toPng(svg);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}/${name}.png`, png);
  return png;
}

/** The x positions and texts of the seat labels a picture draws. */
const labels = (svg: string) =>
  [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="14"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3],
  }));

describe("email pictures", () => {
  it("the Santa Cruz board is drawn whole: no site's sand is cut off at the picture's edges", () => {
    const { map } = santaCruz.content as { map: Parameters<typeof boardFrame>[0] };
    const frame = boardFrame(map);
    for (const s of map.sites) {
      const [x, y] = [(s.x - frame.left) * frame.scale, (s.y - frame.top) * frame.scale];
      const r = 6.5 * frame.scale;
      expect(x - r).toBeGreaterThanOrEqual(0);
      expect(x + r).toBeLessThanOrEqual(640);
      expect(y - r).toBeGreaterThanOrEqual(0);
      expect(y + r).toBeLessThanOrEqual(frame.height);
    }
  });

  it("the Santa Cruz legend's long names do not run into each other", async () => {
    const state = santaCruz.setup("legend", 4, { setAssignment: "draft" });
    const picture = drawSantaCruz(santaCruz.view(state, 0) as never, santaCruz.content as never, names);
    const drawn = labels(picture.svg);
    expect(drawn).toHaveLength(4);
    for (const a of drawn)
      for (const b of drawn.filter((o) => o !== a && o.y === a.y && o.x > a.x))
        expect(a.x + a.text.length * 0.62 * 14).toBeLessThanOrEqual(b.x - 20);
    expect(Math.max(...drawn.map((l) => l.y))).toBeLessThan(picture.height);
    await kept("santa-cruz", picture);
  });

  it("a name too long for its place is shortened with an ellipsis, its score kept", () => {
    expect(fittedName("Computer (greedy)", 18, 304)).toBe("Computer (greedy)");
    expect(fittedName("Bartholomew the Navigator of the Seven Seas", 151, 200)).toMatch(/^Bartholomew.*…$/);
    expect(fittedName("Bartholomew the Navigator of the Seven Seas", 151, 200).length).toBeLessThanOrEqual(
      Math.floor((200 - 24) / (0.62 * 14)) - 4,
    );
  });

  it("the Santa Maria colony numbers its rows and columns from 1 at the top left, as the short forms count", async () => {
    const state = santaMaria.setup("labels", 2, { blueDice: "personal", colonies: "random" });
    const picture = drawSantaMaria(santaMaria.view(state, 0) as never, santaMaria.content as never, names);
    for (const n of [1, 2, 3, 4, 5, 6])
      expect(picture.svg.match(new RegExp(`>${n}</text>`, "g"))?.length).toBeGreaterThanOrEqual(2);
    await kept("santa-maria", picture);
  });
});

import { describe, expect, it } from "vitest";
import { canNestDeeper, MAX_JSON_DEPTH, nestsDeeper } from "../../functions/http/body-limits";

/** The scan as it was before the bracket count: every character read. */
function scanned(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      if (++depth > limit) return true;
    } else if (c === "}" || c === "]") depth--;
  }
  return false;
}

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;

describe("the JSON depth scan runs only where a body can nest deeper than the cap", () => {
  it("a move's body, with fewer brackets than the cap, is passed without a scan", () => {
    const move = JSON.stringify({ action: { type: "placeShip", at: [3, 4] }, expectedVersion: 12 });
    expect(canNestDeeper(move, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeper(move, MAX_JSON_DEPTH)).toBe(false);
  });

  it("a body nested one level past the cap is refused, in arrays, objects and both mixed", () => {
    const limit = MAX_JSON_DEPTH;
    expect(nestsDeeper(nested(limit + 1), limit)).toBe(true);
    expect(nestsDeeper(`${'{"a":'.repeat(limit + 1)}1${"}".repeat(limit + 1)}`, limit)).toBe(true);
    expect(nestsDeeper(`${'[{"a":'.repeat(17)}1${"}]".repeat(17)}`, limit)).toBe(true);
    expect(nestsDeeper(nested(limit), limit)).toBe(false);
  });

  it("brackets inside strings make a body scanned, never refused", () => {
    const text = JSON.stringify({ note: "[".repeat(100), list: [[1], [2]] });
    expect(canNestDeeper(text, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeper(text, MAX_JSON_DEPTH)).toBe(false);
  });

  it("gives the same answer as a scan of every character, over many shapes", () => {
    const parts = ["[", "]", "{", "}", '"', '\\"', "\\\\", "1", ",", ':"x"'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: next() % 80 }, () => parts[next() % parts.length]).join("");
      for (const limit of [1, 3, 8])
        expect(nestsDeeper(text, limit), `${text} at ${limit}`).toBe(scanned(text, limit));
    }
  });
});

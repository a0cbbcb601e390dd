import { describe, expect, it } from "vitest";
import { type ContentChoiceRow, contentChoices } from "../bench/content-choices";

describe("the Santa Maria policy and the content it once avoided", () => {
  let rows: ContentChoiceRow[] | undefined;
  const share = (item: string) => {
    rows ??= contentChoices(1);
    return rows.find((row) => row.item === item)?.["chose it %"] ?? 0;
  };

  it("values a scholar's ability at what holding it measured: the Carpenter, the Merchant and the Navigator are trained when offered", () => {
    for (const scholar of ["The Carpenter", "The Merchant", "The Navigator"])
      expect(share(scholar)).toBeGreaterThanOrEqual(25);
  });

  it("no longer trains the Friar first: his fourth white die measured under a point a year", () => {
    expect(share("The Friar")).toBeLessThan(share("The Carpenter"));
  });
});

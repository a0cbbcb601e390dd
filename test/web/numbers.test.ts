import { describe, expect, it } from "vitest";
import { retryIn, signedChange } from "../../web/src/i18n/numbers";

describe("numbers as each language writes them", () => {
  it("a rating change has one decimal, the language's decimal mark, a real minus sign and an explicit plus", () => {
    expect(signedChange("en", -144.5)).toBe("\u2212144.5");
    expect(signedChange("en", 162.34)).toBe("+162.3");
    expect(signedChange("de", -144.5)).toBe("\u2212144,5");
    expect(signedChange("de", 162.34)).toBe("+162,3");
    expect(signedChange("de", 1234.5)).toBe("+1.234,5");
    expect(signedChange("de", 0)).toBe("0,0");
  });

  it("a wait is said in seconds under a minute, in minutes under an hour and a half, else in hours", () => {
    expect(retryIn("en", 0)).toBe("in 1 second");
    expect(retryIn("en", 59)).toBe("in 59 seconds");
    expect(retryIn("en", 60)).toBe("in 1 minute");
    expect(retryIn("en", 1499)).toBe("in 25 minutes");
    expect(retryIn("de", 1499)).toBe("in 25 Minuten");
    expect(retryIn("en", 90 * 60)).toBe("in 2 hours");
    expect(retryIn("de", 3 * 3600)).toBe("in 3 Stunden");
  });
});

import { describe, expect, it } from "vitest";
import { guestName } from "../../functions/routes/invitation-sign-in";

describe("a guest made by an invitation by email is named from the address", () => {
  it("its words capitalised as names are written, the rest kept as typed", () => {
    expect(guestName("bea@example.test")).toBe("Bea");
    expect(guestName("ben.miller@example.test")).toBe("Ben Miller");
    expect(guestName("anna-lena_o+games@example.test")).toBe("Anna Lena O Games");
    expect(guestName("mcDonald@example.test")).toBe("McDonald");
    expect(guestName("jörg@example.test")).toBe("Jörg");
    expect(guestName("r2d2@example.test")).toBe("R2d2");
  });

  it("is Guest when the address makes no valid name", () => {
    expect(guestName("...@example.test")).toBe("Guest");
    expect(guestName(`${"x".repeat(60)}@example.test`)).toBe("Guest");
  });
});

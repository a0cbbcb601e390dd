import { describe, expect, it } from "vitest";
import { problemText } from "../../web/src/api/problem";

describe("what the web client says went wrong", () => {
  it("a validation problem names each field it refused and why, after its sentence", () => {
    const problem = {
      type: "/problems/validation-error",
      title: "Validation error",
      status: 400,
      detail: "The request json does not fit the schema",
      errors: [{ path: "timeZone", message: "an IANA time zone such as Europe/Berlin" }],
    };
    expect(problemText(problem)).toBe(
      "The request json does not fit the schema: timeZone: an IANA time zone such as Europe/Berlin",
    );
  });

  it("a problem without fields is its detail, else its title; anything else its message", () => {
    const conflict = { type: "/problems/conflict", title: "Conflict", status: 409 };
    expect(problemText(conflict)).toBe("Conflict");
    expect(problemText({ ...conflict, detail: "The match already started" })).toBe(
      "The match already started",
    );
    expect(problemText({ ...conflict, errors: [{ path: "", message: "Invalid JSON" }] })).toBe(
      "Conflict: Invalid JSON",
    );
    expect(problemText(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
});

import "./page-globals";
import { afterEach, describe, expect, it } from "vitest";
import { type ProblemKind, problemKinds } from "../../functions/http/problem";
import { ApiError, problemText } from "../../web/src/api/problem";
import { lang } from "../../web/src/i18n";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";

/** A problem of that kind as the API sends it, its detail in English. */
const sent = (kind: ProblemKind, detail = "Said by the API in English") => ({
  type: `/problems/${kind}`,
  title: problemKinds[kind].title,
  status: problemKinds[kind].status,
  detail,
});

/** The kinds a person can run into from the web client's pages (the others are a client's own mistakes). */
const personal: ProblemKind[] = [
  "validation-error",
  "unauthorized",
  "forbidden",
  "not-found",
  "conflict",
  "stale-version",
  "unknown-version",
  "precondition-failed",
  "rules-version-unavailable",
  "rule-violation",
  "rate-limited",
  "internal-error",
  "service-unavailable",
];

afterEach(() => {
  lang.value = "en";
});

describe("what the web client says went wrong", () => {
  it("a validation problem names each field it refused and why, after its sentence", () => {
    const problem = {
      ...sent("validation-error", "The request json does not fit the schema"),
      errors: [{ path: "timeZone", message: "an IANA time zone such as Europe/Berlin" }],
    };
    expect(problemText(problem)).toBe(
      "Some of what was entered is not accepted: timeZone: an IANA time zone such as Europe/Berlin",
    );
    lang.value = "de";
    expect(problemText(problem)).toBe(
      "Einige Angaben werden nicht angenommen: timeZone: an IANA time zone such as Europe/Berlin",
    );
  });

  it.each(personal)("%s: said in the reader's language, not in the API's English", (kind) => {
    const problem = sent(kind);
    const english = problemText(problem);
    expect(Object.values(en)).toContain(english);
    lang.value = "de";
    const german = problemText(problem);
    expect(Object.values(de)).toContain(german);
    expect(german).not.toBe(english);
  });

  it("a request's own words for a type come first, also for the error thrown with the problem", () => {
    const here = { "/problems/not-found": "Nobody is known as Zed" };
    expect(problemText(sent("not-found"), here)).toBe("Nobody is known as Zed");
    expect(problemText(new ApiError(sent("not-found"), 404), here)).toBe("Nobody is known as Zed");
    expect(problemText(sent("conflict"), here)).toBe(en["problem.conflict"]);
  });

  it("a type the client does not know is the API's detail, else its title; anything else its message", () => {
    const unknown = { type: "/problems/something-new", title: "Something new", status: 409 };
    lang.value = "de";
    expect(problemText(unknown)).toBe("Something new");
    expect(problemText({ ...unknown, detail: "The match already started" })).toBe(
      "The match already started",
    );
    expect(problemText({ ...unknown, errors: [{ path: "", message: "Invalid JSON" }] })).toBe(
      "Something new: Invalid JSON",
    );
    expect(problemText({ title: "The client's own words" })).toBe("The client's own words");
    expect(problemText(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
});

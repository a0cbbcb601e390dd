import "./page-globals";
import { afterEach, describe, expect, it } from "vitest";
import { type ProblemKind, problemKinds } from "../../functions/http/problem";
import { ApiError, problemText } from "../../web/src/api/problem";
import { lang, type MessageKey } from "../../web/src/i18n";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";
import { format } from "../../web/src/i18n/format";
import { Client, newPlayer, useServer } from "../api/harness";

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
  it("a validation problem says in the reader's language what is wrong with each field a person fills in", () => {
    const problem = {
      ...sent("validation-error", "The request json does not fit the schema"),
      errors: [{ path: "timeZone", code: "bad-format", message: "an IANA time zone such as Europe/Berlin" }],
    };
    expect(problemText(problem)).toBe(`${en["problem.validation"]}. ${en["field.timeZone"]}`);
    lang.value = "de";
    expect(problemText(problem)).toBe(`${de["problem.validation"]}. ${de["field.timeZone"]}`);
  });

  it("a field is said by its own path or its enclosing field's, each sentence once", () => {
    const problem = {
      ...sent("validation-error"),
      errors: [
        { path: "quietHours.from", code: "bad-format", message: "a time like 22:30" },
        { path: "quietHours.to", code: "bad-format", message: "a time like 22:30" },
        { path: "clock.remindHours.0", code: "too-small", message: "Too small: expected number to be >=1" },
        { path: "clock.standIn", code: "not-allowed", message: "Invalid option" },
      ],
    };
    lang.value = "de";
    expect(problemText(problem)).toBe(
      [
        `${de["problem.validation"]}.`,
        de["field.quietHours"],
        de["field.remindHours"],
        de["field.clock"],
      ].join(" "),
    );
  });

  it("a field the client has no sentence for is named as the API words it, before the known ones", () => {
    const problem = {
      ...sent("validation-error"),
      errors: [
        { path: "digestHour", code: "too-big", message: "Too big: expected number to be <=23" },
        { path: "name", code: "too-small", message: "Too small: expected string to have >=1 characters" },
      ],
    };
    expect(problemText(problem)).toBe(
      `${en["problem.validation"]}: digestHour: Too big: expected number to be <=23. ${en["field.name"]}`,
    );
  });

  it("a field the API does not take is said to be unknown, even when a field of that name has a sentence", () => {
    // a stale page that sends `name` where the API no longer takes it must not hear that names have 1 to 40 characters
    const problem = {
      ...sent("validation-error"),
      errors: [{ path: "name", code: "unknown-field", message: "Not a field this request takes" }],
    };
    expect(problemText(problem)).toBe(
      `${en["problem.validation"]}. ${en["field.unknown"].replace("{path}", "name")}`,
    );
    lang.value = "de";
    expect(problemText(problem)).toBe(
      `${de["problem.validation"]}. ${de["field.unknown"].replace("{path}", "name")}`,
    );
  });

  it.each(personal)("%s: said in the reader's language, not in the API's English", (kind) => {
    const problem = sent(kind);
    const english = problemText(problem);
    // a sentence with a part for what the problem may tell (how long to wait) reads without it here
    expect(Object.values(en).map((text) => format(text))).toContain(english);
    lang.value = "de";
    const german = problemText(problem);
    expect(Object.values(de).map((text) => format(text))).toContain(german);
    expect(german).not.toBe(english);
  });

  it("a rate limit says how long to wait, as the answer's retryAfter tells, in the reader's language", () => {
    const limited = (retryAfter: number) => ({ ...sent("rate-limited"), retryAfter });
    expect(problemText(limited(1500))).toBe("Too many requests of this kind: try again in 25 minutes");
    expect(problemText(limited(25))).toBe("Too many requests of this kind: try again in 25 seconds");
    expect(problemText(limited(1))).toBe("Too many requests of this kind: try again in 1 second");
    expect(problemText(limited(86_000))).toBe("Too many requests of this kind: try again in 24 hours");
    expect(problemText(sent("rate-limited"))).toBe(
      "Too many requests of this kind: wait a while, then try again",
    );
    lang.value = "de";
    expect(problemText(new ApiError(limited(1500), 429))).toBe(
      "Zu viele Anfragen dieser Art: Versuch es in 25 Minuten noch einmal",
    );
    expect(problemText(limited(40))).toBe(
      "Zu viele Anfragen dieser Art: Versuch es in 40 Sekunden noch einmal",
    );
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
    expect(
      problemText({ ...unknown, errors: [{ path: "", code: "invalid", message: "Invalid JSON" }] }),
    ).toBe("Something new: Invalid JSON");
    expect(problemText({ title: "The client's own words" })).toBe("The client's own words");
    expect(problemText(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
});

describe("the API's own refusals of what a person types, as the web client says them", () => {
  const api = useServer();
  /** The problem the API answers to that request, which must refuse it as invalid. */
  async function refusal(client: Client, method: string, path: string, body: unknown) {
    const reply = await client.request(method, path, { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    return reply.body as { type: string; title: string; errors: { path: string; message: string }[] };
  }

  it("each field the web client lets a person fill in is said in German, without the API's English", async () => {
    const nobody = new Client(api.url);
    const ada = await newPlayer(api.url, "Ada");
    const match = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const settings = "/v1/me/notifications";
    const cases: [Client, string, string, unknown, MessageKey][] = [
      [nobody, "POST", "/v1/players", { name: "   " }, "field.name"],
      [ada, "PATCH", "/v1/me", { name: "   " }, "field.name"],
      [ada, "PATCH", "/v1/me", { email: "bob@" }, "field.email"],
      [ada, "PUT", settings, { address: "bob@" }, "field.email"],
      [ada, "POST", `/v1/matches/${match.id}/invites`, { email: "bob@" }, "field.email"],
      [ada, "POST", `/v1/matches/${match.id}/invites`, { playerId: `p_${"x".repeat(70)}` }, "field.playerId"],
      [ada, "PUT", settings, { quietHours: { from: "22:00", to: "" } }, "field.quietHours"],
      [ada, "PUT", settings, { timeZone: "Mars/Olympus" }, "field.timeZone"],
      [ada, "PUT", settings, { vacationUntil: "2030-08-31" }, "field.vacationUntil"],
      [ada, "PUT", settings, { webhook: { url: "not a url" } }, "field.webhookUrl"],
      [ada, "PUT", settings, { discord: { url: "https://example.org/hook" } }, "field.discordUrl"],
      [ada, "PUT", settings, { slack: { url: "https://example.org/hook" } }, "field.slackUrl"],
      [ada, "POST", `/v1/matches/${match.id}/messages`, { text: "   " }, "field.text"],
      [ada, "POST", "/v1/matches", { game: "santa-cruz", seats: 7 }, "field.seats"],
      [ada, "POST", "/v1/matches", { game: "santa-cruz", seats: 2, seed: "" }, "field.seed"],
      [
        ada,
        "POST",
        "/v1/matches",
        { game: "santa-cruz", seats: 2, clock: { moveHours: 0 } },
        "field.moveHours",
      ],
      [
        ada,
        "POST",
        "/v1/matches",
        { game: "santa-cruz", seats: 2, clock: { moveHours: 4, remindHours: [9] } },
        "field.remindHours",
      ],
      [
        ada,
        "POST",
        "/v1/matches",
        { game: "santa-cruz", seats: 2, clock: { vacationDays: 99 } },
        "field.vacationDays",
      ],
      [ada, "POST", `/v1/matches/${match.id}/join`, { inviteCode: "" }, "field.inviteCode"],
    ];
    for (const [client, method, path, body, key] of cases) {
      const problem = await refusal(client, method, path, body);
      lang.value = "de";
      const german = problemText(problem);
      lang.value = "en";
      const said = `${method} ${path} ${JSON.stringify(body)}: ${german}`;
      expect(german, said).toBe(`${de["problem.validation"]}. ${de[key]}`);
      for (const error of problem.errors) expect(german, said).not.toContain(error.message);
    }
  });
});

import "./page-globals";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Schemas } from "../../web/src/api/client";
import { type Draft, forgetDraft, keepDraft, restoredDraft } from "../../web/src/pages/new-match-draft";

/** Two games as `GET /v1/games` lists them, with the parts of their options schemas the form reads. */
const games: Schemas["Game"][] = [
  {
    id: "santa-cruz",
    name: "Santa Cruz",
    description: "",
    players: { min: 2, max: 4 },
    rulesVersion: 1,
    optionsSchema: { properties: { setAssignment: { type: "string", enum: ["draft", "random"] } } },
    actionSchema: {},
  },
  {
    id: "santa-maria",
    name: "Santa Maria",
    description: "",
    players: { min: 1, max: 4 },
    rulesVersion: 1,
    optionsSchema: {
      properties: {
        setup: { type: "string", enum: ["basic", "advanced"] },
        blueDice: { type: "string", enum: ["personal", "commonPool"] },
      },
    },
    actionSchema: {},
  },
];

const fresh: Draft = { game: "santa-cruz", seats: 2, options: {}, seed: "", clock: null, open: false };

const chosen: Draft = {
  game: "santa-maria",
  seats: 3,
  options: { setup: "advanced" },
  seed: "friday",
  clock: { moveHours: 24, remindHours: [6], onTimeout: "skip", standIn: "quick", vacationDays: 7 },
  open: true,
};

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the new-match form's choices, kept for the tab's session", () => {
  it("start at the first game, two seats, no options, no clock, private, when none are kept", () => {
    expect(restoredDraft(games)).toEqual(fresh);
  });

  it("come back as they were kept, until the match they made is open", () => {
    keepDraft(chosen);
    expect(restoredDraft(games)).toEqual(chosen);
    forgetDraft();
    expect(restoredDraft(games)).toEqual(fresh);
  });

  it.each([
    "{not json",
    "null",
    "42",
    '"santa-maria"',
    "[]",
    JSON.stringify({ ...chosen, game: "chess" }),
    JSON.stringify({ seats: 3 }),
  ])("start afresh from kept data that is broken or names no hosted game: %s", (kept) => {
    sessionStorage.setItem("newMatchDraft", kept);
    expect(restoredDraft(games)).toEqual(fresh);
  });

  it("leave each choice the game no longer takes at its default, and keep the others", () => {
    sessionStorage.setItem(
      "newMatchDraft",
      JSON.stringify({
        game: "santa-maria",
        seats: 9,
        options: { setup: "expert", blueDice: "commonPool", colour: "red" },
        seed: 5,
        clock: { moveHours: 0, remindHours: "6", onTimeout: "skip", standIn: "genius", extra: 1 },
        open: "yes",
      }),
    );
    expect(restoredDraft(games)).toEqual({
      game: "santa-maria",
      seats: 4,
      options: { blueDice: "commonPool" },
      seed: "",
      clock: { onTimeout: "skip" },
      open: false,
    });
    for (const clock of ["on", [24], 7]) {
      sessionStorage.setItem("newMatchDraft", JSON.stringify({ ...chosen, clock, options: "advanced" }));
      expect(restoredDraft(games)).toMatchObject({ clock: null, options: {} });
    }
  });

  it("do without a storage the browser refuses", () => {
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(sessionStorage, "getItem").mockImplementation(refused);
    vi.spyOn(sessionStorage, "setItem").mockImplementation(refused);
    vi.spyOn(sessionStorage, "removeItem").mockImplementation(refused);
    expect(() => keepDraft(chosen)).not.toThrow();
    expect(() => forgetDraft()).not.toThrow();
    expect(restoredDraft(games)).toEqual(fresh);
  });
});

import { describe, expect, it } from "vitest";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";
import { format, placeholders } from "../../web/src/i18n/format";

/** The lobby's messages that tell, explain or refuse something, as against its labels, buttons and headings. */
const lobbySentences: string[] = [
  "lobby.public",
  "lobby.oneMore",
  "lobby.startAlone",
  "lobby.startFewer",
  "lobby.moreNeeded",
  "lobby.invitePlayerHint",
  "lobby.invitedByEmail",
  "lobby.invited",
  "lobby.invitedWaiting",
  "lobby.invitedDeclined",
  "lobby.seatTaken",
  "lobby.signInToJoin",
  "lobby.inviteeUnknown",
  "lobby.inviteeAmbiguous",
  "lobby.inviteeSeated",
  "lobby.codeRefused",
  "lobby.inviteNotSent",
];

describe("the client's two message tables", () => {
  it("have the same keys", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it("name the same placeholders in both languages", () => {
    const differing = Object.entries(en).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(de[key as keyof typeof de]).join(),
    );
    expect(differing).toEqual([]);
  });

  it("end each of the lobby's sentences with a full stop, and none of its labels", () => {
    for (const table of [en, de]) {
      const lobby = Object.entries(table).filter(([key]) => key.startsWith("lobby."));
      const amiss = lobby.filter(([key, text]) => lobbySentences.includes(key) !== text.endsWith("."));
      expect(amiss).toEqual([]);
    }
  });

  it("leave no message empty", () => {
    const empty = [...Object.entries(en), ...Object.entries(de)].filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });
});

describe("format", () => {
  it("fills placeholders", () => {
    expect(format("{a} and {b}", { a: 1, b: "two" })).toBe("1 and two");
  });

  it("keeps an optional part only when its placeholders have values", () => {
    const template = "You play seat {seat}[ ({name})].";
    expect(format(template, { seat: 2, name: "Ada" })).toBe("You play seat 2 (Ada).");
    expect(format(template, { seat: 2 })).toBe("You play seat 2.");
  });

  it("puts the text after | in place of an optional part that cannot be filled", () => {
    expect(format("Build[ on {site}| nothing]", {})).toBe("Build nothing");
    expect(format("Build[ on {site}| nothing]", { site: "the coast" })).toBe("Build on the coast");
  });

  it("leaves a placeholder without a value visible rather than dropping it", () => {
    expect(format("Hello {name}", {})).toBe("Hello {name}");
  });
});

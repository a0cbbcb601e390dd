import { describe, expect, it } from "vitest";
import { choicesFitting, type Word } from "../../domain/core/sentences";

/** Choices as a reply writes them: a verb, then one name with its number. */
const wordsOf = (choice: string): Word[] => choice.split(" ");
const fitting = (text: string, choices: string[]) => choicesFitting(text, choices, wordsOf);

describe("a reply's line read against the choices", () => {
  const roads = ["road west-shore-2", "road west-hills", "road south-east-hills"];

  it("a shortened line that fits two choices, one of them with a number it leaves out, plays neither: both are named", () => {
    expect(fitting("road west", roads)).toEqual(["road west-shore-2", "road west-hills"]);
  });

  it("a shortened line that leaves out the number every fitting choice has is told all of them, not none", () => {
    const lands = ["land north-shore-1", "land north-shore-2", "land north-shore-3", "land west-hills"];
    expect(fitting("land north", lands)).toEqual(lands.slice(0, 3));
    expect(fitting("land north shore", lands)).toEqual(lands.slice(0, 3));
  });

  it("a line that fits several choices names every one of them", () => {
    const doubles = roads.map((r) => `double ${r}`);
    expect(fitting("double road", doubles)).toEqual(doubles);
  });

  it("a line that names one choice, shortened or in full, plays it", () => {
    expect(fitting("road west shore 2", roads)).toEqual(["road west-shore-2"]);
    expect(fitting("road w h", roads)).toEqual(["road west-hills"]);
    expect(fitting("Road West-Hills", roads)).toEqual(["road west-hills"]);
    // a number is never shortened: 2 is not 12
    expect(fitting("road west shore 1", roads)).toEqual([]);
  });

  it("a line copied from the email's list plays the choice it was copied from: its number, or its reply form in brackets", () => {
    expect(fitting("2. Build a road on the west hills", roads)).toEqual(["road west-hills"]);
    expect(fitting("3) Build a road", roads)).toEqual(["road south-east-hills"]);
    expect(fitting("Build a road on west shore 2 (a church, 2 points) [road west-shore-2]", roads)).toEqual([
      "road west-shore-2",
    ]);
    expect(fitting("14. Build a road [road west-hills]", roads)).toEqual(["road west-hills"]);
    // a list number past the list is no choice
    expect(fitting("9. Build a road", roads)).toEqual([]);
  });
});

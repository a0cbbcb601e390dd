import { describe, expect, it } from "vitest";
import { de } from "../../functions/notify/texts/de";
import { en } from "../../functions/notify/texts/en";
import type { Outcome } from "../../functions/notify/texts/texts";

const beaWon = (runnerUp: Outcome["runnerUp"], of: number, reader: { place: number; score: number }) => ({
  game: "Santa Cruz",
  winners: ["Bea"],
  youWon: false,
  top: 132,
  runnerUp,
  of,
  ...reader,
});

describe("the final email's first line", () => {
  it("between two players, tells the score against the other", () => {
    const o = beaWon({ name: "Ada", score: 128, you: true }, 2, { place: 2, score: 128 });
    expect(en.outcome(o)).toBe("Bea won Santa Cruz 132–128 against you. You came 2nd of 2 with 128 points.");
    expect(de.outcome(o)).toBe(
      "Bea hat Santa Cruz 132:128 gegen dich gewonnen. Du bist auf Platz 2 von 2 gekommen, mit 128 Punkten.",
    );
  });

  it("among three or more, tells the winner's points and who came next, not a score against one of several", () => {
    const third = beaWon({ name: "Cal", score: 128, you: false }, 3, { place: 3, score: 100 });
    expect(en.outcome(third)).toBe(
      "Bea won Santa Cruz with 132 points, ahead of Cal (128). You came 3rd of 3 with 100 points.",
    );
    expect(de.outcome(third)).toBe(
      "Bea hat Santa Cruz mit 132 Punkten gewonnen, vor Cal (128). Du bist auf Platz 3 von 3 gekommen, mit 100 Punkten.",
    );
    const won = { ...third, winners: ["You"], youWon: true, place: 1, score: 132 };
    expect(en.outcome(won)).toBe("You won Santa Cruz with 132 points, ahead of Cal (128)!");
    expect(de.outcome({ ...won, winners: ["Du"] })).toBe(
      "Du hast Santa Cruz mit 132 Punkten gewonnen, vor Cal (128)!",
    );
  });
});

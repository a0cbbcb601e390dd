import { describe, expect, it } from "vitest";
import { santaCruz } from "../../domain/santa-cruz";
import { awaitingReply, person, useMailService } from "../inbound/harness";

const service = await useMailService(0);
const cardNames = new Map(
  (
    santaCruz.content as { components: { scoringCards: { id: string; name: string }[] } }
  ).components.scoringCards.map((card) => [card.id, card.name]),
);

describe("a Santa Cruz turn email tells what its reader holds", () => {
  it("names the reader's own scoring cards and bird chits, to choose from when the choices are too many to list, and never another seat's", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, offer } = await awaitingReply(service, ada, bo);
    const mine = (await ada.get(`/v1/matches/${matchId}`)).body;
    const theirs = (await bo.get(`/v1/matches/${matchId}`)).body;
    const own = mine.view.seats[mine.yourSeat].scoringCards as string[];
    const other = theirs.view.seats[theirs.yourSeat].scoringCards as string[];
    expect(own.length).toBeGreaterThan(0);
    const holding = offer.text.split("\n").find((line) => line.startsWith("You hold")) ?? "";
    expect(holding).not.toBe("");
    expect(offer.html).toContain(holding.replace(/'/g, "&#39;"));
    for (const id of own) expect(holding).toContain(cardNames.get(id));
    // the other seat's cards stay theirs: named only where the reader holds the same card too
    for (const id of other.filter((card) => !own.includes(card)))
      expect(offer.text).not.toContain(cardNames.get(id));
  });
});

import { describe, expect, it } from "vitest";
import { textsFor } from "../../functions/notify/texts/texts";
import { mailsTo, person, useMailService } from "../inbound/harness";

// the worker runs when the test says
const service = await useMailService(0);
const { nothingNew, since } = textsFor("en");

describe("what a match's first email says happened", () => {
  it("the first email of a match tells no 'nothing new since you last looked', there having been no last look; later ones tell what happened", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, seed: "first-email" });
    await bo.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    await service.api.server.work();
    const first = [...mailsTo(service, ada), ...mailsTo(service, bo)];
    expect(first.length).toBeGreaterThan(0);
    for (const mail of first) {
      expect(mail.text).not.toContain(nothingNew);
      expect(mail.html).not.toContain(nothingNew);
    }
    // a move made, the next email of the one whose turn comes tells it
    const view = async (p: typeof ada) => (await p.get(`/v1/matches/${created.body.id}`)).body;
    const mover = (await view(ada)).awaitingYou ? ada : bo;
    const other = mover === ada ? bo : ada;
    const before = mailsTo(service, other).length;
    const seen = await view(mover);
    await mover.post(`/v1/matches/${created.body.id}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    await service.api.server.work();
    const next = mailsTo(service, other).slice(before);
    expect(next.length).toBeGreaterThan(0);
    expect(next.at(-1)?.text).toContain(since);
  });
});

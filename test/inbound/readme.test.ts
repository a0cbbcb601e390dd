import { describe, expect, it } from "vitest";
import { readmeScript, runBash } from "../readme/readme-scripts";
import { awaitingReply, person, replyAddressOf, replyOutcome, useMailService } from "./harness";

const service = await useMailService(0);

describe("docs/play-by-email.md's reply with curl", () => {
  it("plays a choice by SMTP against the real listener, and the answer confirms it", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, version, offer } = await awaitingReply(service, ada, bo);
    const run = await runBash(readmeScript("reply-by-email", "docs/play-by-email.md"), {
      INBOUND: service.api.server.inboundUrl as string,
      REPLY_TO: replyAddressOf(offer) as string,
      FROM: ada.email,
      CHOICE: "set b",
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const messageId = /^Answered set b as (<\S+>);/m.exec(run.stdout)?.[1] as string;
    // played: answered at once while the turn is hers, else by the next turn's notice
    expect(await replyOutcome(service, matchId, messageId)).toMatch(/^(played$|Your reply was played\.)/);
    const seen = (await ada.get(`/v1/matches/${matchId}`)).body;
    expect(seen.version).toBe(version + 1);
    expect(seen.view.seats[seen.yourSeat]).toBeDefined();
  });

  it("stops at once without the addresses it needs", async () => {
    const run = await runBash(readmeScript("reply-by-email", "docs/play-by-email.md"), {
      INBOUND: service.api.server.inboundUrl as string,
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("set REPLY_TO to the Reply-To of your turn email");
  });
});

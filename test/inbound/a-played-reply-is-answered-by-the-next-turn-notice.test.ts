import { describe, expect, it } from "vitest";
import type { ReceivedMail } from "../notify/receivers";
import {
  awaitingReply,
  deliver,
  mailsTo,
  person,
  replyAddressOf,
  replyMessage,
  useMailService,
  waitFor,
} from "./harness";

// the worker runs when the test says, so that every email it counts was sent by then
const service = await useMailService(0);
const store = () => service.api.server.deps.store;

describe("calm email: a reply by email that is played", () => {
  it("is answered once, by the next turn's notice, which says the reply was played: never two messages", async () => {
    const ada = await person(service, "Ada");
    const bo = await person(service, "Bo");
    const { matchId, offer } = await awaitingReply(service, ada, bo);
    let mail: ReceivedMail = offer;
    const sent = mailsTo(service, ada).length;
    // Ada replies until her turn passes to Bo (a Santa Cruz turn may take more than one step)
    for (;;) {
      const message = replyMessage(ada, mail, "1", "plain top-post");
      await deliver(service, message);
      await waitFor(async () =>
        (await store().movesAfter(matchId, 0)).find((m) => m.idempotencyKey === `mail:${message.messageId}`),
      );
      if (!(await ada.get(`/v1/matches/${matchId}`)).body.awaitingYou) break;
      mail = await waitFor(() =>
        service.smtp.mails.find((m) => m.headers["in-reply-to"] === message.messageId),
      );
    }
    const beforeBo = mailsTo(service, ada).length;
    // Bo plays at the screen until it is Ada's turn again
    for (;;) {
      const seen = (await bo.get(`/v1/matches/${matchId}`)).body;
      if (!seen.awaitingYou) break;
      await bo.post(`/v1/matches/${matchId}/actions`, {
        action: seen.legalActions[0],
        expectedVersion: seen.version,
      });
      await service.api.server.work();
    }
    await service.api.server.work();
    const after = mailsTo(service, ada).slice(beforeBo);
    expect(after).toHaveLength(1);
    expect(after[0].text.split("\n")[0]).toMatch(/^Your reply was played\. It is your turn/);
    // what her reply did is told too: she never saw it played
    expect(after[0].text).toMatch(/^- You /m);
    expect(replyAddressOf(after[0])).toBeDefined();
    // the replies that kept her turn going were answered at once, one answer each
    expect(
      mailsTo(service, ada)
        .slice(sent, beforeBo)
        .every((m) => m.headers["in-reply-to"]),
    ).toBe(true);
  });
});

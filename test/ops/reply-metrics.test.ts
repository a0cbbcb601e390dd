import { afterAll, describe, expect, it } from "vitest";
import type { LogLine } from "../../functions/log";
import { METRICS_NAMESPACE } from "../../functions/metrics";
import { useServer } from "../api/harness";
import {
  answerTo,
  awaitingReply,
  choicesIn,
  deliver,
  person,
  replyMessage,
  replyOutcome,
  type Service,
  waitFor,
} from "../inbound/harness";
import { smtpReceiver } from "../notify/receivers";

const lines: LogLine[] = [];
const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 25,
  inbound: { port: 0, host: "127.0.0.1" },
  log: (line) => lines.push(line),
});
const service: Service = { smtp, api };

const counted = (name: string) =>
  lines.filter(
    (l) => l.msg === "metric" && l._aws?.CloudWatchMetrics[0].Namespace === METRICS_NAMESPACE && name in l,
  );

describe("replies by email in the service's metrics", () => {
  it("a reply that plays counts as played, once though delivered twice; a reply to a past turn as refused", async () => {
    const [ada, ben] = [await person(service, "Ada"), await person(service, "Ben")];
    const { matchId, offer } = await awaitingReply(service, ada, ben);
    const played = replyMessage(ada, offer, choicesIn(offer)[0].text, "plain top-post");
    await deliver(service, played);
    // answered at once while the turn is still hers; otherwise the next turn's notice says it was played
    expect(await replyOutcome(service, matchId, played.messageId as string)).toMatch(
      /^(played$|Your reply was played)/,
    );
    // the count follows the move's answer, which may come a moment after the move is stored
    await waitFor(() => (counted("RepliesPlayed").length > 0 ? true : undefined));
    await deliver(service, played);
    expect(counted("RepliesPlayed").map((l) => l.RepliesPlayed)).toEqual([1]);
    expect(counted("RepliesRefused")).toEqual([]);

    const late = replyMessage(ada, offer, choicesIn(offer)[1].text, "plain top-post");
    await deliver(service, late);
    await answerTo(service, late.messageId as string);
    expect(counted("RepliesRefused").map((l) => l.RepliesRefused)).toEqual([1]);
    expect(counted("RepliesPlayed")).toHaveLength(1);
  });
});

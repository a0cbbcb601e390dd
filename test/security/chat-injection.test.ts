import { afterAll, describe, expect, it } from "vitest";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { Client, newPlayer, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
// the worker runs when the test says, and the test moves the clock past the minutes of calm
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
});

const injection = "<script>alert(1)</script><img src=x onerror=alert(1)>\nBcc: victim@example.com";

type Seated = Client & { id: string };

/** Each awaited seat takes its first legal action until `done` holds of the match as Ada sees it. */
async function playUntil(ada: Seated, bea: Seated, matchId: string, done: (m: any) => boolean) {
  for (let step = 0; step < 200; step++) {
    const seen = (await ada.get(`/v1/matches/${matchId}`)).body;
    if (done(seen)) return;
    const mover = seen.awaitingYou ? ada : bea;
    const mine = (await mover.get(`/v1/matches/${matchId}`)).body;
    const action = mine.legalActions[0];
    expect(
      (await mover.post(`/v1/matches/${matchId}/actions`, { action, expectedVersion: mine.version })).status,
    ).toBe(201);
    await api.server.work();
  }
  throw new Error("the match never got there");
}

describe("chat messages are plain text in every email", () => {
  it("markup and a header line in a message are quoted escaped on one line in the other seat's next notice, never as markup nor a header", async () => {
    const reply = await new Client(api.url).post("/v1/players", {
      name: "Ada",
      email: "ada-chat@example.test",
    });
    await confirmAddress(smtp.mails, "ada-chat@example.test");
    const ada = Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string });
    const bea = await newPlayer(api.url, "Bea");
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, seed: "chat-injection" });
    const matchId = created.body.id;
    await bea.post(`/v1/matches/${matchId}/join`, { inviteCode: created.body.inviteCode });
    await api.server.work();
    let adaMoved = false;
    await playUntil(ada, bea, matchId, (m) => {
      adaMoved ||= m.version > 0 && !m.awaitingYou;
      return adaMoved && !m.awaitingYou;
    });
    expect((await bea.post(`/v1/matches/${matchId}/messages`, { text: injection })).status).toBe(201);
    await playUntil(ada, bea, matchId, (m) => m.awaitingYou || m.status === "finished");
    clock.offset = (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    await api.server.work();

    const quoted = smtp.mails.filter(
      (m) => m.to.includes("ada-chat@example.test") && m.text.includes("Bea said"),
    );
    expect(quoted).toHaveLength(1);
    const [mail] = quoted;
    expect(mail.text).toContain(
      "Bea said: “<script>alert(1)</script><img src=x onerror=alert(1)> / Bcc: victim@example.com”",
    );
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(Object.keys(mail.headers)).not.toContain("bcc");
    expect(mail.to).toEqual(["ada-chat@example.test"]);
    expect(mail.html).not.toContain("<script>alert");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });
});

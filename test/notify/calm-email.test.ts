import { afterAll, describe, expect, it } from "vitest";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { Client, useServer } from "../api/harness";
import { connectLive } from "../live/live-client";
import { confirmAddress, type ReceivedMail, smtpReceiver } from "./receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
// the worker runs when the test says, and the test moves the clock past the minutes of calm
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
});

let count = 0;
async function person(name: string) {
  const email = `${name.toLowerCase()}-${++count}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), { email });
  const saved = await p.request("PUT", "/v1/me/notifications", { body: { email: { when: "myTurn" } } });
  expect(saved.status).toBe(200);
  return p;
}

type Person = Awaited<ReturnType<typeof person>>;

const mailsTo = (p: Person) => smtp.mails.filter((m) => m.to.includes(p.email));
const kindOf = (m: ReceivedMail) => m.subject.split(/ · |: /)[0];

/** A Santa Cruz match of the person against two computers, started and followed by the worker. */
async function againstComputers(me: Person, seed: string): Promise<string> {
  const created = await me.post("/v1/matches", { game: "santa-cruz", seats: 3, seed });
  await me.post(`/v1/matches/${created.body.id}/bots`, { level: "random" });
  const started = await me.post(`/v1/matches/${created.body.id}/bots`, { level: "random" });
  expect(started.body.status).toBe("active");
  await api.server.work();
  return created.body.id;
}

/** Moves as a browser does, the computers answering after each: `moves` of them, or to the end. */
async function playAtTheScreen(me: Person, matchId: string, moves = Infinity): Promise<string> {
  for (let made = 0; made < moves; ) {
    const seen = (await me.get(`/v1/matches/${matchId}`)).body;
    if (seen.status === "finished") return seen.status;
    if (seen.awaitingYou) {
      const action = seen.legalActions[(seen.version * 7) % seen.legalActions.length];
      expect(
        (await me.post(`/v1/matches/${matchId}/actions`, { action, expectedVersion: seen.version })).status,
      ).toBe(201);
      made++;
    }
    await api.server.work();
  }
  return (await me.get(`/v1/matches/${matchId}`)).body.status;
}

/** No two messages alike: the same subject and text sent twice is a message too many. */
function expectNoTwins(mails: ReceivedMail[]): void {
  const bodies = mails.map((m) => `${m.subject}\n${m.text.replace(/https?:\/\/\S+/g, "")}`);
  expect(new Set(bodies).size).toBe(bodies.length);
}

describe("calm email", () => {
  it("a whole match against computers played at the screen sends two emails: the start and the end", async () => {
    clock.offset = 0;
    const ada = await person("Ada");
    const matchId = await againstComputers(ada, "calm-whole");
    expect(mailsTo(ada).map(kindOf)).toEqual(["It is your turn"]);
    expect(await playAtTheScreen(ada, matchId)).toBe("finished");
    await api.server.work();
    expect(mailsTo(ada).map(kindOf)).toEqual(["It is your turn", "The match is over"]);
    expectNoTwins(mailsTo(ada));
    // the notices held while she played find the match over when they fall due
    clock.offset = (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(ada)).toHaveLength(2);
  });

  it("the start and the first turn are one message, though the computers moved before it was sent", async () => {
    clock.offset = 0;
    const bea = await person("Bea");
    await againstComputers(bea, "calm-start");
    await api.server.work();
    expect(mailsTo(bea).map(kindOf)).toEqual(["It is your turn"]);
  });

  it("a player following the match on the push channel is at the screen: its start sends no email, its end does", async () => {
    clock.offset = 0;
    const dee = await person("Dee");
    const created = (await dee.post("/v1/matches", { game: "santa-cruz", seats: 3, seed: "calm-live" })).body;
    const live = await connectLive(api.url, dee.apiKey);
    live.send({ type: "subscribe", matchId: created.id });
    await live.next((f) => f.type === "subscribed");
    await dee.post(`/v1/matches/${created.id}/bots`, { level: "random" });
    expect((await dee.post(`/v1/matches/${created.id}/bots`, { level: "random" })).body.status).toBe(
      "active",
    );
    await api.server.work();
    expect(mailsTo(dee)).toEqual([]);
    expect(await playAtTheScreen(dee, created.id)).toBe("finished");
    await api.server.work();
    clock.offset = (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(dee).map(kindOf)).toEqual(["The match is over"]);
    live.close();
  });

  it("a player who leaves the match hears of their turn once, when the minutes of calm are over", async () => {
    clock.offset = 0;
    const cy = await person("Cy");
    const matchId = await againstComputers(cy, "calm-leave");
    expect(await playAtTheScreen(cy, matchId, 3)).toBe("active");
    await api.server.work();
    expect(mailsTo(cy)).toHaveLength(1);
    clock.offset = (ACTIVE_MINUTES - 1) * 60_000;
    await api.server.work();
    expect(mailsTo(cy)).toHaveLength(1);
    clock.offset = (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    await api.server.work();
    expect(mailsTo(cy).map(kindOf)).toEqual(["It is your turn", "It is your turn"]);
    expectNoTwins(mailsTo(cy));
    expect((await cy.get(`/v1/matches/${matchId}`)).body.awaitingYou).toBe(true);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { textsFor } from "../../functions/notify/texts/texts";
import { Client, type Json, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "./receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
// the worker runs when the test says, after the server's clock passed the minutes calm email waits
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
});

async function person(name: string, language: "en" | "de") {
  const email = `${name.toLowerCase()}-resign@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    email,
  });
  expect((await p.request("PUT", "/v1/me/notifications", { body: { language } })).status).toBe(200);
  return p;
}

describe("the match-end email after a resignation", () => {
  it("tells each reader who resigned in their language, places the resigned seat last, and names a rematch offered since", async () => {
    const ada = await person("Ada", "en");
    const bea = await person("Bea", "de");
    const created = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    await bea.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode });
    const ended = (await ada.post(`/v1/matches/${created.id}/resign`)).body;
    expect(ended.status).toBe("finished");
    await bea.post(`/v1/matches/${created.id}/rematch`);
    const sent = smtp.mails.length;
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    const beaSeat = ended.seats.find((s: Json) => s.player.id === bea.id).seat;
    const mails = smtp.mails.slice(sent);
    const toAda = mails.filter((m) => m.to.includes(ada.email));
    const toBea = mails.filter((m) => m.to.includes(bea.email));
    // Ada's own resignation is nothing new to her; the rematch offered since the end is
    const adaEnd = toAda.find((m) => m.subject.startsWith("The match is over: Bea won"));
    expect(adaEnd?.text).toContain("- Bea offered a rematch: open the match to accept it.");
    expect(adaEnd?.text).toMatch(/Final standings: 1\. Bea -?\d+ · 2\. You -?\d+/);
    // ...and its invitation, whose link seats her in one click
    expect(toAda.find((m) => m.subject === "Bea invites you to play Santa Cruz")).toBeDefined();
    const beaEnd = toBea.find((m) => m.subject.startsWith("Die Partie ist vorbei: du hast gewonnen"));
    expect(beaEnd?.text).toContain("- Ada hat aufgegeben.");
    expect(beaEnd?.text).toMatch(/Endstand: 1\. Du -?\d+ · 2\. Ada -?\d+/);
    // Bea offered it: her own email does not tell her of it
    expect(beaEnd?.text).not.toContain("Revanche");
    expect(ended.result.standings[0].seat).toBe(beaSeat);
  });

  it("a picture's numbers and their key come only with choices that name sites: not for a card set, nor once the match is over", async () => {
    const ada = await person("Cy", "en");
    const bea = await person("Di", "en");
    const created = (await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const started = (await bea.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode }))
      .body;
    const first = started.seats.find((s: Json) => s.seat === started.activeSeats[0]).player.id;
    const [mover, waiter] = first === ada.id ? [ada, bea] : [bea, ada];
    const path = `/v1/matches/${created.id}`;
    const turnEmailTo = async (reader: { email: string }) => {
      const sent = smtp.mails.length;
      clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
      await api.server.work();
      const turn = smtp.mails.slice(sent).find((m) => m.to.includes(reader.email));
      expect(turn?.attachments.some((a) => a.mimeType === "image/png")).toBe(true);
      return turn;
    };
    // the first choice is a card set, which no number on the picture names
    expect((await mover.get(path)).body.legalActions[0].type).toBe("chooseSet");
    const setChoice = await turnEmailTo(mover);
    expect(setChoice?.text).not.toContain(textsFor("en").pictureKey);
    expect(setChoice?.html).not.toContain(textsFor("en").pictureKey);
    // both choose; the next choice is a coast site to land on, which the numbers name
    const toAct = async () => {
      for (const p of [mover, waiter]) {
        const m = (await p.get(path)).body;
        if (m.activeSeats.includes(m.yourSeat)) return { p, m };
      }
      throw new Error("nobody to act");
    };
    for (let now = await toAct(); now.m.legalActions[0].type === "chooseSet"; now = await toAct()) {
      const action = now.m.legalActions[0];
      const played = await now.p.post(`${path}/actions`, { action, expectedVersion: now.m.version });
      expect(played.status).toBe(201);
    }
    const lander = await toAct();
    expect(lander.m.legalActions[0].type).toBe("land");
    const landing = await turnEmailTo(lander.p);
    expect(landing?.text).toContain(textsFor("en").pictureKey);
    expect(landing?.html).toContain(textsFor("en").pictureKey);
    const sent = smtp.mails.length;
    await waiter.post(`/v1/matches/${created.id}/resign`);
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    const ends = smtp.mails.slice(sent).filter((m) => m.subject.startsWith("The match is over"));
    expect(ends.map((m) => m.to).sort()).toEqual([[ada.email], [bea.email]].sort());
    for (const end of ends) {
      expect(end.attachments.some((a) => a.mimeType === "image/png")).toBe(true);
      expect(end.text).not.toContain(textsFor("en").pictureKey);
      expect(end.html).not.toContain(textsFor("en").pictureKey);
    }
  });
});

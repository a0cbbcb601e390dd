import { afterAll, describe, expect, it } from "vitest";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { escapeHtml } from "../../functions/notify/plain-page";
import { textsFor } from "../../functions/notify/texts/texts";
import { Client, expectProblem, finishMatch, type Player, startedMatch, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "./receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
// the test moves the clock past the minutes of calm that hold a turn notice to a player at the screen
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
});

let count = 0;
const address = (name: string) => `${name}-${++count}-${Date.now()}@victim.test`;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));
const CONFIRM = /https?:\/\/\S+\/v1\/confirm-address\?token=[\w.-]+/;

async function player(name: string, email?: string): Promise<Player> {
  const reply = await new Client(api.url).post("/v1/players", { name, ...(email ? { email } : {}) });
  expect(reply.status).toBe(201);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string });
  // every notice by email, so that anything sent would be seen
  expect(
    (await p.request("PUT", "/v1/me/notifications", { body: { email: { when: "always" } } })).status,
  ).toBe(200);
  return p;
}

const linkIn = (to: string) => CONFIRM.exec(mailsTo(to)[0]?.text ?? "")?.[0] ?? "";

describe("no email to an address until its owner confirmed it", () => {
  it("a player made with a victim's address and a self-played match sends the victim nothing but one confirmation", async () => {
    const victim = address("victim");
    const attacker = await player("Mallory");
    const puppet = await player("Puppet", victim);
    const match = await startedMatch([attacker, puppet]);
    await finishMatch([attacker, puppet], match.id);
    await api.server.work();
    // the turn notices held while the puppet played at the screen come due, and are not sent either
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(victim).map((m) => m.subject)).toEqual(["Confirm your email address"]);
    const log = (await puppet.get("/v1/me/deliveries")).body.deliveries;
    const emails = log.filter((d: { channel: string }) => d.channel === "email");
    expect(emails.length).toBeGreaterThan(0);
    const details = emails.map((d: { attempts: { detail: string }[] }) => d.attempts.at(-1)?.detail ?? "");
    // notices due together are told as one: the others are merged into one not sent; the turns
    // held while the puppet played at the screen had ended by the time they came due
    expect(details.filter((d: string) => !d.startsWith("merged into ")).sort()).toEqual([
      "not sent: it is no longer your turn",
      "not sent: unconfirmed-address",
    ]);
    expect((await puppet.get("/v1/me/notifications")).body.emailStatus).toBe("unconfirmed");
  });

  it("an invitation to an unconfirmed address sends nothing", async () => {
    const victim = address("invitee");
    const host = await player("Host");
    const invitee = await player("Invitee", victim);
    const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2, join: true });
    expect((await host.post(`/v1/matches/${created.body.id}/invites`, { playerId: invitee.id })).status).toBe(
      202,
    );
    await api.server.work();
    expect(mailsTo(victim).map((m) => m.subject)).toEqual(["Confirm your email address"]);
  });

  it("the confirmation pages speak the reader's language, with the site's icon", async () => {
    const own = address("leser");
    const reader = await player("Leser", own);
    const set = await reader.request("PUT", "/v1/me/notifications", { body: { language: "de" } });
    expect(set.status).toBe(200);
    const html = { Accept: "text/html" };
    const ask = await (await fetch(linkIn(own), { headers: html })).text();
    expect(ask).toContain('<html lang="de">');
    expect(ask).toContain(`Ist ${own} deine Adresse?`);
    expect(ask).toContain("Ja, bestätigen");
    expect(ask).toContain('<link rel="icon" href="/favicon.svg"');
    const done = await (await fetch(linkIn(own), { method: "POST", headers: html })).text();
    expect(done).toContain(`${own} ist bestätigt`);
    expect(done).toContain('<a href="/">Zu den Partien</a>');
    expect((await reader.get("/v1/me/notifications")).body.emailStatus).toBe("confirmed");
  });

  it("confirming through the link enables email; opening it alone changes nothing", async () => {
    const own = address("owner");
    const owner = await player("Owner", own);
    const page = await fetch(linkIn(own));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    expect((await owner.get("/v1/me/notifications")).body.emailStatus).toBe("unconfirmed");
    await confirmAddress(smtp.mails, own);
    expect((await owner.get("/v1/me/notifications")).body.emailStatus).toBe("confirmed");
    const other = await player("Other");
    const match = await startedMatch([other, owner]);
    await finishMatch([other, owner], match.id);
    await api.server.work();
    expect(mailsTo(own).length).toBeGreaterThan(0);
  });

  it("a turn that came while the address was unconfirmed is emailed once it is confirmed", async () => {
    const own = address("late");
    const late = await player("Late", own);
    const other = await player("Early");
    const match = await awaitingTurnOf(late, other);
    await api.server.work();
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(own).map((m) => m.subject)).toEqual(["Confirm your email address"]);
    await confirmAddress(smtp.mails, own);
    await api.server.work();
    const turns = mailsTo(own).filter((m) => m.headers["reply-to"]);
    expect(turns).toHaveLength(1);
    expect(turns[0].text).toContain(match.id);
  });

  it("a turn that came while email was off is emailed once it is switched on again, and only once", async () => {
    const own = address("back");
    const back = await player("Back", own);
    await confirmAddress(smtp.mails, own);
    const off = await back.request("PUT", "/v1/me/notifications", { body: { email: { when: "never" } } });
    expect(off.status).toBe(200);
    const other = await player("Stay");
    await awaitingTurnOf(back, other);
    await api.server.work();
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(own)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const on = await back.request("PUT", "/v1/me/notifications", { body: { email: { when: "myTurn" } } });
      expect(on.status).toBe(200);
      await api.server.work();
    }
    expect(mailsTo(own).filter((m) => m.headers["reply-to"])).toHaveLength(1);
  });

  it("switching email off and on again, over and over, tells a waiting turn once", async () => {
    const own = address("toggler");
    const toggler = await player("Toggler", own);
    await confirmAddress(smtp.mails, own);
    const other = await player("Patient");
    await awaitingTurnOf(toggler, other);
    await api.server.work();
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(own).filter((m) => m.headers["reply-to"])).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      for (const when of ["never", "always"]) {
        const set = await toggler.request("PUT", "/v1/me/notifications", { body: { email: { when } } });
        expect(set.status).toBe(200);
      }
      await api.server.work();
    }
    expect(mailsTo(own).filter((m) => m.headers["reply-to"])).toHaveLength(1);
  });

  it("a confirmed address is told once when the player's address is changed away from it", async () => {
    const old = address("old");
    const owner = await player("Moved", old);
    await confirmAddress(smtp.mails, old);
    const taken = address("taken");
    expect((await owner.request("PATCH", "/v1/me", { body: { email: taken } })).status).toBe(200);
    const told = mailsTo(old);
    expect(told.map((m) => m.subject)).toEqual(["Your email address was changed"]);
    // enough to recognise the new address, not the whole of it
    expect(told[0].text).toContain(`t…@victim.test`);
    expect(told[0].text).not.toContain(taken);
    // the way back it names is one that still works: its sign-in links end with the change
    expect(told[0].text).toContain("links sent here no longer work");
    expect(mailsTo(taken).map((m) => m.subject)).toEqual(["Confirm your email address"]);
    // the next change leaves an unconfirmed address: nobody is told again
    const set = await owner.request("PUT", "/v1/me/notifications", {
      body: { email: { when: "always" }, address: address("again") },
    });
    expect(set.status).toBe(200);
    expect(mailsTo(old)).toHaveLength(1);
    expect(mailsTo(taken).map((m) => m.subject)).toEqual(["Confirm your email address"]);
  });

  it("a changed address voids the link sent to the old one", async () => {
    const first = address("first");
    const p = await player("Changer", first);
    const link = linkIn(first);
    const second = address("second");
    expect((await p.request("PATCH", "/v1/me", { body: { email: second } })).status).toBe(200);
    expectProblem(
      await new Client(api.url).request("POST", new URL(link).pathname + new URL(link).search),
      409,
      "conflict",
    );
    expect((await p.get("/v1/me/notifications")).body.emailStatus).toBe("unconfirmed");
    // a browser opening it is told so on a page in its language, with the way to a new link
    for (const language of ["de", "en"] as const) {
      const page = await fetch(link, { headers: { accept: "text/html", "accept-language": language } });
      expect(page.status).toBe(409);
      const text = await page.text();
      expect(text).toContain(escapeHtml(textsFor(language).linkRefused.confirm));
      expect(text).toContain(`lang="${language}"`);
    }
  });

  it("a forged or altered confirmation link is refused and confirms nothing", async () => {
    const own = address("forged");
    const p = await player("Forged", own);
    const link = new URL(linkIn(own));
    const token = link.searchParams.get("token") ?? "";
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expectProblem(
      await new Client(api.url).request("POST", `/v1/confirm-address?token=${forged}`),
      400,
      "validation-error",
    );
    expect((await p.get("/v1/me/notifications")).body.emailStatus).toBe("unconfirmed");
  });

  it("resending the confirmation waits 10 minutes between emails (429 with Retry-After)", async () => {
    const own = address("resend");
    const p = await player("Resender", own);
    const again = await p.request("POST", "/v1/me/email-confirmation");
    expectProblem(again, 429, "rate-limited");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(mailsTo(own).length).toBe(1);
  });

  it("a player without an address has nothing to confirm (409), and no address status", async () => {
    const p = await player("Nobody");
    expectProblem(await p.request("POST", "/v1/me/email-confirmation"), 409, "conflict");
    expect((await p.get("/v1/me/notifications")).body).toMatchObject({ email: null, emailStatus: null });
  });
});

/** A started match of the two that waits for `waiting`: the other moves first if the draw seated them to. */
async function awaitingTurnOf(waiting: Player, other: Player) {
  const match = await startedMatch([other, waiting]);
  const theirs = (await other.get(`/v1/matches/${match.id}`)).body;
  if (theirs.awaitingYou) {
    const moved = await other.post(`/v1/matches/${match.id}/actions`, {
      action: theirs.legalActions[0],
      expectedVersion: theirs.version,
    });
    expect(moved.status).toBe(201);
  }
  expect((await waiting.get(`/v1/matches/${match.id}`)).body.awaitingYou).toBe(true);
  return match;
}

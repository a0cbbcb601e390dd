import { afterAll, describe, expect, it } from "vitest";
import { handleSesEvents, type SnsEvent } from "../../functions/lambda/ses-events";
import { unsubscribeToken } from "../../functions/tokens/unsubscribe";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Player,
  type Reply,
  useServer,
} from "../api/harness";
import { confirmAddress, eventually, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const api = useServer({ smtpUrl: smtp.url });

let count = 0;
const unique = (word: string) => `${word}${++count}x${Date.now().toString(36)}`;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));
const CONFIRM_LINK = /https?:\/\/\S+\/v1\/confirm-address\?token=[\w.-]+/;

const TIME_ZONES = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Sydney"];

/** The i-th settings a storm saves: every field differs with i, so a mix of two saves shows. */
const settingsNumber = (i: number) => ({
  email: { when: (["always", "myTurn", "digest"] as const)[i % 3] },
  language: i % 2 === 0 ? "de" : "en",
  timeZone: TIME_ZONES[i % TIME_ZONES.length],
  digestHour: i % 24,
  quietHours: { from: `${String(i % 24).padStart(2, "0")}:00`, to: "07:30" },
});

const rename = (p: Client, name: string) => p.request("PATCH", "/v1/me", { body: { name } });
const saveSettings = (p: Client, body: unknown) => p.request("PUT", "/v1/me/notifications", { body });
const me = async (p: Client) => (await p.get("/v1/me")).body;
const notifications = async (p: Client) => (await p.get("/v1/me/notifications")).body;

/** An answer of a storm: 200, or the documented 503 that says to retry in a second. */
function expectOkOrRetryLater(reply: Reply): void {
  if (reply.status === 200) return;
  expectProblem(reply, 503, "service-unavailable");
  expect(reply.headers.get("retry-after")).toBe("1");
  expect(reply.body.retryAfter).toBe(1);
}

/** Sends the request as a careful client does: again after Retry-After while the answer is 503. */
async function withRetries(send: () => Promise<Reply>, seen: Reply[]): Promise<Reply> {
  for (let attempt = 0; ; attempt++) {
    const reply = await send();
    seen.push(reply);
    expectOkOrRetryLater(reply);
    if (reply.status !== 503 || attempt === 15) return reply;
    await new Promise((resolve) => setTimeout(resolve, Number(reply.headers.get("retry-after")) * 1000));
  }
}

/** The profile item as stored, to check what the API cannot show. */
const stored = async (p: Player) => {
  const record = await api.server.deps.store.getPlayer(p.id);
  if (!record) throw new Error("no player");
  return record;
};

/** An SES event about the player's address, as SNS delivers it (the shape test/notify/ses-events holds). */
function sesEvent(kind: "Bounce" | "Complaint", playerId: string, address: string): SnsEvent {
  const recipients = [{ emailAddress: address }];
  const message =
    kind === "Bounce"
      ? { eventType: "Bounce", bounce: { bounceType: "Permanent", bouncedRecipients: recipients } }
      : { eventType: "Complaint", complaint: { complainedRecipients: recipients } };
  return {
    Records: [{ Sns: { Message: JSON.stringify({ ...message, mail: { tags: { player: [playerId] } } }) } }],
  };
}

async function confirmedPlayer(name: string): Promise<Player & { email: string }> {
  const email = `${unique(name.toLowerCase())}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  expect(reply.status).toBe(201);
  await confirmAddress(smtp.mails, email);
  return Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string, email });
}

describe("many changes of one player at once keep each other", () => {
  it("a storm of 24 renames and 24 settings saves at once: every answer is 200 or a 503 with Retry-After, and both the last name and the last settings survive, never mixed nor reverted", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const names = Array.from({ length: 24 }, (_, i) => `Ada ${i} ${count}`);
    const bodies = Array.from({ length: 24 }, (_, i) => settingsNumber(i + 1));
    const seen: Reply[] = [];
    const replies = await Promise.all(
      names.flatMap((name, i) => [
        withRetries(() => rename(ada, name), seen),
        withRetries(() => saveSettings(ada, bodies[i]), seen),
      ]),
    );
    for (const reply of seen) expectOkOrRetryLater(reply);
    // a careful client got every change through in the end
    for (const [i, reply] of replies.entries()) {
      expect(reply.status).toBe(200);
      if (i % 2 === 0) expect(reply.body.name).toBe(names[i / 2]);
      else expect(reply.body.settings).toMatchObject(bodies[(i - 1) / 2]);
    }
    const name = (await me(ada)).name;
    expect(names).toContain(name);
    const { settings } = await notifications(ada);
    // the settings are one save's, whole: not a field of one and a field of another, nor the defaults
    const saved = bodies.find((b) => b.digestHour === settings.digestHour);
    expect(saved).toBeDefined();
    expect(settings).toMatchObject(saved as object);
    // each change answered 200 was written once, and nothing else was: one revision per write
    expect((await stored(ada)).revision).toBe(48);
    expect(seen.length).toBeGreaterThanOrEqual(48);
  }, 120_000);

  it("answers of a storm without retries are 200 or a 503 that wrote nothing: the name ends as one answered 200", async () => {
    const bo = await newPlayer(api.url, "Bo");
    const names = Array.from({ length: 40 }, (_, i) => `Bo ${i} ${count}`);
    const replies = await Promise.all(names.map((name) => rename(bo, name)));
    for (const reply of replies) expectOkOrRetryLater(reply);
    const taken = names.filter((_, i) => replies[i].status === 200);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken).toContain((await me(bo)).name);
    // one write per 200, none per 503
    expect((await stored(bo)).revision).toBe(taken.length);
    for (const [i, reply] of replies.entries())
      if (reply.status === 200) expect(reply.body.name).toBe(names[i]);
  }, 60_000);

  it("an address change amid a stream of settings saves is made (200, the credential version bumped once) or answered 503 having changed nothing", async () => {
    const lee = await newPlayer(api.url, "Lee");
    const written: string[] = [];
    const outcomes: number[] = [];
    // one address change at a time while ten clients keep saving settings, until a 503 came after a write (the confirmation's own count no longer answers one)
    for (let round = 0; round < 15 && written.length === 0; round++) {
      let saving = true;
      const savers = Array.from({ length: 10 }, async (_, i) => {
        for (let n = 0; saving; n++) expectOkOrRetryLater(await saveSettings(lee, settingsNumber(i + n)));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = await stored(lee);
      const email = `${unique("lee")}@example.test`;
      const reply = await lee.request("PATCH", "/v1/me", { body: { email } });
      saving = false;
      await Promise.all(savers);
      expectOkOrRetryLater(reply);
      outcomes.push(reply.status);
      const after = await stored(lee);
      // an address change bumps the credential version once (older links and keys stop working)
      const changed = (after.credentialVersion ?? 0) - (before.credentialVersion ?? 0);
      if (reply.status === 503 && (changed !== 0 || after.email === email))
        written.push(`answered 503, yet the address is now ${after.email} (credential version +${changed})`);
      if (reply.status === 200) expect({ changed, email: after.email }).toEqual({ changed: 1, email });
    }
    expect(outcomes.length).toBe(15);
    expect(outcomes.every((status) => status === 200 || status === 503)).toBe(true);
    expect(written).toEqual([]);
  }, 180_000);

  it("renames at once leave the player findable by their last name only: an old name invites nobody", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const host = await newPlayer(api.url, "Host");
    const lobby = (await host.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const reachedByOldName: string[] = [];
    // a few rounds of 40 renames at once, as many as it takes for an old name to stay behind
    for (let round = 0; round < 3 && reachedByOldName.length === 0; round++) {
      const names = Array.from({ length: 40 }, (_, i) => unique(`Cy${i}n`));
      const seen: Reply[] = [];
      await Promise.all(names.map((name) => withRetries(() => rename(cy, name), seen)));
      const last = (await me(cy)).name;
      expect(names).toContain(last);
      const invited = await host.post(`/v1/matches/${lobby.id}/invites`, { name: last });
      expect(invited.status).toBe(202);
      expect(invited.body).toEqual({ invited: cy.id });
      for (const old of names.filter((n) => n !== last)) {
        const reply = await host.post(`/v1/matches/${lobby.id}/invites`, { name: old });
        if (reply.status !== 404)
          reachedByOldName.push(`${old} (now ${last}): ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(reachedByOldName).toEqual([]);
  }, 90_000);
});

describe("a player's changes are their own", () => {
  it("another player's key changes only its own player, even in a storm naming this player's id", async () => {
    const dee = await newPlayer(api.url, "Dee");
    const eve = await newPlayer(api.url, "Eve");
    const before = { me: await me(dee), notifications: await notifications(dee), record: await stored(dee) };
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => rename(eve, `Eve ${i}`)),
      ...Array.from({ length: 10 }, (_, i) => saveSettings(eve, settingsNumber(i))),
      eve.request("PATCH", "/v1/me", { body: { id: dee.id, name: "Dee owned" } }),
      eve.request("PATCH", "/v1/me", { body: { playerId: dee.id, name: "Dee owned" } }),
      eve.request("PUT", "/v1/me/notifications", { body: { ...settingsNumber(3), playerId: dee.id } }),
      eve.request("PATCH", `/v1/me?playerId=${dee.id}`, { body: { name: "Dee owned" } }),
      eve.request("PATCH", `/v1/players/${dee.id}`, { body: { name: "Dee owned" } }),
      new Client(api.url, `${dee.id}.${"A".repeat(43)}`).request("PATCH", "/v1/me", {
        body: { name: "Dee forged" },
      }),
    ]);
    for (const reply of replies.slice(0, 20)) expectOkOrRetryLater(reply);
    for (const reply of replies.slice(20, 23)) expectProblem(reply, 400, "validation-error");
    // a query parameter is not an operand of /v1/me: what it changes is Eve's own
    expectOkOrRetryLater(replies[23]);
    if (replies[23].status === 200) expect(replies[23].body.id).toBe(eve.id);
    expect([404, 405]).toContain(replies[24].status);
    expectProblem(replies[25], 401, "unauthorized");
    expect({ me: await me(dee), notifications: await notifications(dee), record: await stored(dee) }).toEqual(
      before,
    );
  });

  it("a revision sent in a body is refused with 400 and changes nothing; no answer shows one", async () => {
    const fay = await newPlayer(api.url, "Fay");
    const record = await stored(fay);
    const revision = record.revision ?? 0;
    const { settings } = await notifications(fay);
    const refusedBodies: [string, string, unknown][] = [
      ["PATCH", "/v1/me", { name: "Fay skipped", revision }],
      ["PATCH", "/v1/me", { name: "Fay skipped", revision: revision + 1 }],
      ["PATCH", "/v1/me", { name: "Fay skipped", revision: null }],
      ["PATCH", "/v1/me", { revision: 0 }],
      ["PATCH", "/v1/me", { name: "Fay skipped", credentialVersion: 0, keyHash: "00" }],
      ["PUT", "/v1/me/notifications", { ...settings, language: "de", revision }],
      ["PUT", "/v1/me/notifications", { ...settings, language: "de", revision: 1e9 }],
    ];
    const replies = await Promise.all(
      refusedBodies.map(([method, path, body]) => fay.request(method, path, { body })),
    );
    for (const reply of replies) expectProblem(reply, 400, "validation-error");
    // as raw JSON too: an own __proto__ key cannot smuggle a revision past the strict body
    const smuggled = await fay.request("PATCH", "/v1/me", {
      raw: `{"name":"Fay smuggled","__proto__":{"revision":0}}`,
      headers: { "Content-Type": "application/json" },
    });
    expectProblem(smuggled, 400, "validation-error");
    expect(await stored(fay)).toEqual(record);
    // nested inside the settings it is no setting either: refused by its path, never stored
    const nested = await saveSettings(fay, {
      ...settings,
      email: { when: "never", revision: 0 },
      language: "de",
    });
    expectProblem(nested, 400, "validation-error");
    expect(nested.body.errors).toContainEqual(expect.objectContaining({ path: "email.revision" }));
    expect(await stored(fay)).toEqual(record);
    expect((await saveSettings(fay, { ...settings, language: "de" })).status).toBe(200);
    const after = await stored(fay);
    expect(after.revision).toBe(revision + 1);
    expect(JSON.stringify(after.notifications)).not.toContain("revision");
    // the revision is the server's own: no answer shows it, so no client can aim one
    const answers = [
      await fay.get("/v1/me"),
      await rename(fay, "Fay Two"),
      await fay.get("/v1/me/notifications"),
      await saveSettings(fay, settings),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toMatch(/revision|credentialVersion|keyHash/);
    }
  });
});

describe("settings and renames never switch a switched-off address back on", () => {
  it("settings saved without an address, many at once, leave a bounced address bounced and mail it nothing", async () => {
    const gus = await confirmedPlayer("Gus");
    expect(await handleSesEvents(api.server.deps, sesEvent("Bounce", gus.id, gus.email))).toEqual({
      switchedOff: 1,
    });
    const mailed = mailsTo(gus.email).length;
    const seen: Reply[] = [];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => withRetries(() => saveSettings(gus, settingsNumber(i)), seen)),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ email: gus.email, emailStatus: "bounced" });
    }
    expect((await notifications(gus)).emailStatus).toBe("bounced");
    expect(mailsTo(gus.email).length).toBe(mailed);
  }, 60_000);

  it.each([
    ["bounced", "Bounce"],
    ["complained", "Complaint"],
  ] as const)(
    "a rename alone leaves a %s address switched off and mails it nothing",
    async (status, kind) => {
      const hal = await confirmedPlayer("Hal");
      await handleSesEvents(api.server.deps, sesEvent(kind, hal.id, hal.email));
      expect((await notifications(hal)).emailStatus).toBe(status);
      const mailed = mailsTo(hal.email).length;
      const renamed = await rename(hal, "Hal Renamed");
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: "Hal Renamed", email: hal.email });
      // PATCH changes the fields sent and leaves the others: a name is not the address sent again
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = { emailStatus: (await notifications(hal)).emailStatus, mails: mailsTo(hal.email).length };
      expect(after).toEqual({ emailStatus: status, mails: mailed });
    },
  );

  it("a bounce landing amid settings saves and an unsubscribe landing amid renames both hold", async () => {
    const ida = await confirmedPlayer("Ida");
    const seen: Reply[] = [];
    const bodies = Array.from({ length: 15 }, (_, i) => settingsNumber(i + 1));
    const [, ...saves] = await Promise.all([
      handleSesEvents(api.server.deps, sesEvent("Bounce", ida.id, ida.email)),
      ...bodies.map((body) => withRetries(() => saveSettings(ida, body), seen)),
    ]);
    for (const reply of saves) expect(reply.status).toBe(200);
    const after = await notifications(ida);
    expect(after.emailStatus).toBe("bounced");
    expect(bodies.map((b) => b.digestHour)).toContain(after.settings.digestHour);

    const jo = await newPlayer(api.url, "Jo");
    const url = `${api.url}/v1/unsubscribe?token=${unsubscribeToken(api.server.deps, await stored(jo))}`;
    const names = Array.from({ length: 15 }, (_, i) => `Jo ${i}`);
    const [unsubscribed, ...renames] = await Promise.all([
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      ...names.map((name) => withRetries(() => rename(jo, name), seen)),
    ]);
    expect(unsubscribed.status).toBe(200);
    for (const reply of renames) expect(reply.status).toBe(200);
    expect(names).toContain((await me(jo)).name);
    expect((await notifications(jo)).settings.email.when).toBe("never");
  }, 60_000);

  it("a confirmation link used amid renames and settings saves confirms the address and keeps them", async () => {
    const email = `${unique("kim")}@example.test`;
    const made = await new Client(api.url).post("/v1/players", { name: "Kim", email });
    const kim = new Client(api.url, made.body.apiKey);
    const mail = await eventually(() => mailsTo(email).find((m) => CONFIRM_LINK.test(m.text)));
    const link = new URL(CONFIRM_LINK.exec(mail.text)?.[0] ?? "");
    const seen: Reply[] = [];
    const names = Array.from({ length: 10 }, (_, i) => `Kim ${i}`);
    const bodies = Array.from({ length: 10 }, (_, i) => settingsNumber(i + 1));
    const [confirmed, ...rest] = await Promise.all([
      withRetries(() => new Client(api.url).request("POST", `${link.pathname}${link.search}`), seen),
      ...names.map((name) => withRetries(() => rename(kim, name), seen)),
      ...bodies.map((body) => withRetries(() => saveSettings(kim, body), seen)),
    ]);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email, emailStatus: "confirmed" });
    for (const reply of rest) expect(reply.status).toBe(200);
    const after: Json = await notifications(kim);
    expect(after.emailStatus).toBe("confirmed");
    expect(names).toContain((await me(kim)).name);
    expect(bodies.map((b) => b.digestHour)).toContain(after.settings.digestHour);
  }, 60_000);
});

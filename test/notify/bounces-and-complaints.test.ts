import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { handler, handleSesEvents, type SnsEvent } from "../../functions/lambda/ses-events";
import { Client, expectProblem, finishMatch, type Player, startedMatch, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver } from "./receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const api = useServer({ smtpUrl: smtp.url, workIntervalMs: 0 });

let count = 0;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

/** A recorded SES event (test/notify/ses-events/, from SES's documented examples) about this player, as SNS delivers it. */
function snsEvent(
  kind: "bounce" | "complaint" | "transient-bounce",
  playerId: string,
  address: string,
): SnsEvent {
  const text = readFileSync(new URL(`./ses-events/${kind}.json`, import.meta.url), "utf8")
    .replaceAll("RECIPIENT", address)
    .replaceAll("PLAYER", playerId);
  return {
    Records: [
      {
        Sns: { Message: JSON.stringify(JSON.parse(text)) },
      },
    ],
  };
}

async function confirmedPlayer(name: string): Promise<Player & { email: string }> {
  const email = `${name.toLowerCase()}-${++count}-${Date.now()}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    email,
  });
  expect(
    (await p.request("PUT", "/v1/me/notifications", { body: { email: { when: "always" } } })).status,
  ).toBe(200);
  return p;
}

const statusOf = async (p: Player) => (await p.get("/v1/me/notifications")).body.emailStatus;

describe("bounces and complaints switch a player's email off", () => {
  it("the deployed handler needs no more than the stack gives it: the table's name, no links, no signing secret", async () => {
    const p = await confirmedPlayer("Deployed");
    vi.stubEnv("TABLE_NAME", api.server.deps.store.tableName);
    vi.stubEnv("DYNAMODB_ENDPOINT", api.server.dynamoEndpoint);
    for (const name of ["PUBLIC_URL", "CLIENT_URL", "SIGNING_SECRET", "SIGNING_SECRET_ARN"])
      vi.stubEnv(name, undefined);
    try {
      expect(await handler(snsEvent("complaint", p.id, p.email))).toEqual({ switchedOff: 1 });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await statusOf(p)).toBe("complained");
  });

  it("a permanent bounce switches email off: nothing more is sent and the delivery log says why", async () => {
    const bounced = await confirmedPlayer("Bounced");
    const other = await confirmedPlayer("Other");
    const result = await handleSesEvents(api.server.deps, snsEvent("bounce", bounced.id, bounced.email));
    expect(result).toEqual({ switchedOff: 1 });
    expect(await statusOf(bounced)).toBe("bounced");
    const match = await startedMatch([other, bounced]);
    await finishMatch([other, bounced], match.id);
    // the first run fans the moves out, the next sends what they made
    await api.server.work();
    await api.server.work();
    // the other reader is told of the end: the runs sent what they had to, to the address that works
    expect(mailsTo(other.email).length).toBeGreaterThan(0);
    expect(mailsTo(bounced.email)).toEqual([]);
    const log = (await bounced.get("/v1/me/deliveries")).body.deliveries;
    const details = log
      // a turn notice the minutes of calm hold is judged when it comes due, not yet
      .filter((d: { channel: string; attempts: unknown[] }) => d.channel === "email" && d.attempts.length > 0)
      .map((d: { attempts: { detail: string }[] }) => d.attempts.at(-1)?.detail ?? "")
      .filter((d: string) => !d.startsWith("merged into "));
    expect(details).toContain("not sent: email-bounced");
    for (const detail of details) expect(detail).toMatch(/^not sent: /);
  });

  it("a complaint switches email off", async () => {
    const p = await confirmedPlayer("Complainer");
    expect(await handleSesEvents(api.server.deps, snsEvent("complaint", p.id, p.email))).toEqual({
      switchedOff: 1,
    });
    expect(await statusOf(p)).toBe("complained");
  });

  it("a transient bounce, an event about an old address, or a message that is not an SES event switches nothing", async () => {
    const p = await confirmedPlayer("Steady");
    expect(await handleSesEvents(api.server.deps, snsEvent("transient-bounce", p.id, p.email))).toEqual({
      switchedOff: 0,
    });
    expect(await handleSesEvents(api.server.deps, snsEvent("bounce", p.id, "old@example.test"))).toEqual({
      switchedOff: 0,
    });
    expect(await handleSesEvents(api.server.deps, { Records: [{ Sns: { Message: "not json" } }] })).toEqual({
      switchedOff: 0,
    });
    expect(await statusOf(p)).toBe("confirmed");
  });

  it("the confirmation link used again after a bounce cannot switch email back on", async () => {
    const email = `again-${Date.now()}@example.test`;
    const reply = await new Client(api.url).post("/v1/players", { name: "Again", email });
    const p = Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string });
    const link = new URL(
      /https?:\/\/\S+\/v1\/confirm-address\?token=[\w.-]+/.exec(mailsTo(email)[0].text)?.[0] ?? "",
    );
    const confirm = () => new Client(api.url).request("POST", `${link.pathname}${link.search}`);
    expect((await confirm()).status).toBe(200);
    await handleSesEvents(api.server.deps, snsEvent("bounce", p.id, email));
    expectProblem(await confirm(), 409, "conflict");
    expect(await statusOf(p)).toBe("bounced");
  });

  it("settings saved without an address leave a bounced address off and mail it nothing; the same address sent again asks for its confirmation", async () => {
    const p = await confirmedPlayer("Saver");
    await handleSesEvents(api.server.deps, snsEvent("bounce", p.id, p.email));
    const mailed = mailsTo(p.email).length;
    const saved = await p.request("PUT", "/v1/me/notifications", {
      body: { email: { when: "myTurn" }, language: "de" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email: p.email, emailStatus: "bounced" });
    expect(await statusOf(p)).toBe("bounced");
    expect(mailsTo(p.email).length).toBe(mailed);
    const again = await p.request("PUT", "/v1/me/notifications", {
      body: { email: { when: "myTurn" }, address: p.email },
    });
    expect(again.body).toMatchObject({ email: p.email, emailStatus: "unconfirmed" });
    expect(mailsTo(p.email).length).toBe(mailed + 1);
  });

  it("a new address, once confirmed, switches email on again", async () => {
    const p = await confirmedPlayer("Mover");
    await handleSesEvents(api.server.deps, snsEvent("bounce", p.id, p.email));
    expect(await statusOf(p)).toBe("bounced");
    const next = `mover-new-${Date.now()}@example.test`;
    expect((await p.request("PATCH", "/v1/me", { body: { email: next } })).status).toBe(200);
    expect(await statusOf(p)).toBe("unconfirmed");
    await confirmAddress(smtp.mails, next);
    expect(await statusOf(p)).toBe("confirmed");
  });
});

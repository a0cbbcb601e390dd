import { describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import { FRAGMENT_PARAMETER, signInLink } from "../../functions/tokens/sign-in";
import { confirmAddress, signInTokenIn, smtpReceiver } from "../notify/receivers";
import { Client, expectProblem, type Player, type Reply, useServer } from "./harness";

const smtp = await smtpReceiver();
const api = useServer({
  smtpUrl: smtp.url,
  // the real limits but on making players, which every test here does many times from one address
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1000, windowSeconds: 3600 } },
});

let count = 0;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

async function registered(name: string, confirm: boolean): Promise<Player & { email: string }> {
  const email = `${name.toLowerCase()}-${++count}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  if (confirm) await confirmAddress(smtp.mails, email);
  return Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id as string, email });
}

const ask = (body: unknown) => new Client(api.url).post("/v1/sign-in-links", body);

/** What a caller sees of an answer, but the limits' own counters. */
const shape = (reply: Reply) => ({
  status: reply.status,
  body: reply.body,
  type: reply.headers.get("content-type"),
});

describe("email me a sign-in link", () => {
  it("a confirmed address gets a link that says it works once within 7 days, and it does", async () => {
    const ada = await registered("Ada", true);
    const reply = await ask({ email: ada.email.toUpperCase() });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ accepted: true, linkDays: 7 });
    const [mail] = mailsTo(ada.email);
    expect(mail.text).toMatch(/works a single time, within 7 days/);
    const token = signInTokenIn(mail);
    const session = await new Client(api.url).post("/v1/sessions", { token });
    expect(session.status).toBe(201);
    expect(session.body.player.id).toBe(ada.id);
    expectProblem(await new Client(api.url).post("/v1/sessions", { token }), 401, "unauthorized");
  });

  it("answers an unknown or unconfirmed address exactly as a player's, and mails nothing (no account enumeration)", async () => {
    const ada = await registered("Known", true);
    const unconfirmed = await registered("Unconfirmed", false);
    const before = smtp.mails.length;
    const known = await ask({ email: ada.email });
    const unknown = await ask({ email: `nobody-${count}@example.test` });
    const waiting = await ask({ email: unconfirmed.email });
    expect(shape(unknown)).toEqual(shape(known));
    expect(shape(waiting)).toEqual(shape(known));
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[ada.email]]);
  });

  it("a used or expired link's token asks for a new one, sent to the address it went to, which the answer never shows", async () => {
    const bea = await registered("Bea", true);
    const used = new URLSearchParams(new URL(signInLink(api.server.deps, bea)).hash.slice(1)).get(
      FRAGMENT_PARAMETER,
    );
    expect((await new Client(api.url).post("/v1/sessions", { token: used })).status).toBe(201);
    const reply = await ask({ token: used });
    expect(reply.status).toBe(202);
    expect(JSON.stringify(reply.body)).not.toContain(bea.email);
    const fresh = signInTokenIn(mailsTo(bea.email)[0]);
    expect((await new Client(api.url).post("/v1/sessions", { token: fresh })).body.player.id).toBe(bea.id);
  });

  it("a forged token gets the same 202 and mails no one", async () => {
    const before = smtp.mails.length;
    const forged = `${Buffer.from(JSON.stringify({ purpose: "sign-in", playerId: "p_x" })).toString("base64url")}.forged`;
    expect(shape(await ask({ token: forged }))).toEqual(shape(await ask({ email: "nobody@example.test" })));
    expect(smtp.mails.length).toBe(before);
  });

  it("an address that changed no longer gets links: only the player's confirmed address does", async () => {
    const cy = await registered("Cy", true);
    expect(
      (await cy.request("PATCH", "/v1/me", { body: { email: `cy-new-${count}@example.test` } })).status,
    ).toBe(200);
    const before = smtp.mails.length;
    expect((await ask({ email: cy.email })).status).toBe(202);
    expect(smtp.mails.length).toBe(before);
  });

  it("refuses oversized, both-at-once and empty bodies with 400 and mails nothing", async () => {
    const before = smtp.mails.length;
    expectProblem(await ask({ email: `${"a".repeat(250)}@example.test` }), 400, "validation-error");
    expectProblem(await ask({ token: "t".repeat(2001) }), 400, "validation-error");
    expectProblem(await ask({ email: "a@example.test", token: "x" }), 400, "validation-error");
    expectProblem(await ask({}), 400, "validation-error");
    expect(smtp.mails.length).toBe(before);
  });

  it("flooding one address is limited: 5 links an hour, then 429 with Retry-After, and no more mail", async () => {
    const dee = await registered("Dee", true);
    for (let i = 0; i < 5; i++) expect((await ask({ email: dee.email })).status).toBe(202);
    const refused = await ask({ email: ` ${dee.email.toUpperCase()}` });
    expectProblem(refused, 429, "rate-limited");
    expect(refused.body.limit).toBe("sign-in-links-per-address");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mailsTo(dee.email)).toHaveLength(5);
  });
});

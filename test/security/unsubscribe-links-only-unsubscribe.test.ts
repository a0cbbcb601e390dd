import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../functions/notify/plain-page";
import { textsFor } from "../../functions/notify/texts/texts";
import { UNSUBSCRIBE_DAYS, unsubscribeToken } from "../../functions/tokens/unsubscribe";
import { Client, expectProblem, newPlayer, type Player, useServer } from "../api/harness";

const DAY = 86_400_000;
let clock = Date.parse("2026-11-22T10:00:00.000Z");
const api = useServer({ now: () => new Date(clock) });

/** The unsubscribe link an email to the player would carry now. */
async function unsubscribeUrl(player: Player): Promise<string> {
  const record = await api.server.deps.store.getPlayer(player.id);
  if (!record) throw new Error("no player");
  return `${api.url}/v1/unsubscribe?token=${unsubscribeToken(api.server.deps, record)}`;
}

function oneClick(url: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });
}

const emailWhen = async (player: Player) =>
  (await player.get("/v1/me/notifications")).body.settings.email.when;

describe("an unsubscribe link only unsubscribes", () => {
  it("its page and its one-click answers carry no sign-in link, only the client's sign-in page", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const url = await unsubscribeUrl(ada);
    const answers = [
      await (await fetch(url, { headers: { accept: "text/html" } })).text(),
      await (await oneClick(url, { accept: "text/html" })).text(),
      await (await oneClick(url)).text(),
    ];
    for (const answer of answers) {
      expect(answer).not.toContain("sign-in=");
      expect(answer).toContain(`${api.url}/signin`);
    }
    expect(JSON.parse(answers[2] as string)).toEqual({ email: "never", preferences: `${api.url}/signin` });
    expect(await emailWhen(ada)).toBe("never");
  });

  it("expires after 60 days: an older link changes nothing and says to use a newer email", async () => {
    const bea = await newPlayer(api.url, "Bea");
    const url = await unsubscribeUrl(bea);
    clock += 60 * DAY + 1000;
    const reply = await oneClick(url);
    expect(reply.status).toBe(400);
    expect((await reply.json()).detail).toMatch(/newer email/);
    expect(await emailWhen(bea)).not.toBe("never");
    expect((await oneClick(await unsubscribeUrl(bea))).status).toBe(200);
  });

  it("ends when the key is rotated or the address changes, in the profile or the settings", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const beforeRotation = await unsubscribeUrl(cy);
    const rotated = await cy.post("/v1/me/api-key");
    expect((await oneClick(beforeRotation)).status).toBe(400);
    const renewed = new Client(api.url, rotated.body.apiKey);

    const beforeProfile = await unsubscribeUrl(cy);
    expect((await renewed.request("PATCH", "/v1/me", { body: { email: "cy@new.example" } })).status).toBe(
      200,
    );
    expect((await fetch(beforeProfile, { headers: { accept: "text/html" } })).status).toBe(400);

    const beforeSettings = await unsubscribeUrl(cy);
    const { settings } = (await renewed.get("/v1/me/notifications")).body;
    const saved = await renewed.request("PUT", "/v1/me/notifications", {
      body: { ...settings, address: "cy@newer.example" },
    });
    expect(saved.status).toBe(200);
    expect((await oneClick(beforeSettings)).status).toBe(400);
    expect((await renewed.get("/v1/me/notifications")).body.settings.email.when).not.toBe("never");
  });

  it("a link that no longer works is a page in the browser's language saying so, with its status; a program gets the problem", async () => {
    const fay = await newPlayer(api.url, "Fay");
    const old = await unsubscribeUrl(fay);
    const rotated = await fay.post("/v1/me/api-key");
    expect(rotated.status).toBe(200);
    for (const [language, said] of [
      ["de-DE,de;q=0.9,en;q=0.8", textsFor("de").linkRefused],
      ["en-GB", textsFor("en").linkRefused],
      ["fr", textsFor("en").linkRefused],
    ] as const) {
      const headers = { accept: "text/html,application/xhtml+xml", "accept-language": language };
      for (const reply of [await fetch(old, { headers }), await oneClick(old, headers)]) {
        expect(reply.status).toBe(400);
        expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
        expect(reply.headers.get("content-security-policy")).toContain("default-src 'none'");
        const page = await reply.text();
        expect(page).toContain(escapeHtml(said.unsubscribe(UNSUBSCRIBE_DAYS)));
        expect(page).toContain(`href="${api.url}/signin"`);
      }
    }
    const asProgram = await oneClick(old);
    expect(asProgram.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect((await asProgram.json()).detail).toMatch(/newer email/);
    const forged = await fetch(`${api.url}/v1/unsubscribe?token=forged`, {
      headers: { accept: "text/html" },
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(escapeHtml(textsFor("en").linkRefused.title));
    const renewed = new Client(api.url, rotated.body.apiKey);
    expect((await renewed.get("/v1/me/notifications")).body.settings.email.when).not.toBe("never");
  });

  it("one player's token under another's Idempotency-Key does not get the other's answer, and changes nothing", async () => {
    const dee = await newPlayer(api.url, "Dee");
    const eve = await newPlayer(api.url, "Eve");
    const key = randomUUID();
    expect((await oneClick(await unsubscribeUrl(eve), { "Idempotency-Key": key })).status).toBe(200);
    const reused = await oneClick(await unsubscribeUrl(dee), { "Idempotency-Key": key });
    expectProblem(
      { status: reused.status, headers: reused.headers, body: await reused.json() },
      422,
      "idempotency-key-reused",
    );
    expect(reused.headers.get("idempotent-replayed")).toBeNull();
    expect(await emailWhen(dee)).not.toBe("never");
  });
});

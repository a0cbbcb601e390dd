import { describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import { confirmAddress, type ReceivedMail, signInTokenIn, smtpReceiver } from "../notify/receivers";
import { Client, expectProblem, newPlayer, tableSnapshot, useServer } from "./harness";

const smtp = await smtpReceiver();
const api = useServer({
  smtpUrl: smtp.url,
  rateLimits: { ...rateLimits, "players-per-address": { quota: 1000, windowSeconds: 3600 } },
});

let count = 0;
const fresh = (name: string) => `${name}-${++count}@example.test`;
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to));

const settingsOf = async (key: string) =>
  (await new Client(api.url, key).get("/v1/me/notifications")).body.settings;

describe("a new player is made in the reader's language and time zone", () => {
  it("a sign-up in German gets its address's confirmation in German, and keeps the zone it gave", async () => {
    const email = fresh("kai");
    const made = await new Client(api.url).post("/v1/players", {
      name: "Kai",
      email,
      language: "de",
      timeZone: "Europe/Berlin",
    });
    expect(made.status).toBe(201);
    expect(await settingsOf(made.body.apiKey)).toMatchObject({ language: "de", timeZone: "Europe/Berlin" });
    expect(mailsTo(email).map((m) => m.subject)).toEqual(["Bestätige deine E-Mail-Adresse"]);
  });

  it("a sign-up that gives neither gets English and UTC, as before", async () => {
    const made = await new Client(api.url).post("/v1/players", { name: "Lou" });
    expect(await settingsOf(made.body.apiKey)).toMatchObject({ language: "en", timeZone: "UTC" });
  });

  it("a language or time zone the service does not know is a 400 naming it, and makes no player", async () => {
    for (const [field, value] of [
      ["language", "fr"],
      ["timeZone", "Mars/Olympus"],
      ["timeZone", "x".repeat(65)],
    ] as const) {
      const before = await tableSnapshot(api.server);
      const refused = await new Client(api.url).post("/v1/players", { name: "Max", [field]: value });
      expectProblem(refused, 400, "validation-error");
      expect(new Set(refused.body.errors.map((e: { path: string }) => e.path))).toEqual(new Set([field]));
      expect((await tableSnapshot(api.server)).filter((i) => !i.includes('"RATE#'))).toEqual(
        before.filter((i) => !i.includes('"RATE#')),
      );
    }
  });

  it("the guest an invitation's link makes takes the language and zone sent with its token", async () => {
    const host = await newPlayer(api.url, "Host");
    const lobby = await host.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const address = fresh("ben");
    expect((await host.post(`/v1/matches/${lobby.body.id}/invites`, { email: address })).status).toBe(202);
    const session = await new Client(api.url).post("/v1/sessions", {
      token: signInTokenIn(mailsTo(address)[0] as ReceivedMail),
      language: "de",
      timeZone: "America/New_York",
    });
    expect(session.status).toBe(201);
    expect(await settingsOf(session.body.apiKey)).toMatchObject({
      language: "de",
      timeZone: "America/New_York",
    });
  });

  it("a player who exists keeps their own settings whatever a link's sign-in sends", async () => {
    const email = fresh("ada");
    const ada = await new Client(api.url).post("/v1/players", { name: "Ada", email });
    await confirmAddress(smtp.mails, email);
    const host = await newPlayer(api.url, "Host");
    const lobby = await host.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    await host.post(`/v1/matches/${lobby.body.id}/invites`, { email });
    // the invitation of a player who confirmed the address comes as their notice, by the worker
    await api.server.work();
    const invitation = mailsTo(email).find((m) => signInTokenIn(m) !== "") as ReceivedMail;
    const session = await new Client(api.url).post("/v1/sessions", {
      token: signInTokenIn(invitation),
      language: "de",
      timeZone: "Asia/Tokyo",
    });
    expect(session.status).toBe(201);
    expect(session.body.player.id).toBe(ada.body.player.id);
    expect(await settingsOf(ada.body.apiKey)).toMatchObject({ language: "en", timeZone: "UTC" });
  });
});

import { statSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { content as santaMariaContent } from "../../domain/santa-maria/content";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { de as deWeb } from "../../web/src/i18n/de";
import { Client, inSeats, useServer } from "../api/harness";
import { screenshotEmails } from "../browser/email-screenshots";
import {
  confirmAddress,
  type ReceivedHook,
  type ReceivedMail,
  smtpReceiver,
  webhookReceiver,
} from "./receivers";

const smtp = await smtpReceiver();
const chats = await webhookReceiver();
afterAll(async () => {
  await smtp.close();
  await chats.close();
});
// the worker runs when the test says: after every move; after each turn its player steps away, the
// server's clock passing the minutes calm email waits
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
});

type Lang = "en" | "de";

interface Person extends Client {
  id: string;
  name: string;
  email: string;
  lang: Lang;
  zone: string;
  /** Where the person's Discord and Slack messages arrive. */
  discord: string;
  slack: string;
}

let count = 0;
async function person(
  name: string,
  lang: Lang,
  zone: string,
  settings: Record<string, unknown>,
): Promise<Person> {
  const n = ++count;
  const email = `${name.toLowerCase()}-${n}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  await confirmAddress(smtp.mails, email);
  const origin = new URL(chats.url).origin;
  const p = Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    name,
    email,
    lang,
    zone,
    discord: `${origin}/api/webhooks/${n}/token-${n}`,
    slack: `${origin}/services/T${n}/B${n}/secret${n}`,
  });
  const chosen = { language: lang, timeZone: zone, ...settings } as Record<string, any>;
  for (const service of ["discord", "slack"] as const)
    if (chosen[service]) chosen[service] = { ...chosen[service], url: p[service] };
  const saved = await p.request("PUT", "/v1/me/notifications", { body: chosen });
  expect(saved.status).toBe(200);
  return p;
}

const mailsTo = (p: Person) => smtp.mails.filter((m) => m.to.includes(p.email));
const chatsOf = (p: Person, service: "discord" | "slack"): ReceivedHook[] =>
  chats.hooks.filter((h) => h.path === new URL(p[service]).pathname);
/** Everything a person was sent, by channel. */
const sentTo = (p: Person) => [mailsTo(p).length, chatsOf(p, "discord").length, chatsOf(p, "slack").length];

/** Raw ids a person must never read: tiles, shipments, scholars, bishops, colonies, seats, versions. */
const rawIds = new RegExp(
  `\\b(${[
    ...santaMariaContent.expansions,
    ...santaMariaContent.townHalls,
    ...santaMariaContent.shipments,
    ...santaMariaContent.scholars,
    ...santaMariaContent.bishops,
    ...santaMariaContent.board.roadTiles,
  ]
    // an id its own name holds ("treasurer", "The Treasurer") is the name when a person reads it
    .filter((item) => !("name" in item) || !String(item.name).toLowerCase().includes(item.id.toLowerCase()))
    .map((item) => item.id)
    .join("|")}|A[1-4]|[clv]\\d\\d|seat \\d|version)\\b`,
  "i",
);
/** English words that must not appear in a German email (names and links aside). */
const english = /\b(the|your|you|turn|points?|and|with|since|waiting|match|played|built)\b/i;

const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, "<link>");

/** The width and height a PNG says it has (its IHDR chunk). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A deadline's hour and minute in a time zone, as the first line must name it. */
function localTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** What every email must be: for a person, in their language, with its picture and one-click unsubscribe. */
function expectReadable(
  mail: ReceivedMail,
  reader: Person,
  ids: string[],
  picture: { width: number } | null,
) {
  const text = withoutLinks(mail.text);
  expect(text.length, mail.subject).toBeGreaterThan(20);
  expect(text, "no JSON nor missing values").not.toMatch(/[{}]|":|\[object|undefined|NaN|\bnull\b/);
  expect(`${mail.subject}\n${text}`, "no raw id").not.toMatch(rawIds);
  for (const id of ids) expect(`${mail.subject}\n${text}\n${withoutLinks(mail.html)}`).not.toContain(id);
  expect(mail.html).toContain(`<html lang="${reader.lang}"`);
  expect(mail.headers["content-language"]).toBe(reader.lang);
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/v1\/unsubscribe\?token=[^>]+>$/);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  if (reader.lang === "de") expect(`${mail.subject}\n${text}`, "German throughout").not.toMatch(english);
  const png = mail.attachments.find((a) => a.contentId === "<board@async-board-games>");
  if (!picture) return expect(png).toBeUndefined();
  expect(png?.mimeType).toBe("image/png");
  // the picture is as wide as the game draws it, as tall as its board and key need, and shown at its own size
  const size = pngSize(png?.content as Uint8Array);
  expect(size.width).toBe(picture.width);
  expect(size.height).toBeGreaterThan(300);
  expect(mail.html).toContain(
    `src="cid:board@async-board-games" width="${size.width}" height="${size.height}"`,
  );
}

/** A chat message: words for people, a link that does not sign anyone in. */
function expectChat(hook: ReceivedHook, service: "discord" | "slack", reader: Person) {
  const shown =
    service === "discord"
      ? [hook.json.content, hook.json.embeds[0].title, hook.json.embeds[0].description ?? ""].join("\n")
      : [hook.json.text, ...hook.json.blocks.filter((b: any) => b.text).map((b: any) => b.text.text)].join(
          "\n",
        );
  expect(shown.length).toBeGreaterThan(20);
  expect(withoutLinks(shown)).not.toMatch(/[{}]|":|undefined|\bnull\b/);
  expect(withoutLinks(shown)).not.toMatch(rawIds);
  if (reader.lang === "de") expect(withoutLinks(shown)).not.toMatch(english);
  const link = service === "discord" ? hook.json.embeds[0].url : hook.json.blocks.at(-1).elements[0].url;
  expect(link).toMatch(/^https?:\/\//);
  expect(link).not.toContain("sign-in");
  if (service === "discord") expect(hook.json.allowed_mentions).toEqual({ parse: [] });
}

/** After each worker run: every new "your turn" email went to a reader the match awaits, with their deadline first. */
async function checkNewMails(since: number, bySeat: Person[], matchId: string) {
  for (const mail of smtp.mails.slice(since)) {
    const reader = bySeat.find((p) => mail.to.includes(p.email));
    if (!reader) continue;
    const seen = (await reader.get(`/v1/matches/${matchId}`)).body;
    if (seen.status !== "active") continue;
    const first = mail.text.split("\n")[0];
    const yourTurn = /^(It is your turn|Du bist am Zug)/.test(mail.subject);
    // "your turn" only beside the seat the match awaits
    if (yourTurn)
      expect({ subject: mail.subject, awaitingYou: seen.awaitingYou }).toMatchObject({ awaitingYou: true });
    // the reader's own deadline, or that of the seat the match waits for
    const seat = seen.awaitingYou ? seen.yourSeat : seen.activeSeats[0];
    const deadline = seen.clock.seats[seat].deadline as string;
    expect(first, mail.subject).toContain(localTime(deadline, reader.zone));
  }
}

/** Plays the match to its end, each seat choosing by `choose`; the worker runs after every move. */
async function playToTheEnd(
  matchId: string,
  bySeat: Person[],
  choose: (legal: any[], version: number) => any,
): Promise<{ turns: { seat: number; steps: number; passed: boolean; told: number[][] }[] }> {
  const turns: { seat: number; steps: number; passed: boolean; told: number[][] }[] = [];
  for (let guard = 0; guard < 2000; guard++) {
    const seen = (await bySeat[0].get(`/v1/matches/${matchId}`)).body;
    if (seen.status === "finished") return { turns };
    const seat = seen.activeSeats[0] as number;
    const me = bySeat[seat];
    const before = bySeat.map(sentTo);
    let mine = (await me.get(`/v1/matches/${matchId}`)).body;
    let steps = 0;
    while (mine.awaitingYou) {
      const mails = smtp.mails.length;
      const sentBefore = bySeat.map(sentTo);
      const moved = await me.post(`/v1/matches/${matchId}/actions`, {
        action: choose(mine.legalActions, mine.version),
        expectedVersion: mine.version,
      });
      expect(moved.status).toBe(201);
      steps++;
      await api.server.work();
      await checkNewMails(mails, bySeat, matchId);
      const activeBefore = mine.activeSeats.join();
      mine = (await me.get(`/v1/matches/${matchId}`)).body;
      // a step inside a turn (the same seats still to act) tells no one
      if (mine.activeSeats.join() === activeBefore) expect(bySeat.map(sentTo)).toEqual(sentBefore);
    }
    const after = bySeat.map(sentTo);
    turns.push({
      seat,
      steps,
      passed: mine.status === "active" && !mine.activeSeats.includes(seat),
      told: after.map((channels, i) => channels.map((n, c) => n - before[i][c])),
    });
    clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
  }
  throw new Error("the match did not end");
}

/** The final email's first line: who won by how much, and the reader's place. */
function expectOutcome(mail: ReceivedMail, reader: Person, result: { standings: any[] }, bySeat: Person[]) {
  const first = mail.text.split("\n")[0];
  const [top, second] = result.standings;
  const mine = result.standings.find((s) => bySeat[s.seat] === reader);
  const score = reader.lang === "de" ? `${top.score}:${second.score}` : `${top.score}–${second.score}`;
  if (top.place !== second.place) expect(first).toContain(score);
  if (mine.place === 1) expect(first).toMatch(reader.lang === "de" ? /^Du hast/ : /^You won/);
  else {
    expect(first).toContain(bySeat[top.seat].name);
    expect(first).toContain(reader.lang === "de" ? `Platz ${mine.place} von 2` : `${mine.place}nd of 2`);
  }
}

describe("emails a person wants to read", () => {
  it("Santa Cruz, English and German: an invitation that opens its table, every email readable, the outcome told", async () => {
    const ada = await person("Ada", "en", "America/New_York", {
      email: { when: "always" },
      discord: { when: "always" },
    });
    const bo = await person("Bo", "de", "Europe/Berlin", {
      email: { when: "myTurn" },
      slack: { when: "myTurn" },
    });
    const created = await ada.post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      seed: "readable",
      join: true,
      clock: { moveHours: 48, onTimeout: "wait" },
    });
    const matchId = created.body.id as string;
    expect((await ada.post(`/v1/matches/${matchId}/invites`, { playerId: bo.id })).status).toBe(202);
    await api.server.work();

    // the invitation names who invites, in German, and its link opens the table: no API to call
    const [invitation] = mailsTo(bo);
    expect(invitation.subject).toBe("Ada lädt dich zu Santa Cruz ein");
    expect(invitation.text.split("\n")[0]).toMatch(/^Ada lädt dich zu einer Partie Santa Cruz ein/);
    expect(invitation.text).not.toMatch(/POST|inviteCode/);
    // the code is in the words too, for a person who joins from another device by typing it
    expect(invitation.text.split("\n")[0]).toContain(`Einladungscode ${created.body.inviteCode}`);
    // the button it sends the reader to, by the name the page gives it
    expect(invitation.text.split("\n")[0]).toContain(`„${deWeb["lobby.join"]}“`);
    // the link says it works once, as it does
    expect(invitation.text).toContain(
      "Der Link meldet dich einmal an: er gilt ein einziges Mal, innerhalb von 7 Tagen.",
    );
    const ids = [matchId, ada.id, bo.id, created.body.inviteCode];
    expectReadable(invitation, bo, ids.slice(0, 3), null);
    const link = new URL(/https?:\/\/\S+invite=\S+/.exec(invitation.text)?.[0] as string);
    const token = new URLSearchParams(link.hash.slice(1)).get("sign-in") as string;
    const session = await new Client(api.url).post("/v1/sessions", { token });
    expect(session.body).toMatchObject({ player: { id: bo.id }, matchId });
    const asBo = new Client(api.url, session.body.apiKey);
    const joined = await asBo.post(`/v1/matches/${matchId}/join`, {
      inviteCode: link.searchParams.get("invite"),
    });
    expect(joined.body.status).toBe("active");
    await api.server.work();

    const bySeat = inSeats(joined.body, [ada, bo]);
    const { turns } = await playToTheEnd(
      matchId,
      bySeat,
      (legal, version) => legal[(version * 31) % legal.length],
    );
    expect(turns.length).toBeGreaterThan(20);
    const final = (await ada.get(`/v1/matches/${matchId}`)).body;
    expect(final.status).toBe("finished");

    for (const p of bySeat) {
      const mails = mailsTo(p).slice(p === bo ? 1 : 0);
      expect(mails.length).toBeGreaterThan(5);
      for (const mail of mails) expectReadable(mail, p, ids, { width: 760 });
      const last = mails.at(-1) as ReceivedMail;
      expect(last.subject).toMatch(p.lang === "de" ? /^Die Partie ist vorbei/ : /^The match is over/);
      expectOutcome(last, p, final.result, bySeat);
    }
    for (const hook of chatsOf(ada, "discord")) expectChat(hook, "discord", ada);
    for (const hook of chatsOf(bo, "slack")) expectChat(hook, "slack", bo);
    expect(chatsOf(ada, "discord").length).toBe(mailsTo(ada).length);
    expect(chatsOf(bo, "slack").length).toBeGreaterThan(5);

    // one-click unsubscribe: the page asks and changes nothing, one POST unsubscribes
    const unsubscribe = (mailsTo(ada).at(-1) as ReceivedMail).headers["list-unsubscribe"].slice(1, -1);
    const page = await fetch(unsubscribe, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    expect((await ada.get("/v1/me/notifications")).body.settings.email.when).toBe("always");
    const posted = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect((await ada.get("/v1/me/notifications")).body.settings).toMatchObject({
      email: { when: "never" },
      discord: { when: "always" },
      language: "en",
    });
    const forged = await fetch(unsubscribe.replace(/token=[^.]+/, "token=Zm9yZ2Vk"), { method: "POST" });
    expect(forged.status).toBe(400);
    const json = await fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    // the page's button, pressed in a browser, answers with a page in the reader's language
    const pressed = await fetch(
      (mailsTo(bo).at(-1) as ReceivedMail).headers["list-unsubscribe"].slice(1, -1),
      {
        method: "POST",
        headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(await pressed.text()).toContain("Erledigt, Bo");
    expect((await bo.get("/v1/me/notifications")).body.settings.email.when).toBe("never");
    // a whole match, each turn's email drawn and sent: minutes on a loaded machine
  }, 240_000);

  it("an invitation names the player who sent it, not the match's creator", async () => {
    const ada = await person("Ada", "en", "Europe/London", {});
    const bo = await person("Bo", "en", "Europe/London", {});
    const cy = await person("Cy", "de", "Europe/Berlin", {});
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 3, join: true });
    const matchId = created.body.id as string;
    const joined = await bo.post(`/v1/matches/${matchId}/join`, { inviteCode: created.body.inviteCode });
    expect(joined.status).toBe(200);
    expect((await bo.post(`/v1/matches/${matchId}/invites`, { playerId: cy.id })).status).toBe(202);
    await api.server.work();
    const [invitation] = mailsTo(cy);
    expect(invitation.subject).toBe("Bo lädt dich zu Santa Cruz ein");
    expect(invitation.text.split("\n")[0]).toMatch(/^Bo lädt dich zu einer Partie Santa Cruz ein/);
    expect(invitation.text).not.toContain("Ada lädt");
  });

  it("Santa Maria: a turn of many free actions makes one notice per reader and channel", async () => {
    const ada = await person("Ada", "en", "Asia/Tokyo", {
      email: { when: "always" },
      discord: { when: "always" },
    });
    const bo = await person("Bo", "de", "Europe/Berlin", {
      email: { when: "always" },
      slack: { when: "always" },
    });
    const created = await ada.post("/v1/matches", {
      game: "santa-maria",
      seats: 2,
      seed: "free-actions",
      clock: { moveHours: 24, onTimeout: "wait" },
    });
    await bo.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    await api.server.work();
    const bySeat = inSeats((await ada.get(`/v1/matches/${created.body.id}`)).body, [ada, bo]);
    // a few sales and purchases in a row (free actions), then the main action, and so on
    let streak = 0;
    const choose = (legal: any[], version: number) => {
      const free = legal.filter((a) => a.type === "sell" || a.type === "buy");
      if (free.length > 0 && streak++ < 3) return free[version % free.length];
      streak = 0;
      const ending = ["sell", "buy", "endTurn", "retire"];
      const main = legal.filter((a) => !ending.includes(a.type));
      const pool = main.length > 0 ? main : legal.filter((a) => a.type !== "sell" && a.type !== "buy");
      return pool[(version * 7) % pool.length];
    };
    const { turns } = await playToTheEnd(created.body.id, bySeat, choose);
    // what each seat hears on email, Discord and Slack: Ada uses Discord, Bo Slack, wherever the draw sat them
    const channels = (seat: number) => (bySeat[seat] === ada ? [1, 1, 0] : [1, 0, 1]);
    // two people's seeds are mixed with server bits, so the deal (and how many long turns it allows) varies
    expect(turns.filter((t) => t.steps >= 4).length).toBeGreaterThanOrEqual(2);
    for (const turn of turns.filter((t) => t.passed)) {
      const other = 1 - turn.seat;
      // the other reader hears once on each channel they use; the mover hears nothing of their own turn
      expect(turn.told[other]).toEqual(channels(other));
      expect(turn.told[turn.seat]).toEqual([0, 0, 0]);
    }
    // the last turn tells both the end, once on each channel
    expect(turns.at(-1)?.told).toEqual([channels(0), channels(1)]);
    const final = (await ada.get(`/v1/matches/${created.body.id}`)).body;
    const ids = [created.body.id, ada.id, bo.id];
    for (const p of bySeat) {
      for (const mail of mailsTo(p)) expectReadable(mail, p, ids, { width: 760 });
      expectOutcome(mailsTo(p).at(-1) as ReceivedMail, p, final.result, bySeat);
    }
    for (const hook of chatsOf(ada, "discord")) expectChat(hook, "discord", ada);
    for (const hook of chatsOf(bo, "slack")) expectChat(hook, "slack", bo);
  }, 240_000);

  it("shows a name made of Discord markup as plain text: no link, heading or mention form", async () => {
    const ada = await person("Ada", "en", "UTC", { discord: { when: "always" }, slack: { when: "always" } });
    const name = "[Open the match](https://evil.example) #";
    const made = await new Client(api.url).post("/v1/players", { name });
    const mallory = new Client(api.url, made.body.apiKey);
    const created = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, join: true });
    await mallory.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
    await api.server.work();
    const posts = chatsOf(ada, "discord");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const shown = [post.json.content, post.json.embeds[0].description ?? ""].join("\n");
      expect(shown).toContain("\\[Open the match\\]\\(https\\://evil.example\\) \\#");
      // every markup character of the name is escaped
      expect(shown).not.toMatch(/(^|[^\\])[[\]()<>#]/);
    }
    // Slack's links are <url|text>: the name's angle brackets could not make one
    for (const post of chatsOf(ada, "slack")) expect(post.json.text).not.toMatch(/<(?!@)/);
  });

  it("writes a screenshot of each kind of email sent above, in both languages, every picture drawn", async () => {
    // one per subject, numbers aside: each kind of email once per language and game
    const kinds = new Map<string, ReceivedMail>();
    const kindOf = (mail: ReceivedMail) => mail.subject.replace(/\d+/g, "#");
    for (const mail of smtp.mails) if (!kinds.has(kindOf(mail))) kinds.set(kindOf(mail), mail);
    const shots = await screenshotEmails([...kinds.values()].map((mail, i) => ({ name: `${i}`, mail })));
    expect(new Set(shots.map((s) => s.lang))).toEqual(new Set(["en", "de"]));
    expect(shots.length).toBeGreaterThanOrEqual(8);
    for (const shot of shots) {
      expect(shot.brokenImages, shot.file).toBe(0);
      expect(statSync(shot.file).size).toBeGreaterThan(2_000);
    }
  }, 120_000);
});

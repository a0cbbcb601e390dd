import { afterAll, describe, expect, it } from "vitest";
import { siteTags } from "../../domain/santa-cruz/site-tags";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { textsFor } from "../../functions/notify/texts/texts";
import { Client, chooser, type Json, type Player, useServer } from "../api/harness";
import { answerTo, choicesIn, deliver, replyAddressOf, replyMessage, type Service } from "../inbound/harness";
import { confirmAddress, type ReceivedMail, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
// the worker runs when the test says, after the server's clock passed the minutes calm email waits
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
  inbound: { port: 0, host: "127.0.0.1" },
});
const service: Service = { smtp, api };

let count = 0;
type Lang = "en" | "de";
type Reader = Player & { email: string; lang: Lang; name: string };

async function reader(name: string, lang: Lang, when: "always" | "myTurn" = "always"): Promise<Reader> {
  const email = `reader-${++count}-${Date.now().toString(36)}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, email });
  expect(reply.status).toBe(201);
  await confirmAddress(smtp.mails, email);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    email,
    lang,
    name,
  });
  const saved = await p.request("PUT", "/v1/me/notifications", { body: { email: { when }, language: lang } });
  expect(saved.status).toBe(200);
  return p;
}

/** Runs the worker once the calm minutes passed: the mails it sent. */
async function sendDue(): Promise<ReceivedMail[]> {
  const sent = smtp.mails.length;
  clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
  await api.server.work();
  return smtp.mails.slice(sent);
}

/** What a turn email shows of its picture's key and its reply. */
function shown(mail: ReceivedMail, lang: Lang) {
  const texts = textsFor(lang);
  const tooMany = /^(?:You have|Du hast) (\d+) /m.exec(mail.text);
  const listed = [...mail.text.matchAll(/^\d+\. .* \[([^\]]+)\]$/gm)].map((m) => m[1]);
  return {
    keyInText: mail.text.includes(texts.pictureKey),
    keyInHtml: mail.html.includes(texts.pictureKey),
    picture: mail.attachments.some((a) => a.mimeType === "image/png"),
    replyListed: mail.text.includes(texts.reply.choose) ? listed : null,
    tooMany:
      tooMany && mail.text.includes(texts.reply.tooMany(Number(tooMany[1]))) ? Number(tooMany[1]) : null,
  };
}

/** Whether an action names a site of the board: the numbers on the picture are for those. */
const namesSite = (action: Json) => action.site !== undefined && action.site !== null;

interface Seen {
  /** Turn emails whose choices name no site: no key. */
  noSite: Set<string>;
  /** Turn emails whose listed choices name sites: the key. */
  listedSites: number;
  /** Turn emails with more choices than listed, sites among them: the key. */
  tooMany: number;
  /** Emails to a reader not awaited: no key. */
  notAwaited: number;
}

/**
 * Plays a Santa Cruz match between the readers through the API, sending the due emails before
 * each move, and checks every email: the key shows exactly when the reader must act and one of
 * their legal actions names a site, in the text and the HTML alike.
 */
async function playChecking(readers: Reader[], seed: string, seen: Seen): Promise<void> {
  const [host, ...guests] = readers;
  const created = (await host.post("/v1/matches", { game: "santa-cruz", seats: readers.length, seed })).body;
  for (const guest of guests)
    expect(
      (await guest.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode })).status,
    ).toBe(200);
  const path = `/v1/matches/${created.id}`;
  const choose = chooser(seed);
  const problems: string[] = [];
  for (let step = 0; step < 400; step++) {
    const mails = await sendDue();
    const views = new Map<string, Json>();
    for (const r of readers) views.set(r.id, (await r.get(path)).body);
    for (const mail of mails) {
      const r = readers.find((x) => mail.to.includes(x.email));
      if (!r) continue;
      const view = views.get(r.id);
      const s = shown(mail, r.lang);
      const legal: Json[] = view.awaitingYou ? view.legalActions : [];
      const sites = legal.some(namesSite);
      const where = `${mail.subject} (version ${view.version}, ${legal.map((a) => a.type).join(",")})`;
      if (s.keyInText !== s.keyInHtml) problems.push(`text and HTML disagree: ${where}`);
      if (s.keyInText && !s.picture) problems.push(`a key without a picture: ${where}`);
      // nor does any word of the email send the reader to the picture for names it does not show
      if (!s.keyInText && /\bpicture\b|\bBild\b/.test(mail.text))
        problems.push(`the text points at the picture's labels, which it lacks: ${where}`);
      if (s.keyInText !== sites)
        problems.push(
          `key ${s.keyInText ? "shown" : "hidden"} though ${sites ? "" : "no "}site is named: ${where}`,
        );
      if (!view.awaitingYou) {
        if (s.replyListed !== null || s.tooMany !== null) problems.push(`a reply offered off turn: ${where}`);
        seen.notAwaited++;
        continue;
      }
      if (s.tooMany !== null) {
        expect(s.tooMany).toBe(legal.length);
        expect(legal.length).toBeGreaterThan(30);
        seen.tooMany++;
      } else if (s.replyListed !== null) {
        expect(s.replyListed.length).toBe(legal.length);
        // the choices' short forms name a site exactly when an action does, by the picture's own names
        const tags = siteTags(r.lang);
        const written = s.replyListed.some((text) => text.split(/\s+/).some((w) => tags.includes(w)));
        expect(written).toBe(sites);
        if (sites) seen.listedSites++;
        else seen.noSite.add([...new Set(legal.map((a) => a.type))].sort().join("+"));
      }
    }
    const now = views.get(readers[0].id);
    if (now.status !== "active") break;
    // every awaited seat acts (a secret discard awaits them all at once)
    for (const r of readers) {
      const mine = (await r.get(path)).body;
      if (!mine.awaitingYou) continue;
      const moved = await r.post(`${path}/actions`, {
        action: choose(mine.legalActions),
        expectedVersion: mine.version,
      });
      if (moved.status === 409) continue;
      expect(moved.status).toBe(201);
      break;
    }
  }
  expect(problems).toEqual([]);
  expect((await host.get(path)).body.status).toBe("finished");
}

describe("a Santa Cruz email shows its picture's numbered key only when the reply's choices name sites", () => {
  it("through whole matches, in English and German, every email shows the key exactly when the reader's choices name a site: never when none does (a card set, a scoring card, a discard, a package, a building with nowhere to go) nor off turn; always above the listed 30", async () => {
    const seen: Seen = { noSite: new Set(), listedSites: 0, tooMany: 0, notAwaited: 0 };
    await playChecking([await reader("Ada", "en"), await reader("Bea", "de")], "keys-two", seen);
    await playChecking(
      [await reader("Cy", "de"), await reader("Dee", "en"), await reader("Eve", "en")],
      "keys-three",
      seen,
    );
    // the matches met every kind of email the rule tells apart
    expect(seen.noSite).toContain("chooseSet");
    expect(seen.noSite).toContain("playScoring");
    expect(seen.listedSites).toBeGreaterThan(0);
    expect(seen.tooMany).toBeGreaterThan(0);
    expect(seen.notAwaited).toBeGreaterThan(0);
  }, 600_000);

  it("players named after the picture's sites cannot bring the key into an email whose choices name none", async () => {
    const first = await reader("north-shore-2", "en", "myTurn");
    const second = await reader("nordkueste-2", "de", "myTurn");
    const created = (await first.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    const started = (await second.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode }))
      .body;
    expect(started.status).toBe("active");
    const mails = await sendDue();
    const turn = mails.filter((m) => m.to.includes(first.email) || m.to.includes(second.email));
    expect(turn.length).toBeGreaterThan(0);
    let awaited = 0;
    for (const mail of turn) {
      const r = mail.to.includes(first.email) ? first : second;
      const view = (await r.get(`/v1/matches/${created.id}`)).body;
      const s = shown(mail, r.lang);
      if (view.awaitingYou) {
        awaited++;
        expect(view.legalActions.map((a: Json) => a.type)).toEqual(view.legalActions.map(() => "chooseSet"));
        expect(s.replyListed?.length).toBe(view.legalActions.length);
      }
      expect({ keyInText: s.keyInText, keyInHtml: s.keyInHtml }).toEqual({
        keyInText: false,
        keyInHtml: false,
      });
    }
    expect(awaited).toBeGreaterThan(0);
  });

  it("a Santa Maria email, whose picture has no numbered sites, never shows a key, even with choices to reply", async () => {
    const [ann, bo] = [await reader("Ann", "en", "myTurn"), await reader("Bo", "de", "myTurn")];
    const created = (await ann.post("/v1/matches", { game: "santa-maria", seats: 2 })).body;
    expect((await bo.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode })).status).toBe(
      200,
    );
    const path = `/v1/matches/${created.id}`;
    const choose = chooser("maria-keys");
    let replies = 0;
    for (let step = 0; step < 12; step++) {
      for (const mail of await sendDue()) {
        const r = mail.to.includes(ann.email) ? ann : bo;
        const s = shown(mail, r.lang);
        if (s.replyListed !== null || s.tooMany !== null) replies++;
        expect({ keyInText: s.keyInText, keyInHtml: s.keyInHtml }).toEqual({
          keyInText: false,
          keyInHtml: false,
        });
      }
      for (const r of [ann, bo]) {
        const mine = (await r.get(path)).body;
        if (!mine.awaitingYou) continue;
        expect(
          (
            await r.post(`${path}/actions`, {
              action: choose(mine.legalActions),
              expectedVersion: mine.version,
            })
          ).status,
        ).toBe(201);
        break;
      }
    }
    expect(replies).toBeGreaterThan(0);
  }, 120_000);
  it("the answer to a reply that plays nothing shows the key by the choices it lists: not for card sets though the reply named a site, and for sites though the reply named a card set", async () => {
    const [gus, hal] = [await reader("Gus", "en", "myTurn"), await reader("Hal", "en", "myTurn")];
    const created = (await gus.post("/v1/matches", { game: "santa-cruz", seats: 2 })).body;
    expect(
      (await hal.post(`/v1/matches/${created.id}/join`, { inviteCode: created.inviteCode })).status,
    ).toBe(200);
    const path = `/v1/matches/${created.id}`;
    const awaited = async () => {
      for (const r of [gus, hal]) {
        const view = (await r.get(path)).body;
        if (view.awaitingYou) return { r, view };
      }
      throw new Error("nobody to act");
    };
    /** Replies to the reader's newest offer with `line`: the answer, which plays nothing. */
    const answered = async (r: Reader, line: string) => {
      const offer = smtp.mails.filter((m) => m.to.includes(r.email) && replyAddressOf(m)).at(-1);
      if (!offer) throw new Error("no offer");
      const message = replyMessage(r, offer, line, "plain top-post");
      await deliver(service, message);
      const answer = await answerTo(service, String(message.messageId));
      expect(answer.text.split("\n")[0]).toContain("names none of your choices");
      return { offer, answer };
    };

    await sendDue();
    const setChoice = await awaited();
    expect(setChoice.view.legalActions[0].type).toBe("chooseSet");
    for (const line of ["land north-shore-2", "north-shore-2 crater-1 beach-1"]) {
      const { offer, answer } = await answered(setChoice.r, line);
      for (const mail of [offer, answer]) {
        expect(choicesIn(mail).every((c) => c.text.startsWith("set "))).toBe(true);
        expect(shown(mail, "en")).toMatchObject({ keyInText: false, keyInHtml: false });
      }
    }

    // both choose their sets over HTTP; the next choice is a landing site, which the numbers name
    for (let now = await awaited(); now.view.legalActions[0].type === "chooseSet"; now = await awaited()) {
      const action = now.view.legalActions[0];
      expect(
        (await now.r.post(`${path}/actions`, { action, expectedVersion: now.view.version })).status,
      ).toBe(201);
    }
    await sendDue();
    const landing = await awaited();
    expect(landing.view.legalActions[0].type).toBe("land");
    const { offer, answer } = await answered(landing.r, "set a");
    for (const mail of [offer, answer]) {
      expect(choicesIn(mail).some((c) => c.text.startsWith("land "))).toBe(true);
      expect(shown(mail, "en")).toMatchObject({ keyInText: true, keyInHtml: true, picture: true });
    }
  });
});

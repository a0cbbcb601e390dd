import { describe, expect, it, vi } from "vitest";
import { santaMariaPhrases } from "../../domain/santa-maria/sentences";
import type { Picture } from "../../functions/notify/pictures/picture";
import { words } from "../../web/src/games/santa-maria/words";
import { texts } from "../notify/picture-texts";
import type { ReceivedMail } from "../notify/receivers";
import {
  choicesIn,
  deliver,
  mailsTo,
  type Person,
  person,
  replyAddressOf,
  replyMessage,
  replyOutcome,
  useMailService,
  waitFor,
} from "./harness";

/** Each picture the worker turns into a PNG, by the PNG's bytes: what a person sees in an email, as text. */
const drawn = vi.hoisted(() => new Map<string, string>());
vi.mock("../../functions/notify/pictures/png", async (original) => {
  const real = await original<typeof import("../../functions/notify/pictures/png")>();
  return {
    ...real,
    pngOrNone: async (picture: Picture | null) => {
      const png = await real.pngOrNone(picture);
      if (png && picture) drawn.set(Buffer.from(png).toString("base64"), picture.svg);
      return png;
    },
  };
});

const service = await useMailService(0);
const { keywords } = santaMariaPhrases.en;
const w = words("en");
/** Free actions (sales, purchases) are left alone, so that every turn moves the match on. */
const free = /^(sell|buy)\b/;

/** The words the email's picture writes, read off the SVG it was drawn from. */
function pictureOf(mail: ReceivedMail): string[] {
  const png = mail.attachments.find((a) => a.mimeType === "image/png");
  expect(png).toBeDefined();
  const svg = drawn.get(Buffer.from(png?.content ?? []).toString("base64"));
  expect(svg).toBeDefined();
  return texts(svg ?? "");
}

/** The lines the picture lists under one of its headings, up to the next heading. */
function under(labels: string[], heading: string, headings: string[]): string[] {
  const start = labels.indexOf(heading);
  if (start < 0) return [];
  const rest = labels.slice(start + 1);
  const end = rest.findIndex((l) => headings.includes(l));
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The reply a person makes up from the picture, as the email's help line shows them: a white die by
 * its label ("white 4") while they have white dice left, else a free retiring space by its name; once
 * the turn's main action is taken, its end.
 */
function replyFrom(labels: string[], mainDone: boolean): string {
  if (mainDone) return keywords.end;
  const headings = [w.docks, w.retiring, w.monkSpaces, w.display, w.storage];
  const dice = labels.filter((l) => new RegExp(`^${keywords.white} \\d$`).test(l));
  if (dice.length > 0 && !labels.includes(w.whiteLeft(0))) return dice[0];
  // a space's row shows what it gives ("2" coins) before its name: names begin with a letter
  const free = under(labels, w.retiring, headings).filter((l) => /^\p{L}/u.test(l) && !l.includes("("));
  return `${keywords.retire} ${free[0]}`;
}

const playedAnswer = /^(played|Your reply was played)/;

/** Replies to the turn email with the line: whether it was played. */
async function playOne(me: Person, matchId: string, mail: ReceivedMail, line: string): Promise<boolean> {
  const message = replyMessage(me, mail, line, "plain top-post");
  await deliver(service, message);
  return playedAnswer.test(await replyOutcome(service, matchId, message.messageId as string));
}

describe("a whole Santa Maria match played from the emails alone", () => {
  it("replies by the names the picture writes (its white dice, its free retiring spaces), never by reading the view", async () => {
    const bea = await person(service, "Bea", "en");
    const created = await bea.post("/v1/matches", { game: "santa-maria", seats: 2, seed: "from-email" });
    const matchId: string = created.body.id;
    const started = await bea.post(`/v1/matches/${matchId}/bots`, { level: "random" });
    const bot: string = started.body.seats.find((s: { player?: { id: string } }) => s.player?.id !== bea.id)
      ?.player?.name;
    const answered = new Set<string>();
    const byPicture: string[] = [];
    let listed = 0;
    let mainDone = false;
    for (let n = 0; n < 400; n++) {
      const next = await waitFor(async () => {
        await service.api.server.work();
        const mails = mailsTo(service, bea);
        if (mails.some((m) => /^The match is over/.test(m.subject))) return null;
        const newest = mails.filter(replyAddressOf).at(-1);
        return newest && !answered.has(newest.messageId) ? newest : undefined;
      }, 20_000);
      if (next === null) break;
      for (const m of mailsTo(service, bea)) answered.add(m.messageId);
      // the other player moved since: a new turn, whose main action is still to take
      if (next.text.includes(bot)) mainDone = false;
      const choices = choicesIn(next).filter((c) => !free.test(c.text));
      if (choices.length > 0) {
        listed++;
        expect(await playOne(bea, matchId, next, String(choices[0].number))).toBe(true);
        continue;
      }
      const line = replyFrom(pictureOf(next), mainDone);
      expect(await playOne(bea, matchId, next, line)).toBe(true);
      byPicture.push(line);
      mainDone = line !== keywords.end;
    }
    const final = (await bea.get(`/v1/matches/${matchId}`)).body;
    expect(final.status).toBe("finished");
    // most turns had too many choices to list: the picture's names played them
    expect(byPicture.filter((line) => line.startsWith(keywords.white)).length).toBeGreaterThan(5);
    expect(byPicture.filter((line) => line.startsWith(keywords.retire)).length).toBeGreaterThan(0);
    expect(listed + byPicture.length).toBeGreaterThan(15);
  }, 900_000);
});

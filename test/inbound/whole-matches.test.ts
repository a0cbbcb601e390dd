import { describe, expect, it } from "vitest";
import type { Lang } from "../../domain/core/sentences";
import { santaCruzSentences } from "../../domain/santa-cruz/sentences";
import { santaMariaSentences } from "../../domain/santa-maria/sentences";
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
  type Style,
  styles,
  useMailService,
  waitFor,
} from "./harness";

// the worker runs between the player's replies, as often as it takes: the computer moves, the service mails
const service = await useMailService(0);

const sentences = { "santa-cruz": santaCruzSentences, "santa-maria": santaMariaSentences } as const;
/** Free actions (sales, purchases, trades) are left alone, so that every turn moves the match on. */
const free = /^(sell|buy|trade|verkauf|kauf|tausch)/i;
/** Retiring is chosen last too: whether a player who retires early each year makes more than 15 moves depends on timing. */
const retiring = /^(retire|zieh dich|r(ü|ue)ckzug)/i;

/** The n-th of the choices that move the match on and play the year out, or of the next best kind. */
function pick<T>(choices: T[], text: (choice: T) => string, n: number): T {
  const moving = choices.filter((c) => !free.test(text(c)));
  const staying = moving.filter((c) => !retiring.test(text(c)));
  const pool = [staying, moving, choices].find((p) => p.length > 0) ?? choices;
  return pool[(n * 7) % pool.length];
}

/** What the person writes: a listed choice's number or short form, or a short form they make up from the match. */
async function lineFor(
  me: Person,
  matchId: string,
  mail: ReceivedMail,
  n: number,
  lang: Lang,
): Promise<string> {
  const listed = choicesIn(mail);
  if (listed.length > 0) {
    const choice = pick(listed, (c) => c.text, n);
    return n % 2 === 0 ? String(choice.number) : choice.text;
  }
  // too many choices to list: the help says how to write one, and the web client shows them all
  const seen = (await me.get(`/v1/matches/${matchId}`)).body;
  const game = sentences[seen.game as keyof typeof sentences];
  const ctx = {
    lang,
    names: seen.seats.map((s: any) => s.player?.name ?? ""),
    viewer: seen.yourSeat,
    view: seen.view,
  };
  const texts: string[] = seen.legalActions.map((a: any) => game.actionText(a, ctx));
  return pick(texts, (t) => t, n);
}

/**
 * Plays the person's seat only by answering emails: each time the newest email that offers a reply
 * address (an answer, or the next turn's notice), until an email says the match is over.
 */
async function playByReplies(me: Person, matchId: string, lang: Lang) {
  const answered = new Set<string>();
  const outcomes: Record<string, number> = {};
  const byStyle = new Map<Style, number>();
  const over = lang === "de" ? /^Die Partie ist vorbei/ : /^The match is over/;
  for (let n = 0; n < 400; n++) {
    const next = await waitFor(async () => {
      await service.api.server.work();
      const mails = mailsTo(service, me);
      if (mails.some((m) => over.test(m.subject))) return null;
      const newest = mails.filter(replyAddressOf).at(-1);
      return newest && !answered.has(newest.messageId) ? newest : undefined;
    }, 20_000);
    if (next === null) return { outcomes, byStyle };
    for (const m of mailsTo(service, me)) answered.add(m.messageId);
    const style = styles[n % styles.length];
    const message = replyMessage(me, next, await lineFor(me, matchId, next, n, lang), style);
    await deliver(service, message);
    // answered at once while the turn is still theirs; otherwise the next turn's notice says it was played
    const first = await replyOutcome(service, matchId, message.messageId as string);
    const played = /^(played$|Your reply was played|Deine Antwort wurde gespielt)/.test(first);
    const kind = played ? "played" : first;
    outcomes[kind] = (outcomes[kind] ?? 0) + 1;
    if (played) byStyle.set(style, (byStyle.get(style) ?? 0) + 1);
  }
  throw new Error("the match did not end");
}

/** The moves the person's seat made: every one by a reply, keyed by that reply's Message-ID. */
async function movesOf(me: Person, matchId: string) {
  const moves = await service.api.server.deps.store.movesAfter(matchId, 0);
  return moves.filter((m) => m.playerId === me.id && m.by === "player");
}

async function startAgainstComputer(me: Person, game: string, seed: string): Promise<string> {
  const created = await me.post("/v1/matches", { game, seats: 2, seed });
  const started = await me.post(`/v1/matches/${created.body.id}/bots`, { level: "random" });
  expect(started.body.status).toBe("active");
  return created.body.id;
}

describe("a whole match where one player moves only by replying to emails", () => {
  it("Santa Cruz, in English, from every kind of mail client", async () => {
    const ada = await person(service, "Ada", "en");
    const matchId = await startAgainstComputer(ada, "santa-cruz", "by-reply");
    const { outcomes, byStyle } = await playByReplies(ada, matchId, "en");

    const final = (await ada.get(`/v1/matches/${matchId}`)).body;
    expect(final.status).toBe("finished");
    const moves = await movesOf(ada, matchId);
    expect(moves.length).toBeGreaterThan(15);
    expect(moves.every((m) => m.idempotencyKey?.startsWith("mail:<"))).toBe(true);
    expect(outcomes.played).toBe(moves.length);
    // plain top-posts, HTML-only replies, bottom-posts with signatures and Latin-1 replies all play
    expect([...byStyle.keys()].sort()).toEqual([...styles].sort());
  });

  it("Santa Maria, in German, writing choices in short form when there are too many to list", async () => {
    const bea = await person(service, "Bea", "de");
    const matchId = await startAgainstComputer(bea, "santa-maria", "per-antwort");
    const { outcomes } = await playByReplies(bea, matchId, "de");

    const final = (await bea.get(`/v1/matches/${matchId}`)).body;
    expect(final.status).toBe("finished");
    const moves = await movesOf(bea, matchId);
    expect(moves.length).toBeGreaterThan(15);
    expect(moves.every((m) => m.idempotencyKey?.startsWith("mail:<"))).toBe(true);
    expect(outcomes.played).toBe(moves.length);
    const offers = mailsTo(service, bea).filter(replyAddressOf);
    expect(offers.some((m) => /Du hast \d+ Möglichkeiten, zu viele/.test(m.text))).toBe(true);
    // an email lists numbers to answer with only when it lists the choices
    for (const mail of offers) {
      const listed = choicesIn(mail).length > 0;
      expect(mail.text.includes("Antworte mit der Nummer einer Wahl oder ihrer Kurzform: „ausbau")).toBe(
        listed,
      );
      expect(mail.text.includes("Antworte mit deiner Wahl in Kurzform: „ausbau")).toBe(!listed);
    }
    expect(offers.some((m) => choicesIn(m).length > 0)).toBe(true);
  });
});

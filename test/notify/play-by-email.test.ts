import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { Client, useServer } from "../api/harness";
import {
  confirmAddress,
  eventually,
  type ReceivedHook,
  type ReceivedMail,
  smtpReceiver,
  webhookReceiver,
} from "./receivers";

const smtp = await smtpReceiver();
const hooks = await webhookReceiver();
afterAll(async () => {
  await smtp.close();
  await hooks.close();
});
// each player moves by API and steps away: the server's clock then passes the minutes calm email waits
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 25,
  now: () => new Date(Date.now() + clock.offset),
});

type Player = Client & { id: string; name: string; email?: string; secret?: string };

async function player(name: string, channels: { email?: boolean; webhook?: boolean }): Promise<Player> {
  const email = channels.email ? `${name.toLowerCase()}@example.test` : undefined;
  const reply = await new Client(api.url).post("/v1/players", { name, ...(email ? { email } : {}) });
  if (email) await confirmAddress(smtp.mails, email);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), { id: reply.body.player.id, name, email });
  const saved = await p.request("PUT", "/v1/me/notifications", {
    body: {
      email: { when: channels.email ? "myTurn" : "never" },
      webhook: { url: channels.webhook ? `${hooks.url}?player=${p.id}` : null, when: "myTurn" },
    },
  });
  expect(saved.status).toBe(200);
  return Object.assign(p, { secret: saved.body.webhookSecret as string | undefined });
}

/** A "your turn" notice as the test's clients read it: who, which one, and of which turn. */
interface TurnNotice {
  playerId: string;
  id: string;
  /** An email's Message-ID starts with the moment of the notice (the move that made it the reader's turn). */
  at?: number;
  /** The version a webhook speaks of. */
  version?: number;
}

function turnNotices(players: Player[]): TurnNotice[] {
  const byEmail = new Map(players.filter((p) => p.email).map((p) => [p.email as string, p.id]));
  const fromMail = (m: ReceivedMail): TurnNotice[] =>
    m.subject.startsWith("It is your turn")
      ? m.to.flatMap((to) => {
          const id = byEmail.get(to);
          // the notice's time leads its Message-ID, without the colons an id may not hold
          const [, day, h, min, sec] = /^<([^T]+T)(\d\d)(\d\d)([^_]+)_/.exec(m.messageId) ?? [];
          const at = Date.parse(`${day}${h}:${min}:${sec}`);
          return id ? [{ playerId: id, id: m.messageId, at }] : [];
        })
      : [];
  const fromHook = (h: ReceivedHook): TurnNotice[] =>
    h.json.type === "match.yourTurn"
      ? [
          {
            playerId: hookFor(h),
            id: h.headers["webhook-id"],
            version: h.json.data.version,
          },
        ]
      : [];
  return [...smtp.mails.flatMap(fromMail), ...hooks.hooks.flatMap(fromHook)];
}

describe("play by email and webhook", () => {
  it("plays a 3-player match to the end, each move made only after its player was told", async () => {
    const players = [
      await player("Ada", { email: true }),
      await player("Bo", { webhook: true }),
      await player("Cy", { email: true, webhook: true }),
    ];
    const created = await players[0].post("/v1/matches", {
      game: "santa-cruz",
      seats: 3,
      seed: "pbem",
      join: true,
    });
    for (const p of players.slice(1)) {
      const invited = await players[0].post(`/v1/matches/${created.body.id}/invites`, { playerId: p.id });
      expect(invited.status).toBe(202);
    }
    // each invitee learns the code from the invitation itself
    for (const p of players.slice(1)) {
      const code = await eventually(() => {
        const mail = smtp.mails.find(
          (m) => m.to.includes(p.email ?? "") && m.subject.startsWith("You are invited"),
        );
        const hook = hooks.hooks.find(
          (h) => h.json.type === "match.invited" && h.body.includes(created.body.id) && hookFor(h) === p.id,
        );
        return (mail && /[?&]invite=([^&#\s]+)/.exec(mail.text)?.[1]) ?? hook?.json.data.inviteCode;
      });
      expect((await p.post(`/v1/matches/${created.body.id}/join`, { inviteCode: code })).status).toBe(200);
    }

    const matchId = created.body.id as string;
    const handled = new Set<string>();
    /** When each player last acted, and the version they made: notices of before are of a turn already played. */
    const lastActed = new Map<string, { at: number; version: number }>();
    let moves = 0;
    for (;;) {
      const seen = await players[0].get(`/v1/matches/${matchId}`);
      if (seen.body.status === "finished") break;
      const notice = await eventually(() =>
        turnNotices(players).find((n) => !handled.has(`${n.playerId}@${n.id}`)),
      );
      handled.add(`${notice.playerId}@${notice.id}`);
      const me = players.find((p) => p.id === notice.playerId) as Player;
      // the same turn told twice (email and webhook), or a turn already played: nothing to do
      const last = lastActed.get(me.id);
      if (last && ((notice.at ?? Infinity) <= last.at || (notice.version ?? Infinity) <= last.version))
        continue;
      let mine = (await me.get(`/v1/matches/${matchId}`)).body;
      // told it was their turn: it is
      expect({ who: me.name, notice: notice.id, awaitingYou: mine.awaitingYou }).toEqual({
        who: me.name,
        notice: notice.id,
        awaitingYou: true,
      });
      // a double move's second step, or the simultaneous discard after one's own last card, follows at once
      while (mine.awaitingYou) {
        const action = mine.legalActions[(mine.version * 31) % mine.legalActions.length];
        const moved = await me.post(`/v1/matches/${matchId}/actions`, {
          action,
          expectedVersion: mine.version,
        });
        expect(moved.status).toBe(201);
        moves++;
        lastActed.set(me.id, { at: Date.now() + clock.offset, version: moved.body.version });
        if (!moved.body.activeSeats.includes(mine.yourSeat)) break;
        mine = (await me.get(`/v1/matches/${matchId}`)).body;
      }
      clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
    }
    expect(moves).toBeGreaterThan(60);
    const over = await eventually(() => {
      const ended = [
        ...smtp.mails.filter((m) => m.subject.startsWith("The match is over")).flatMap((m) => m.to),
        ...hooks.hooks.filter((h) => h.json.type === "match.matchEnded").map(hookFor),
      ];
      return (
        ["ada@example.test", players[1].id, "cy@example.test"].every((who) => ended.includes(who)) && ended
      );
    });
    expect(over.length).toBeGreaterThanOrEqual(3);

    // every webhook verifies with an independent Standard Webhooks implementation
    for (const hook of hooks.hooks) {
      const owner = players.find((p) => p.id === hookFor(hook)) as Player;
      expect(verifiedWhenSent(owner, hook.body, hook)).toEqual(hook.json);
    }
    expect(() =>
      verifiedWhenSent(players[2], hooks.hooks[0].body.replace("match", "matcH"), hooks.hooks[0]),
    ).toThrow();

    // and no mail nor webhook ever told a player what they may not see
    for (const hook of hooks.hooks.filter((h) => h.json.data?.events)) {
      for (const event of hook.json.data.events) {
        if (event.secret) expect(event.seat).toBe(hook.json.data.yourSeat);
      }
    }
    const log = await players[1].get("/v1/me/deliveries?limit=100");
    expect(log.body.deliveries.length).toBeGreaterThan(10);
    expect(log.body.deliveries.every((d: any) => d.channel === "webhook" && d.status === "delivered")).toBe(
      true,
    );
    // a whole 3-player match, each turn's email drawn and sent: minutes on a loaded machine
  }, 240_000);
});

/**
 * A webhook's body verified by its owner's secret as a receiver would on receipt: the server's clock
 * ran ahead of the test's, so the receiver's clock is set to the moment the webhook says it was sent.
 */
function verifiedWhenSent(owner: Player, body: string, hook: ReceivedHook): unknown {
  vi.setSystemTime(Number(hook.headers["webhook-timestamp"]) * 1000);
  try {
    return new Webhook(owner.secret as string).verify(body, hook.headers);
  } finally {
    vi.useRealTimers();
  }
}

/** The player a webhook went to: each player's webhook URL names them. */
function hookFor(hook: ReceivedHook): string {
  return new URL(hook.path, "http://receiver").searchParams.get("player") ?? "";
}

import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, describe, expect, it } from "vitest";
import { drawSeatOrder, inSeatOrder } from "../../domain/core/seat-order";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { Client, inSeats, useServer } from "../api/harness";
import { confirmAddress, smtpReceiver, webhookReceiver } from "./receivers";

const HOUR = 3_600_000;
const smtp = await smtpReceiver();
const hooks = await webhookReceiver();
afterAll(async () => {
  await smtp.close();
  await hooks.close();
});
// the test moves the clock; the worker runs when the test says
const clock = { offset: 0 };
const api = useServer({
  smtpUrl: smtp.url,
  workIntervalMs: 0,
  now: () => new Date(Date.now() + clock.offset),
});

let count = 0;
async function player(settings: Record<string, unknown> = {}, email = true) {
  const name = `P${++count}`;
  const address = `${name.toLowerCase()}-${Date.now()}@example.test`;
  const reply = await new Client(api.url).post("/v1/players", { name, ...(email ? { email: address } : {}) });
  if (email) await confirmAddress(smtp.mails, address);
  const p = Object.assign(new Client(api.url, reply.body.apiKey), {
    id: reply.body.player.id as string,
    email: address,
  });
  const saved = await p.request("PUT", "/v1/me/notifications", { body: settings });
  expect(saved.status).toBe(200);
  return Object.assign(p, { secret: saved.body.webhookSecret as string | undefined });
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

async function twoPlayerMatch(clockOptions?: unknown, a = {}, b = {}) {
  const [host, guest] = [await player(a), await player(b)];
  const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2, clock: clockOptions });
  const joined = await guest.post(`/v1/matches/${created.body.id}/join`, {
    inviteCode: created.body.inviteCode,
  });
  const bySeat = inSeats(joined.body, [host, guest]);
  return {
    match: joined.body,
    bySeat,
    active: bySeat[joined.body.activeSeats[0]],
    waiting: bySeat[1 - joined.body.activeSeats[0]],
  };
}

/** A 2-hour turn clock (a day of vacation allowed) whose active player is away for the next 10 hours. */
async function vacationingMatch() {
  clock.offset = 0;
  const started = await twoPlayerMatch({
    moveHours: 2,
    remindHours: [],
    onTimeout: "standIn",
    vacationDays: 1,
  });
  const until = new Date(Date.now() + 10 * HOUR).toISOString();
  await started.active.request("PUT", "/v1/me/notifications", { body: { vacationUntil: until } });
  return started;
}

/** Quiet hours from an hour ago to an hour on, in UTC. */
function quietAroundNow() {
  const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);
  return { from: hhmm(Date.now() - HOUR), to: hhmm(Date.now() + HOUR) };
}

/** Plays the player's whole turn by their first legal action each time, the worker following every move; how many moves it took. */
async function playTurn(matchId: string, who: Client): Promise<number> {
  let moves = 0;
  let mine = (await who.get(`/v1/matches/${matchId}`)).body;
  while (mine.awaitingYou) {
    await who.post(`/v1/matches/${matchId}/actions`, {
      action: mine.legalActions[0],
      expectedVersion: mine.version,
    });
    moves++;
    await api.server.work();
    mine = (await who.get(`/v1/matches/${matchId}`)).body;
  }
  return moves;
}

describe("turn clocks", () => {
  it("reminds before the deadline, then hands the move to the stand-in and tells the player", async () => {
    clock.offset = 0;
    const { match, active, waiting } = await twoPlayerMatch({
      moveHours: 2,
      remindHours: [1],
      onTimeout: "standIn",
      standIn: "greedy",
    });
    await api.server.work();
    expect(mailsTo(active.email).map((m) => m.subject.split(" · ")[0])).toEqual(["It is your turn"]);
    expect(mailsTo(waiting.email).map((m) => m.subject.split(" · ")[0])).toEqual(["The match has started"]);

    clock.offset = 1.5 * HOUR;
    await api.server.work();
    expect(mailsTo(active.email).at(-1)?.subject).toMatch(/^Your turn clock is running out/);
    await api.server.work();
    expect(mailsTo(active.email).length).toBe(2);

    clock.offset = 2.1 * HOUR;
    await api.server.work();
    const after = (await active.get(`/v1/matches/${match.id}`)).body;
    expect(after.version).toBe(match.version + 1);
    expect(after.awaitingYou).toBe(false);
    const moves = (await active.get(`/v1/matches/${match.id}/moves?after=${match.version}`)).body.moves;
    expect(moves.length).toBe(1);
    expect(moves[0].seat).toBe(match.activeSeats[0]);
    await api.server.work();
    expect(mailsTo(active.email).map((m) => m.subject.split(" · ")[0])).toContain("Your turn clock ran out");
    expect(mailsTo(waiting.email).at(-1)?.subject).toMatch(/^It is your turn/);
  });

  it("lets the stand-in play the rest of a turn of several actions at its deadline, and the seat's next turn has the whole time", async () => {
    clock.offset = 0;
    const [host, guest] = [await player(), await player()];
    const created = await host.post("/v1/matches", {
      game: "santa-maria",
      seats: 2,
      clock: { moveHours: 2, remindHours: [], onTimeout: "standIn", standIn: "quick" },
    });
    const joined = await guest.post(`/v1/matches/${created.body.id}/join`, {
      inviteCode: created.body.inviteCode,
    });
    const seat = joined.body.activeSeats[0];
    const late = inSeats(joined.body, [host, guest])[seat];
    await api.server.work();
    clock.offset = 2.1 * HOUR;
    await api.server.work();
    const moves = (await late.get(`/v1/matches/${created.body.id}/moves?after=${joined.body.version}`)).body
      .moves;
    // a Santa Maria turn is several actions: the stand-in played them all, not one
    expect(moves.length).toBeGreaterThan(1);
    expect(moves.every((m: { seat: number }) => m.seat === seat)).toBe(true);
    const now = (await late.get(`/v1/matches/${created.body.id}`)).body;
    expect(now.activeSeats).not.toContain(seat);
    expect(mailsTo(late.email).filter((m) => m.subject.startsWith("Your turn clock ran out")).length).toBe(1);
    // the other seat's turn starts with the whole move time, from when it came
    const other = now.clock.seats.find((c: { seat: number }) => c.seat === 1 - seat);
    expect(Date.parse(other.deadline) - (Date.now() + clock.offset)).toBeGreaterThan(1.9 * HOUR);
  });

  it("sends every reminder asked for, in whatever order they were listed", async () => {
    clock.offset = 0;
    const { match, active } = await twoPlayerMatch({
      moveHours: 3,
      remindHours: [1, 2, 2],
      onTimeout: "wait",
    });
    const reminders = () =>
      mailsTo(active.email).filter((m) => m.subject.startsWith("Your turn clock is running out")).length;
    expect(match.clock.remindHours).toEqual([2, 1]);
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    expect(reminders()).toBe(1);
    clock.offset = 2.1 * HOUR;
    await api.server.work();
    expect(reminders()).toBe(2);
  });

  it("waits at the deadline when told to, and tells the player once", async () => {
    clock.offset = 0;
    const { match, active } = await twoPlayerMatch({ moveHours: 1, remindHours: [], onTimeout: "wait" });
    clock.offset = 3 * HOUR;
    await api.server.work();
    await api.server.work();
    const now = (await active.get(`/v1/matches/${match.id}`)).body;
    expect(now.version).toBe(match.version);
    expect(now.awaitingYou).toBe(true);
    expect(mailsTo(active.email).filter((m) => m.subject.startsWith("Your turn clock ran out")).length).toBe(
      1,
    );
  });

  it("skips a turn where the rules have a turn-ending action, and waits where they have none", async () => {
    clock.offset = 0;
    const solo = await player();
    const created = await solo.post("/v1/matches", {
      game: "santa-maria",
      seats: 1,
      seed: "skip",
      clock: { moveHours: 1, remindHours: [], onTimeout: "skip" },
    });
    // take a main action that leaves the turn open (free actions still possible)
    const canEnd = (m: { legalActions: { type: string }[] }) =>
      m.legalActions.some((a) => a.type === "endTurn");
    let mine = (await solo.get(`/v1/matches/${created.body.id}`)).body;
    for (let tries = 0; tries < 30 && !canEnd(mine); tries++) {
      const preferred = ["useDie", "activate"];
      const action =
        mine.legalActions.find((a: { type: string }) => preferred.includes(a.type)) ?? mine.legalActions[0];
      await solo.post(`/v1/matches/${created.body.id}/actions`, { action, expectedVersion: mine.version });
      mine = (await solo.get(`/v1/matches/${created.body.id}`)).body;
    }
    expect(mine.legalActions).toContainEqual({ type: "endTurn" });
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    const moves = (await solo.get(`/v1/matches/${created.body.id}/moves?after=${mine.version}`)).body.moves;
    expect(moves.map((m: { action: unknown }) => m.action)).toEqual([{ type: "endTurn" }]);

    clock.offset = 0;
    const { match, active } = await twoPlayerMatch({ moveHours: 1, remindHours: [], onTimeout: "skip" });
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    expect((await active.get(`/v1/matches/${match.id}`)).body).toMatchObject({
      version: match.version,
      awaitingYou: true,
    });
  });

  it("pauses a player's clock for their vacation, within the match's allowance", async () => {
    const { match, active } = await vacationingMatch();
    clock.offset = 2.5 * HOUR;
    await api.server.work();
    expect((await active.get(`/v1/matches/${match.id}`)).body.version).toBe(match.version);
    // the pause ran out (10 hours of vacation on top of the 2): the stand-in moves
    clock.offset = 12.5 * HOUR;
    await api.server.work();
    expect((await active.get(`/v1/matches/${match.id}`)).body.version).toBe(match.version + 1);
  });

  it("pauses a clock once for a vacation when a tick is done again after a crash", async () => {
    const { match, active } = await vacationingMatch();
    // the worker dies once the paused clock is written, before the clock's next moment is
    crashAfterUpdate(api.server.deps.store.db, "SET clocks = :clocks");
    clock.offset = 2.5 * HOUR;
    await api.server.work();
    clock.offset = 2.6 * HOUR;
    await api.server.work();
    const seat = (await active.get(`/v1/matches/${match.id}`)).body.clock.seats[match.activeSeats[0]];
    expect(seat.vacationHoursLeft).toBe(24 - 7);
    expect(Date.parse(seat.deadline) - Date.parse(match.clock.seats[match.activeSeats[0]].deadline)).toBe(
      7 * HOUR,
    );
  });
});

/** Makes the first update with this expression fail after the database did it, as if the process died there. */
function crashAfterUpdate(db: DynamoDBClient, expression: string) {
  const name = `crash-${Math.random()}`;
  db.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      if ((args.input as { UpdateExpression?: string }).UpdateExpression === expression) {
        db.middlewareStack.remove(name);
        throw new Error(`injected crash after ${expression}`);
      }
      return result;
    },
    { step: "initialize", name },
  );
}

/** Makes calls of one kind fail once after the database did them, as if the process died there. */
function crashOnce(db: DynamoDBClient, command: string, nth = 1) {
  const name = `crash-${Math.random()}`;
  let seen = 0;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === command && ++seen === nth) {
        db.middlewareStack.remove(name);
        throw new Error(`injected crash after ${command}`);
      }
      return result;
    },
    { step: "initialize", name },
  );
}

/**
 * A bot heard by webhook only (at `?<name>` of the receiver, answering `status`), seated second in a
 * started 2-seat match; and how many posts the receiver got at its address.
 */
async function webhookBotMatch(name: string, status: number) {
  clock.offset = 0;
  const bot = await player(
    { email: { when: "never" }, webhook: { url: `${hooks.url}?${name}`, when: "myTurn" } },
    false,
  );
  const other = await player();
  const created = await other.post("/v1/matches", { game: "santa-cruz", seats: 2, join: false });
  await other.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode, seat: 1 });
  hooks.status.code = status;
  await bot.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode, seat: 0 });
  return { bot, received: () => hooks.hooks.filter((h) => h.path.endsWith(`?${name}`)).length };
}

/** Makes the first query after a delivery's claim fail, as a database that stops answering then. */
function failReadAfterClaim(db: DynamoDBClient) {
  const name = `fail-${Math.random()}`;
  let claimed = false;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (claimed && context.commandName === "QueryCommand") {
        db.middlewareStack.remove(name);
        throw new Error("injected read failure");
      }
      const result = await next(args);
      const expression = (args.input as { UpdateExpression?: string }).UpdateExpression ?? "";
      claimed ||= expression.startsWith("SET claimedBy");
      return result;
    },
    { step: "initialize", name },
  );
}

describe("delivery", () => {
  it("delivers exactly one notice when the process dies between recording a move and delivering it", async () => {
    clock.offset = 0;
    const { match, active, waiting } = await twoPlayerMatch();
    await api.server.work();
    const mine = (await active.get(`/v1/matches/${match.id}`)).body;
    const before = mailsTo(waiting.email).length;
    await active.post(`/v1/matches/${match.id}/actions`, {
      action: mine.legalActions[0],
      expectedVersion: mine.version,
    });
    // the worker dies after fanning the move out, before it could mark it done or send anything
    crashOnce(api.server.deps.store.db, "UpdateItemCommand");
    await expect(api.server.work()).rejects.toThrow(/injected crash/);
    expect(mailsTo(waiting.email).length).toBe(before);
    await api.server.work();
    await api.server.work();
    expect(mailsTo(waiting.email).length).toBe(before + 1);
    expect(mailsTo(waiting.email).at(-1)?.subject).toMatch(/^It is your turn/);
  });

  it("retries a failing webhook with backoff and logs every attempt; the test endpoint signs a test event", async () => {
    clock.offset = 0;
    const bot = await player(
      { email: { when: "never" }, webhook: { url: `${hooks.url}?retry`, when: "myTurn" } },
      false,
    );
    const other = await player();
    const created = await other.post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      seed: "retry-hooks",
      join: false,
    });
    await other.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode, seat: 1 });
    hooks.status.code = 503;
    const joined = await bot.post(`/v1/matches/${created.body.id}/join`, {
      inviteCode: created.body.inviteCode,
      seat: 0,
    });
    expect(joined.body.status).toBe("active");
    const received = () => hooks.hooks.filter((h) => h.path.endsWith("?retry")).length;
    await api.server.work();
    expect(received()).toBe(1);
    let log = (await bot.get("/v1/me/deliveries")).body.deliveries;
    expect(log[0]).toMatchObject({
      // the seat order drawn at the start decides which of the two the bot hears first
      kind: expect.stringMatching(/^(matchStarted|yourTurn)$/),
      channel: "webhook",
      status: "pending",
      attempts: [{ ok: false, detail: "HTTP 503" }],
      nextAttemptAt: expect.any(String),
    });
    await api.server.work();
    expect(received()).toBe(1);
    hooks.status.code = 200;
    clock.offset = 31_000;
    await api.server.work();
    expect(received()).toBe(2);
    log = (await bot.get("/v1/me/deliveries")).body.deliveries;
    expect(log[0].status).toBe("delivered");
    // nothing more is due: no past time posing as the next attempt
    expect(log[0].nextAttemptAt).toBeNull();
    expect(log[0].attempts.map((a: { ok: boolean }) => a.ok)).toEqual([false, true]);
    const firstTwo = hooks.hooks.filter((h) => h.path.endsWith("?retry"));
    expect(firstTwo[0].headers["webhook-id"]).toBe(firstTwo[1].headers["webhook-id"]);

    const test = await bot.post("/v1/me/webhook/test");
    expect(test.body).toMatchObject({ ok: true, detail: expect.stringMatching(/^delivered/) });
    expect(hooks.hooks.at(-1)?.json.type).toBe("webhook.test");
  });

  it("counts a webhook whose post could not be made once claimed as a failed attempt, and tries it again", async () => {
    const { bot, received } = await webhookBotMatch("unread", 200);
    // the database fails the read of what the post tells, once the sender has claimed the delivery
    failReadAfterClaim(api.server.deps.store.db);
    await api.server.work();
    expect(received()).toBe(0);
    const log = (await bot.get("/v1/me/deliveries")).body.deliveries;
    expect(log[0]).toMatchObject({
      status: "pending",
      attempts: [{ ok: false, detail: expect.stringMatching(/injected read failure/) }],
      nextAttemptAt: expect.any(String),
    });
    clock.offset = 31_000;
    await api.server.work();
    expect(received()).toBe(1);
    expect((await bot.get("/v1/me/deliveries")).body.deliveries[0].status).toBe("delivered");
  });

  it("gives up after the last retry", async () => {
    const { bot } = await webhookBotMatch("dead", 500);
    for (let hours = 0; hours <= 12; hours++) {
      clock.offset = hours * HOUR;
      await api.server.work();
    }
    hooks.status.code = 204;
    const log = (await bot.get("/v1/me/deliveries")).body.deliveries;
    expect(log[0].status).toBe("failed");
    expect(log[0].attempts.length).toBe(6);
    expect(log[0].nextAttemptAt).toBeNull();
  });

  it("gathers a digest reader's notices into one email at their digest hour", async () => {
    clock.offset = 0;
    const zone = "UTC";
    const nextHour = (new Date().getUTCHours() + 2) % 24;
    const { match, active, waiting } = await twoPlayerMatch(
      undefined,
      { email: { when: "digest" }, timeZone: zone, digestHour: nextHour },
      {
        email: { when: "digest" },
        timeZone: zone,
        digestHour: nextHour,
      },
    );
    await api.server.work();
    const mine = (await active.get(`/v1/matches/${match.id}`)).body;
    await active.post(`/v1/matches/${match.id}/actions`, {
      action: mine.legalActions[0],
      expectedVersion: mine.version,
    });
    await api.server.work();
    expect(mailsTo(waiting.email)).toEqual([]);
    clock.offset = 2 * HOUR;
    await api.server.work();
    const digest = mailsTo(waiting.email);
    expect(digest.length).toBe(1);
    expect(digest[0].subject).toBe("Your daily digest · 1 match");
    // what to do first, then what happened in the match told in words, not ids
    expect(digest[0].text.split("\n")[0]).toBe("It is your turn in the match below.");
    expect(digest[0].text).toMatch(/Since you last looked:\n- P\d+ took Set [A-D]/);
    expect(digest[0].text.replace(/https?:\/\/\S+/g, "")).not.toContain(match.id);
  });

  it("sends no 'your turn' held in quiet hours once the reader has played it", async () => {
    clock.offset = 0;
    const { match, active, waiting } = await twoPlayerMatch();
    const quiet = quietAroundNow();
    await waiting.request("PUT", "/v1/me/notifications", { body: { quietHours: quiet, timeZone: "UTC" } });
    await api.server.work();
    expect(await playTurn(match.id, active)).toBeGreaterThan(0);
    // the reader plays in the web client while their email waits for the quiet hours to end
    expect(await playTurn(match.id, waiting)).toBeGreaterThan(0);
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    expect(mailsTo(waiting.email)).toEqual([]);
    const log = (await waiting.get("/v1/me/deliveries")).body.deliveries;
    expect(log.map((d: any) => [d.kind, d.status, d.attempts.map((a: any) => a.detail)])).toEqual([
      ["yourTurn", "skipped", ["not sent: it is no longer your turn"]],
      ["matchStarted", "skipped", [`merged into ${log[0].id}`]],
    ]);
  });

  it("holds email already waiting when the reader sets quiet hours after it was made, and sends it when they end", async () => {
    clock.offset = 0;
    const { match, active, waiting } = await twoPlayerMatch();
    await api.server.work();
    // the turn comes back to a reader who just played at the screen: its notice waits for the calm minutes
    await playTurn(match.id, active);
    await playTurn(match.id, waiting);
    const told = mailsTo(active.email).length;
    const waits = (await active.get("/v1/me/deliveries")).body.deliveries;
    expect(waits.map((d: any) => [d.kind, d.status])).toContainEqual(["yourTurn", "pending"]);
    // then the reader sets quiet hours that cover the end of those minutes
    const quiet = quietAroundNow();
    const saved = await active.request("PUT", "/v1/me/notifications", {
      body: { quietHours: quiet, timeZone: "UTC" },
    });
    expect(saved.status).toBe(200);
    clock.offset = (ACTIVE_MINUTES + 1) * 60_000;
    await api.server.work();
    expect(mailsTo(active.email).slice(told)).toEqual([]);
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    expect(
      mailsTo(active.email)
        .slice(told)
        .map((m) => m.subject.split(" · ")[0]),
    ).toEqual(["It is your turn"]);
  });

  it("holds email during quiet hours and sends it when they end", async () => {
    clock.offset = 0;
    const quiet = quietAroundNow();
    const { active } = await twoPlayerMatch(
      undefined,
      { quietHours: quiet, timeZone: "UTC" },
      { quietHours: quiet, timeZone: "UTC" },
    );
    await api.server.work();
    expect(mailsTo(active.email)).toEqual([]);
    clock.offset = 1.1 * HOUR;
    await api.server.work();
    expect(mailsTo(active.email).map((m) => m.subject.split(" · ")[0])).toEqual(["It is your turn"]);
  });
});

describe("playing against the computer", () => {
  it("seats random and greedy computer players that play their turns by themselves", async () => {
    clock.offset = 0;
    const me = await player();
    const created = await me.post("/v1/matches", { game: "santa-cruz", seats: 3, seed: "versus" });
    await me.post(`/v1/matches/${created.body.id}/bots`, { level: "greedy" });
    const started = await me.post(`/v1/matches/${created.body.id}/bots`, { level: "random" });
    expect(started.body.status).toBe("active");
    // one person at the table: the seed is the lobby's, and so is the seat order it draws
    const order = drawSeatOrder("versus", 3);
    expect(started.body.seats.map((s: { player: { name: string } }) => s.player.name)).toEqual(
      inSeatOrder([`P${count}`, "Ada", "Blaise"], order),
    );
    // each computer seat tells its level, so a client can say how strong it plays
    expect(started.body.seats.map((s: { player: { level?: string } }) => s.player.level)).toEqual(
      inSeatOrder([undefined, "greedy", "random"], order),
    );
    for (let step = 0; step < 400; step++) {
      await api.server.work();
      const mine = (await me.get(`/v1/matches/${created.body.id}`)).body;
      if (mine.status === "finished") break;
      expect(mine.awaitingYou).toBe(true);
      await me.post(`/v1/matches/${created.body.id}/actions`, {
        action: mine.legalActions[0],
        expectedVersion: mine.version,
      });
    }
    const final = (await me.get(`/v1/matches/${created.body.id}`)).body;
    expect(final.status).toBe("finished");
    expect(final.result.standings.length).toBe(3);
  });
});

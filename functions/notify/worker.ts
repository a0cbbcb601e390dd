import type { NotifyServices } from "../deps";
import { type Deps, sha256 } from "../deps";
import { dueReminders, extendForVacation } from "../matches/clock";
import { gameOf, loadCurrent } from "../matches/current";
import { playForSeat, standInMove } from "../matches/play";
import type { DeliveryRecord, MatchRecord, MoveRecord, NoticeRecord, PlayerRecord } from "../store/records";
import { type Notice, noticesForMove, noticesForRecord, noticeTitles, wants } from "./notices";
import { happenings, matchLinks, noticeEmail, noticeWebhook } from "./render";
import { afterQuietHours, defaultSettings, nextLocalHour } from "./settings";

/** Waits between a failed delivery and its next attempt; after the last, the delivery has failed. */
const RETRY_SECONDS = [30, 120, 600, 3600, 6 * 3600];

export interface WorkDone {
  fannedOut: number;
  standIns: number;
  clocks: number;
  delivered: number;
  failed: number;
}

/**
 * Does everything that is due: fans moves and notices out into deliveries (and lets computer seats
 * play), runs the turn clocks, sends due deliveries. The local server runs it on a timer; on AWS
 * the stream consumer and the scheduled function run its parts.
 */
export async function runDueWork(deps: Deps, now = deps.now()): Promise<WorkDone> {
  const done: WorkDone = { fannedOut: 0, standIns: 0, clocks: 0, delivered: 0, failed: 0 };
  // clocks first: the reminders and stand-in moves they make are fanned out in this same run
  for (const { record } of await deps.store.dueWork("clock", now)) {
    done.standIns += await tickClock(deps, record.id as string, now);
    done.clocks++;
  }
  // a computer seat's move is itself new outbox work: go round until none is left (bounded)
  for (let round = 0; round < 500; round++) {
    // computer seats' moves are stamped after `now`: ask with the current time
    const items = await deps.store.dueWork("outbox", new Date(Math.max(now.getTime(), deps.now().getTime())));
    if (items.length === 0) break;
    for (const { key, record } of items) {
      const result = await processOutboxItem(deps, key, record);
      done.fannedOut += result.notices;
      done.standIns += result.standIns;
    }
  }
  const due = (await deps.store.dueWork("delivery", now)).map(
    ({ record }) => record as unknown as DeliveryRecord,
  );
  const digests = new Map<string, DeliveryRecord[]>();
  for (const d of due.filter((d) => d.channel === "digest"))
    digests.set(d.playerId, [...(digests.get(d.playerId) ?? []), d]);
  const outcomes = [
    ...(await Promise.all(due.filter((d) => d.channel !== "digest").map((d) => deliver(deps, d, now)))),
    ...(await Promise.all([...digests.values()].map((list) => deliverDigest(deps, list, now)))),
  ];
  done.delivered = outcomes.filter((o) => o === "delivered").length;
  done.failed = outcomes.filter((o) => o === "failed").length;
  return done;
}

/** One outbox item: a move item (`V#…`) or a notice (`N#…`). Safe to run twice: deliveries have stable ids. */
export async function processOutboxItem(
  deps: Deps,
  key: { pk: string; sk: string },
  item: Record<string, unknown>,
): Promise<{ notices: number; standIns: number }> {
  const match = await loadCurrent(deps, item.matchId as string);
  const notices = key.sk.startsWith("V#")
    ? noticesForMove(match, item as unknown as MoveRecord)
    : noticesForRecord(item as unknown as NoticeRecord, match);
  for (const notice of notices) await fanOut(deps, notice);
  const standIns = await playComputerSeats(deps, match);
  await deps.store.finishWork(key);
  return { notices: notices.length, standIns };
}

async function playComputerSeats(deps: Deps, match: MatchRecord): Promise<number> {
  let played = 0;
  for (const seat of match.activeSeats) {
    const bot = match.seats[seat]?.bot;
    if (bot && (await standInMove(deps, match.id, seat, bot))) played++;
  }
  return played;
}

function deliveryId(notice: Notice, channel: DeliveryRecord["channel"]): string {
  const hash = sha256(
    `${notice.matchId}|${notice.version}|${notice.kind}|${notice.playerId}|${channel}`,
  ).slice(0, 20);
  return `${notice.at}_${notice.kind}_${hash}`;
}

/** Turns one notice into deliveries, as the player's settings say. */
async function fanOut(deps: Deps, notice: Notice): Promise<void> {
  const player = await deps.store.getPlayer(notice.playerId);
  if (!player) return;
  const settings = player.notifications ?? defaultSettings;
  const at = new Date(notice.at);
  const create = (channel: DeliveryRecord["channel"], nextAttemptAt: Date) =>
    deps.store.createDelivery({
      id: deliveryId(notice, channel),
      playerId: notice.playerId,
      matchId: notice.matchId,
      version: notice.version,
      kind: notice.kind,
      channel,
      status: "pending",
      attempts: [],
      nextAttemptAt: nextAttemptAt.toISOString(),
      createdAt: notice.at,
    });
  if (player.email && wants(settings.email.when, notice.kind)) {
    if (settings.email.when === "digest")
      await create("digest", nextLocalHour(at, settings.digestHour, settings.timeZone));
    else await create("email", afterQuietHours(at, settings));
  }
  const hook = settings.webhook;
  if (hook.url && player.webhookSecret && hook.when !== "digest" && wants(hook.when, notice.kind))
    await create("webhook", at);
}

/** One attempt at a due delivery; a failure is retried with backoff, then given up. */
export async function deliver(deps: Deps, d: DeliveryRecord, now: Date): Promise<DeliveryRecord["status"]> {
  const services = deps.notify;
  if (!services) return "pending";
  const player = await deps.store.getPlayer(d.playerId);
  const result = player
    ? await send(deps, services, d, player, now)
    : { ok: false, detail: "the player is gone" };
  return recordAttempt(deps, d, result, now);
}

async function recordAttempt(
  deps: Deps,
  d: DeliveryRecord,
  result: { ok: boolean; detail: string },
  now: Date,
): Promise<DeliveryRecord["status"]> {
  const attempts = [...d.attempts, { at: now.toISOString(), ...result }];
  const retryIn = RETRY_SECONDS[attempts.length - 1];
  const next: DeliveryRecord = result.ok
    ? { ...d, attempts, status: "delivered" }
    : retryIn === undefined
      ? { ...d, attempts, status: "failed" }
      : { ...d, attempts, nextAttemptAt: new Date(now.getTime() + retryIn * 1000).toISOString() };
  await deps.store.replaceDelivery(next);
  return next.status;
}

/** One player's due digest entries as one email. */
async function deliverDigest(
  deps: Deps,
  list: DeliveryRecord[],
  now: Date,
): Promise<DeliveryRecord["status"]> {
  const services = deps.notify;
  const first = list[0];
  if (!services || !first) return "pending";
  const player = await deps.store.getPlayer(first.playerId);
  let result = { ok: false, detail: "no email address" };
  if (player?.email) {
    const lines = list.map(
      (d) =>
        `${noticeTitles[d.kind]}: match ${d.matchId}, version ${d.version} (${matchLinks(services.links, d.matchId).api})`,
    );
    const count = `${list.length} update${list.length === 1 ? "" : "s"}`;
    const mail = {
      to: player.email,
      subject: `Your daily digest · ${count}`,
      text: [`Your daily digest: ${count}.`, "", ...lines.map((l) => `- ${l}`)].join("\n"),
      html: `<!doctype html><html><body><p>Your daily digest: ${count}.</p><ul>${lines.map((l) => `<li>${l.replace(/[&<>]/g, "")}</li>`).join("")}</ul></body></html>`,
      messageId: `<digest-${sha256(list.map((d) => d.id).join("|")).slice(0, 24)}@async-board-games>`,
    };
    try {
      result = { ok: true, detail: await services.mailer.send(mail) };
    } catch (error) {
      result = { ok: false, detail: (error as Error).message };
    }
  }
  const outcomes = await Promise.all(list.map((d) => recordAttempt(deps, d, result, now)));
  return outcomes[0] ?? "pending";
}

async function send(
  deps: Deps,
  services: NotifyServices,
  d: DeliveryRecord,
  player: PlayerRecord,
  now: Date,
): Promise<{ ok: boolean; detail: string }> {
  const match = await loadCurrent(deps, d.matchId);
  const game = gameOf(deps, match);
  const seatIndex = match.seats.findIndex((s) => s?.playerId === player.id);
  const seat = seatIndex < 0 ? null : seatIndex;
  try {
    if (d.channel === "webhook") {
      const url = player.notifications?.webhook.url;
      if (!url || !player.webhookSecret) return { ok: false, detail: "no webhook is set" };
      const move = await deps.store.getMove(d.matchId, d.version);
      const body = noticeWebhook({
        id: d.id,
        kind: d.kind,
        game,
        match,
        seat,
        events: move?.events ?? [],
        links: services.links,
        at: now,
        version: d.version,
      });
      return await services.postWebhook(url, player.webhookSecret, { id: d.id, timestamp: now, body });
    }
    if (!player.email) return { ok: false, detail: "no email address" };
    const lines = await sinceLastMove(deps, match, seat);
    const mail = noticeEmail({
      to: player.email,
      id: d.id,
      kind: d.kind,
      game,
      match,
      seat,
      version: d.version,
      lines,
      links: services.links,
    });
    return { ok: true, detail: await services.mailer.send(mail) };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

/** What happened since the seat's own last move (at most the last 50 moves), as the seat may see it. */
async function sinceLastMove(deps: Deps, match: MatchRecord, seat: number | null): Promise<string[]> {
  const recent = await deps.store.movesAfter(match.id, Math.max(0, match.version - 50));
  const lastOwn = recent.map((m) => m.seat).lastIndexOf(seat ?? -1);
  return happenings(gameOf(deps, match), match, recent.slice(lastOwn + 1), seat);
}

/** One match's clock: vacation extensions, reminders, and what happens at a deadline. */
async function tickClock(deps: Deps, matchId: string, now: Date): Promise<number> {
  const match = await loadCurrent(deps, matchId);
  if (!match.clock || !match.clocks || match.status !== "active") return 0;
  const settings = match.clock;
  const clocks = { ...match.clocks };
  const notices: NoticeRecord[] = [];
  const timedOut: number[] = [];
  for (const [key, clock] of Object.entries(match.clocks)) {
    const seat = Number(key);
    const playerId = match.seats[seat]?.playerId;
    if (clock.deadline === null || !playerId) continue;
    const player = await deps.store.getPlayer(playerId);
    let next = extendForVacation(clock, settings, now, player?.notifications?.vacationUntil ?? null);
    for (const index of dueReminders(next, settings, now)) {
      notices.push(notice(match, "reminder", playerId, `${clock.since}:${seat}:r${index}`, now));
      next = { ...next, reminded: index + 1 };
    }
    if (next.deadline !== null && Date.parse(next.deadline) <= now.getTime()) {
      timedOut.push(seat);
      notices.push(notice(match, "timedOut", playerId, `${clock.since}:${seat}:t`, now));
      next = { ...next, deadline: null };
    }
    clocks[key] = next;
  }
  // the clock's own bookkeeping first, so that a crash after it sends no second reminder
  await deps.store.replaceMatch({ ...match, clocks }, match.version);
  for (const n of notices) await deps.store.putNotice(n);
  let played = 0;
  for (const seat of timedOut) {
    if (settings.onTimeout === "standIn" && (await standInMove(deps, match.id, seat, settings.standIn)))
      played++;
    if (settings.onTimeout === "skip") played += await skipTurn(deps, match, seat);
  }
  return played;
}

/** Skips where the rules allow it: the game's action that only ends the turn; otherwise the seat waits. */
async function skipTurn(deps: Deps, match: MatchRecord, seat: number): Promise<number> {
  const move = await playForSeat(
    deps,
    match.id,
    seat,
    (game, current) => game.skipAction(current.state, seat) ?? undefined,
  );
  return move ? 1 : 0;
}

function notice(
  match: MatchRecord,
  kind: NoticeRecord["kind"],
  playerId: string,
  key: string,
  now: Date,
): NoticeRecord {
  return {
    id: `${kind}-${sha256(`${match.id}|${key}`).slice(0, 20)}`,
    matchId: match.id,
    kind,
    playerIds: [playerId],
    at: now.toISOString(),
    version: match.version,
  };
}

import type { Deps } from "../deps";
import { nextClockAt, ranOut } from "../matches/clock";
import { gameOf, loadCurrent } from "../matches/current";
import { type Listed, markTurns, writeMemberships } from "../matches/memberships";
import { standInMove } from "../matches/stand-ins";
import { matchResult } from "../matches/standings";
import { askedFor } from "../notify/asked-for";
import { atScreen, firstAttemptAt } from "../notify/calm";
import { type Channel, chatServices } from "../notify/deliveries";
import { type Notice, noticesForMove, noticesForRecord } from "../notify/notices";
import { afterQuietHours, nextLocalHour, settingsOf } from "../notify/settings";
import { rateMatch } from "../ratings/rate-match";
import type { Change } from "../store/changes";
import { moveOf } from "../store/match-items";
import type { DeliveryRecord, PlayerRecord, SnapshotRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { playRanOutSeat } from "./clock-tick";

/**
 * What follows a new snapshot (a move, or the start) or notice: deliveries for whoever should
 * hear of it, "my games" brought up to date, the clock queue, computer seats' moves, the ratings
 * once the match is over. Safe to run
 * twice: deliveries have stable ids, and the rest is written as it should be.
 */
export interface Followed {
  notices: number;
  standIns: number;
  /** The deliveries it made. */
  deliveries: DeliveryRecord[];
}

export async function processChange(deps: Deps, change: Change): Promise<Followed> {
  if (change.kind === "snapshot") return afterSnapshot(deps, change.snapshot);
  const made = noticesForRecord(change.notice, await loadCurrent(deps, change.matchId));
  if (made.length === 0) return { notices: 0, standIns: 0, deliveries: [] };
  const following = (await deps.followers?.(change.matchId)) ?? new Set<string>();
  // a player watching the match begin needs no word of it; a turn of theirs waits as any at the screen
  const notices = made.filter((n) => !(n.kind === "matchStarted" && following.has(n.playerId)));
  const watching = atScreenNow(following, deps.now());
  return { notices: notices.length, standIns: 0, deliveries: await fanOut(deps, notices, watching) };
}

/** Players following the match on the push channel are at the screen now: their turn notice waits as if they had just moved. */
function atScreenNow(players: ReadonlySet<string>, at: Date, known = new Map<string, string>()) {
  for (const player of players) known.set(player, at.toISOString());
  return known;
}

async function afterSnapshot(deps: Deps, s: SnapshotRecord): Promise<Followed> {
  const following = (await deps.pushLive?.(s)) ?? (await deps.followers?.(s.matchId)) ?? new Set();
  const made = moveOf(s);
  const listed: Listed = { ...s, id: s.matchId, updatedAt: s.at };
  // the start wrote its own turns and memberships; the turns go first, as they tell who is at the screen
  const screen = made && atScreen(made) ? { seat: made.seat, at: made.at } : null;
  const screenAt = made ? await markTurns(deps, listed, s.activeBefore, screen) : new Map<string, string>();
  const notices = made ? noticesForMove({ id: s.matchId, seats: s.seats }, made, s.activeBefore) : [];
  const deliveries = await fanOut(deps, notices, atScreenNow(following, new Date(s.at), screenAt));
  if (s.status === "finished") {
    const result = matchResult(await gameOf(deps, s), s);
    await writeMemberships(deps, { ...listed, ...(result ? { standings: result.standings } : {}) });
    await rateMatch(deps, s);
  }
  await queueClock(deps, s);
  return { notices: notices.length, standIns: await playComputerSeats(deps, s), deliveries };
}

/** Brings the match's clock forward in the clock queue when this snapshot's next deadline comes sooner. */
async function queueClock(deps: Deps, s: SnapshotRecord): Promise<void> {
  const due = nextClockAt(s);
  if (due === null) return;
  const queued = await deps.store.clockDue(s.matchId);
  if (queued === null || due < queued) await deps.store.setClockDue(s.matchId, due, { ifLaterThan: due });
}

/** Plays for the active seats nobody is at: computer players, and seats whose time ran out this turn. */
async function playComputerSeats(deps: Deps, s: SnapshotRecord): Promise<number> {
  let played = 0;
  for (const seat of s.activeSeats) {
    const bot = s.seats[seat]?.bot;
    if (s.status === "active" && bot && (await standInMove(deps, s.matchId, seat, bot))) played++;
    else if (s.clock && ranOut(s, seat)) played += await playRanOutSeat(deps, s.matchId, s.clock, seat);
  }
  return played;
}

function deliveryId(notice: Notice, channel: Channel): string {
  const hash = sha256(
    `${notice.matchId}|${notice.version}|${notice.kind}|${notice.playerId}|${channel}`,
  ).slice(0, 20);
  return `${notice.at}_${notice.kind}_${hash}`;
}

/**
 * Turns notices into deliveries, as each player's settings say: the players are read in one request.
 * `screenAt`: when players last ended a turn at the screen, which may hold their notice from the start.
 */
export async function fanOut(
  deps: Deps,
  notices: Notice[],
  screenAt: ReadonlyMap<string, string>,
): Promise<DeliveryRecord[]> {
  if (notices.length === 0) return [];
  const players = await deps.store.getPlayers(notices.map((n) => n.playerId));
  const made: DeliveryRecord[] = [];
  for (const notice of notices) {
    const player = players.get(notice.playerId);
    if (player)
      made.push(...(await deliveriesFor(deps, notice, player, screenAt.get(notice.playerId) ?? null)));
  }
  return made;
}

async function deliveriesFor(
  deps: Deps,
  notice: Notice,
  player: PlayerRecord,
  screenAt: string | null,
): Promise<DeliveryRecord[]> {
  const settings = settingsOf(player);
  const at = new Date(notice.at);
  const made: DeliveryRecord[] = [];
  const create = async (channel: Channel, due: Date) => {
    const nextAttemptAt = firstAttemptAt({ kind: notice.kind, channel }, screenAt, due);
    const delivery: DeliveryRecord = {
      id: deliveryId(notice, channel),
      playerId: notice.playerId,
      matchId: notice.matchId,
      version: notice.version,
      kind: notice.kind,
      channel: channel as DeliveryRecord["channel"],
      status: "pending",
      attempts: [],
      nextAttemptAt: nextAttemptAt.toISOString(),
      createdAt: notice.at,
      by: notice.by,
    };
    if (await deps.store.createDelivery(delivery)) made.push(delivery);
  };
  if (player.email && askedFor(settings, "digest", notice.kind))
    await create("digest", nextLocalHour(at, settings.digestHour, settings.timeZone));
  if (player.email && askedFor(settings, "email", notice.kind))
    await create("email", afterQuietHours(at, settings));
  if (player.webhookSecret && askedFor(settings, "webhook", notice.kind)) await create("webhook", at);
  for (const service of chatServices) {
    if (askedFor(settings, service, notice.kind)) await create(service, afterQuietHours(at, settings));
  }
  return made;
}

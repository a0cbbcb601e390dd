import type { Deps, NotifyServices } from "../deps";
import { gameOf, loadCurrent, loadCurrentBack } from "../matches/current";
import { seatOf } from "../matches/seats";
import type { DeliveryRecord, MatchRecord, PlayerRecord } from "../store/records";
import { mailableAddress, notMailable } from "./address-status";
import { askedFor } from "./asked-for";
import { alreadyTold, heldUntil, lookedBack } from "./calm";
import { type ChatService, chatBodies, postChat } from "./chat";
import {
  type Attempt,
  claim,
  type Delivery,
  groupBy,
  type Outcome,
  readChannels,
  recordAttempt,
  settle,
  told,
} from "./deliveries";
import { preferencesLink, unsubscribeLink } from "./links";
import { mailOf } from "./mail";
import { composeMessage, type Message } from "./message";
import { pngOrNone } from "./pictures/png";
import { cappedUntil } from "./recipient-cap";
import { noticeWebhook } from "./render";
import { afterQuietHours, settingsOf } from "./settings";
import { type Looked, type Reader, unseenMoves, unseenOf } from "./unseen";

/**
 * Of the notices due at once to one reader about one match on a channel they read, only the newest
 * is sent: it tells the match as it is now, and what happened since the reader last looked.
 */
export function newestPerReader(due: Delivery[]): { send: Delivery[]; merged: [Delivery, Delivery][] } {
  const send: Delivery[] = due.filter((d) => !readChannels.includes(d.channel));
  const merged: [Delivery, Delivery][] = [];
  const read = due.filter((d) => readChannels.includes(d.channel));
  for (const list of groupBy(read, (d) => `${d.playerId}|${d.matchId}|${d.channel}`).values()) {
    const [newest, ...older] = [...list].sort(
      (a, b) => b.version - a.version || b.createdAt.localeCompare(a.createdAt),
    );
    send.push(newest);
    for (const d of older) merged.push([d, newest]);
  }
  return { send, merged };
}

/**
 * One attempt at a due delivery. What is not sent (held, not worth sending, failing before any
 * send) needs no claim: it is kept only if the delivery is still as read. A send is claimed first.
 */
export async function deliver(deps: Deps, d: Delivery, now: Date): Promise<Outcome> {
  const services = deps.notify;
  if (!services) return "pending";
  const player = await deps.store.getPlayer(d.playerId);
  const judged = player
    ? await judge(deps, services, d, player, now)
    : { ok: false, detail: "the player is gone" };
  if (!("go" in judged)) return settle(deps, d, judged, now);
  if (!(await claim(deps, d, now))) return "taken";
  const result = await judged.go();
  if ("held" in result) {
    // not an attempt: it waits for the next hour's cap, then is looked at anew
    await deps.store.replaceDelivery({ ...d, nextAttemptAt: result.held.toISOString() });
    return "pending";
  }
  return recordAttempt(deps, d, result, now);
}

/** Calm email's word on a notice still true: wait (the reader is playing), skip (told already), or go (null). */
function calmness(
  d: Delivery,
  seat: number | null,
  looked: Looked,
  now: Date,
): { held: Date } | Attempt | null {
  const moves = [...looked.recent].reverse();
  const held = heldUntil(d, seat, moves, now);
  if (held) return { held };
  const why = alreadyTold(d, seat, looked.log, moves);
  return why ? told(`not sent: ${why}`) : null;
}

/** Why a notice for a person is no longer worth sending when its time comes; null when it is. */
function staleness(d: Delivery, match: MatchRecord, seat: number | null): string | null {
  if (match.status === "abandoned") return "the match was abandoned";
  if (d.kind === "invited" && (match.status !== "lobby" || seat !== null))
    return "the invitation was answered or the match began";
  const awaiting = seat !== null && match.status === "active" && match.activeSeats.includes(seat);
  if ((d.kind === "yourTurn" || d.kind === "reminder") && !awaiting) return "it is no longer your turn";
  return null;
}

/** Who a notice on a channel a person reads is told to. */
const readerOf = (d: Delivery, match: MatchRecord, reader: PlayerRecord): Reader => ({
  playerId: reader.id,
  matchId: match.id,
  channel: d.channel as DeliveryRecord["channel"],
  seat: seatOf(match, reader.id),
});

/** The message for a reader on a channel they read, telling what they have not been told yet (from `looked` when the calm check read it). */
export async function messageFor(
  deps: Deps,
  d: Delivery,
  match: MatchRecord,
  reader: PlayerRecord,
  now: Date,
  besides: ReadonlySet<string>,
  looked?: Looked,
): Promise<Message> {
  const to = readerOf(d, match, reader);
  const unseen = looked
    ? unseenOf(looked, to, match.version, besides)
    : await unseenMoves(deps, to, match.version, besides);
  return composeMessage(deps, {
    kind: d.kind,
    match,
    reader,
    settings: settingsOf(reader),
    unseen,
    now,
    medium: d.channel === "email" || d.channel === "digest" ? "email" : "chat",
    by: d.by,
  });
}

/** Two rounds of a 4-player match: back to the reader's own last move but in long turns; snapshots are small. */
const SNAPSHOTS_READ_WITH_MATCH = 8;

/**
 * The match with its newest moves, most often all that the notice tells, read eventually consistent
 * at half the RCU: a notice goes a while after its version was written, and a read that lags behind
 * that version (about a second at most) is made again, consistent. A move made within that second
 * may go unseen, as one made just after a consistent read would: the email tells the match as read.
 */
async function matchWithMoves(deps: Deps, d: Delivery) {
  const read = await loadCurrentBack(deps, d.matchId, SNAPSHOTS_READ_WITH_MATCH, false);
  if (read.match.version >= d.version) return read;
  return loadCurrentBack(deps, d.matchId, SNAPSHOTS_READ_WITH_MATCH);
}

type Sent = Attempt | { held: Date };

/** What to do with a delivery, judged from what is read before any claim: keep `Sent` as it is, or `go` (send) once claimed. */
type Judged = Sent | { go: () => Promise<Sent> };

async function judge(
  deps: Deps,
  services: NotifyServices,
  d: Delivery,
  player: PlayerRecord,
  now: Date,
): Promise<Judged> {
  try {
    const settings = settingsOf(player);
    if (!askedFor(settings, d.channel, d.kind)) return told(`not sent: ${d.channel} is off for this notice`);
    if (d.channel === "webhook") {
      const match = await loadCurrent(deps, d.matchId);
      return { go: () => sendWebhook(deps, services, d, match, player, now) };
    }
    // quiet hours set after the notice was made hold it too: the reader's settings now decide
    const quietUntil = afterQuietHours(now, settings);
    if (quietUntil > now) return { held: quietUntil };
    const read = await matchWithMoves(deps, d);
    const { match } = read;
    const to = readerOf(d, match, player);
    const stale = staleness(d, match, to.seat);
    if (stale) return told(`not sent: ${stale}`);
    // one read of the moves and deliveries serves the calm rules and what the message tells
    const looked = await lookedBack(deps, read, to, now, { d, settings });
    const calm = calmness(d, to.seat, looked, now);
    if (calm) return calm;
    const address = d.channel === "email" ? mailableAddress(player) : null;
    if (address && "skip" in address)
      return address.skip === notMailable.none
        ? { ok: false, detail: address.skip }
        : told(`not sent: ${address.skip}`);
    return { go: () => send(deps, services, d, { match, player, looked, to: address?.to ?? null }, now) };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

async function send(
  deps: Deps,
  services: NotifyServices,
  d: Delivery,
  read: { match: MatchRecord; player: PlayerRecord; looked: Looked; to: string | null },
  now: Date,
): Promise<Sent> {
  const { match, player, looked, to } = read;
  try {
    const message = await messageFor(deps, d, match, player, now, new Set([d.id]), looked);
    // the answer to a played reply comes once per reply the reader sent: their own pace, not a flood
    const capped = to && !message.answersReply ? await cappedUntil(deps, to, now) : null;
    if (capped) return { held: capped };
    if (to) {
      const png = await pngOrNone(message.picture);
      const links = {
        unsubscribe: unsubscribeLink(deps, player),
        preferences: preferencesLink(deps, player),
      };
      const mail = mailOf(message, { to, id: d.id, png, ...links });
      return {
        ok: true,
        detail: await services.mailer.send({ ...mail, tags: { player: player.id } }),
        told: match.version,
      };
    }
    const service = d.channel as ChatService;
    const url = settingsOf(player)[service].url;
    if (!url) return { ok: false, detail: `no ${service} channel is set` };
    return { ...(await postChat(url, chatBodies[service](message), services.targets)), told: match.version };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

/** For programs: the match's state now and the events since the previous notice, unmerged. */
async function sendWebhook(
  deps: Deps,
  services: NotifyServices,
  d: Delivery,
  match: MatchRecord,
  player: PlayerRecord,
  now: Date,
): Promise<Attempt> {
  const url = settingsOf(player).webhook.url;
  const secret = player.webhookSecret;
  if (!url || !secret) return { ok: false, detail: "no webhook is set" };
  const seat = seatOf(match, player.id);
  const to = { playerId: player.id, matchId: match.id, channel: "webhook" as const, seat };
  try {
    const { moves } = await unseenMoves(deps, to, d.version, new Set([d.id]));
    const body = noticeWebhook({
      id: d.id,
      kind: d.kind,
      game: await gameOf(deps, match),
      match,
      seat,
      events: moves.flatMap((m) => m.events),
      links: services.links,
      at: now,
      version: d.version,
    });
    return await services.postWebhook(url, secret, { id: d.id, timestamp: now, body }, services.targets);
  } catch (error) {
    // claimed already: a failed attempt, tried again after its backoff, rather than a claim left to lapse
    return { ok: false, detail: (error as Error).message };
  }
}

import { type Deps, sha256 } from "../deps";
import { loadCurrent } from "../matches/current";
import { standInMove } from "../matches/play";
import type { MatchRecord, MoveRecord, NoticeRecord } from "../store/records";
import { type Channel, chatServices } from "./deliveries";
import { type Notice, noticesForMove, noticesForRecord, wants } from "./notices";
import { afterQuietHours, nextLocalHour, settingsOf } from "./settings";

/** One outbox item: a move item (`V#…`) or a notice (`N#…`). Safe to run twice: deliveries have stable ids. */
export async function processOutboxItem(
  deps: Deps,
  key: { pk: string; sk: string },
  item: Record<string, unknown>,
): Promise<{ notices: number; standIns: number }> {
  const match = await loadCurrent(deps, item.matchId as string);
  const notices = key.sk.startsWith("V#")
    ? noticesForMove(
        match,
        item as unknown as MoveRecord,
        await activeBefore(deps, item as unknown as MoveRecord),
      )
    : noticesForRecord(item as unknown as NoticeRecord, match);
  for (const notice of notices) await fanOut(deps, notice);
  const standIns = await playComputerSeats(deps, match);
  await deps.store.finishWork(key);
  return { notices: notices.length, standIns };
}

/** The seats that were active before a move: after the one before it, or only the mover after the start. */
async function activeBefore(deps: Deps, move: MoveRecord): Promise<number[]> {
  const previous = await deps.store.getMove(move.matchId, move.version - 1);
  return previous?.activeSeats ?? [move.seat];
}

async function playComputerSeats(deps: Deps, match: MatchRecord): Promise<number> {
  let played = 0;
  for (const seat of match.activeSeats) {
    const bot = match.seats[seat]?.bot;
    if (bot && (await standInMove(deps, match.id, seat, bot))) played++;
  }
  return played;
}

function deliveryId(notice: Notice, channel: Channel): string {
  const hash = sha256(
    `${notice.matchId}|${notice.version}|${notice.kind}|${notice.playerId}|${channel}`,
  ).slice(0, 20);
  return `${notice.at}_${notice.kind}_${hash}`;
}

/** Turns one notice into deliveries, as the player's settings say. */
async function fanOut(deps: Deps, notice: Notice): Promise<void> {
  const player = await deps.store.getPlayer(notice.playerId);
  if (!player) return;
  const settings = settingsOf(player);
  const at = new Date(notice.at);
  const create = (channel: Channel, nextAttemptAt: Date) =>
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
      by: notice.by,
    });
  if (player.email && wants(settings.email.when, notice.kind)) {
    if (settings.email.when === "digest")
      await create("digest", nextLocalHour(at, settings.digestHour, settings.timeZone));
    else await create("email", afterQuietHours(at, settings));
  }
  const hook = settings.webhook;
  if (hook.url && player.webhookSecret && hook.when !== "digest" && wants(hook.when, notice.kind))
    await create("webhook", at);
  for (const service of chatServices) {
    const chat = settings[service];
    if (chat.url && wants(chat.when, notice.kind)) await create(service, afterQuietHours(at, settings));
  }
}

import type { Deps } from "../deps";
import { mailableAddress } from "../notify/address-status";
import { type Notice, wants } from "../notify/notices";
import { settingsOf } from "../notify/settings";
import type { PlayerRecord } from "../store/records";
import { fanOut } from "./fan-out";

/** At most this many waiting turns are told at once: the first of "my games". */
const TOLD = 20;

/** Whether a turn notice would be emailed to the player: an address that may be mailed, and email on for turns. */
const turnsMailed = (p: PlayerRecord) =>
  "to" in mailableAddress(p) && wants(settingsOf(p).email.when, "yourTurn");

/**
 * Tells a player the turns that wait for them when their email comes back on (an address
 * confirmed, email switched on again): a turn that came while it was off was settled unsent, and
 * an email-only player would otherwise never hear of it. The sender still judges each as any
 * notice: a turn already played, or told since, is not sent.
 */
export async function tellWaitingTurns(deps: Deps, before: PlayerRecord, after: PlayerRecord): Promise<void> {
  if (turnsMailed(before) || !turnsMailed(after)) return;
  const at = deps.now().toISOString();
  const notices = (await deps.store.awaitingOf(after.id)).slice(0, TOLD).map(
    (a): Notice => ({
      kind: "yourTurn",
      matchId: a.matchId,
      version: a.version,
      playerId: after.id,
      seat: a.seat,
      at,
    }),
  );
  await fanOut(deps, notices, new Map());
}

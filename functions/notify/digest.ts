import type { Deps, NotifyServices } from "../deps";
import { loadCurrent } from "../matches/current";
import type { DeliveryRecord, PlayerRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { mailableAddress, notMailable } from "./address-status";
import { askedFor } from "./asked-for";
import { type Attempt, type Delivery, groupBy, recordAttempt, told } from "./deliveries";
import { preferencesLink, unsubscribeLink } from "./links";
import { digestMailOf } from "./mail";
import type { Message } from "./message";
import { messageFor } from "./send";
import { settingsOf } from "./settings";
import { textsFor } from "./texts/texts";

/** One player's due digest entries as one email: what happened in each of their matches. */
export async function deliverDigest(
  deps: Deps,
  list: Delivery[],
  now: Date,
): Promise<DeliveryRecord["status"]> {
  const first = list[0];
  const services = deps.notify;
  if (!services || !first) return "pending";
  const player = await deps.store.getPlayer(first.playerId);
  const address = !player
    ? { skip: notMailable.none }
    : // a reader who chose otherwise since gets no digest of before
      askedFor(settingsOf(player), "digest", first.kind)
      ? mailableAddress(player)
      : { skip: "digest is off" };
  let result: Attempt =
    "to" in address || address.skip === notMailable.none
      ? { ok: false, detail: notMailable.none }
      : told(`not sent: ${address.skip}`);
  const toldUpTo = new Map<string, number>();
  if (player && "to" in address) {
    try {
      const ids = new Set(list.map((d) => d.id));
      const messages: Message[] = [];
      for (const [matchId, entries] of groupBy(list, (d) => d.matchId)) {
        const match = await loadCurrent(deps, matchId);
        if (match.status === "abandoned") continue;
        const newest = entries.reduce((a, b) => (b.version > a.version ? b : a));
        messages.push(await messageFor(deps, newest, match, player, now, ids));
        toldUpTo.set(matchId, match.version);
      }
      result =
        messages.length > 0
          ? await sendDigest(deps, services, player, list, messages)
          : told("not sent: nothing left to tell");
    } catch (error) {
      result = { ok: false, detail: (error as Error).message };
    }
  }
  const outcomes = await Promise.all(
    list.map((d) => recordAttempt(deps, d, { ...result, told: toldUpTo.get(d.matchId) }, now)),
  );
  return outcomes[0] ?? "pending";
}

async function sendDigest(
  deps: Deps,
  services: NotifyServices,
  player: PlayerRecord,
  list: Delivery[],
  messages: Message[],
): Promise<Attempt> {
  const texts = textsFor(settingsOf(player).language);
  const mail = digestMailOf(messages, {
    to: player.email as string,
    id: `digest-${sha256(list.map((d) => d.id).join("|")).slice(0, 24)}`,
    subject: texts.titles.digest(messages.length),
    first: texts.digestFirst(messages.filter((m) => m.mustAct).length, messages.length),
    unsubscribe: unsubscribeLink(deps, player),
    preferences: preferencesLink(deps, player),
  });
  return { ok: true, detail: await services.mailer.send({ ...mail, tags: { player: player.id } }) };
}

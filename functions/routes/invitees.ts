import type { Deps } from "../deps";
import { errorFields } from "../log";
import { gameOf } from "../matches/current";
import { invite } from "../matches/invitations";
import { invitableMatch } from "../matches/lobby";
import { emailStatusOf } from "../notify/address-status";
import { guestInvitationMail } from "../notify/sign-in-mail";
import { Refusal } from "../requests/refusal";
import { normalAddress } from "../store/entities/address";
import { normalName } from "../store/entities/player-name";
import type { PlayerRecord } from "../store/records";

/** Whom an invitation names: exactly one of a player's id, an email address or a name. */
export type InviteeInput = { playerId?: string; email?: string; name?: string };

/** The player who confirmed this address and still has it; null for any other address. */
async function confirmedOwner(deps: Deps, address: string): Promise<PlayerRecord | null> {
  const id = await deps.store.playerIdAt(address);
  const player = id ? await deps.store.getPlayer(id) : null;
  const owns = player?.email && normalAddress(player.email) === normalAddress(address);
  return owns && emailStatusOf(player) === "confirmed" ? player : null;
}

/** How many players filed under a name are read: enough to see past one renamed at the moment. */
const NAMED_READ = 10;

/**
 * The one player of this name: 404 when none is, 409 when several share it. Each is read, since
 * one renamed at the moment may still be filed under the old name.
 */
async function playerNamed(deps: Deps, name: string): Promise<string> {
  const filed = await deps.store.playersFiledUnder(name, NAMED_READ);
  const players = await Promise.all(filed.map((entry) => deps.store.getPlayer(entry.playerId)));
  const named = players.filter(
    (p): p is PlayerRecord => p !== null && normalName(p.name) === normalName(name),
  );
  if (named.length === 0) throw new Refusal("not-found", `No player is called ${name}`);
  if (named.length > 1)
    throw new Refusal("conflict", `Several players are called ${name}: invite by email address or player id`);
  return named[0].id;
}

/** Mails an address no player confirmed a link that makes a guest and takes the seat; the mail server's refusal is a 503-free conflict. */
async function inviteGuest(deps: Deps, host: PlayerRecord, matchId: string, address: string): Promise<void> {
  const match = await invitableMatch(deps, host, matchId);
  const mailer = deps.notify?.mailer;
  if (!mailer)
    throw new Refusal("conflict", "This server sends no email: invite by player id, or share the link");
  const game = (await gameOf(deps, match)).name;
  try {
    await mailer.send(guestInvitationMail(deps, { address, matchId, game, host }, deps.now()));
  } catch (error) {
    deps.log?.({ level: "warn", msg: "invitation not sent", match: matchId, ...errorFields(error) });
    throw new Refusal("conflict", "The mail server refused the invitation: try again later");
  }
}

/**
 * Invites by id, name or address: a player hears of it by their own settings; an address nobody
 * confirmed gets one email. Answers what the caller named (an address stays an address, so nobody
 * learns whose it is).
 */
export async function inviteSomeone(
  deps: Deps,
  host: PlayerRecord,
  matchId: string,
  who: InviteeInput,
): Promise<string> {
  if (who.email !== undefined) {
    const owner = await confirmedOwner(deps, who.email);
    if (owner) await invite(deps, host, matchId, owner, { listed: false });
    else await inviteGuest(deps, host, matchId, normalAddress(who.email));
    return who.email;
  }
  const playerId = who.playerId ?? (await playerNamed(deps, who.name ?? ""));
  const invitee = await deps.store.getPlayer(playerId);
  if (!invitee) throw new Refusal("not-found", `No player ${playerId}`);
  await invite(deps, host, matchId, invitee);
  return playerId;
}

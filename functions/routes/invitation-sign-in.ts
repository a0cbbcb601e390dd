import type { Deps } from "../deps";
import { PlayerNameSchema } from "../http/player-name";
import { Problem } from "../http/problem";
import { loadCurrent } from "../matches/current";
import { joinMatch } from "../matches/lobby";
import { seatOf } from "../matches/seats";
import { emailStatusOf } from "../notify/address-status";
import { type ReadersWays, readersWays } from "../notify/settings";
import { normalAddress } from "../store/entities/address";
import { credentialVersionOf } from "../store/entities/player";
import type { PlayerRecord } from "../store/records";
import { randomSecret, sha256 } from "../tokens/crypto";
import type { InvitationClaims } from "../tokens/invitation";
import type { SignInClaims } from "../tokens/sign-in";

/** The guest an invitation makes: its id follows from the token's nonce, so a retry finds the same one. */
const guestIdOf = (claims: InvitationClaims) => `p_${sha256(`guest\n${claims.nonce}`).slice(0, 16)}`;

/**
 * A name from the address's local part, its words capitalised as names are written (`ben.miller`:
 * "Ben Miller"), when it is a valid name, else "Guest": the guest may change it.
 */
export function guestName(address: string): string {
  const words = (address.split("@")[0] ?? "").split(/[._+-]+/).filter((word) => word.length > 0);
  const named = words.map((word) => word.charAt(0).toLocaleUpperCase("en") + word.slice(1)).join(" ");
  const parsed = PlayerNameSchema.safeParse(named);
  return parsed.success ? parsed.data : "Guest";
}

/** The player who confirmed the address, while it is still their confirmed address; null otherwise. */
async function ownerOf(deps: Deps, address: string): Promise<PlayerRecord | null> {
  const id = await deps.store.playerIdAt(address);
  const player = id ? await deps.store.getPlayer(id) : null;
  const owns =
    player?.email &&
    normalAddress(player.email) === normalAddress(address) &&
    emailStatusOf(player) === "confirmed";
  return owns ? player : null;
}

/** A new player for the address, confirmed since its mail was read to click the link, with an API key nobody knows yet. */
async function newGuest(deps: Deps, claims: InvitationClaims, ways: ReadersWays): Promise<PlayerRecord> {
  const guest: PlayerRecord = {
    ...readersWays(ways),
    id: guestIdOf(claims),
    name: guestName(claims.address),
    email: claims.address,
    emailStatus: "confirmed",
    keyHash: sha256(randomSecret(32)),
    createdAt: deps.now().toISOString(),
  };
  if (!(await deps.store.createPlayer(guest))) throw new Problem("conflict", "Try the link again");
  await deps.store.putAddress(claims.address, guest.id);
  await deps.store.putPlayerName(guest.name, guest.id);
  return guest;
}

/** Refuses, before anything is made, an invitation to a match that began, ended or has no free seat. */
async function openSeatFor(deps: Deps, claims: InvitationClaims, playerId: string | null): Promise<void> {
  const match = await loadCurrent(deps, claims.matchId).catch(() => null);
  if (!match) throw new Problem("unauthorized", "The match of this invitation no longer exists");
  if (playerId !== null && seatOf(match, playerId) !== null) return;
  if (match.status !== "lobby" || match.seats.every((s) => s !== null))
    throw new Problem("conflict", "This match began already or has no free seat: ask for a new invitation");
}

/**
 * Whom an invitation by email signs in: the guest it made before (a retry), the player who confirmed
 * the address, or a new guest for it; as sign-in claims, whose nonce the session spends.
 */
export async function invitedPlayer(
  deps: Deps,
  claims: InvitationClaims,
  ways: ReadersWays,
): Promise<{ claims: SignInClaims; player: PlayerRecord }> {
  const known = (await deps.store.getPlayer(guestIdOf(claims))) ?? (await ownerOf(deps, claims.address));
  await openSeatFor(deps, claims, known?.id ?? null);
  const player = known ?? (await newGuest(deps, claims, ways));
  return {
    claims: {
      purpose: "invitation",
      playerId: player.id,
      matchId: claims.matchId,
      expires: claims.expires,
      nonce: claims.nonce,
      version: credentialVersionOf(player),
    },
    player,
  };
}

/** Seats the invited player once the link is spent (a retry finds them seated); a full table starts. */
export async function takeInvitedSeat(deps: Deps, player: PlayerRecord, matchId: string): Promise<void> {
  const match = await loadCurrent(deps, matchId);
  if (seatOf(match, player.id) === null)
    await joinMatch(deps, player, matchId, { inviteCode: match.inviteCode });
}

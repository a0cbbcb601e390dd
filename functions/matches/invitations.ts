import type { Deps } from "../deps";
import type { InvitationRecord } from "../store/entities/invitation";
import type { MatchHeader, PlayerRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";
import { declinedInvited, invitableMatch, noteInvited } from "./lobby";
import { seatOf } from "./seats";

/** Invitations a list reads at most: far more than anyone keeps open, bounded all the same. */
const READ_AT_MOST = 50;

/** A lobby someone invited the player to, as "my invitations" lists it: joinable now. */
export interface OpenInvitation {
  matchId: string;
  game: string;
  invitedBy: { id: string; name: string };
  at: string;
  /** Theirs to join with: the invitation told it. */
  inviteCode: string;
  seatCount: number;
  seated: number;
  /** The finished match whose rematch this lobby is, if it is one. */
  rematchOf: string | null;
}

/**
 * Tells another player about an open match, with its invite code: by their channels (a notice) and
 * in the app, where it waits under their player until they join or decline. The lobby shows them
 * invited, unless `listed` is false: one invited by their address, which must not tell whose it is.
 */
export async function invite(
  deps: Deps,
  host: Pick<PlayerRecord, "id" | "name">,
  matchId: string,
  invitee: Pick<PlayerRecord, "id" | "name">,
  { listed = true } = {},
): Promise<void> {
  const inviteeId = invitee.id;
  const at = deps.now().toISOString();
  const match = listed
    ? await noteInvited(deps, host, matchId, invitee, at)
    : await invitableMatch(deps, host, matchId);
  await Promise.all([
    deps.store.putNotice({
      id: `invited-${sha256(`${matchId}|${inviteeId}`).slice(0, 20)}`,
      matchId,
      kind: "invited",
      playerIds: [inviteeId],
      at,
      version: match.version,
      by: host.id,
    }),
    deps.store.putInvitation({
      playerId: inviteeId,
      matchId,
      game: match.game,
      by: host.id,
      byName: host.name,
      at,
    }),
  ]);
}

/**
 * Files a rematch offer as an invitation under each other person of the finished match, so that it
 * waits on their games page whatever their notification settings; the lobby lists them invited from
 * its start. Writing them again changes nothing.
 */
export async function fileRematchInvitations(
  deps: Deps,
  lobby: Pick<MatchHeader, "id" | "game" | "createdAt" | "rematchOf" | "invited">,
  host: Pick<PlayerRecord, "id" | "name">,
): Promise<void> {
  await Promise.all(
    Object.keys(lobby.invited ?? {}).map((playerId) =>
      deps.store.putInvitation({
        playerId,
        matchId: lobby.id,
        game: lobby.game,
        by: host.id,
        byName: host.name,
        at: lobby.createdAt,
        ...(lobby.rematchOf ? { rematchOf: lobby.rematchOf } : {}),
      }),
    ),
  );
}

/** The invitation as listed, or null once its lobby is no longer one the player can join. */
function stillOpen(invitation: InvitationRecord, match: MatchHeader | undefined): OpenInvitation | null {
  if (match?.status !== "lobby" || seatOf(match, invitation.playerId) !== null) return null;
  const seated = match.seats.filter((s) => s !== null).length;
  if (seated >= match.seatCount) return null;
  const { matchId, game, by, byName, at } = invitation;
  const invitedBy = { id: by, name: byName };
  const rematchOf = invitation.rematchOf ?? null;
  return {
    matchId,
    game,
    invitedBy,
    at,
    inviteCode: match.inviteCode,
    seatCount: match.seatCount,
    seated,
    rematchOf,
  };
}

/**
 * The lobbies the player was invited to and can still join, newest first: one query of their
 * invitations and one read of those matches, whatever their number.
 */
export async function openInvitations(
  deps: Deps,
  player: Pick<PlayerRecord, "id">,
): Promise<OpenInvitation[]> {
  const invitations = await deps.store.invitationsOf(player.id, deps.now(), READ_AT_MOST);
  if (invitations.length === 0) return [];
  const matches = await deps.store.matchHeaders(invitations.map((i) => i.matchId));
  return invitations
    .flatMap((invitation) => stillOpen(invitation, matches.get(invitation.matchId)) ?? [])
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** Declines an invitation: no longer listed for the player, and marked declined in the lobby for its players. */
export async function declineInvitation(deps: Deps, player: Pick<PlayerRecord, "id">, matchId: string) {
  const at = deps.now().toISOString();
  await Promise.all([
    deps.store.deleteInvitation(player.id, matchId),
    declinedInvited(deps, player, matchId, at),
  ]);
}

/**
 * An invitation to a lobby, filed under the invited player (`PLAYER#<id>` / `INVITED#<match>`), so
 * that a player who reads neither email nor chat finds it in the app. Written again by a second
 * invitation; gone when declined, or when the table's TTL ends it.
 */
import * as z from "zod";
import type { Item, Key } from "../table-client";
import { decoded, expiresAt } from "./item";
import { matchPartition } from "./match-header";
import { playerPartition } from "./player";

export const InvitationRecordSchema = z.lazy(() =>
  z.object({
    playerId: z.string(),
    matchId: z.string(),
    game: z.string(),
    /** Who invited, and their name then. */
    by: z.string(),
    byName: z.string(),
    at: z.string(),
    /** The finished match whose rematch this is, when it is one. */
    rematchOf: z.string().optional(),
  }),
);
export type InvitationRecord = z.infer<typeof InvitationRecordSchema>;

/** How long an invitation is listed: a lobby left this long is not coming back. */
export const INVITATION_DAYS = 14;

const prefix = `INVITED#${matchPartition("")}`;

export const invitationItems = {
  key: (playerId: string, matchId: string): Key => ({
    pk: playerPartition(playerId),
    sk: `${prefix}${matchId}`,
  }),
  /** Where a player's invitations are: their partition, and the sort keys' prefix. */
  of: (playerId: string) => ({ pk: playerPartition(playerId), prefix }),
  /** The epoch second after which it is no longer listed. */
  until: (invitation: Pick<InvitationRecord, "at">): number =>
    Math.ceil(Date.parse(invitation.at) / 1000) + INVITATION_DAYS * 24 * 3600,
  encode: (invitation: InvitationRecord): Item => {
    const { playerId, matchId, ...rest } = invitation;
    return {
      ...invitationItems.key(playerId, matchId),
      ...rest,
      ...expiresAt(invitationItems.until(invitation)),
    };
  },
  decode: (item: Item): InvitationRecord =>
    decoded(InvitationRecordSchema, item, {
      playerId: String(item.pk).slice(playerPartition("").length),
      matchId: String(item.sk).slice(prefix.length),
    }),
};

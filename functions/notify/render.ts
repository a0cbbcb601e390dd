import type { AnyGame } from "../../domain/core/game";
import type { MatchRecord, NoticeKind } from "../store/records";

export interface Links {
  /** The API's base URL, e.g. https://api.example. */
  publicUrl: string;
  /** A client's page for a match, with `{matchId}` in it (optional). */
  clientUrl?: string;
}

/** The JSON body of a webhook for one notice: what a bot needs to act without another call. */
export function noticeWebhook(input: {
  id: string;
  kind: NoticeKind;
  game: AnyGame;
  match: MatchRecord;
  seat: number | null;
  /** The events since the previous notice, as stored: each is shown as the seat may see it. */
  events: unknown[];
  links: Links;
  at: Date;
  /** The version the notice speaks of. */
  version: number;
}): string {
  const { match, seat } = input;
  return JSON.stringify({
    type: `match.${input.kind}`,
    timestamp: input.at.toISOString(),
    data: {
      matchId: match.id,
      game: match.game,
      status: match.status,
      version: input.version,
      currentVersion: match.version,
      yourSeat: seat,
      activeSeats: match.activeSeats,
      awaitingYou: seat !== null && match.status === "active" && match.activeSeats.includes(seat),
      events: input.events.map((event) => input.game.viewEvent(event, seat)),
      url: `${input.links.publicUrl}/v1/matches/${match.id}`,
      ...(input.kind === "invited" ? { inviteCode: match.inviteCode } : {}),
    },
  });
}

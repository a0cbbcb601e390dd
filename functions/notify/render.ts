import type { AnyGame } from "../../domain/core/game";
import type { MatchRecord, MoveRecord, NoticeKind } from "../store/records";
import type { Mail } from "./email";
import { noticeTitles } from "./notices";

export interface Links {
  /** The API's base URL, e.g. https://api.example. */
  publicUrl: string;
  /** A client's page for a match, with `{matchId}` in it (optional). */
  clientUrl?: string;
}

function words(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

/** One line per event, as the reader may see it (events are redacted before they get here). */
export function describeEvent(event: Record<string, unknown>, names: string[]): string {
  const { type, seat, ...rest } = event;
  const who = typeof seat === "number" ? `${names[seat] ?? `Seat ${seat}`}: ` : "";
  const details = Object.entries(rest)
    .map(([key, value]) => `${key} ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(", ");
  return `${who}${words(String(type))}${details ? ` (${details})` : ""}`;
}

export function matchLinks(links: Links, matchId: string) {
  return {
    api: `${links.publicUrl}/v1/matches/${matchId}`,
    client: links.clientUrl ? links.clientUrl.replace("{matchId}", encodeURIComponent(matchId)) : null,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The lines of what happened in these moves, as this seat may see them. */
export function happenings(
  game: AnyGame,
  match: MatchRecord,
  moves: MoveRecord[],
  seat: number | null,
): string[] {
  const names = match.seats.map((s, i) => s?.name ?? `Seat ${i}`);
  return moves.flatMap((move) =>
    move.events.map(
      (event) =>
        `v${move.version} · ${describeEvent(game.viewEvent(event, seat) as Record<string, unknown>, names)}`,
    ),
  );
}

/** A plain-text and HTML email for one notice. */
export function noticeEmail(input: {
  to: string;
  id: string;
  kind: NoticeKind;
  game: AnyGame;
  match: MatchRecord;
  seat: number | null;
  /** The version the notice speaks of. */
  version: number;
  lines: string[];
  links: Links;
}): Mail {
  const { match, game, kind } = input;
  const link = matchLinks(input.links, match.id);
  const join =
    kind === "invited" ? [`Join: POST ${link.api}/join with {"inviteCode":"${match.inviteCode}"}`, ""] : [];
  const subject = `${noticeTitles[kind]} · ${game.name} · ${match.id}`;
  const status = `Match ${match.id} (${game.name}), version ${input.version}${
    match.version === input.version ? "" : ` (now at version ${match.version})`
  }; ${match.status === "active" ? `seats to act: ${match.activeSeats.join(", ")}` : match.status}.`;
  const text = [
    noticeTitles[kind],
    "",
    status,
    "",
    ...join,
    input.lines.length > 0 ? "Since your last move:" : "Nothing new since your last move.",
    ...input.lines.map((line) => `- ${line}`),
    "",
    `Open the match: ${link.client ?? link.api}`,
    `API: ${link.api} (send your API key as a bearer token)`,
    "",
    "You get this email because of your notification settings (GET/PUT /v1/me/notifications).",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>${escapeHtml(noticeTitles[kind])}</h1>
<p>${escapeHtml(status)}</p>
${join.length > 0 ? `<p>${escapeHtml(join[0] as string)}</p>` : ""}
${input.lines.length > 0 ? `<p>Since your last move:</p><ul>${input.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : "<p>Nothing new since your last move.</p>"}
<p><a href="${escapeHtml(link.client ?? link.api)}">Open the match</a> · API: <code>${escapeHtml(link.api)}</code></p>
<p style="color:#666">You get this email because of your notification settings.</p>
</body></html>`;
  return { to: input.to, subject, text, html, messageId: `<${input.id}@async-board-games>` };
}

/** The JSON body of a webhook for one notice: what a bot needs to act without another call. */
export function noticeWebhook(input: {
  id: string;
  kind: NoticeKind;
  game: AnyGame;
  match: MatchRecord;
  seat: number | null;
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
      url: matchLinks(input.links, match.id).api,
      ...(input.kind === "invited" ? { inviteCode: match.inviteCode } : {}),
    },
  });
}

import * as z from "zod";
import type { Deps } from "../deps";
import type { PlayerRecord } from "../store/records";

/**
 * An SES event as a configuration set publishes it to SNS (docs.aws.amazon.com/ses/latest/dg/
 * event-publishing-retrieving-sns-contents.html): only what a bounce or complaint needs is read.
 */
const Recipients = z.array(z.object({ emailAddress: z.string() }));
export const SesEventSchema = z.object({
  eventType: z.string().optional(),
  // SES names it so when an identity's own notifications are used instead of event publishing
  notificationType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: Recipients }).optional(),
  complaint: z.object({ complainedRecipients: Recipients }).optional(),
  mail: z.object({ tags: z.record(z.string(), z.array(z.string())).optional() }),
});

/** What a feedback event says of a player's address: it switches email off, or says nothing. */
export interface Feedback {
  playerId: string;
  status: "bounced" | "complained";
  /** The addresses the event names. */
  addresses: string[];
}

/** The tag every email to a player carries (notify/email.ts sends it as an SES message tag). */
export const PLAYER_TAG = "player";

/**
 * A permanent bounce or a complaint about an email to a player; null for anything else (a
 * transient bounce is retried by SES and switches nothing off).
 */
export function feedbackOf(message: unknown): Feedback | null {
  const parsed = SesEventSchema.safeParse(message);
  if (!parsed.success) return null;
  const event = parsed.data;
  const type = event.eventType ?? event.notificationType;
  const playerId = event.mail.tags?.[PLAYER_TAG]?.[0];
  if (!playerId) return null;
  if (type === "Bounce" && event.bounce?.bounceType === "Permanent")
    return {
      playerId,
      status: "bounced",
      addresses: event.bounce.bouncedRecipients.map((r) => r.emailAddress),
    };
  if (type === "Complaint" && event.complaint)
    return {
      playerId,
      status: "complained",
      addresses: event.complaint.complainedRecipients.map((r) => r.emailAddress),
    };
  return null;
}

/**
 * Switches the player's email off when the event is about their address as it is now: an event
 * about an address they have since replaced changes nothing. Whether anything changed.
 */
export async function applyFeedback(deps: Pick<Deps, "store">, feedback: Feedback): Promise<boolean> {
  const player = await deps.store.getPlayer(feedback.playerId);
  if (!player) return false;
  const about = (p: PlayerRecord) =>
    p.email !== null && feedback.addresses.some((a) => a.toLowerCase() === p.email?.toLowerCase());
  const changed = await deps.store.changePlayer(player, (p) =>
    about(p) && p.emailStatus !== feedback.status ? { ...p, emailStatus: feedback.status } : p,
  );
  return changed !== null && changed.after !== changed.before;
}

import type { PlayerRecord } from "../store/records";

export type EmailStatus = NonNullable<PlayerRecord["emailStatus"]>;

/** Why no email goes to a player's address, as the delivery log says it. */
export const notMailable = {
  none: "no email address",
  unconfirmed: "unconfirmed-address",
  bounced: "email-bounced",
  complained: "email-complained",
} as const;

/** A player's address status; players made before confirmation existed count as confirmed. */
export function emailStatusOf(player: Pick<PlayerRecord, "emailStatus">): EmailStatus {
  return player.emailStatus ?? "confirmed";
}

/** The status of the player's address, as the API shows it: none without an address. */
export function addressStatusOf(player: Pick<PlayerRecord, "email" | "emailStatus">): EmailStatus | null {
  return player.email ? emailStatusOf(player) : null;
}

/** The address that may be mailed, or why none may: only a confirmed address that neither bounced nor complained. */
export function mailableAddress(
  player: Pick<PlayerRecord, "email" | "emailStatus">,
): { to: string } | { skip: string } {
  if (!player.email) return { skip: notMailable.none };
  const status = emailStatusOf(player);
  return status === "confirmed" ? { to: player.email } : { skip: notMailable[status] };
}

/**
 * The player with an address set: a new one (or the same one again after a bounce or complaint)
 * is unconfirmed until its owner confirms it; no address has no status.
 */
export function withAddress(player: PlayerRecord, email: string | null): PlayerRecord {
  const status = emailStatusOf(player);
  if (email === player.email && (status === "confirmed" || status === "unconfirmed")) return player;
  const { emailStatus: _old, ...rest } = player;
  return email === null ? { ...rest, email } : { ...rest, email, emailStatus: "unconfirmed" };
}

/** Whether an address set now waits for its owner's confirmation. */
export const awaitsConfirmation = (before: PlayerRecord, after: PlayerRecord): boolean =>
  after.emailStatus === "unconfirmed" &&
  (before.email !== after.email || before.emailStatus !== "unconfirmed");

/** Confirmation emails: at most one per 10 minutes and 3 per day per player. */
export const CONFIRMATION_LIMITS = { gapSeconds: 600, perDay: 3 } as const;

/**
 * Seconds until another confirmation may go out (0: now), from the times earlier ones went; a new
 * address need not wait out the gap (a typo is fixed at once), only the daily cap.
 */
export function confirmationWait(sent: readonly string[], now: Date, newAddress = false): number {
  const day = now.getTime() - 86_400_000;
  const recent = sent
    .map((at) => Date.parse(at))
    .filter((t) => t > day)
    .sort((a, b) => a - b);
  const last = recent.at(-1);
  const afterGap = last === undefined || newAddress ? 0 : last + CONFIRMATION_LIMITS.gapSeconds * 1000;
  const oldest = recent[recent.length - CONFIRMATION_LIMITS.perDay];
  const afterDay =
    recent.length >= CONFIRMATION_LIMITS.perDay && oldest !== undefined ? oldest + 86_400_000 : 0;
  return Math.max(0, Math.ceil((Math.max(afterGap, afterDay) - now.getTime()) / 1000));
}

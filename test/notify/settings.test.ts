import { describe, expect, it } from "vitest";
import { wants } from "../../functions/notify/notices";
import {
  afterQuietHours,
  localMinutes,
  NotificationSettingsSchema,
  nextLocalHour,
  settingsOf,
} from "../../functions/notify/settings";

const at = (iso: string) => new Date(iso);

describe("notification settings", () => {
  it("default to email on your turn in English, no webhook nor chat, UTC, no quiet hours", () => {
    expect(settingsOf({})).toEqual({
      email: { when: "myTurn" },
      webhook: { url: null, when: "myTurn" },
      discord: { url: null, when: "myTurn" },
      slack: { url: null, when: "myTurn" },
      language: "en",
      timeZone: "UTC",
      quietHours: null,
      digestHour: 8,
      vacationUntil: null,
    });
  });

  it("keep settings saved before language and chats existed, taking their defaults", () => {
    const saved = { email: { when: "always" as const }, timeZone: "Europe/Berlin" };
    expect(settingsOf({ notifications: saved as never })).toMatchObject({
      email: { when: "always" },
      timeZone: "Europe/Berlin",
      language: "en",
      discord: { url: null },
    });
  });

  it("take Discord and Slack incoming-webhook URLs, each only in its own field", () => {
    const discord = "https://discord.com/api/webhooks/1234567890/abcDEF-123";
    const slack = "https://hooks.slack.com/services/T000/B000/XXXX";
    expect(
      NotificationSettingsSchema.safeParse({ discord: { url: discord }, slack: { url: slack } }).success,
    ).toBe(true);
    expect(NotificationSettingsSchema.safeParse({ discord: { url: slack } }).success).toBe(false);
    expect(NotificationSettingsSchema.safeParse({ slack: { url: discord } }).success).toBe(false);
    expect(NotificationSettingsSchema.safeParse({ discord: { url: discord, when: "digest" } }).success).toBe(
      false,
    );
    expect(NotificationSettingsSchema.safeParse({ language: "fr" }).success).toBe(false);
  });

  it("refuse an unknown time zone, a bad clock time and a non-http webhook", () => {
    expect(NotificationSettingsSchema.safeParse({ timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(NotificationSettingsSchema.safeParse({ quietHours: { from: "25:00", to: "07:00" } }).success).toBe(
      false,
    );
    expect(NotificationSettingsSchema.safeParse({ webhook: { url: "ftp://x.example/hook" } }).success).toBe(
      false,
    );
  });

  it("read local time in the player's time zone", () => {
    expect(localMinutes(at("2026-11-21T21:30:00Z"), "Europe/Berlin")).toBe(22 * 60 + 30);
    expect(localMinutes(at("2026-07-01T03:15:00Z"), "America/New_York")).toBe(23 * 60 + 15);
  });

  it("hold email in quiet hours across midnight until they end, in the player's zone", () => {
    const settings = {
      ...settingsOf({}),
      timeZone: "Europe/Berlin",
      quietHours: { from: "22:00", to: "07:30" },
    };
    // 23:10 in Berlin (CET, UTC+1) waits until 07:30 Berlin = 06:30 UTC
    expect(afterQuietHours(at("2026-11-21T22:10:00Z"), settings).toISOString()).toBe(
      "2026-11-22T06:30:00.000Z",
    );
    // 05:00 Berlin waits until 07:30 the same morning
    expect(afterQuietHours(at("2026-11-22T04:00:00Z"), settings).toISOString()).toBe(
      "2026-11-22T06:30:00.000Z",
    );
    // 12:00 Berlin is not quiet
    expect(afterQuietHours(at("2026-11-22T11:00:00Z"), settings).toISOString()).toBe(
      "2026-11-22T11:00:00.000Z",
    );
  });

  it("send the digest at the next digest hour of the player's zone", () => {
    expect(nextLocalHour(at("2026-11-21T10:00:00Z"), 8, "Asia/Tokyo").toISOString()).toBe(
      "2026-11-21T23:00:00.000Z",
    );
    expect(nextLocalHour(at("2026-11-21T07:59:00Z"), 8, "UTC").toISOString()).toBe(
      "2026-11-21T08:00:00.000Z",
    );
    expect(nextLocalHour(at("2026-11-21T08:00:00Z"), 8, "UTC").toISOString()).toBe(
      "2026-11-22T08:00:00.000Z",
    );
  });

  it("let 'my turn' through for turns, starts, ends, invitations and clocks, but not others' moves", () => {
    expect(wants("myTurn", "yourTurn")).toBe(true);
    expect(wants("myTurn", "reminder")).toBe(true);
    expect(wants("myTurn", "moveMade")).toBe(false);
    expect(wants("always", "moveMade")).toBe(true);
    expect(wants("never", "yourTurn")).toBe(false);
  });
});

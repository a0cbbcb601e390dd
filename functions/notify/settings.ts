// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import * as z from "zod";
import { type ChatService, chatWebhooks, isChatWebhookUrl } from "./chat";

const When = z.enum(["always", "myTurn", "digest", "never"]).openapi({
  description:
    "always: every move; myTurn: when you must act, and starts, ends, invitations, reminders; digest: one email a day",
});

/** Chat channels take no digest: a chat is read as it comes. */
const ChatWhen = z.enum(["always", "myTurn", "never"]).openapi({
  description: "always: every turn; myTurn: when you must act, and starts, ends, invitations, reminders",
});

/** An object of that shape: closed (a field it lacks refused) in a request, open where it is read back. */
function objectOf<Shape extends z.ZodRawShape>(closed: boolean, shape: Shape) {
  return closed ? z.strictObject(shape) : z.object(shape);
}

/** An incoming-webhook URL of a chat service, on the service's own host and path. */
function chatChannel(service: ChatService, closed: boolean) {
  const { name, example, hosts } = chatWebhooks[service];
  return objectOf(closed, {
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .refine((url) => isChatWebhookUrl(service, url), `a ${name} incoming-webhook URL such as ${example}`)
      .nullable()
      .default(null)
      .openapi({
        description: `A ${name} incoming-webhook URL as ${name} gives it: https on ${hosts.join(", ")}, no port nor credentials, such as ${example}`,
        example,
      }),
    when: ChatWhen.default("myTurn"),
  })
    .default({ url: null, when: "myTurn" })
    .openapi({ description: `Messages to a ${name} channel through its incoming webhook` });
}

const Clock = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time like 22:30");

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const RFC_3339 = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?(Z|([+-])(\d\d):(\d\d))$/i;

/**
 * An RFC 3339 time with an offset or a lower-case `t` or `z` as the same instant in UTC, which zod's
 * check then takes; anything else as sent, for zod to judge (a day the month lacks stays refused).
 */
function inUtc(value: unknown): unknown {
  const parts = typeof value === "string" && value.length <= 40 ? RFC_3339.exec(value) : null;
  if (!parts || /T.*Z$/.test(value as string)) return value;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number);
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    hour < 24;
  if (!real || minute > 59 || second > 59) return value;
  const offset = parts[9] ? (parts[9] === "-" ? -1 : 1) * (Number(parts[10]) * 60 + Number(parts[11])) : 0;
  const fraction = Number(parts[7] ?? 0);
  return new Date(wall.getTime() - offset * 60_000 + Math.round(fraction * 1000)).toISOString();
}

/** The languages emails and chat messages come in. */
const LanguageSchema = z.enum(["en", "de"]);

/** An IANA time zone, as this runtime knows it. */
const TimeZoneSchema = z.string().max(64).refine(isTimeZone, "an IANA time zone such as Europe/Berlin");

/**
 * The language and time zone a new player gives as they are made, so that even their first email
 * (an address's confirmation) speaks their language; the settings change both later.
 */
export const readersWaysFields = {
  language: LanguageSchema.optional().openapi({
    description:
      "The language of your emails and chat messages (default `en`): `PUT /v1/me/notifications` changes it",
  }),
  timeZone: TimeZoneSchema.optional().openapi({
    description: "The IANA time zone your emails tell deadlines and quiet hours in (default `UTC`)",
    example: "Europe/Berlin",
  }),
};

export type ReadersWays = { language?: "en" | "de"; timeZone?: string };

/** The settings a new player's given language and time zone make: those left out take their defaults. */
export function readersWays(given: ReadersWays): { notifications?: Record<string, string> } {
  const ways = Object.fromEntries(
    Object.entries({ language: given.language, timeZone: given.timeZone }).filter(([, v]) => v !== undefined),
  ) as Record<string, string>;
  return Object.keys(ways).length > 0 ? { notifications: ways } : {};
}

/** How and when a player is told about their matches; `closed` for a request, which names a field too many. */
function settingsSchema(closed: boolean) {
  return objectOf(closed, {
    email: objectOf(closed, { when: When.default("myTurn") }).default({ when: "myTurn" }),
    webhook: objectOf(closed, {
      url: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .nullable()
        .default(null)
        // the document says what `protocol` checks: http or https, in any case
        .openapi({ pattern: "^[Hh][Tt][Tt][Pp][Ss]?://", example: "https://bot.example/hooks/games" }),
      when: When.default("myTurn"),
    }).default({ url: null, when: "myTurn" }),
    discord: chatChannel("discord", closed),
    slack: chatChannel("slack", closed),
    language: LanguageSchema.default("en").openapi({
      description: "The language of your emails and chat messages: English or German",
    }),
    timeZone: TimeZoneSchema.default("UTC"),
    quietHours: objectOf(closed, { from: Clock, to: Clock })
      .nullable()
      .default(null)
      .openapi({
        description: "No email nor chat message in these hours of your time zone: it waits until they end",
        example: { from: "22:00", to: "07:30" },
      }),
    digestHour: z
      .number()
      .int()
      .min(0)
      .max(23)
      .default(8)
      .openapi({ description: "When the daily digest is sent, your time" }),
    vacationUntil: z.preprocess(inUtc, z.iso.datetime().max(40)).nullable().default(null).openapi({
      description:
        "Until then your turn clocks pause, within each match's vacation allowance; any RFC 3339 time, kept and answered in UTC",
    }),
  });
}

/** How and when a player is told about their matches. */
export const NotificationSettingsSchema = settingsSchema(false).openapi("NotificationSettings");

/** The settings a request sends: every object in them refuses a field it does not declare. */
export const SettingsChangeSchema = settingsSchema(true);

export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A player's settings with every field: those saved before a field existed take its default. */
export function settingsOf(player: { notifications?: unknown }): NotificationSettings {
  return NotificationSettingsSchema.parse(player.notifications ?? {});
}

/** Minutes since local midnight of an instant in a time zone. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The first instant at or after `at` outside the quiet hours (the same instant when not quiet). */
export function afterQuietHours(at: Date, settings: NotificationSettings): Date {
  const quiet = settings.quietHours;
  if (!quiet) return at;
  const now = localMinutes(at, settings.timeZone);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const inside = from <= to ? now >= from && now < to : now >= from || now < to;
  if (!inside) return at;
  const wait = (to - now + 24 * 60) % (24 * 60);
  return new Date(at.getTime() + wait * 60_000 - (at.getTime() % 60_000));
}

/** The next time the local clock shows `hour`:00 strictly after `at`. */
export function nextLocalHour(at: Date, hour: number, timeZone: string): Date {
  const now = localMinutes(at, timeZone);
  const wait = (hour * 60 - now + 24 * 60) % (24 * 60) || 24 * 60;
  return new Date(at.getTime() + wait * 60_000 - (at.getTime() % 60_000));
}

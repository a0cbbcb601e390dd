import type { MatchRecord } from "../store/records";
import type { Deadline, Texts } from "./texts/texts";

/** A deadline told in the reader's language and time zone, with the time left from `now`. */
export function deadlineText(iso: string, now: Date, timeZone: string, texts: Texts): Deadline {
  const at = new Intl.DateTimeFormat(texts.locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
  return { at, left: texts.timeLeft(Date.parse(iso) - now.getTime()) };
}

/** Each seat's deadline while the match is played: seats with nothing to do have none. */
export function seatDeadlines(match: MatchRecord): (string | null)[] {
  return match.seats.map((_, seat) =>
    match.status === "active" ? (match.clocks?.[seat]?.deadline ?? null) : null,
  );
}

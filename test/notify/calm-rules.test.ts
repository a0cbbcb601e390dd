import { describe, expect, it } from "vitest";
import { ACTIVE_MINUTES, alreadyTold, heldUntil } from "../../functions/notify/calm";
import type { Delivery } from "../../functions/notify/deliveries";
import type { MoveRecord } from "../../functions/store/records";

const T0 = Date.parse("2026-01-01T12:00:00Z");
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function move(version: number, seat: number, minutes: number, extra: Partial<MoveRecord> = {}): MoveRecord {
  return {
    matchId: "m",
    version,
    seat,
    playerId: `p${seat}`,
    by: "player",
    idempotencyKey: null,
    requestHash: "",
    action: {},
    events: [],
    at: at(minutes),
    activeSeats: [(seat + 1) % 3],
    status: "active",
    ...extra,
  };
}

function delivery(kind: Delivery["kind"], version: number, extra: Partial<Delivery> = {}): Delivery {
  return {
    id: `${kind}-${version}`,
    playerId: "p0",
    matchId: "m",
    version,
    kind,
    channel: "email",
    status: "pending",
    attempts: [],
    nextAttemptAt: at(0),
    createdAt: at(0),
    ...extra,
  };
}

const sentEmail = (kind: Delivery["kind"], version: number) =>
  delivery(kind, version, { status: "delivered", attempts: [{ at: at(0), ok: true, detail: "250 OK" }] });

describe("calm email's rules", () => {
  const playing = [move(1, 0, 0), move(2, 1, 0.1), move(3, 2, 0.2, { activeSeats: [0] })];

  it("a turn notice waits while its reader plays, until the minutes after their move", () => {
    const held = heldUntil(delivery("yourTurn", 3), 0, playing, new Date(at(1)));
    expect(held?.toISOString()).toBe(at(ACTIVE_MINUTES));
    expect(heldUntil(delivery("yourTurn", 3), 0, playing, new Date(at(ACTIVE_MINUTES)))).toBeNull();
  });

  it("a reply by email or a stand-in's move is no sign that the reader is at the screen", () => {
    const now = new Date(at(1));
    const byMail = [move(1, 0, 0, { idempotencyKey: "mail:<a@b>" }), ...playing.slice(1)];
    expect(heldUntil(delivery("yourTurn", 3), 0, byMail, now)).toBeNull();
    const standIn = [move(1, 0, 0, { by: "stand-in" }), ...playing.slice(1)];
    expect(heldUntil(delivery("yourTurn", 3), 0, standIn, now)).toBeNull();
  });

  it("another person's move since keeps the hold: the reader's match is open before them, and the notice is looked at anew", () => {
    const byPerson = [...playing.slice(0, 2), move(3, 2, 0.2, { activeSeats: [0] })];
    const held = heldUntil(delivery("yourTurn", 3), 0, byPerson, new Date(at(1)));
    expect(held?.toISOString()).toBe(at(ACTIVE_MINUTES));
  });

  it("only turn notices to people wait: the end, reminders and webhooks go at once", () => {
    const now = new Date(at(1));
    for (const d of [
      delivery("matchEnded", 3),
      delivery("reminder", 3),
      delivery("yourTurn", 3, { channel: "webhook" }),
    ])
      expect(heldUntil(d, 0, playing, now)).toBeNull();
  });

  it("a notice of a version an earlier message already told is not sent again (the start and the first turn)", () => {
    expect(alreadyTold(delivery("yourTurn", 3), 0, [sentEmail("matchStarted", 3)], playing)).toMatch(
      /told this already/,
    );
    expect(alreadyTold(delivery("matchStarted", 2), 0, [sentEmail("yourTurn", 3)], playing)).toMatch(
      /told this already/,
    );
  });

  it("an unanswered turn email holds back the next turn notices of the match until its reader acts", () => {
    const timedOut = [...playing, move(4, 0, 30, { by: "stand-in", activeSeats: [0] })];
    expect(alreadyTold(delivery("yourTurn", 4), 0, [sentEmail("yourTurn", 3)], timedOut)).toMatch(
      /not answered/,
    );
    const acted = [...playing, move(4, 0, 30, { activeSeats: [1] }), move(5, 1, 31, { activeSeats: [0] })];
    expect(alreadyTold(delivery("yourTurn", 5), 0, [sentEmail("yourTurn", 3)], acted)).toBeNull();
  });

  it("a message counted as told without being sent (merged, not sent) holds nothing back", () => {
    const merged = delivery("yourTurn", 3, {
      status: "delivered",
      attempts: [{ at: at(0), ok: true, detail: "merged into x" }],
    });
    expect(alreadyTold(delivery("yourTurn", 3, { id: "other" }), 0, [merged], playing)).toBeNull();
  });
});

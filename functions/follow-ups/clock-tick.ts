/** A match's turn clock when it is due: vacation extensions, reminders, and what happens at a deadline. */
import type { Deps } from "../deps";
import { dueReminders, extendForVacation, nextClockAt } from "../matches/clock";
import { loadCurrent } from "../matches/current";
import { playForSeat, standInMove } from "../matches/stand-ins";
import { settingsOf } from "../notify/settings";
import type { ClockSettings, MatchRecord, NoticeRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";

/** One match's clock: vacation extensions, reminders, and what happens at a deadline. */
export async function tickClock(deps: Deps, matchId: string, looked: string, now: Date): Promise<number> {
  const match = await loadCurrent(deps, matchId);
  if (!match.clock || !match.clocks || match.status !== "active") {
    await deps.store.setClockDue(matchId, null, { ifDueAt: looked });
    return 0;
  }
  const settings = match.clock;
  const clocks = { ...match.clocks };
  const notices: NoticeRecord[] = [];
  const timedOut: number[] = [];
  for (const [key, clock] of Object.entries(match.clocks)) {
    const seat = Number(key);
    const playerId = match.seats[seat]?.playerId;
    if (clock.deadline === null || !playerId) continue;
    const player = await deps.store.getPlayer(playerId);
    let next = extendForVacation(clock, settings, now, player ? settingsOf(player).vacationUntil : null);
    for (const index of dueReminders(next, settings, now)) {
      notices.push(notice(match, "reminder", playerId, `${clock.since}:${seat}:r${index}`, now));
      next = { ...next, reminded: index + 1 };
    }
    if (next.deadline !== null && Date.parse(next.deadline) <= now.getTime()) {
      timedOut.push(seat);
      notices.push(notice(match, "timedOut", playerId, `${clock.since}:${seat}:t`, now));
      next = { ...next, deadline: null };
    }
    clocks[key] = next;
  }
  // the notices before the clock's bookkeeping: a tick that fails between them is done again and
  // finds its notices made already (their ids are the tick's), where the other order lost them
  for (const n of notices) await deps.store.putNotice(n);
  if (JSON.stringify(clocks) !== JSON.stringify(match.clocks))
    await deps.store.setSnapshotClocks(matchId, match.version, clocks);
  await deps.store.setClockDue(matchId, nextClockAt({ ...match, clocks }), { ifDueAt: looked });
  let played = 0;
  for (const seat of timedOut) played += await playRanOutSeat(deps, match.id, settings, seat);
  return played;
}

/**
 * The clock's move for a seat whose time ran out: a stand-in's, or the game's action that only ends
 * the turn (`skip`, where the rules have one); `wait` plays none. The worker plays the seat's next
 * move after each, until its turn ends. How many moves it played.
 */
export async function playRanOutSeat(
  deps: Deps,
  matchId: string,
  settings: Pick<ClockSettings, "onTimeout" | "standIn">,
  seat: number,
): Promise<number> {
  const move =
    settings.onTimeout === "standIn"
      ? await standInMove(deps, matchId, seat, settings.standIn)
      : settings.onTimeout === "skip"
        ? await playForSeat(
            deps,
            matchId,
            seat,
            (game, current) => game.skipAction(current.state, seat) ?? undefined,
          )
        : null;
  return move ? 1 : 0;
}

function notice(
  match: MatchRecord,
  kind: NoticeRecord["kind"],
  playerId: string,
  key: string,
  now: Date,
): NoticeRecord {
  return {
    id: `${kind}-${sha256(`${match.id}|${key}`).slice(0, 20)}`,
    matchId: match.id,
    kind,
    playerIds: [playerId],
    at: now.toISOString(),
    version: match.version,
  };
}

import type { AnyGame } from "../../domain/core/game";
import type { Deps } from "../deps";
import { Refusal } from "../requests/refusal";
import { currentMatch } from "../store/match-items";
import type { MatchHeader, MatchRecord, SnapshotRecord, UnreadSnapshot } from "../store/records";
import { withClocks } from "./clock";

/**
 * The rules a match is played and replayed by: those it started under (matches from before rules
 * versions existed started under version 1), or the newest for one that never started.
 */
export async function gameOf(
  deps: Deps,
  match: { game: string; state: unknown; rulesVersion?: number },
): Promise<AnyGame> {
  const rulesVersion = match.state === null ? undefined : (match.rulesVersion ?? 1);
  const game = await deps.games.get(match.game, rulesVersion);
  if (!game) {
    throw new Refusal(
      "rules-version-unavailable",
      `This match is played under ${match.game} rules version ${rulesVersion}, which this service no longer hosts`,
    );
  }
  return game;
}

/** The rules a started match plays by, from its header. */
export function rulesOf(deps: Deps, header: MatchHeader): Promise<AnyGame> {
  return gameOf(deps, { game: header.game, rulesVersion: header.rulesVersion, state: {} });
}

/**
 * The first snapshot, a function of the started header alone: the start writes it, and a reader
 * that finds a started header without it (the start died in between) writes the same one.
 */
export function startSnapshot(game: AnyGame, header: MatchHeader): SnapshotRecord {
  const seats = header.seats.flatMap((s) =>
    s ? [{ playerId: s.playerId, ...(s.bot ? { bot: s.bot } : {}) }] : [],
  );
  const state = game.setup(header.seed, seats.length, header.options) as Record<string, unknown>;
  const first: SnapshotRecord = {
    matchId: header.id,
    version: header.version,
    game: header.game,
    rulesVersion: header.rulesVersion ?? game.rulesVersion,
    seats,
    clock: header.clock ?? null,
    state,
    status: "active",
    activeSeats: game.activeSeats(state),
    activeBefore: [],
    at: header.updatedAt,
  };
  return withClocks({ seats, status: "lobby", activeSeats: [] }, first, new Date(header.updatedAt));
}

/** The latest snapshot of a started match, writing the start's if the start died before it could. */
async function latestOf(deps: Deps, header: MatchHeader, latest: SnapshotRecord | null) {
  if (header.status !== "active" || (latest && latest.version >= header.version)) return latest;
  const first = startSnapshot(await rulesOf(deps, header), header);
  await deps.store.putSnapshot(first);
  return first;
}

/** The header and the latest snapshot (null before the start), in one read. */
export async function loadParts(
  deps: Deps,
  matchId: string,
): Promise<{ header: MatchHeader; latest: SnapshotRecord | null }> {
  const parts = await deps.store.matchParts(matchId);
  if (!parts) throw new Refusal("not-found", `No match ${matchId}`);
  return { header: parts.header, latest: await latestOf(deps, parts.header, parts.latest) };
}

/**
 * What a match's ETag is made of, from the one read that loads it: its header with the version it
 * is at now, without unpacking the state; `load` gives the match as `loadCurrent` does.
 */
export async function peekCurrent(
  deps: Deps,
  matchId: string,
): Promise<{ match: MatchHeader; load: () => Promise<MatchRecord> }> {
  const parts = await deps.store.matchPartsUnpacked(matchId);
  if (!parts) throw new Refusal("not-found", `No match ${matchId}`);
  const { header, latestVersion } = parts;
  // as `currentMatch`: a started match is at its latest snapshot's version, or the start's it writes
  const played = header.status === "active" && latestVersion !== null && latestVersion >= header.version;
  return {
    match: { ...header, version: played ? latestVersion : header.version },
    load: async () => currentMatch(header, await latestOf(deps, header, parts.latest())),
  };
}

/**
 * The match as it is now and its newest snapshots, up to `count` newest first (each unpacked when
 * read), in the one read that loads it; `more` says whether older ones lie beyond them.
 * `consistent: false`: as the store's eventually consistent read, which may lag a recent write.
 */
export async function loadCurrentBack(
  deps: Deps,
  matchId: string,
  count: number,
  consistent = true,
): Promise<{ match: MatchRecord; snapshots: UnreadSnapshot[]; more: boolean }> {
  const parts = await deps.store.matchPartsBack(matchId, count, consistent);
  if (!parts) throw new Refusal("not-found", `No match ${matchId}`);
  const [newest, ...older] = parts.snapshots;
  const read = newest ? newest.read() : null;
  const latest = await latestOf(deps, parts.header, read);
  const match = currentMatch(parts.header, latest);
  const known = (s: SnapshotRecord): UnreadSnapshot => ({ version: s.version, read: () => s });
  // a start written just now is the match's only snapshot
  if (latest !== read) return { match, snapshots: latest ? [known(latest)] : [], more: false };
  return { match, snapshots: read ? [known(read), ...older] : [], more: parts.more };
}

/** The match as it is now, in one read. */
export async function loadCurrent(deps: Deps, matchId: string): Promise<MatchRecord> {
  const { header, latest } = await loadParts(deps, matchId);
  return currentMatch(header, latest);
}

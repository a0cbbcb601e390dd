/**
 * A version's frames, one per way of seeing the match: each seat's and the spectator's, built by the
 * functions that answer `GET /v1/matches/{id}` and its moves, so that a frame never holds what its
 * reader may not see.
 */
import type { Deps } from "../deps";
import { gameOf, loadParts } from "../matches/current";
import { readerOf, seatOf } from "../matches/seats";
import { matchResource, moveResource } from "../matches/views";
import { currentMatch, moveOf } from "../store/match-items";
import type { MatchRecord, SnapshotRecord } from "../store/records";
import type { ServerFrame } from "./protocol";

/** Who reads: a player (seated or not), or an anonymous spectator. */
export type Viewer = { playerId: string } | null;

/** The frame for one viewer, built once per seat (and once for every spectator). */
export type FrameFor = (viewer: Viewer) => Promise<ServerFrame>;

function framer(deps: Deps, match: MatchRecord, snapshot: SnapshotRecord | null): FrameFor {
  const byView = new Map<string, Promise<ServerFrame>>();
  const build = async (viewer: Viewer, seat: number | null): Promise<ServerFrame> => {
    const game = await gameOf(deps, match);
    const move = snapshot && moveOf(snapshot);
    const made = move ? moveResource(game, move, seat, match.status === "finished") : null;
    const shown = await matchResource(deps, match, viewer && { id: viewer.playerId });
    const events = made?.events ?? [];
    return { type: "version", matchId: match.id, version: match.version, events, move: made, match: shown };
  };
  return (viewer) => {
    const seat = viewer ? seatOf(match, viewer.playerId) : null;
    const view = readerOf(match, viewer?.playerId ?? null);
    const built = byView.get(view) ?? build(viewer, seat);
    byView.set(view, built);
    return built;
  };
}

/** The frames of a new snapshot: the match as it was at that version, with that move's events. */
export async function framesOfSnapshot(deps: Deps, snapshot: SnapshotRecord): Promise<FrameFor> {
  const { header } = await loadParts(deps, snapshot.matchId);
  return framer(deps, currentMatch(header, snapshot), snapshot);
}

/** The frames of a match as it stands now (what a new subscriber gets first), without events. */
export async function framesOfMatch(deps: Deps, matchId: string): Promise<FrameFor> {
  const { header, latest } = await loadParts(deps, matchId);
  return framer(deps, currentMatch(header, latest), null);
}

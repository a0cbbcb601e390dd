import type { z } from "zod";
import type { AnyGame, Outcome } from "../../domain/core/game";
import { RuleError } from "../../domain/core/rule-error";
import type { Deps } from "../deps";
import { emitMetric } from "../metrics";
import { fieldErrorsOf } from "../requests/field-errors";
import { KEEP_SECONDS, type KeptAnswer } from "../requests/keyed-request";
import { Refusal, type RefusalKind } from "../requests/refusal";
import { currentMatch, moveOf } from "../store/match-items";
import type {
  IdempotencyRecord,
  MatchRecord,
  MoveRecord,
  PlayerRecord,
  SnapshotRecord,
} from "../store/records";
import { advance } from "./advance";
import { gameOf, loadCurrent, loadParts } from "./current";

/** A committed move, with the game that gives its events' views; `replayed` for a retry's answer. */
export type PlayedMove = MoveRecord & { game: AnyGame; replayed?: boolean };

export interface MoveRequest {
  action: unknown;
  /** The version the action was decided on. */
  expectedVersion: number;
  /** Whether the caller made the version a precondition (If-Match): a stale one then fails it. */
  versionIsPrecondition: boolean;
  idempotencyKey: string | null;
  requestHash: string;
}

type Player = Pick<PlayerRecord, "id">;

/** The caller's remembered key, whose credential version the move's read fetches and judges before any write. */
export interface CredentialToSettle {
  playerId: string;
  settle(found: number | null): Promise<void>;
}

/**
 * The codes a move's kept answer carries, as key records have since they were first kept (201 is
 * what older readers take for a made move): the body says the rest, a version or a refusal.
 */
const MADE = 201;
const REFUSED = 400;

/**
 * Applies one action exactly once, in one read and one write: read the snapshot at the version
 * the action was decided on, write the next one only if that version is still free (the commit
 * point). The snapshot carries the move's Idempotency-Key and request hash, so a keyed move reads
 * its key's record beside the snapshot and writes nothing more: a retry finds its move at the next
 * version, whatever happened to the match since. Only a refusal keeps a key record, to be given again.
 * A remembered key's credential version is read in the same request, and judged first.
 */
export async function submitMove(
  deps: Deps,
  player: Player,
  matchId: string,
  req: MoveRequest,
  credential: CredentialToSettle | null = null,
): Promise<PlayedMove> {
  const key = req.idempotencyKey;
  const request = key === null ? null : { scope: player.id, key, requestHash: req.requestHash };
  const { snapshot, record, credentialVersion } = await deps.store.moveRead(matchId, req.expectedVersion, {
    request,
    credentialOf: credential?.playerId ?? null,
  });
  await credential?.settle(credentialVersion);
  if (request === null) return move(deps, player, matchId, req, snapshot);
  if (record && record.requestHash !== req.requestHash) throw reused();
  if (record?.response) return firstAnswer(deps, matchId, record.response);
  try {
    return await move(deps, player, matchId, req, snapshot);
  } catch (error) {
    if (!(error instanceof Refusal) || error.kind === "idempotency-key-reused") throw error;
    return keepRefusal(deps, matchId, { ...request, response: refusalAnswer(error) }, record !== null);
  }
}

const reused = () =>
  new Refusal("idempotency-key-reused", "This Idempotency-Key was used for a different action");

function refusalAnswer(refusal: Refusal): KeptAnswer {
  return {
    status: REFUSED,
    body: { kind: refusal.kind, detail: refusal.message, extensions: refusal.facts },
    headers: {},
  };
}

/**
 * Keeps a keyed move's refusal for its retries, then gives it; if another request with the key
 * kept an answer first, that answer. A claim an earlier release left unanswered is answered here.
 */
async function keepRefusal(
  deps: Deps,
  matchId: string,
  refused: IdempotencyRecord & { response: KeptAnswer },
  claimed: boolean,
): Promise<PlayedMove> {
  const first = claimed ? null : await deps.store.keepFirstAnswer(refused, KEEP_SECONDS);
  if (first && first.requestHash !== refused.requestHash) throw reused();
  if (claimed || first?.response === null) {
    const { scope, key, requestHash, response } = refused;
    await deps.store.answerIdempotencyKey(scope, key, requestHash, response, KEEP_SECONDS);
  }
  return firstAnswer(deps, matchId, first?.response ?? refused.response);
}

/** A kept answer: the move it made (rebuilt from its snapshot), or the refusal it met. */
async function firstAnswer(deps: Deps, matchId: string, response: KeptAnswer): Promise<PlayedMove> {
  const body = response.body as {
    version?: number;
    kind?: RefusalKind;
    detail?: string;
    extensions?: Record<string, unknown>;
  };
  if (response.status === MADE && body.version !== undefined) {
    const snapshot = await deps.store.getSnapshot(matchId, body.version);
    const made = snapshot && moveOf(snapshot);
    if (snapshot && made) return { ...made, game: await gameOf(deps, snapshot), replayed: true };
  }
  throw new Refusal(body.kind ?? "conflict", body.detail ?? "", body.extensions ?? {});
}

async function move(
  deps: Deps,
  player: Player,
  matchId: string,
  req: MoveRequest,
  snapshot: SnapshotRecord | null,
): Promise<PlayedMove> {
  if (!snapshot) return notAtThatVersion(deps, player, matchId, req);
  if (madeWithKey(snapshot, player, req)) throw reused();
  const seat = snapshot.seats.findIndex((s) => s.playerId === player.id);
  if (seat < 0) throw new Refusal("forbidden", "You have no seat in this match");
  if (snapshot.status !== "active") throw new Refusal("conflict", `The match is ${snapshot.status}`);
  if (snapshot.seats[seat]?.resigned !== undefined)
    throw new Refusal("forbidden", "You resigned from this match: a computer plays your seat");
  const game = await gameOf(deps, snapshot);
  const parsed = game.schemas.action.safeParse(req.action) as z.ZodSafeParseResult<unknown>;
  if (!parsed.success) {
    throw await unlessStale(
      deps,
      player,
      snapshot,
      req,
      new Refusal("validation-error", `Not a ${game.name} action`, {
        errors: fieldErrorsOf(parsed.error.issues, { input: { value: req.action }, prefix: ["action"] }),
      }),
    );
  }
  const outcome = await applyOrExplain(deps, player, game, snapshot, seat, parsed.data, req);
  const next = advance(
    game,
    snapshot,
    outcome,
    {
      seat,
      playerId: player.id,
      by: "player",
      idempotencyKey: req.idempotencyKey,
      requestHash: req.idempotencyKey === null ? "" : req.requestHash,
      action: parsed.data,
      events: outcome.events,
    },
    deps.now(),
  );
  if (!(await deps.store.putSnapshot(next))) return lostRace(deps, player, matchId, req);
  emitMetric(deps.log, "Moves", 1, game.id);
  // the match and version name the move in the worker's lines and its emails' deliveries too
  deps.log?.({ level: "info", msg: "move", matchId, version: next.version });
  return { ...(moveOf(next) as MoveRecord), game };
}

async function applyOrExplain(
  deps: Deps,
  player: Player,
  game: AnyGame,
  snapshot: SnapshotRecord,
  seat: number,
  action: unknown,
  req: MoveRequest,
): Promise<Outcome<unknown, unknown>> {
  try {
    return game.apply(snapshot.state, seat, action);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const refused = new Refusal("rule-violation", error.message, {
      code: error.code,
      currentVersion: snapshot.version,
    });
    throw await unlessStale(deps, player, snapshot, req, refused);
  }
}

/**
 * A refusal of the action, unless the match has moved on: then it was decided on a stale version,
 * or, when the next move was made under this request's Idempotency-Key, the key is reused for another
 * action (kept as a refusal, it would turn away the true retry of the move it made).
 */
async function unlessStale(
  deps: Deps,
  player: Player,
  snapshot: SnapshotRecord,
  req: MoveRequest,
  refusal: Refusal,
) {
  const later = await deps.store.getSnapshot(snapshot.matchId, snapshot.version + 1);
  if (later && madeWithKey(later, player, req)) return reused();
  return later ? stale(await loadCurrent(deps, snapshot.matchId), req) : refusal;
}

/** No snapshot at that version: no match, a lobby, a version long past or never reached. */
async function notAtThatVersion(
  deps: Deps,
  player: Player,
  matchId: string,
  req: MoveRequest,
): Promise<PlayedMove> {
  const { header, latest } = await loadParts(deps, matchId);
  const current = currentMatch(header, latest);
  if (!current.seats.some((s) => s?.playerId === player.id)) {
    throw new Refusal("forbidden", "You have no seat in this match");
  }
  // a start died before its snapshot: the read above wrote it, so the version exists now
  if (latest?.version === req.expectedVersion && latest.version === header.version) {
    return move(deps, player, matchId, req, await deps.store.getSnapshot(matchId, req.expectedVersion));
  }
  if (current.status !== "active") throw new Refusal("conflict", `The match is ${current.status}`);
  throw stale(current, req);
}

/** Another request took this version first: ours, retried concurrently, or someone else's. */
async function lostRace(deps: Deps, player: Player, matchId: string, req: MoveRequest): Promise<PlayedMove> {
  const taken = await deps.store.getSnapshot(matchId, req.expectedVersion + 1);
  const made = taken && moveOf(taken);
  if (taken && made && madeWithKey(taken, player, req)) {
    if (made.requestHash !== req.requestHash) throw reused();
    return { ...made, game: await gameOf(deps, taken), replayed: true };
  }
  throw stale(await loadCurrent(deps, matchId), req);
}

/** Whether the player's move under this request's Idempotency-Key made the snapshot. */
function madeWithKey(snapshot: SnapshotRecord, player: Player, req: MoveRequest): boolean {
  return (
    req.idempotencyKey !== null &&
    snapshot.move?.playerId === player.id &&
    snapshot.move.idempotencyKey === req.idempotencyKey
  );
}

/** The answer for a version that is not the current one: past (stale) or one the match never reached. */
function stale(current: MatchRecord, req: MoveRequest): Refusal {
  const future = req.expectedVersion > current.version;
  const kind = req.versionIsPrecondition
    ? "precondition-failed"
    : future
      ? "unknown-version"
      : "stale-version";
  const detail = future
    ? `The action names version ${req.expectedVersion}; the match is only at version ${current.version}`
    : `The action was decided on version ${req.expectedVersion}; the match is at version ${current.version}`;
  return new Refusal(kind, detail, { currentVersion: current.version });
}

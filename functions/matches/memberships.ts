import type { StandInKind } from "../../domain/core/stand-ins";
import type { Deps } from "../deps";
import type { MembershipRecord } from "../store/entities/membership";
import type { MatchStatus } from "../store/records";

/** What "my games" lists of a match, from a match record or a snapshot alike. */
export interface Listed {
  id: string;
  game: string;
  /**
   * `resigned`: the version a person resigned at; a computer plays their seat on (`bot`). `name`:
   * absent in a snapshot, whose end rewrites the memberships but leaves the players they list.
   */
  seats: ({ playerId: string; name?: string; bot?: StandInKind; resigned?: number } | null)[];
  status: MatchStatus;
  activeSeats: number[];
  version: number;
  updatedAt: string;
  /** The final standings, at the end of a match that has them. */
  standings?: readonly { seat: number; place: number; score: number }[];
}

/** Seats with a person at them, resigned or not: computer players keep no lists. */
function people(match: Listed): [number, string][] {
  return match.seats.flatMap((s, seat): [number, string][] =>
    s && (!s.bot || s.resigned !== undefined) ? [[seat, s.playerId]] : [],
  );
}

/** Whether the seat's person awaits a move at this version: never after resigning, when a computer plays for them. */
function awaits(match: Listed, seat: number, active: readonly number[], version: number): boolean {
  const resigned = match.seats[seat]?.resigned;
  return active.includes(seat) && (resigned === undefined || resigned > version);
}

/** Who sits at each seat, when the match record names them. */
function playersOf(match: Listed): Pick<MembershipRecord, "players"> {
  const named = (s: Listed["seats"][number]): s is NonNullable<typeof s> & { name: string } =>
    s?.name !== undefined;
  if (!match.seats.every((s) => s === null || named(s))) return {};
  return {
    players: match.seats.map((s) => (named(s) ? { name: s.name, computer: s.bot !== undefined } : null)),
  };
}

/** The seat's place and score, once the match has ended with standings. */
function finishOf(match: Listed, seat: number): Pick<MembershipRecord, "place" | "score"> {
  const standing = match.standings?.find((s) => s.seat === seat);
  return standing ? { place: standing.place, score: standing.score } : {};
}

/** Each seated person's membership with the match's status: rewritten on join, start and end only. */
export async function writeMemberships(deps: Deps, match: Listed): Promise<void> {
  await Promise.all(
    people(match).map(([seat, playerId]) =>
      deps.store.putMembership({
        playerId,
        matchId: match.id,
        game: match.game,
        seat,
        status: match.status,
        activeSeats: match.activeSeats,
        version: match.version,
        updatedAt: match.updatedAt,
        ...playersOf(match),
        ...finishOf(match, seat),
      }),
    ),
  );
}

/**
 * Keeps "my games" in step with whose turn it is: an entry for each person whose turn has just
 * come, none for each whose turn has ended. Seats that stay active are left as they are.
 * `screen`: the seat whose own move at the screen made this version. Answers, for each person whose
 * turn came, when they last ended a turn here by their own move at the screen (as their membership kept it).
 */
export async function markTurns(
  deps: Deps,
  match: Listed,
  activeBefore: readonly number[],
  screen: { seat: number; at: string } | null = null,
): Promise<Map<string, string>> {
  const active = match.status === "active" ? match.activeSeats : [];
  const atScreen = new Map<string, string>();
  await Promise.all(
    people(match).flatMap(([seat, playerId]) => {
      const now = awaits(match, seat, active, match.version);
      if (now === awaits(match, seat, activeBefore, match.version - 1)) return [];
      if (!now) {
        const { status, activeSeats, version, updatedAt } = match;
        const listed = { matchId: match.id, status, activeSeats, version, updatedAt };
        return [
          deps.store.deleteAwaiting(playerId, match.id, seat === screen?.seat ? screen.at : null, listed),
        ];
      }
      const turn = {
        playerId,
        matchId: match.id,
        game: match.game,
        seat,
        activeSeats: match.activeSeats,
        version: match.version,
        updatedAt: match.updatedAt,
      };
      return [
        deps.store.putAwaiting(turn).then(({ screenAt }) => {
          if (screenAt !== null) atScreen.set(playerId, screenAt);
        }),
      ];
    }),
  );
  return atScreen;
}

import { drawSeatOrder, inSeatOrder } from "../../domain/core/seat-order";
import type { MatchRecord, SeatRecord } from "../store/records";
import { sha256 } from "../tokens/crypto";

/** Random bytes the server mixes in: 256 bits, more than anyone can search. */
export const SERVER_SEED_BYTES = 32;

/**
 * The seed a match is shuffled with from its start, and its commitment. With more than one person
 * at the table, the lobby's seed (which its creator may have chosen) is mixed with random bits
 * drawn at the start, so that no single party controls or predicts the shuffles and the
 * commitment gives nothing away; a solo match, or one against computer players only, keeps its
 * seed as chosen so that it can be replayed. The seed is revealed when the match ends.
 */
export function startingSeed(
  lobbySeed: string,
  seats: SeatRecord[],
  serverRandom: string,
): Pick<MatchRecord, "seed" | "seedCommitment"> {
  const people = seats.filter((seat) => seat.bot === undefined).length;
  const seed = people > 1 ? `${lobbySeed}+${serverRandom}` : lobbySeed;
  return { seed, seedCommitment: sha256(seed) };
}

/**
 * The commitment a reader may hold on to: none before the start, since the seed that counts (mixed
 * with the random bits drawn then) does not exist in the lobby.
 */
export function publishedCommitment(match: Pick<MatchRecord, "state" | "seedCommitment">): string | null {
  return match.state === null ? null : match.seedCommitment;
}

/**
 * The seated players in the play order drawn from the starting seed, so that no one chooses who
 * starts (seat 0 is every game's start player), and the draw kept so a reader can check it.
 */
export function drawnSeats(seed: string, seated: SeatRecord[]): Pick<MatchRecord, "seats" | "seatOrder"> {
  const seatOrder = drawSeatOrder(seed, seated.length);
  return { seats: inSeatOrder(seated, seatOrder), seatOrder };
}

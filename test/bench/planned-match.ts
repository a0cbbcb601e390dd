import { games } from "../../domain";
import type { Store } from "../../functions/store/store";
import { newPlayer, type Player } from "../api/harness";

/** A started match's moves, worked out beforehand with the engine to its end, so that a client only posts them. */
export interface Plan {
  matchId: string;
  bySeat: Player[];
  steps: { seat: number; version: number; action: unknown }[];
}

/** Opens a match of `seats` new players through the API, and plans every move to the end of the game. */
export async function plannedMatch(url: string, store: Store, game: string, seats: number, seed: string) {
  const players = await Promise.all(Array.from({ length: seats }, (_, i) => newPlayer(url, `P${i}`)));
  const created = await players[0].post("/v1/matches", { game, seats, seed });
  let match = created.body;
  for (const guest of players.slice(1))
    match = (await guest.post(`/v1/matches/${match.id}/join`, { inviteCode: created.body.inviteCode })).body;
  const engine = games.get(game);
  if (!engine || match.status !== "active") throw new Error(`could not start a ${game} match`);
  // the seats may be drawn: each player is found at the seat the match gives them
  const bySeat = (match.seats as { player: { id: string } }[]).map(({ player }) => {
    const found = players.find((p) => p.id === player.id);
    if (!found) throw new Error(`no player ${player.id} at the table`);
    return found;
  });
  // the table's randomness is mixed with the server's: the bench plans from the stored state
  const stored = await store.getMatch(match.id);
  if (!stored?.state) throw new Error(`no state of match ${match.id}`);
  let state = stored.state as ReturnType<typeof engine.setup>;
  const steps: Plan["steps"] = [];
  for (let version = match.version; !engine.result(state); version++) {
    const seat = engine.activeSeats(state)[0];
    const action = engine.legalActions(state, seat)[0];
    steps.push({ seat, version, action });
    state = engine.apply(state, seat, action).state;
  }
  return { matchId: match.id as string, bySeat, steps } satisfies Plan;
}

/** The POST of a planned move: its path, body and the moving seat's key. */
export function moveCall(plan: Plan, step: Plan["steps"][number]) {
  return {
    path: `/v1/matches/${plan.matchId}/actions`,
    body: JSON.stringify({ action: step.action, expectedVersion: step.version }),
    apiKey: plan.bySeat[step.seat].apiKey,
  };
}

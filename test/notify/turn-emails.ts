/** A 4-player match played to its end, stopping at each turn email the worker would send. */
import type { LocalServer } from "../../functions/local-server";
import type { Delivery } from "../../functions/notify/deliveries";
import { type Json, newPlayer, type Player, startedMatch } from "../api/harness";

export interface TurnEmail {
  /** The notice of the reader's turn, due now. */
  delivery: Delivery;
  seat: number;
  /** When it is sent: past the calm minutes, so that the reader is no longer at the screen. */
  at: Date;
  /** How many turn emails came before. */
  before: number;
  /** Whether the seat that moved last said something just before this email: it quotes it. */
  chatted: boolean;
}

/**
 * Four new players with an email address play a Santa Cruz match to its end (each playing a
 * legal action of its own choosing); at each turn that comes to a seat, as the worker tells it (a
 * seat that becomes active: all of them at once in a turn of all seats, none while one goes on
 * acting), its notice is made and `atTurn` is called with it before the reader moves. From the
 * ninth, every fourth is preceded by a chat message of the seat that just moved. `when`: the
 * readers' email setting (`always`: told of every move besides their turns).
 */
export async function atEachTurnEmail(
  server: LocalServer,
  atTurn: (turn: TurnEmail) => Promise<void>,
  when: "myTurn" | "always" = "myTurn",
): Promise<void> {
  const { deps } = server;
  const players = await Promise.all(["Ann", "Bo", "Cat", "Dan"].map((name) => newPlayer(server.url, name)));
  const started = await startedMatch(players);
  for (const p of players) {
    const stored = await deps.store.getPlayer(p.id);
    if (!stored) throw new Error(`no player ${p.id}`);
    const email = `${p.id}@example.test`;
    const notifications = when === "myTurn" ? stored.notifications : { email: { when } };
    await deps.store.changePlayer(stored, (q) => ({ ...q, email, notifications }));
  }
  const path = `/v1/matches/${started.id}`;
  const bySeat = new Map<number, Player>();
  for (const p of players) bySeat.set((await p.get(path)).body.yourSeat, p);
  let mover: number | null = null;
  let activeBefore: number[] = [];
  let before = 0;
  for (let m: Json = (await players[0].get(path)).body; m.status === "active"; ) {
    const told = (m.activeSeats as number[]).filter((s) => !activeBefore.includes(s));
    for (const seat of told) {
      const now = new Date();
      const delivery: Delivery = {
        id: `${now.toISOString()}_yourTurn_${m.version}_${seat}`,
        playerId: (bySeat.get(seat) as Player).id,
        matchId: started.id,
        version: m.version,
        kind: "yourTurn",
        channel: "email",
        status: "pending",
        attempts: [],
        nextAttemptAt: now.toISOString(),
        createdAt: now.toISOString(),
      };
      await deps.store.createDelivery(delivery);
      const said = mover !== null && before >= 8 && before % 4 === 0 ? bySeat.get(mover) : undefined;
      const chatted = said !== undefined;
      if (said && (await said.post(`${path}/messages`, { text: `turn ${m.version}` })).status !== 201)
        throw new Error("the chat message was refused");
      await atTurn({ delivery, seat, at: new Date(now.getTime() + 10 * 60_000), before, chatted });
      before++;
    }
    const seat: number = m.activeSeats[0];
    const reader = bySeat.get(seat) as Player;
    const view = (await reader.get(path)).body;
    const action = view.legalActions[(view.version * 7) % view.legalActions.length];
    const moved = await reader.post(`${path}/actions`, { action, expectedVersion: view.version });
    if (moved.status !== 201) throw new Error(`the move was refused: ${moved.status}`);
    mover = seat;
    activeBefore = m.activeSeats;
    m = (await players[0].get(path)).body;
  }
}

import { startLocal } from "../../functions/local-server";
import { newPlayer } from "../api/harness";
import { meter } from "./capacity";

const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);

/**
 * "My games" for a player with 1, 100 and 1,000 matches (started two-player matches, half of them
 * awaiting the player): what the first page and the next one cost the database.
 */
export async function benchMyGames(counts = [1, 100, 1000], limit = 20) {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, webDir: null });
  const metered = await meter(server.deps.store.db, server.deps.store.tableName, server.dynamoEndpoint);
  try {
    const rows = [];
    for (const count of counts) {
      const [me, other] = [await newPlayer(server.url, "Me"), await newPlayer(server.url, "Other")];
      for (let i = 0; i < count; i++) {
        if (i % 50 === 0) progress(`my games: opening match ${i + 1} of ${count}`);
        // who opens the match decides who sits first: half await me
        const [host, guest] = i % 2 === 0 ? [me, other] : [other, me];
        const created = await host.post("/v1/matches", { game: "santa-cruz", seats: 2 });
        await guest.post(`/v1/matches/${created.body.id}/join`, { inviteCode: created.body.inviteCode });
      }
      await server.work();
      const first = await metered.measure(() => me.get(`/v1/me/matches?limit=${limit}`));
      const cursor = first.result.body.nextCursor;
      const next = cursor
        ? await metered.measure(() => me.get(`/v1/me/matches?limit=${limit}&cursor=${cursor}`))
        : null;
      // the dearest page: past those awaiting me, every one of them is skipped in the index's order
      let page = first.result.body;
      while (page.nextCursor && page.matches.every((m: { awaitingYou: boolean }) => m.awaitingYou))
        page = (await me.get(`/v1/me/matches?limit=${limit}&cursor=${page.nextCursor}`)).body;
      const past = page.nextCursor
        ? await metered.measure(() => me.get(`/v1/me/matches?limit=${limit}&cursor=${page.nextCursor}`))
        : null;
      rows.push({
        matches: count,
        "first page: requests": first.spent.requests,
        "first page: RCU": first.spent.rcu,
        "first page: KB read": Math.round(first.spent.bytesRead / 102.4) / 10,
        "next page: requests": next?.spent.requests ?? "-",
        "next page: RCU": next?.spent.rcu ?? "-",
        "a page past those awaiting: requests": past?.spent.requests ?? "-",
        "a page past those awaiting: RCU": past?.spent.rcu ?? "-",
      });
    }
    return rows;
  } finally {
    progress("");
    metered.close();
    await server.close();
  }
}

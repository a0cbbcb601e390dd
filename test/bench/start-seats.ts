/**
 * Who starts: matches of 2, 3 and 4 people started through the API (`npm start`'s server, in
 * process), counted by the lobby position of the player the draw put in seat 0, with Pearson's
 * chi-square against "each position equally often". `npx tsx test/bench/start-seats.ts` prints its
 * table; BENCH_START_SEATS sets the matches per size.
 */
import { pathToFileURL } from "node:url";
import { startLocal } from "../../functions/local-server";
import { newPlayer } from "../api/harness";
import { markdownTable } from "./report";

/** The chi-square a fair draw stays under in 95 of 100 runs, by degrees of freedom. */
const CRITICAL_5_PERCENT: Record<number, number> = { 1: 3.841, 2: 5.991, 3: 7.815 };

function chiSquare(counts: number[]): number {
  const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** How often each lobby position was drawn to start, over `matches` matches of `people` people. */
async function startsByPosition(url: string, people: number, matches: number): Promise<number[]> {
  const counts = new Array(people).fill(0);
  const players = await Promise.all(Array.from({ length: people }, (_, i) => newPlayer(url, `P${i}`)));
  const [host, ...guests] = players;
  for (let i = 0; i < matches; i++) {
    let match = (await host.post("/v1/matches", { game: "santa-cruz", seats: people })).body;
    const code = match.inviteCode;
    for (const guest of guests)
      match = (await guest.post(`/v1/matches/${match.id}/join`, { inviteCode: code })).body;
    counts[players.findIndex((p) => p.id === match.seats[0].player.id)]++;
  }
  return counts;
}

export async function benchStartSeats(matches = 200) {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, webDir: null });
  try {
    const rows = [];
    for (const people of [2, 3, 4]) {
      const counts = await startsByPosition(server.url, people, matches);
      const chi2 = chiSquare(counts);
      rows.push({
        people,
        matches,
        "starts by lobby position": counts.join(" / "),
        "chi-square": chi2.toFixed(2),
        "5% critical value": CRITICAL_5_PERCENT[people - 1],
        "fair at 5%": chi2 < CRITICAL_5_PERCENT[people - 1] ? "yes" : "no",
      });
    }
    return rows;
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  console.log(markdownTable(await benchStartSeats(Number(process.env.BENCH_START_SEATS ?? 200))));
}

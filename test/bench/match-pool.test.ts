import { describe, expect, it } from "vitest";
import { playInPool } from "./match-pool";
import { type MatchJob, playJob } from "./strength";

describe("the strength bench's pool of processes", () => {
  it("plays each game in another process and gives the outcomes back in the jobs' order", async () => {
    // the policy and the one-step heuristic spend no time budget, so a game's outcome is its seed's alone
    const jobs: MatchJob[] = [0, 1, 2].map((g) => ({
      game: "santa-cruz",
      players: 2,
      seat: g % 2,
      tested: "policy",
      opponent: "one-step",
      seed: `pool-${g}`,
    }));
    const seen: number[] = [];
    const pooled = await playInPool(jobs, (done) => seen.push(done));
    const here = jobs.map(playJob);
    const result = (o: { place: number; margin: number; score: number }) => [o.place, o.margin, o.score];
    expect(pooled.map(result)).toEqual(here.map(result));
    expect(seen).toEqual([1, 2, 3]);
  });
});

import { describe, expect, it } from "vitest";
import { gameOf } from "../../functions/matches/current";
import { Client, useServer } from "../api/harness";
import { readmeScript, runBash } from "./readme-scripts";

const api = useServer();

/** Names the script reads (`$NAME`, `${NAME...}`) that it never assigns. */
function unassignedVariables(script: string): string[] {
  const read = new Set([...script.matchAll(/\$\{?([A-Za-z_]\w*)/g)].map((m) => m[1]));
  const assigned = new Set([...script.matchAll(/(?:^|[\s;(])([A-Za-z_]\w*)=/gm)].map((m) => m[1]));
  return [...read].filter((name) => !assigned.has(name));
}

describe("the README's quick start", () => {
  const script = readmeScript("quickstart");

  it("is a complete script: no placeholders, no variable it does not set, stopping at the first error", () => {
    expect(script).not.toContain("…");
    expect(unassignedVariables(script)).toEqual([]);
    expect(script).toMatch(/^set -euo pipefail$/m);
    expect(script).toContain("curl -fsS");
  });

  it("plays the first move of a new match against the real server", async () => {
    const run = await runBash(script, { API: api.url });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);

    // the key it prints is Ada's, and Ada has exactly the match it opened
    const adaKey = /^Ada's key: (\S+)$/m.exec(run.stdout)?.[1];
    expect(adaKey).toBeDefined();
    const ada = new Client(api.url, adaKey);
    expect((await ada.get("/v1/me")).body.name).toBe("Ada");
    const mine = (await ada.get("/v1/me/matches")).body.matches;
    expect(mine).toHaveLength(1);
    const id: string = mine[0].id;

    const spectator = new Client(api.url);
    const match = (await spectator.get(`/v1/matches/${id}`)).body;
    expect(match).toMatchObject({ game: "santa-cruz", status: "active", seatCount: 2 });
    // both seated, in the order the start drew
    expect(match.seats.map((s: any) => s.player.name).sort()).toEqual(["Ada", "Bea"]);
    // only moves come after the start, one version each: one move means version = start + 1
    const moves = (await spectator.get(`/v1/matches/${id}/moves?after=0`)).body.moves;
    expect(moves.map((m: any) => m.version)).toEqual([match.version]);

    // who was to act at the start, from the engine replayed with the match's (still secret) seed
    const { store } = api.server.deps;
    const record = await store.getMatch(id);
    if (!record) throw new Error(`match ${id} is not stored`);
    const game = await gameOf(api.server.deps, record);
    const start = game.setup(record.seed, record.seats.length, record.options);
    const [seat] = game.activeSeats(start);
    expect(moves[0].seat).toBe(seat);
    expect((await store.getMove(id, match.version))?.action).toEqual(game.legalActions(start, seat)[0]);
  });
});

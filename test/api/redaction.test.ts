import { describe, expect, it } from "vitest";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import {
  Client,
  type Json,
  newPlayer,
  type Observation,
  playToEnd,
  replayHistory,
  startedMatch,
  useServer,
} from "./harness";

const api = useServer();

/** Keys of the engine state that no answer may carry before the end. */
const hiddenKeys = ["seed", "rng", "deck", "spare", "birdPile", "faceUp", "tiles", "discard"];
/** Fields of a seat that only its owner sees. */
const privateFields = ["scoringCards", "birdValues", "pendingDiscard"];
/** Events that carry one seat's secret. */
const secretEvents = ["cardDrawn", "birdTaken", "cardDiscarded"];

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      found.add(key);
      keysIn(item, found);
    }
  }
  return found;
}

interface Counts {
  views: number;
  othersChecked: number;
  hiddenSecrets: number;
  ownSecrets: number;
  hiddenActions: number;
  ownPendingDiscards: number;
}

/** Checks one answer received before the end against the engine's state at its version. */
function checkLive(o: Observation, history: Json, states: Map<number, SantaCruzState>, counts: Counts) {
  const where = `${o.kind} for seat ${o.seat} at version ${o.version}`;
  const text = JSON.stringify(o.body);
  expect(text.includes(history.seed), `${where} names the seed`).toBe(false);
  const leaked = hiddenKeys.filter((key) => keysIn(o.body).has(key));
  expect(leaked, where).toEqual([]);

  if (o.kind === "match") {
    const state = states.get(o.version) as SantaCruzState;
    expect(o.body.status).toBe("active");
    expect(o.body).not.toHaveProperty("inviteCode");
    expect(o.body.result).toBeNull();
    // exactly the engine's view for this viewer, and nothing of the others' hands
    expect(o.body.view, where).toEqual(santaCruz.view(state, o.seat));
    expect(o.body.legalActions).toEqual(o.seat === null ? [] : santaCruz.legalActions(state, o.seat));
    counts.views++;
    for (const seen of o.body.view.seats) {
      const own = seen.seat === o.seat;
      for (const field of privateFields) expect(Object.hasOwn(seen, field), `${where}: ${field}`).toBe(own);
      if (!own) counts.othersChecked++;
      if (own && seen.pendingDiscard) counts.ownPendingDiscards++;
    }
    o.body.view.sites.forEach((site: Json, i: number) => {
      expect(site.tile === null, `${where}: site ${i}`).toBe(!state.faceUp[i]);
    });
    return;
  }

  const moves: Json[] = o.kind === "action" ? [o.body] : o.body.moves;
  for (const move of moves) {
    const full = history.moves.find((m: Json) => m.version === move.version);
    // a discard (or any action) of another seat is not shown before the end
    if (move.seat === o.seat) expect(move.action).toEqual(full.action);
    else {
      expect(move).not.toHaveProperty("action");
      counts.hiddenActions++;
    }
    expect(move.events).toEqual(full.events.map((e: Json) => santaCruz.viewEvent(e, o.seat)));
    for (const event of move.events) {
      if (!secretEvents.includes(event.type)) continue;
      expect(Object.hasOwn(event, "secret")).toBe(event.seat === o.seat);
      if (event.seat === o.seat) counts.ownSecrets++;
      else counts.hiddenSecrets++;
    }
  }
}

describe("what each caller sees during a match", () => {
  for (const game of [
    { players: 4, seed: "redaction-secret-seed-four", options: { setAssignment: "draft" } },
  ]) {
    it(`${game.players} players and a spectator: only their own secrets, exactly the engine's view`, async () => {
      const names = ["Ivy", "Jon", "Kit", "Lou"].slice(0, game.players);
      const players = await Promise.all(names.map((name) => newPlayer(api.url, name)));
      const started = await startedMatch(players, game);
      const seen: Observation[] = [];
      const played = await playToEnd(players, started.id, {
        chooserSeed: `redaction-${game.players}`,
        movesPageSize: 10,
        movesEvery: 3,
        spectator: true,
        observe: (o) => seen.push(o),
      });

      const history = (await new Client(api.url).get(`/v1/matches/${started.id}/history`)).body;
      expect(history.seed.startsWith(`${game.seed}+`)).toBe(true);
      const { states, final } = replayHistory(history);
      const finalVersion: number = played.finals[0].version;

      const counts: Counts = {
        views: 0,
        othersChecked: 0,
        hiddenSecrets: 0,
        ownSecrets: 0,
        hiddenActions: 0,
        ownPendingDiscards: 0,
      };
      const live = seen.filter((o) => o.version < finalVersion);
      for (const o of live) checkLive(o, history, states, counts);

      // the checks above did meet the secrets they guard
      expect(live.filter((o) => o.seat === null && o.kind === "match").length).toBeGreaterThan(10);
      expect(live.filter((o) => o.seat === null && o.kind === "moves").length).toBeGreaterThan(10);
      expect(counts.views).toBeGreaterThan(100);
      expect(counts.othersChecked).toBeGreaterThan(100);
      expect(counts.hiddenSecrets).toBeGreaterThan(10);
      expect(counts.ownSecrets).toBeGreaterThan(5);
      expect(counts.hiddenActions).toBeGreaterThan(50);
      expect(counts.ownPendingDiscards).toBeGreaterThan(0);
      // every seat and the spectator followed every move through /moves
      for (const moves of played.movesSeen) expect(moves.length).toBe(history.moves.length);

      // once the match is over everything may be shown, to seats and spectators alike
      for (const viewer of [...played.bySeat, new Client(api.url)]) {
        const m = (await viewer.get(`/v1/matches/${started.id}`)).body;
        expect(m.status).toBe("finished");
        expect(m.seed).toBe(history.seed);
        expect(m.view).toEqual(santaCruz.view(final, m.yourSeat));
        for (const s of m.view.seats) for (const field of privateFields) expect(s).toHaveProperty(field);
        expect(m.view.sites.every((site: Json) => site.tile !== null)).toBe(true);
        const moves = (await viewer.get(`/v1/matches/${started.id}/moves?after=0&limit=500`)).body.moves;
        expect(moves.map((move: Json) => move.action)).toEqual(
          history.moves.map((move: Json) => move.action),
        );
      }
    });
  }

  it("a spectator of a lobby and of a started match sees no hand, no invite code and no seed", async () => {
    const players = await Promise.all(["Max", "Ned", "Oz"].map((name) => newPlayer(api.url, name)));
    const outsider = await newPlayer(api.url, "Pat");
    const spectator = new Client(api.url);
    const lobby = await players[0].post("/v1/matches", {
      game: "santa-cruz",
      seats: 3,
      seed: "spectated-seed",
    });
    for (const viewer of [spectator, outsider]) {
      const m = (await viewer.get(`/v1/matches/${lobby.body.id}`)).body;
      expect(m).toMatchObject({ status: "lobby", yourSeat: null, view: null, legalActions: [] });
      expect(m).not.toHaveProperty("inviteCode");
      expect(JSON.stringify(m)).not.toContain("spectated-seed");
    }
    const started = await startedMatch(players, { seed: "spectated-seed-2" });
    // the seed the server mixed at the start, as only the server knows it until the end
    const seed = (await api.server.deps.store.getMatch(started.id))?.seed as string;
    const state = santaCruz.setup(seed, 3, { setAssignment: "draft" });
    for (const viewer of [spectator, outsider]) {
      const m = (await viewer.get(`/v1/matches/${started.id}`)).body;
      expect(m).toMatchObject({ status: "active", yourSeat: null, awaitingYou: false, legalActions: [] });
      expect(m.view).toEqual(santaCruz.view(state, null));
      expect(m.view.viewer).toBeNull();
      for (const s of m.view.seats) for (const field of privateFields) expect(s).not.toHaveProperty(field);
      expect(JSON.stringify(m)).not.toContain("spectated-seed-2");
      expect(keysIn(m).has("seed")).toBe(false);
    }
  });
});

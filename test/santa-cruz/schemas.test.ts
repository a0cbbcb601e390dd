import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Viewer } from "../../domain/core/game";
import { playthrough } from "../../domain/core/playthrough";
import { RuleError } from "../../domain/core/rule-error";
import { type SantaCruzState, santaCruz } from "../../domain/santa-cruz";
import { SantaCruzAction } from "../../domain/santa-cruz/actions";
import { publicContent } from "../../domain/santa-cruz/content";
import { SantaCruzContent } from "../../domain/santa-cruz/content/schema";
import { SantaCruzEvent, SantaCruzEventView } from "../../domain/santa-cruz/events";
import { SantaCruzView } from "../../domain/santa-cruz/view";
import { newGame } from "./fixtures";

/** One whole random game per player count and set assignment, with every state and event. */
const games = [2, 3, 4].flatMap((players) =>
  (["draft", "random"] as const).map((setAssignment) => {
    const play = playthrough<SantaCruzState>(santaCruz, {
      seed: `schemas-${players}-${setAssignment}`,
      players,
      gameOptions: { setAssignment },
    });
    let state = play.initial;
    const states = [state];
    for (const turn of play.turns) {
      state = santaCruz.apply(state, turn.seat, turn.action).state;
      states.push(state);
    }
    const viewers: Viewer[] = [null, ...Array.from({ length: players }, (_, seat) => seat)];
    return { states, events: play.events.flat() as SantaCruzEvent[], viewers };
  }),
);

/** The first few problems a schema finds, so that a failure names the field. */
function problems(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.slice(0, 3) ?? [];
}

/** Paths of the object properties in a JSON Schema that carry no description. */
function undescribed(node: unknown, path = "$"): string[] {
  if (typeof node !== "object" || node === null) return [];
  const { properties, ...rest } = node as { properties?: Record<string, { description?: string }> };
  const own = Object.entries(properties ?? {}).flatMap(([key, property]) => [
    ...(property.description ? [] : [`${path}.${key}`]),
    ...undescribed(property, `${path}.${key}`),
  ]);
  return [...own, ...Object.entries(rest).flatMap(([key, child]) => undescribed(child, `${path}/${key}`))];
}

describe("the view schema", () => {
  it("matches every view of random games, for every seat and a spectator, in every state", () => {
    for (const { states, viewers } of games) {
      for (const state of states) {
        for (const viewer of viewers) {
          expect(problems(SantaCruzView, santaCruz.view(state, viewer)), `view for ${viewer}`).toEqual([]);
        }
      }
    }
  });

  it("describes every field for client authors", () => {
    expect(undescribed(z.toJSONSchema(SantaCruzView))).toEqual([]);
  });

  it("shows a tile's facts in the view and leaves its name and description to the content", () => {
    const view = santaCruz.view(newGame(2), null);
    const shown = view.sites.find((site) => site.tile !== null)?.tile;
    const tile = publicContent.tiles.find((t) => t.id === shown?.id);
    expect(tile).toMatchObject(shown ?? {});
    expect(shown).not.toHaveProperty("name");
    expect(shown).not.toHaveProperty("description");
  });
});

describe("the event schemas", () => {
  it("match every event of random games, with its secret", () => {
    for (const { events } of games) {
      for (const event of events) expect(problems(SantaCruzEvent, event), JSON.stringify(event)).toEqual([]);
    }
  });

  it("match every event of random games as every viewer sees it", () => {
    for (const { events, viewers } of games) {
      for (const event of events) {
        for (const viewer of viewers) {
          const seen = santaCruz.viewEvent(event, viewer);
          expect(problems(SantaCruzEventView, seen), `${JSON.stringify(seen)} for ${viewer}`).toEqual([]);
        }
      }
    }
  });

  it("refuse a secret in the full event schema when it is missing", () => {
    const secretless = { type: "birdTaken", seat: 0 };
    expect(SantaCruzEvent.safeParse(secretless).success).toBe(false);
    expect(SantaCruzEventView.safeParse(secretless).success).toBe(true);
  });

  it("describe every kind of event in one line", () => {
    for (const schema of [SantaCruzEvent, SantaCruzEventView]) {
      const variants = (z.toJSONSchema(schema) as { oneOf: { description?: string }[] }).oneOf;
      for (const variant of variants) expect(variant.description).toMatch(/^[^\n]+$/);
    }
  });
});

describe("the content schema", () => {
  it("matches the content the game gives clients", () => {
    expect(santaCruz.content).toBe(publicContent);
    expect(SantaCruzContent.parse(publicContent)).toEqual(publicContent);
  });

  it("names and describes every site, river, tile, scoring card and building set in one line", () => {
    const named = [
      ...publicContent.map.sites,
      ...publicContent.map.rivers,
      ...publicContent.tiles,
      ...publicContent.components.scoringCards,
      ...Object.values(publicContent.components.buildingSets),
    ];
    expect(named).toHaveLength(49 + 3 + 54 + 16 + 4);
    for (const item of named) {
      expect(item.name.trim(), JSON.stringify(item)).not.toBe("");
      expect(item.description, item.name).toMatch(/^\S[^\n]*$/);
    }
  });

  it("gives every tile and every scoring card a name of its own", () => {
    expect(new Set(publicContent.tiles.map((t) => t.name)).size).toBe(publicContent.tiles.length);
    const cards = publicContent.components.scoringCards;
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
  });

  it("describes each tile with its own points", () => {
    for (const tile of publicContent.tiles)
      expect(tile.description, tile.id).toContain(`worth ${tile.points} point`);
  });

  it("describes every field for client authors", () => {
    expect(undescribed(z.toJSONSchema(SantaCruzContent))).toEqual([]);
  });
});

describe("the action schema", () => {
  const variants = (
    z.toJSONSchema(SantaCruzAction) as { oneOf: { description?: string; examples?: unknown[] }[] }
  ).oneOf;

  it("describes every field of every action and gives every action a valid example", () => {
    expect(undescribed(z.toJSONSchema(SantaCruzAction))).toEqual([]);
    expect(variants).toHaveLength(8);
    for (const variant of variants) {
      expect(variant.description).toBeTruthy();
      expect(variant.examples?.length, variant.description).toBeGreaterThan(0);
      for (const example of variant.examples ?? []) expect(problems(SantaCruzAction, example)).toEqual([]);
    }
  });

  it("refuses a malformed action with invalid-action, never a crash", () => {
    const state = newGame(3);
    const [seat] = santaCruz.activeSeats(state);
    for (const action of [
      { type: "toString" },
      { type: "__proto__" },
      { type: "playBuilding", card: "double" },
      { type: "land", site: 0, extra: 1 },
      { type: "land", site: 49 },
      { type: "land", site: 1.5 },
      { type: "playScoring", card: "no-such-card" },
      null,
      undefined,
      "land",
    ]) {
      let error: unknown = null;
      try {
        santaCruz.apply(state, seat, action);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, JSON.stringify(action)).toBeInstanceOf(RuleError);
      expect((error as RuleError).code, JSON.stringify(action)).toBe("invalid-action");
    }
  });
});

import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RuleError } from "../../domain/core/rule-error";
import { santaMaria } from "../../domain/santa-maria";
import { SantaMariaAction } from "../../domain/santa-maria/actions";
import { publicContent } from "../../domain/santa-maria/content";
import { SantaMariaContent } from "../../domain/santa-maria/content/schema";
import { SantaMariaEventView } from "../../domain/santa-maria/events";
import { SantaMariaView } from "../../domain/santa-maria/view";
import { newGame, ruleCode } from "./fixtures";
import { type Options, randomGame } from "./random-games";

type Json = Record<string, unknown>;

/** One game per player count, over every set-up and dice variant. */
const games = (
  [
    [1, { blueDice: "personal", colonies: "random" }],
    [2, { setup: "advanced", blueDice: "commonPool", colonies: "random" }],
    [3, { setup: "basic", blueDice: "personal", colonies: "draft" }],
    [4, { setup: "basic", blueDice: "commonPool", colonies: "random" }],
  ] as [number, Options][]
).map(([players, options]) => ({ players, ...randomGame(`schemas${players}`, players, options, true) }));

/** The issues of a parse, empty when it passes and gives back exactly the value. */
function drift(schema: z.ZodType, value: unknown): unknown[] {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return parsed.error.issues.slice(0, 3);
  return isDeepStrictEqual(parsed.data, value) ? [] : ["the parse changed the value"];
}

/** Every property in a JSON Schema without a description, by path. */
function undescribed(schema: unknown, path = "$"): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(schema)) {
    if (key !== "properties") {
      out.push(...undescribed(child, `${path}.${key}`));
      continue;
    }
    for (const [name, property] of Object.entries(child as Record<string, Json>)) {
      if (typeof property.description !== "string" || property.description === "")
        out.push(`${path}.${name}`);
      out.push(...undescribed(property, `${path}.${name}`));
    }
  }
  return out;
}

/** Every object with an `id` inside the content, with where it is. */
function identified(value: unknown, path = "content"): { path: string; item: Json }[] {
  if (typeof value !== "object" || value === null) return [];
  const here = !Array.isArray(value) && "id" in value ? [{ path, item: value as Json }] : [];
  return [
    ...here,
    ...Object.entries(value).flatMap(([key, child]) =>
      identified(child, Array.isArray(value) ? `${path}[]` : `${path}.${key}`),
    ),
  ];
}

describe("the view schema", () => {
  it("describes exactly what every seat and a spectator see in random games", () => {
    for (const { players, initial, steps, final } of games) {
      const states = [initial, ...steps.filter((_, i) => i % 9 === 0).map((s) => s.after), final];
      for (const state of states) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
          expect(drift(SantaMariaView, santaMaria.view(state, viewer)), `${players} players`).toEqual([]);
        }
      }
    }
  });

  it("ruling 2: has no place for the stack orders or the random generator", () => {
    const fields = Object.keys(SantaMariaView.unwrap().shape);
    for (const hidden of ["rng", "shipments", "doubles", "triples"]) expect(fields).not.toContain(hidden);
    expect(() => SantaMariaView.parse({ ...santaMaria.view(newGame(2), 0), rng: [1, 2, 3, 4] })).toThrow();
  });

  it("describes every field for client authors", () => {
    expect(undescribed(z.toJSONSchema(SantaMariaView))).toEqual([]);
  });
});

describe("the event schema", () => {
  it("describes every event of random games, as every viewer sees it", () => {
    for (const { players, steps } of games) {
      for (const event of steps.flatMap((s) => s.events)) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
          expect(drift(SantaMariaEventView, santaMaria.viewEvent(event, viewer)), event.type).toEqual([]);
        }
      }
    }
  });

  it("has one described variant per event type, every field described", () => {
    const json = z.toJSONSchema(SantaMariaEventView) as Json;
    for (const variant of json.oneOf as Json[]) expect(variant.description).toEqual(expect.any(String));
    expect(undescribed(json)).toEqual([]);
    const seen = new Set(games.flatMap((g) => g.steps.flatMap((s) => s.events.map((e) => e.type))));
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe("the content", () => {
  it("is what the content schema describes, and what the game publishes", () => {
    expect(santaMaria.content).toBe(publicContent);
    expect(drift(SantaMariaContent, santaMaria.content)).toEqual([]);
    expect(santaMaria.schemas.content).toBe(SantaMariaContent);
    expect(santaMaria.content.rules.buyPrice).toBe(3);
  });

  it("gives every item with an id a name and a one-line description", () => {
    const items = identified(santaMaria.content);
    for (const { path, item } of items) {
      expect(typeof item.name === "string" && item.name.length > 0, `${path} ${item.id} name`).toBe(true);
      expect(
        typeof item.description === "string" &&
          item.description.length > 0 &&
          !item.description.includes("\n"),
        `${path} ${item.id} description`,
      ).toBe(true);
    }
    expect(new Set(items.map((i) => i.path))).toEqual(
      new Set([
        "content.colonies[]",
        "content.expansions[]",
        "content.townHalls[]",
        "content.shipments[]",
        "content.scholars[]",
        "content.bishops[]",
        "content.missions[]",
        "content.board.docks[]",
        "content.board.retiring[]",
        "content.board.roadTiles[]",
        "content.board.solo.achievements[]",
      ]),
    );
    for (const part of [...santaMaria.content.board.monkSpaces, santaMaria.content.board.religion]) {
      expect(part.name.length * part.description.length).toBeGreaterThan(0);
    }
  });

  it("describes every field for client authors", () => {
    expect(undescribed(z.toJSONSchema(SantaMariaContent))).toEqual([]);
  });
});

describe("the action schema", () => {
  const json = z.toJSONSchema(SantaMariaAction) as Json;
  const variants = json.oneOf as Json[];

  it("gives every action a description and an example the schema accepts", () => {
    expect(variants).toHaveLength(SantaMariaAction.unwrap().options.length);
    for (const variant of variants) {
      expect(variant.description).toEqual(expect.any(String));
      const examples = variant.examples as unknown[];
      expect(examples).toHaveLength(1);
      const [example] = examples as Json[];
      expect(example.type).toBe((variant.properties as Record<string, Json>).type.const);
      expect(drift(SantaMariaAction, example)).toEqual([]);
    }
  });

  it("describes every field of every action", () => {
    expect(undescribed(json)).toEqual([]);
  });
});

describe("turn clocks", () => {
  it("skip a turn with endTurn exactly when endTurn is legal", () => {
    let offered = 0;
    for (const { players, steps } of games) {
      for (const { before } of steps) {
        for (let seat = 0; seat < players; seat++) {
          const legal = santaMaria.legalActions(before, seat).some((a) => a.type === "endTurn");
          expect(santaMaria.skipAction(before, seat)).toEqual(legal ? { type: "endTurn" } : null);
          if (legal) offered++;
        }
      }
    }
    expect(offered).toBeGreaterThan(10);
  });
});

describe("malformed actions", () => {
  it("are refused as invalid-action: an inherited name, an extra field, null", () => {
    const s = newGame(2);
    const [legal] = santaMaria.legalActions(s, s.turn);
    for (const action of [{ type: "toString" }, { ...legal, extra: 1 }, null, { type: "endTurn", seat: 1 }]) {
      expect(() => santaMaria.apply(s, s.turn, action)).toThrow(RuleError);
      expect(ruleCode(() => santaMaria.apply(s, s.turn, action))).toBe("invalid-action");
    }
  });
});

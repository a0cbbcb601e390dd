import { z } from "zod";
import type { AnyGame } from "../../domain/core/game";
import type { Random } from "../../domain/core/random";

type Json = Record<string, unknown>;

/** One field of an action variant, as its JSON Schema allows it. */
interface Field {
  name: string;
  required: boolean;
  values: unknown[];
}

/** The values a JSON Schema leaf allows: its const, enum or integer range. */
function leafValues(schema: Json): unknown[] {
  if ("const" in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.type === "integer") {
    const min = Number(schema.minimum ?? 0);
    const max = Number(schema.maximum ?? min + 10);
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  }
  throw new Error(`no values for ${JSON.stringify(schema)}`);
}

/**
 * Every action the schema allows, variant by variant, read from its JSON Schema: the space the
 * contract tests draw schema-valid actions from, legal or not.
 */
export function actionSpace(game: AnyGame): Field[][] {
  const root = z.toJSONSchema(game.schemas.action) as Json;
  const variants = (root.oneOf ?? root.anyOf) as Json[];
  return variants.map((variant) => {
    const required = new Set(variant.required as string[]);
    return Object.entries(variant.properties as Record<string, Json>).map(([name, schema]) => ({
      name,
      required: required.has(name),
      values: leafValues(schema),
    }));
  });
}

/** A random schema-valid action. */
export function sampleAction(space: Field[][], random: Random): Json {
  const fields = space[random.int(space.length)];
  const action: Json = {};
  for (const field of fields) {
    if (!field.required && random.int(4) === 0) continue;
    action[field.name] = field.values[random.int(field.values.length)];
  }
  return action;
}

/** The action with one field set to another value its schema allows (or left out, if optional). */
export function mutateAction(space: Field[][], action: Json, random: Random): Json | null {
  const fields = space.find((f) => f.some((x) => x.name === "type" && x.values[0] === action.type));
  const changeable = fields?.filter((f) => f.name !== "type" && (f.values.length > 1 || !f.required)) ?? [];
  if (changeable.length === 0) return null;
  const field = changeable[random.int(changeable.length)];
  const out = { ...action };
  const choice = random.int(field.values.length + (field.required ? 0 : 1));
  if (choice === field.values.length) delete out[field.name];
  else out[field.name] = field.values[choice];
  return out;
}

/** A stable text for an action, whatever the order of its keys. */
export function actionKey(action: unknown): string {
  const entries = Object.entries(action as Json).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

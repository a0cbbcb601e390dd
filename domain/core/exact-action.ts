import * as z from "zod";

type Json = Record<string, unknown>;

/** One field's test, or null where the JSON Schema says more than this reader understands. */
type FieldTest = ((value: unknown) => boolean) | null;

interface Variant {
  fields: { name: string; required: boolean; test: FieldTest }[];
}

const understood = new Set([
  "type",
  "const",
  "enum",
  "minimum",
  "maximum",
  "description",
  "examples",
  "title",
]);

function fieldTest(schema: Json): FieldTest {
  if (Object.keys(schema).some((key) => !understood.has(key))) return null;
  if ("const" in schema) return (value) => value === schema.const;
  if (schema.type === "string" && Array.isArray(schema.enum)) {
    const values = new Set(schema.enum);
    return (value) => typeof value === "string" && values.has(value);
  }
  if (schema.type === "integer" && !("enum" in schema)) {
    const min = typeof schema.minimum === "number" ? schema.minimum : Number.MIN_SAFE_INTEGER;
    const max = typeof schema.maximum === "number" ? schema.maximum : Number.MAX_SAFE_INTEGER;
    return (value) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
  }
  return null;
}

/** The variants by their `type` constant; a variant this reader cannot follow is left out. */
function variantsOf(schema: z.ZodType): Map<string, Variant> {
  const variants = new Map<string, Variant>();
  let root: Json;
  try {
    root = z.toJSONSchema(schema) as Json;
  } catch {
    // a schema JSON Schema cannot express (a transform, say) is always parsed by zod
    return variants;
  }
  for (const variant of ((root.oneOf ?? root.anyOf) as Json[] | undefined) ?? []) {
    const properties = variant.properties as Record<string, Json> | undefined;
    const kind = properties?.type?.const;
    if (!properties || typeof kind !== "string" || variant.additionalProperties !== false) continue;
    const required = new Set(variant.required as string[]);
    const fields = Object.entries(properties).map(([name, field]) => ({
      name,
      required: required.has(name),
      test: fieldTest(field),
    }));
    if (fields.every((f) => f.test !== null)) variants.set(kind, { fields });
  }
  return variants;
}

/**
 * A fast reader for the common case of an action schema (a discriminated union on `type` of strict
 * objects of constants, string enums and integer ranges), read from its JSON Schema: for a plain
 * object it is sure of, exactly what the schema's parse returns (a new object, fields in schema
 * order, frozen for a frozen input); otherwise undefined, and the caller asks the schema itself.
 * Parsing with zod cost a tenth of a move.
 */
export function exactAction(schema: z.ZodType): (input: unknown) => Json | undefined {
  // read on the first action rather than at load: a function that serves no move never needs it
  let variants: Map<string, Variant> | undefined;
  // a frozen action of plain values can never read differently: engines hand out shared frozen
  // actions in their legal-action lists, so most moves are read once and then looked up
  const known = new WeakMap<object, Json>();
  return (input) => {
    if (typeof input !== "object" || input === null) return undefined;
    const proto = Object.getPrototypeOf(input);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const seen = known.get(input);
    if (seen) return seen;
    variants ??= variantsOf(schema);
    const out = read(variants, input as Json);
    if (out && Object.isFrozen(input) && onlyValues(input)) known.set(input, Object.freeze(out));
    return out;
  };
}

function read(variants: Map<string, Variant>, given: Json): Json | undefined {
  const variant = typeof given.type === "string" ? variants.get(given.type) : undefined;
  if (!variant) return undefined;
  let count = 0;
  const out: Json = {};
  for (const { name, required, test } of variant.fields) {
    const value = given[name];
    if (value === undefined) {
      if (required || Object.hasOwn(given, name)) return undefined;
      continue;
    }
    if (!(test as (value: unknown) => boolean)(value)) return undefined;
    out[name] = value;
    count++;
  }
  // a strict object: no key beyond the fields read (counted without making a list of them)
  let keys = 0;
  for (const _ in given) keys++;
  return keys === count ? out : undefined;
}

/** Whether every property holds a value (a getter could answer differently each time). */
function onlyValues(input: object): boolean {
  return Object.values(Object.getOwnPropertyDescriptors(input)).every((d) => "value" in d);
}

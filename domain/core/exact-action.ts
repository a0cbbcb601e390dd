import type * as z from "zod";

type Json = Record<string, unknown>;

/** One field's test, or null where the schema says more than this reader understands. */
type FieldTest = ((value: unknown) => boolean) | null;

interface Variant {
  fields: { name: string; required: boolean; test: FieldTest }[];
}

/** A schema's definition, as zod keeps it: the kind, and what that kind needs. */
interface Def {
  type: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

interface CheckDef {
  check: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
}

const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** Through lazy schemas (which make their schema on first use) to the schema itself. */
function resolved(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); def.type === "lazy" && def.getter; def = defOf(current))
    current = def.getter();
  return current;
}

/** An integer's bounds from its checks, or null for any check but whole numbers and inclusive bounds. */
function integerBounds(checks: CheckDef[]): { min: number; max: number } | null {
  let whole = false;
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  for (const check of checks) {
    if (check.check === "number_format" && check.format === "safeint") whole = true;
    else if (check.inclusive && typeof check.value === "number" && check.check === "greater_than")
      min = Math.max(min, check.value);
    else if (check.inclusive && typeof check.value === "number" && check.check === "less_than")
      max = Math.min(max, check.value);
    else return null;
  }
  return whole ? { min, max } : null;
}

function fieldTest(schema: z.ZodType): FieldTest {
  const def = defOf(resolved(schema));
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  if (def.type === "literal" && def.values?.length === 1 && checks.length === 0) {
    const [only] = def.values;
    return (value) => value === only;
  }
  if (def.type === "enum" && def.entries && checks.length === 0) {
    const values = new Set(Object.values(def.entries));
    if (![...values].every((v) => typeof v === "string")) return null;
    return (value) => typeof value === "string" && values.has(value);
  }
  if (def.type === "number") {
    const bounds = integerBounds(checks);
    if (!bounds) return null;
    const { min, max } = bounds;
    return (value) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
  }
  return null;
}

/** A strict object's fields (an optional one may be left out), or null for any other object. */
function variantOf(schema: z.ZodType): Variant | null {
  const def = defOf(resolved(schema));
  if (def.type !== "object" || !def.shape || def.checks?.length) return null;
  if (!def.catchall || defOf(def.catchall).type !== "never") return null;
  const fields = Object.entries(def.shape).map(([name, field]) => {
    const fieldDef = defOf(resolved(field));
    const optional = fieldDef.type === "optional" && fieldDef.innerType !== undefined;
    return {
      name,
      required: !optional,
      test: fieldTest(optional ? (fieldDef.innerType as z.ZodType) : field),
    };
  });
  return fields.every((f) => f.test !== null) ? { fields } : null;
}

/** The variants by their `type` constant; a variant this reader cannot follow is left out. */
function variantsOf(schema: z.ZodType): Map<string, Variant> {
  const variants = new Map<string, Variant>();
  const def = defOf(resolved(schema));
  if (def.type !== "union" || def.checks?.length) return variants;
  for (const option of def.options ?? []) {
    const kind = defOf(resolved(option)).shape?.type;
    const values = kind ? defOf(resolved(kind)).values : undefined;
    const variant = variantOf(option);
    if (variant && values?.length === 1 && typeof values[0] === "string") variants.set(values[0], variant);
  }
  return variants;
}

/**
 * A fast reader for the common case of an action schema (a discriminated union on `type` of strict
 * objects of constants, string enums and integer ranges), read from the schema's definition: for a plain
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

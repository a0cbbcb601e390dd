/**
 * Every integer a request sends, declared with its format and range, as strict validators and the
 * OWASP rules expect: zod's integers are safe integers, so a bound the code leaves open is
 * `Number.MAX_SAFE_INTEGER`'s, which the service refuses beyond.
 */
import { componentsNamedBy, type Parts, requestParts } from "./input-components";

type Json = unknown;

const INT32 = 2 ** 31;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isInteger = (schema: Record<string, Json>): boolean =>
  schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer"));

/** Fills in an integer's open bounds and its format, in place. */
function bounded(schema: Record<string, Json>): void {
  if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
    schema.minimum = -Number.MAX_SAFE_INTEGER;
  if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
    schema.maximum = Number.MAX_SAFE_INTEGER;
  const low = Number(schema.minimum ?? schema.exclusiveMinimum);
  const high = Number(schema.maximum ?? schema.exclusiveMaximum);
  schema.format ??= low >= -INT32 && high < INT32 ? "int32" : "int64";
}

/** Every integer schema within a part, refs not followed (each named component is visited itself). */
function boundIntegers(part: Json): void {
  if (Array.isArray(part)) for (const item of part) boundIntegers(item);
  if (!isObject(part)) return;
  if (isInteger(part)) bounded(part);
  for (const value of Object.values(part)) boundIntegers(value);
}

/** The document with every request-side integer (bodies' components and parameters) bounded and formatted. */
export function withRequestLimits<D extends object>(whole: D): D {
  const document = whole as Parts;
  const schemas = document.components?.schemas ?? {};
  const parts = requestParts(document);
  boundIntegers(parts);
  for (const name of componentsNamedBy(parts, schemas)) boundIntegers(schemas[name]);
  return whole;
}

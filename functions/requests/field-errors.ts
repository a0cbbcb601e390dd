import type { core } from "zod";

/** What is wrong with one field, as a stable code a client can choose its own words by. */
export const FIELD_ERROR_CODES = [
  "unknown-field",
  "missing",
  "wrong-type",
  "too-small",
  "too-big",
  "bad-format",
  "not-allowed",
  "invalid",
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** One refused field: its path in the request (`clock.moveHours`), what is wrong, and the API's words for it. */
export interface FieldError {
  path: string;
  code: FieldErrorCode;
  message: string;
}

const codeOfIssue: Readonly<Partial<Record<core.$ZodIssue["code"], FieldErrorCode>>> = {
  invalid_type: "wrong-type",
  too_small: "too-small",
  too_big: "too-big",
  invalid_format: "bad-format",
  invalid_value: "not-allowed",
  invalid_union: "not-allowed",
  invalid_key: "not-allowed",
};

/** The value at a path of the input, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** What a schema checked: the value, when known, and where in the request it sits. */
export interface Checked {
  input?: { value: unknown };
  prefix?: readonly PropertyKey[];
}

/**
 * Zod's issues as field errors: a field the schema has no place for gets a line of its own, and one
 * the input lacks is missing, whatever rule it failed.
 */
export function fieldErrorsOf(
  issues: readonly core.$ZodIssue[],
  { input, prefix = [] }: Checked = {},
): FieldError[] {
  const pathOf = (path: readonly PropertyKey[]) => [...prefix, ...path].map(String).join(".");
  return issues.flatMap((issue): FieldError[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: pathOf([...issue.path, key]),
        code: "unknown-field",
        message: "Not a field this request takes: see its schema for the fields it does",
      }));
    }
    const absent = input !== undefined && valueAt(input.value, issue.path) === undefined;
    const code = absent ? "missing" : (codeOfIssue[issue.code] ?? "invalid");
    return [{ path: pathOf(issue.path), code, message: issue.message }];
  });
}

/** The facts of a refusal of one field outside a body's schema (a header, a cursor, a seat): its `errors` entry. */
export function refusedField(path: string, code: FieldErrorCode, message: string): { errors: FieldError[] } {
  return { errors: [{ path, code, message }] };
}

/** A cursor the list did not give: refused by name, whichever list it belongs to. */
export const CURSOR_REFUSED = "This cursor is not one of this list's: pass a `nextCursor` it gave";
export const refusedCursor = () => refusedField("cursor", "not-allowed", CURSOR_REFUSED);

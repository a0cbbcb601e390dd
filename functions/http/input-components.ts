/**
 * Request schemas as a client sends them: a field with a default may be left out. JSON Schema says
 * so with `default`, but generators such as openapi-typescript read a component's `default` as
 * "always present" (true of answers, where the service fills it in), so a request would have to
 * send every defaulted field. On the request side the document therefore names defaults in the
 * description instead: a component only requests use loses its `default`s in place, and one that
 * answers use too gets a copy for requests, `<Name>Input`.
 */

type Json = unknown;
type Schema = Record<string, Json>;
export interface Parts {
  paths?: Record<string, Record<string, Json>>;
  webhooks?: Json;
  components?: { schemas?: Record<string, Schema> };
}

const SCHEMA_REF = "#/components/schemas/";

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every component a part of the document names, directly or through other components. */
export function componentsNamedBy(
  part: Json,
  schemas: Record<string, Schema>,
  found = new Set<string>(),
): Set<string> {
  if (Array.isArray(part)) for (const item of part) componentsNamedBy(item, schemas, found);
  if (!isObject(part)) return found;
  const ref = part.$ref;
  if (typeof ref === "string" && ref.startsWith(SCHEMA_REF)) {
    const name = ref.slice(SCHEMA_REF.length);
    if (!found.has(name) && schemas[name]) {
      found.add(name);
      componentsNamedBy(schemas[name], schemas, found);
    }
  }
  for (const value of Object.values(part)) componentsNamedBy(value, schemas, found);
  return found;
}

function hasDefault(part: Json): boolean {
  if (Array.isArray(part)) return part.some(hasDefault);
  return isObject(part) && ("default" in part || Object.values(part).some(hasDefault));
}

/** A schema as a request sends it: no `default` (named in the description), refs to request copies. */
function asInput(part: Json, renamed: Map<string, string>): Json {
  if (Array.isArray(part)) return part.map((item) => asInput(item, renamed));
  if (!isObject(part)) return part;
  const { default: fallback, ...rest } = part;
  const out: Record<string, Json> = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, asInput(value, renamed)]),
  );
  if (typeof out.$ref === "string" && out.$ref.startsWith(SCHEMA_REF)) {
    const name = renamed.get(out.$ref.slice(SCHEMA_REF.length));
    if (name) out.$ref = `${SCHEMA_REF}${name}`;
  }
  if (fallback !== undefined) {
    const said = `Default: \`${JSON.stringify(fallback)}\`.`;
    out.description =
      typeof out.description === "string" ? `${out.description.replace(/\.?$/, ".")} ${said}` : said;
  }
  return out;
}

export const requestParts = (document: Parts): Json[] =>
  Object.values(document.paths ?? {}).flatMap((operations) =>
    Object.values(operations).flatMap((operation) =>
      isObject(operation) ? [operation.requestBody, operation.parameters] : [],
    ),
  );

const answerParts = (document: Parts): Json[] => [
  document.webhooks,
  ...Object.values(document.paths ?? {}).flatMap((operations) =>
    Object.values(operations).map((operation) => (isObject(operation) ? operation.responses : undefined)),
  ),
];

/** The document with every request-side schema as a client sends it (see above); answers unchanged. */
export function withInputComponents<D extends object>(whole: D): D {
  const document = whole as Parts;
  const schemas = document.components?.schemas ?? {};
  const sent = componentsNamedBy(requestParts(document), schemas);
  const answered = componentsNamedBy(answerParts(document), schemas);
  const defaulted = [...sent].filter((name) => hasDefault(schemas[name]));
  // a shared component is copied when it, or a component it names, has a default
  const copied = [...sent].filter(
    (name) =>
      answered.has(name) &&
      [name, ...componentsNamedBy(schemas[name], schemas)].some((n) => defaulted.includes(n)),
  );
  const renamed = new Map(copied.map((name) => [name, `${name}Input`]));
  const inputs: Record<string, Schema> = {};
  for (const name of sent) {
    const input = asInput(schemas[name], renamed) as Schema;
    if (renamed.has(name)) inputs[renamed.get(name) as string] = input;
    else if (!answered.has(name)) inputs[name] = input;
  }
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (isObject(operation) && operation.requestBody) {
        operation.requestBody = asInput(operation.requestBody, renamed);
      }
    }
  }
  if (document.components) document.components.schemas = { ...schemas, ...inputs };
  return whole;
}

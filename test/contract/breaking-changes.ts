/**
 * The few oasdiff-style rules that tell a breaking change between two OpenAPI 3.1 documents: what a
 * client built on the old document sends must still be accepted, and what it reads must still come.
 */

type Json = Record<string, any>;

/** A request side accepts what it accepted before; a response side sends nothing its readers did not expect. */
type Side = "request" | "response";

const methods = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

interface Walk {
  old: Json;
  new: Json;
  seen: Set<string>;
  found: string[];
}

function resolve(document: Json, schema: Json | undefined): { schema: Json; ref?: string } {
  let ref: string | undefined;
  let current = schema ?? {};
  while (typeof current.$ref === "string") {
    ref = current.$ref as string;
    current =
      ref
        .replace(/^#\//, "")
        .split("/")
        .reduce(
          (node: Json | undefined, key) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")],
          document,
        ) ?? {};
  }
  return { schema: current, ref };
}

function typesOf(schema: Json): Set<string> | undefined {
  if (schema.type === undefined) return undefined;
  const types = new Set<string>(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.nullable === true) types.add("null");
  return types;
}

/** The values a schema allows when it lists them (enum or const), undefined when it does not. */
function valuesOf(schema: Json): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ("const" in schema) return [schema.const];
  // a union of listed values (a deprecated value as its own branch) lists them all
  const branches = branchesOf(schema)?.map(valuesOf);
  if (branches?.length && branches.every((values) => values !== undefined)) return branches.flat();
  return undefined;
}

function branchesOf(schema: Json): Json[] | undefined {
  return schema.oneOf ?? schema.anyOf;
}

/** The one value a tag property allows (`const`, or an enum of one), undefined when it is not a tag. */
function tagOf(property: Json | undefined): unknown {
  if (property === undefined) return undefined;
  if ("const" in property) return property.const;
  return Array.isArray(property.enum) && property.enum.length === 1 ? property.enum[0] : undefined;
}

/** A union's branch by its tag (the same variant whether written inline or as a component), else its component, else its place. */
function branchKey(document: Json, branch: Json, index: number): string {
  const { schema, ref } = resolve(document, branch);
  const tag = tagOf(schema.properties?.type) ?? tagOf(schema.properties?.game) ?? schema.const;
  if (tag !== undefined) return `=${String(tag)}`;
  return ref ?? `#${index}`;
}

function compareSchemas(walk: Walk, where: string, side: Side, oldRaw: Json, newRaw: Json): void {
  const older = resolve(walk.old, oldRaw);
  const newer = resolve(walk.new, newRaw);
  const visit = `${side} ${older.ref ?? where} ${newer.ref ?? where}`;
  if (walk.seen.has(visit)) return;
  walk.seen.add(visit);
  const [a, b] = [older.schema, newer.schema];
  compareTypes(walk, where, side, a, b);
  compareValues(walk, where, side, a, b);
  compareBranches(walk, where, side, a, b);
  compareProperties(walk, where, side, a, b);
  if (a.items && b.items) compareSchemas(walk, `${where}[]`, side, a.items, b.items);
}

function compareTypes(walk: Walk, where: string, side: Side, a: Json, b: Json): void {
  const [oldTypes, newTypes] = [typesOf(a), typesOf(b)];
  if (!oldTypes || !newTypes) return;
  // integer is a number: a request that took numbers still takes integers' senders, not the reverse
  const covers = (wide: Set<string>, narrow: Set<string>) =>
    [...narrow].every((type) => wide.has(type) || (type === "integer" && wide.has("number")));
  const ok = side === "request" ? covers(newTypes, oldTypes) : covers(oldTypes, newTypes);
  if (!ok) walk.found.push(`${where}: type ${[...oldTypes]} became ${[...newTypes]} (${side})`);
}

function compareValues(walk: Walk, where: string, side: Side, a: Json, b: Json): void {
  const [oldValues, newValues] = [valuesOf(a), valuesOf(b)];
  if (side === "request" && oldValues && newValues) {
    for (const value of oldValues.filter((v) => !newValues.includes(v))) {
      walk.found.push(`${where}: request value ${JSON.stringify(value)} no longer accepted`);
    }
  }
  if (side === "request" && !oldValues && newValues) {
    walk.found.push(`${where}: request now limited to ${JSON.stringify(newValues)}`);
  }
}

function compareBranches(walk: Walk, where: string, side: Side, a: Json, b: Json): void {
  const [oldBranches, newBranches] = [branchesOf(a), branchesOf(b)];
  if (!oldBranches || !newBranches) return;
  const newByKey = new Map(newBranches.map((branch, i) => [branchKey(walk.new, branch, i), branch]));
  oldBranches.forEach((branch, i) => {
    const key = branchKey(walk.old, branch, i);
    const match = newByKey.get(key);
    if (match) compareSchemas(walk, `${where}|${key}`, side, branch, match);
    else if (side === "request") walk.found.push(`${where}: request variant ${key} removed`);
  });
}

function compareProperties(walk: Walk, where: string, side: Side, a: Json, b: Json): void {
  const [oldProps, newProps] = [a.properties ?? {}, b.properties ?? {}];
  const [oldRequired, newRequired] = [new Set<string>(a.required ?? []), new Set<string>(b.required ?? [])];
  for (const name of Object.keys(oldProps)) {
    const at = `${where}.${name}`;
    if (!(name in newProps)) {
      const refused = side === "request" && b.additionalProperties === false;
      if (side === "response" || refused) walk.found.push(`${at}: ${side} field removed`);
      continue;
    }
    if (side === "response" && oldRequired.has(name) && !newRequired.has(name)) {
      walk.found.push(`${at}: response field no longer always sent`);
    }
    compareSchemas(walk, at, side, oldProps[name], newProps[name]);
  }
  if (side === "request") {
    for (const name of newRequired) {
      if (!oldRequired.has(name)) walk.found.push(`${where}.${name}: request field newly required`);
    }
  }
}

function compareHeaders(walk: Walk, where: string, before: Json, after: Json): void {
  for (const [name, raw] of Object.entries<Json>(before.headers ?? {})) {
    const [was, now] = [resolve(walk.old, raw).schema, resolve(walk.new, after.headers?.[name]).schema];
    if (was.required && !now.required) walk.found.push(`${where}: header ${name} no longer always sent`);
  }
}

function parametersOf(document: Json, pathItem: Json, operation: Json): Map<string, Json> {
  const all = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
    (p: Json) => resolve(document, p).schema,
  );
  return new Map(all.map((p) => [`${p.in} ${p.name}`, p]));
}

function compareOperation(walk: Walk, id: string, oldPath: Json, newPath: Json, a: Json, b: Json): void {
  const [oldParams, newParams] = [parametersOf(walk.old, oldPath, a), parametersOf(walk.new, newPath, b)];
  for (const [name, param] of newParams) {
    const before = oldParams.get(name);
    if (param.required && !before?.required) walk.found.push(`${id} ${name}: parameter newly required`);
    if (before) compareSchemas(walk, `${id} ${name}`, "request", before.schema ?? {}, param.schema ?? {});
  }
  for (const name of oldParams.keys()) {
    if (!newParams.has(name)) walk.found.push(`${id} ${name}: parameter removed`);
  }
  const [oldBody, newBody] = [
    resolve(walk.old, a.requestBody).schema,
    resolve(walk.new, b.requestBody).schema,
  ];
  if (newBody.required && !oldBody.required) walk.found.push(`${id}: request body newly required`);
  for (const [type, media] of Object.entries<Json>(oldBody.content ?? {})) {
    const now = newBody.content?.[type];
    if (!now) walk.found.push(`${id}: request body ${type} no longer accepted`);
    else compareSchemas(walk, `${id} body`, "request", media.schema ?? {}, now.schema ?? {});
  }
  for (const [status, raw] of Object.entries<Json>(a.responses ?? {})) {
    const now = b.responses?.[status];
    if (!now) {
      walk.found.push(`${id}: response ${status} removed`);
      continue;
    }
    const [before, after] = [resolve(walk.old, raw).schema, resolve(walk.new, now).schema];
    compareHeaders(walk, `${id} ${status}`, before, after);
    for (const [type, media] of Object.entries<Json>(before.content ?? {})) {
      const sent = after.content?.[type];
      if (!sent) walk.found.push(`${id} ${status}: response ${type} no longer sent`);
      else compareSchemas(walk, `${id} ${status}`, "response", media.schema ?? {}, sent.schema ?? {});
    }
  }
}

/** Every breaking change from `older` to `newer`, one line each; empty when a client of `older` keeps working. */
export function breakingChanges(older: Json, newer: Json): string[] {
  const walk: Walk = { old: older, new: newer, seen: new Set(), found: [] };
  for (const [path, oldPath] of Object.entries<Json>(older.paths ?? {})) {
    const newPath = newer.paths?.[path];
    for (const method of methods) {
      if (!oldPath[method]) continue;
      const id = `${method.toUpperCase()} ${path}`;
      if (!newPath?.[method]) walk.found.push(`${id}: operation removed`);
      else compareOperation(walk, id, oldPath, newPath, oldPath[method], newPath[method]);
    }
  }
  return walk.found;
}

/** The major of a semantic version ("2.1.0" → 2); throws on anything else, so a non-semantic version fails. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/.exec(version);
  if (!match) throw new Error(`info.version ${JSON.stringify(version)} is not a semantic version`);
  return Number(match[1]);
}

/** The breaking changes `newer` ships without the major bump they need: empty when its version keeps the promise. */
export function unannouncedBreakingChanges(older: Json, newer: Json): string[] {
  if (majorOf(newer.info.version) > majorOf(older.info.version)) return [];
  return breakingChanges(older, newer);
}

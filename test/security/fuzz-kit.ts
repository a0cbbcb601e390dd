/**
 * A fuzzer over every operation of the OpenAPI document, against the real server: requests shaped
 * by each operation's schemas and by what attackers send (ids of 3 KB, malformed paths, deep JSON,
 * huge bodies, wrong media types, bad Authorization headers), each answer judged by the document
 * and the table compared before and after. `test/security/fuzz.test.ts` runs a bounded, seeded run;
 * `test/bench/fuzz.ts` a longer one.
 */
import { readFileSync } from "node:fs";
import { type ClientRequest, request } from "node:http";
import { ScanCommand, type ScanCommandInput } from "@aws-sdk/client-dynamodb";
import fc from "fast-check";
import type { LocalServer } from "../../functions/local-server";
import { newPlayer, startedMatch } from "../api/harness";

export type JsonSchema = Record<string, any>;

export interface Operation {
  id: string;
  method: string;
  /** The path template, such as `/v1/matches/{matchId}`. */
  path: string;
  params: { name: string; in: "path" | "query" | "header"; schema: JsonSchema }[];
  body: { types: string[]; schema: JsonSchema } | null;
  /** The problem kinds the document names for each status. */
  problems: Map<number, Set<string>>;
}

/** The players, matches and games the requests name: real ones, so that requests reach deep. */
export interface World {
  base: string;
  /** API keys of the world's players; a rotated key replaces its old one. */
  keys: string[];
  playerIds: string[];
  matchIds: string[];
  gameIds: string[];
}

type Body = { kind: "text"; text: string } | { kind: "stream"; bytes: number };

export interface FuzzRequest {
  op: Operation;
  method: string;
  /** The path with its query, as sent. */
  url: string;
  headers: Record<string, string>;
  body: Body | null;
  /** A path malformed on purpose: another route (404, 405) may answer it. */
  offRoute: boolean;
  /** The world key it was sent with, if any. */
  keyIndex: number | null;
  /** What kind of request this is, for the report. */
  label: string;
}

export interface Answer {
  status: number;
  contentType: string;
  body: any;
}

/** Two players, a lobby, a started match and a solo match: the world the requests name. */
export async function worldAt(base: string): Promise<World> {
  const [ada, bea] = await Promise.all([newPlayer(base, "Ada"), newPlayer(base, "Bea")]);
  const lobby = await ada.post("/v1/matches", { game: "santa-cruz", seats: 3 });
  const active = await startedMatch([ada, bea]);
  const solo = await bea.post("/v1/matches", { game: "santa-maria", seats: 1 });
  return {
    base,
    keys: [ada.apiKey as string, bea.apiKey as string],
    playerIds: [ada.id, bea.id],
    matchIds: [lobby.body.id, active.id, solo.body.id],
    gameIds: ["santa-cruz", "santa-maria"],
  };
}

export const documentPath = new URL("../../openapi/openapi.json", import.meta.url);

export function loadDocument(): JsonSchema {
  return JSON.parse(readFileSync(documentPath, "utf8"));
}

/** Every operation of the document, with what it documents. */
export function operationsOf(doc: JsonSchema): Operation[] {
  return Object.entries(doc.paths as Record<string, Record<string, JsonSchema>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const problems = new Map<number, Set<string>>();
      for (const [status, response] of Object.entries(op.responses as Record<string, JsonSchema>)) {
        const kinds = [...String(response.description ?? "").matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
        problems.set(Number(status), new Set(kinds));
      }
      const content = op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
      return {
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p: JsonSchema) => ({ name: p.name, in: p.in, schema: p.schema })),
        body: content ? { types: Object.keys(content), schema: Object.values(content)[0].schema } : null,
        problems,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Values: shaped by a JSON Schema, or what an attacker would send instead.

const THREE_KB = 3 * 1024;
const printable = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);
const longId = fc.constantFrom("a".repeat(THREE_KB), `p_${"x".repeat(THREE_KB)}`, "é".repeat(THREE_KB / 2));
const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: longId },
);

function resolve(schema: JsonSchema, doc: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== "string") return schema;
  return resolve(doc.components.schemas[schema.$ref.split("/").pop() as string], doc);
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.emailAddress();
  // .invalid never resolves (RFC 2606): no webhook leaves the machine
  if (schema.format === "uri") return fc.webPath().map((path) => `https://hooks.invalid${path}`);
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      return printable;
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -10;
  const max = schema.maximum ?? Math.max(min + 100, 100);
  return schema.type === "integer" ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/** A value of the schema's shape (depth-bounded), as a client that reads the document would send. */
export function shapedBy(schema: JsonSchema, doc: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  if (depth > 6) return fc.constant(null);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((a: JsonSchema) => shapedBy(a, doc, depth + 1)));
  if (s.allOf) return shapedBy(s.allOf[0], doc, depth + 1);
  if ("const" in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type : [s.type];
  if (type.length > 1) return fc.oneof(...type.map((t: string) => shapedBy({ ...s, type: t }, doc, depth)));
  switch (type[0]) {
    case "string":
      return stringFor(s);
    case "integer":
    case "number":
      return numberFor(s);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(s.items ? shapedBy(s.items, doc, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case "object":
      return objectOf(s, doc, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(s: JsonSchema, doc: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set<string>(s.required ?? []);
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, p]) => [name, shapedBy(p, doc, depth + 1)]),
  );
  return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
}

/** A near miss of a valid body: a field dropped, an unknown one added, a value of the wrong type. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return fc.jsonValue({ maxDepth: 2 });
  const keys = Object.keys(value);
  return fc.oneof(
    fc.constantFrom(...(keys.length > 0 ? keys : ["x"])).map((k) => {
      const { [k]: _gone, ...rest } = value as Record<string, unknown>;
      return rest;
    }),
    fc.tuple(printable, fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => ({ ...value, [k]: v })),
    fc
      .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ["x"])), fc.jsonValue({ maxDepth: 2 }))
      .map(([k, v]) => ({ ...value, [k]: v })),
  );
}

function bodyFor(op: Operation, doc: JsonSchema): fc.Arbitrary<Body | null> {
  const shaped = op.body ? shapedBy(op.body.schema, doc) : fc.jsonValue({ maxDepth: 2 });
  const text = (a: fc.Arbitrary<unknown>) =>
    a.map((v): Body => ({ kind: "text", text: JSON.stringify(v) ?? "" }));
  return fc.oneof(
    { weight: 6, arbitrary: text(shaped) },
    { weight: 2, arbitrary: text(shaped.chain(mutated)) },
    { weight: 1, arbitrary: text(fc.jsonValue({ maxDepth: 3 })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((t): Body => ({ kind: "text", text: t })) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function contentTypeFor(op: Operation): fc.Arbitrary<string | null> {
  const usual = op.body?.types[0] ?? "application/json";
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(usual) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        null,
        "text/plain",
        "application/json; charset=utf-8",
        "application/x-www-form-urlencoded",
        "application/xml",
        "application/merge-patch+json",
      ),
    },
  );
}

const junkAuthorizations = (key: string) => [
  `Bearer ${key} garbage`,
  `Bearer  ${key}`,
  `Basic ${Buffer.from("ada:ada").toString("base64")}`,
  "Bearer",
  "Bearer ",
  `Bearer ${"p_".padEnd(THREE_KB, "x")}.secretsecretsecretsecret`,
  `Bearer p_abc.${"s".repeat(THREE_KB)}`,
  `Bearer a.b.c.d`,
  `Bearer ${key.split(".")[0]}.${"x".repeat(40)}.${"y".repeat(43)}`,
  `Token ${key}`,
];

const authFor = (world: World): fc.Arbitrary<{ header: string | null; keyIndex: number | null }> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant({ header: null, keyIndex: null }) },
    {
      weight: 6,
      arbitrary: fc
        .nat({ max: world.keys.length - 1 })
        .map((i) => ({ header: `Bearer ${world.keys[i]}`, keyIndex: i })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...junkAuthorizations(world.keys[0]))
        .map((header) => ({ header, keyIndex: null })),
    },
  );

function paramValue(
  param: Operation["params"][number],
  world: World,
  doc: JsonSchema,
): fc.Arbitrary<string | undefined> {
  const real: Record<string, string[]> = {
    matchId: world.matchIds,
    gameId: world.gameIds,
    playerId: world.playerIds,
  };
  const shaped = shapedBy(param.schema ?? {}, doc).map((v) =>
    typeof v === "string" ? v : JSON.stringify(v),
  );
  if (param.in === "path") {
    const known = real[param.name] ?? ["s_Hq3LmZ0a9cVb1eJx2q"];
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 3, arbitrary: anyString });
  }
  if (param.in === "header") {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: printable },
      { weight: 1, arbitrary: fc.constant("x".repeat(THREE_KB)) },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constantFrom("-1", "1e309", "99999999999999999999", "NaN", "0x10", "") },
    { weight: 2, arbitrary: anyString },
  );
}

function urlOf(op: Operation, values: Record<string, string | undefined>): string {
  let path = op.path;
  const query = new URLSearchParams();
  for (const param of op.params) {
    const value = values[param.name];
    if (param.in === "path") path = path.replace(`{${param.name}}`, encodeURIComponent(value ?? ""));
    else if (param.in === "query" && value !== undefined) query.append(param.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Requests shaped by the operation's document, with attackers' values mixed in. */
export function requestsFor(op: Operation, world: World, doc: JsonSchema): fc.Arbitrary<FuzzRequest> {
  const values = fc.record(
    Object.fromEntries(op.params.map((p) => [p.name, paramValue(p, world, doc)])),
  ) as fc.Arbitrary<Record<string, string | undefined>>;
  const sends = ["POST", "PUT", "PATCH"].includes(op.method);
  return fc
    .record({
      values,
      auth: authFor(world),
      body: sends ? bodyFor(op, doc) : fc.constant(null),
      type: contentTypeFor(op),
    })
    .map(({ values: v, auth, body, type }) => {
      const headers: Record<string, string> = {};
      for (const p of op.params)
        if (p.in === "header" && v[p.name] !== undefined) headers[p.name] = v[p.name] as string;
      if (auth.header !== null) headers.Authorization = auth.header;
      if (body && type) headers["Content-Type"] = type;
      return {
        op,
        method: op.method,
        url: urlOf(op, v),
        headers,
        body,
        offRoute: op.params.some((p) => p.in === "path" && !v[p.name]),
        keyIndex: auth.keyIndex,
        label: "shaped",
      };
    });
}

/** What an attacker sends to every operation: each once, with a valid key so that it goes deep. */
export function attacksOn(op: Operation, world: World): FuzzRequest[] {
  const key = world.keys[0];
  const valid: Record<string, string> = {
    matchId: world.matchIds[0],
    gameId: world.gameIds[0],
    sessionId: "s_none",
  };
  const pathWith = (value: (name: string) => string) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  const at = (label: string, change: Partial<FuzzRequest>): FuzzRequest => ({
    op,
    method: op.method,
    url: pathWith((name) => valid[name] ?? "x"),
    headers: { Authorization: `Bearer ${key}` },
    body: null,
    offRoute: false,
    keyIndex: 0,
    label,
    ...change,
  });
  const json = (text: string) => ({ kind: "text" as const, text });
  const jsonHeaders = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  const attacks: FuzzRequest[] = [
    ...junkAuthorizations(key).map((header) =>
      at(`Authorization: ${header.slice(0, 30)}`, { headers: { Authorization: header }, keyIndex: null }),
    ),
    at("no body and no content type", {}),
    at("huge body with a length", { headers: jsonHeaders, body: json(`"${"x".repeat(1024 * 1024)}"`) }),
    at("huge body streamed", { headers: jsonHeaders, body: { kind: "stream", bytes: 4 * 1024 * 1024 } }),
    at("arrays nested 5,000 deep", {
      headers: jsonHeaders,
      body: json(`${"[".repeat(5000)}${"]".repeat(5000)}`),
    }),
    at("objects nested 100,000 deep", {
      headers: jsonHeaders,
      body: json(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`),
    }),
    at("malformed JSON", { headers: jsonHeaders, body: json('{"name": "Ada", ') }),
    at("JSON null", { headers: jsonHeaders, body: json("null") }),
    at("a huge number", { headers: jsonHeaders, body: json('{"seats": 1e999, "expectedVersion": 1e999}') }),
    at("text/plain", { headers: { ...jsonHeaders, "Content-Type": "text/plain" }, body: json("hello") }),
    at("no content type", { headers: { Authorization: `Bearer ${key}` }, body: json("{}") }),
    at("Idempotency-Key of 3 KB", { headers: { ...jsonHeaders, "Idempotency-Key": "k".repeat(THREE_KB) } }),
    at("If-Match of 3 KB", { headers: { ...jsonHeaders, "If-Match": `"v${"9".repeat(THREE_KB)}"` } }),
  ];
  if (op.path.includes("{")) {
    attacks.push(
      at("ids of 3 KB", { url: pathWith(() => "a".repeat(THREE_KB)) }),
      at("non-ASCII ids", { url: pathWith(() => encodeURIComponent("ü€😀\u202e")) }),
      at("an encoded slash and dots", { url: pathWith(() => "..%2F..%2Fetc") }),
      at("a NUL in an id", { url: pathWith(() => "m%00x") }),
      at("malformed percent-encoding", { url: pathWith(() => "%E0%A4%A"), offRoute: true }),
      at("an empty id", { url: pathWith(() => ""), offRoute: true }),
    );
  }
  for (const param of op.params.filter((p) => p.in === "query")) {
    for (const value of ["9".repeat(40), "-1", "x".repeat(THREE_KB), "%ZZ"]) {
      attacks.push(
        at(`?${param.name}=${value.slice(0, 12)}`, {
          url: `${pathWith((n) => valid[n] ?? "x")}?${param.name}=${value}`,
        }),
      );
    }
  }
  return attacks;
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.

/**
 * Sends over node:http, which sends what it is given (a GET with a body, a path as written) and
 * reads an answer that comes before the body is all sent: a 413 cuts a streamed body short.
 */
export function send(world: World, req: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const out = request(`${world.base}${req.url}`, {
      method: req.method,
      headers: { ...req.headers, ...framing(req.body) },
      agent: false,
    });
    out.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          body,
        });
        out.destroy();
      });
    });
    // the server may stop reading a body it refused: only a missing answer is an error
    out.on("error", (error) => setTimeout(() => reject(error), 1000));
    writeBody(out, req.body);
  });
}

/** Node frames a GET's body only when told how: by its length, or in chunks. */
function framing(body: Body | null): Record<string, string> {
  if (body === null) return {};
  if (body.kind === "stream") return { "Transfer-Encoding": "chunked" };
  return { "Content-Length": String(Buffer.byteLength(body.text)) };
}

function writeBody(out: ClientRequest, body: Body | null): void {
  if (body === null) return void out.end();
  if (body.kind === "text") return void out.end(body.text);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const more = () => {
    while (sent < body.bytes && !out.destroyed) {
      sent += chunk.length;
      if (!out.write(chunk)) return void out.once("drain", more);
    }
    if (!out.destroyed) out.end();
  };
  more();
}

/** What is wrong with an answer: a 5xx, or an error that is not a problem the operation documents. */
export function violations(req: FuzzRequest, answer: Answer): string[] {
  if (answer.status >= 500) return [`${answer.status}`];
  if (answer.status < 400) return [];
  const found: string[] = [];
  if (!answer.contentType.startsWith("application/problem+json"))
    found.push(`not a problem: ${answer.contentType}`);
  const kind = typeof answer.body?.type === "string" ? answer.body.type.replace("/problems/", "") : "";
  if (answer.body?.status !== answer.status) found.push(`problem status ${answer.body?.status}`);
  const documented = req.op.problems.get(answer.status);
  const elsewhere = req.offRoute && (kind === "not-found" || kind === "method-not-allowed");
  if (!documented?.has(kind) && !elsewhere) found.push(`undocumented ${answer.status} ${kind}`);
  return found;
}

/** After a rotation, the world's player holds the new key. */
export function follow(world: World, req: FuzzRequest, answer: Answer): void {
  if (req.op.id === "POST /v1/me/api-key" && answer.status === 200 && req.keyIndex !== null) {
    world.keys[req.keyIndex] = answer.body.apiKey;
  }
}

/** The whole table as sorted lines. */
export async function tableLines(server: LocalServer): Promise<string[]> {
  const { db, tableName } = server.deps.store;
  const lines: string[] = [];
  let start: ScanCommandInput["ExclusiveStartKey"];
  do {
    const out = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) lines.push(JSON.stringify(Object.entries(item).sort()));
    start = out.LastEvaluatedKey;
  } while (start);
  return lines.sort();
}

/** The lines without the record that keeps the first answer to a keyed request: keeping it is the point. */
function apartFromAnswerTo(lines: string[], key: string | undefined): string {
  const kept =
    key === undefined
      ? lines
      : lines.filter((l) => !(l.includes("IDEM#") && l.includes(JSON.stringify(key))));
  return kept.join("\n");
}

export interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  failures: { request: string; found: string[] }[];
}

export const newTally = (): Tally => ({ requests: 0, byStatus: new Map(), failures: [] });

function described(req: FuzzRequest): string {
  const body =
    req.body?.kind === "text"
      ? req.body.text.slice(0, 60)
      : req.body
        ? `<${req.body.bytes} bytes streamed>`
        : "";
  return `${req.op.id} [${req.label}] ${req.method} ${req.url.slice(0, 120)} ${JSON.stringify(req.headers).slice(0, 100)} ${body}`;
}

/**
 * Sends each request in turn and judges it; with `server`, a refused request must also leave the
 * table as it was (the answer kept for its Idempotency-Key aside).
 */
export async function run(world: World, requests: Iterable<FuzzRequest>, tally: Tally, server?: LocalServer) {
  let before = server ? await tableLines(server) : [];
  for (const req of requests) {
    // as the server reads it: HTTP drops the whitespace around a header's value
    const key = (req.headers["Idempotency-Key"] ?? req.headers["idempotency-key"])?.trim();
    const answer = await send(world, req);
    tally.requests++;
    tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
    const found = violations(req, answer);
    if (server) {
      const after = await tableLines(server);
      if (answer.status >= 400 && apartFromAnswerTo(after, key) !== apartFromAnswerTo(before, key)) {
        found.push("a refused request changed the table");
      }
      before = after;
    }
    if (found.length > 0) tally.failures.push({ request: described(req), found });
    follow(world, req, answer);
  }
}

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Ran, runBin } from "./run";

/** A client generator: how it writes a client for a document, and how a program fetches through that client. */
export interface Generator {
  name: string;
  generate(document: string, dir: string): Promise<Ran>;
  /** Declares `fetchMatch(matchId)` (getMatch's 200 body) and `fetchMoves(matchId)` (listMoves's 200 body). */
  fetchers: string;
  /** Declares the request bodies as the client types them: `MoveRequestBody`, `NewMatchBody`, `SettingsBody` (PUT /v1/me/notifications). */
  requestTypes: string;
}

const openapiTypescript: Generator = {
  name: "openapi-typescript + openapi-fetch",
  // run inside the client's folder so it ignores the repo's redocly.yaml: linting is lint.test.ts's job
  generate: (document, dir) => runBin("openapi-typescript", [document, "--output", "schema.ts"], dir),
  fetchers: `
import createClient from "openapi-fetch";
import type { operations, paths } from "./schema";

const client = createClient<paths>({ baseUrl: "http://127.0.0.1:3000" });
const getMatchIsNamed: Is<paths["/v1/matches/{matchId}"]["get"], operations["getMatch"]> = true;
const listMovesIsNamed: Is<paths["/v1/matches/{matchId}/moves"]["get"], operations["listMoves"]> = true;

async function fetchMatch(matchId: string) {
  const { data, error } = await client.GET("/v1/matches/{matchId}", { params: { path: { matchId } } });
  if (data === undefined) throw new Error(\`getMatch failed: \${JSON.stringify(error)}\`);
  return data;
}

async function fetchMoves(matchId: string) {
  const { data, error } = await client.GET("/v1/matches/{matchId}/moves", { params: { path: { matchId } } });
  if (data === undefined) throw new Error(\`listMoves failed: \${JSON.stringify(error)}\`);
  return data;
}
`,
  requestTypes: `
import type { components, paths } from "./schema";

type MoveRequestBody = components["schemas"]["MoveRequest"];
type NewMatchBody = components["schemas"]["NewMatch"];
type SettingsBody = paths["/v1/me/notifications"]["put"]["requestBody"]["content"]["application/json"];
`,
};

const heyApi: Generator = {
  name: "@hey-api/openapi-ts (fetch client)",
  generate: (document, dir) =>
    runBin(
      "openapi-ts",
      ["--input", document, "--output", "sdk", "--client", "@hey-api/client-fetch", "--no-log-file"],
      dir,
    ),
  fetchers: `
import { getMatch, listMoves } from "./sdk";

async function fetchMatch(matchId: string) {
  const { data, error } = await getMatch({ path: { matchId } });
  if (data === undefined) throw new Error(\`getMatch failed: \${JSON.stringify(error)}\`);
  return data;
}

async function fetchMoves(matchId: string) {
  const { data, error } = await listMoves({ path: { matchId } });
  if (data === undefined) throw new Error(\`listMoves failed: \${JSON.stringify(error)}\`);
  return data;
}
`,
  requestTypes: `
import type { MoveRequest, NewMatch, SetNotificationSettingsData } from "./sdk";

type MoveRequestBody = MoveRequest;
type NewMatchBody = NewMatch;
type SettingsBody = SetNotificationSettingsData["body"];
`,
};

const orval: Generator = {
  name: "orval (fetch client, single file)",
  async generate(document, dir) {
    // the base URL comes from the document's `servers`, as a client author's would
    const output = {
      target: "client.ts",
      client: "fetch",
      mode: "single",
      baseUrl: { getBaseUrlFromSpecification: true },
    };
    const config = { client: { input: { target: document }, output } };
    await writeFile(path.join(dir, "orval.config.cjs"), `module.exports = ${JSON.stringify(config)};\n`);
    return runBin("orval", ["--config", "orval.config.cjs"], dir);
  },
  fetchers: `
import { getMatch, listMoves } from "./client";

async function fetchMatch(matchId: string) {
  const answer = await getMatch(matchId);
  if (answer.status !== 200) throw new Error(\`getMatch answered \${answer.status}\`);
  return answer.data;
}

async function fetchMoves(matchId: string) {
  const answer = await listMoves(matchId);
  if (answer.status !== 200) throw new Error(\`listMoves answered \${answer.status}\`);
  return answer.data;
}
`,
  requestTypes: `
import type { MoveRequest, NewMatch, SetNotificationSettingsBody } from "./client";

type MoveRequestBody = MoveRequest;
type NewMatchBody = NewMatch;
type SettingsBody = SetNotificationSettingsBody;
`,
};

export const generators = [openapiTypescript, heyApi, orval];

/** What every client must let a strict program do: narrow a match and a move on `game` to typed views and events. */
const readsTypedMatchesAndMoves = `
/** true only when T is neither any nor never and fits Want, so an untyped client cannot pass. */
type Is<T, Want> = 0 extends 1 & T ? false : [T] extends [never] ? false : [T] extends [Want] ? true : false;

export async function roundOrYear(matchId: string): Promise<number> {
  const match = await fetchMatch(matchId);
  switch (match.game) {
    case "santa-cruz": {
      // the view is null only while the match waits in its lobby
      if (match.view === null) return 0;
      const round = match.view.round;
      const roundIsNumber: Is<typeof round, number> = true;
      return round;
    }
    case "santa-maria": {
      if (match.view === null) return 0;
      const year = match.view.year;
      const yearIsNumber: Is<typeof year, number> = true;
      return year;
    }
  }
}

export async function firstEventType(matchId: string): Promise<string> {
  const { moves } = await fetchMoves(matchId);
  const move = moves[0];
  switch (move.game) {
    case "santa-cruz": {
      const type = move.events[0].type;
      const typeIsString: Is<typeof type, string> = true;
      return type;
    }
    case "santa-maria": {
      const type = move.events[0].type;
      const typeIsString: Is<typeof type, string> = true;
      return type;
    }
  }
}
`;

/** Requests a client author writes from the document alone: each must compile. */
const sendsTypedRequests = `
export const chosen: MoveRequestBody = { action: { type: "chooseSet", set: "A" }, expectedVersion: 3 };
export const landed: MoveRequestBody = { action: { type: "land", site: 3 } };
export const cruz: NewMatchBody = { game: "santa-cruz", seats: 2 };
// defaulted fields may be left out: join, the clock's fields, the other options
export const maria: NewMatchBody = { game: "santa-maria", seats: 1, options: { setup: "advanced" } };
export const timed: NewMatchBody = { game: "santa-cruz", seats: 3, clock: { moveHours: 24 } };
export const partial: SettingsBody = { language: "de" };
`;

/** Requests the document does not allow: each line must fail to compile, or its directive is unused. */
const rejectsMistypedRequests = `
// @ts-expect-error a misspelt action type
export const misspelt: MoveRequestBody = { action: { type: "chooseSett" } };
// @ts-expect-error a set no Santa Cruz action names
export const noSuchSet: MoveRequestBody = { action: { type: "chooseSet", set: "Z" } };
// @ts-expect-error an action without its type
export const untyped: MoveRequestBody = { action: { set: "A" } };
// @ts-expect-error a game the service does not host
export const chess: NewMatchBody = { game: "chess", seats: 2 };
// @ts-expect-error a Santa Cruz option on a Santa Maria match
export const crossed: NewMatchBody = { game: "santa-maria", seats: 2, options: { setAssignment: "draft" } };
// @ts-expect-error a language the service does not speak
export const klingon: SettingsBody = { language: "tlh" };
`;

const tsconfig = {
  compilerOptions: {
    strict: true,
    module: "ESNext",
    moduleResolution: "Bundler",
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
};

/** The programs written beside a client: what it reads, and (for the real document) what it sends. */
export type Program = "reads" | "sends" | "rejects";

function programSource(generator: Generator, program: Program): string {
  if (program === "reads") return `${generator.fetchers}${readsTypedMatchesAndMoves}`;
  return `${generator.requestTypes}${program === "sends" ? sendsTypedRequests : rejectsMistypedRequests}`;
}

/** Generates the client into dir (resolving packages through a node_modules above it) and writes the programs. */
export async function generateClient(
  generator: Generator,
  document: string,
  dir: string,
  programs: Program[] = ["reads"],
): Promise<Ran> {
  await mkdir(dir, { recursive: true });
  for (const program of programs) {
    await writeFile(path.join(dir, `${program}.ts`), programSource(generator, program));
    const config = { ...tsconfig, files: [`${program}.ts`] };
    await writeFile(path.join(dir, `tsconfig.${program}.json`), JSON.stringify(config, null, 2));
  }
  return generator.generate(document, dir);
}

/** Type-checks one program and the generated client with the repo's TypeScript. */
export function compileProgram(dir: string, program: Program = "reads"): Promise<Ran> {
  return runBin("tsc", ["--project", path.join(dir, `tsconfig.${program}.json`), "--pretty", "false"], dir);
}

/** tsc's output with the program's line under each error in it: the program lives in a temp folder. */
export async function withProgramLines(
  tscOutput: string,
  dir: string,
  program: Program = "reads",
): Promise<string> {
  const lines = (await readFile(path.join(dir, `${program}.ts`), "utf8")).split("\n");
  return tscOutput.replace(
    new RegExp(`^${program}\\.ts\\((\\d+),\\d+\\): .*$`, "gm"),
    (error, line) => `${error}\n    > ${lines[Number(line) - 1]?.trim()}`,
  );
}

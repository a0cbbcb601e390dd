import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Ran, runBin } from "./run";

/** A client generator: how it writes a client for a document, and how a program fetches through that client. */
export interface Generator {
  name: string;
  generate(document: string, dir: string): Promise<Ran>;
  /** Declares `fetchMatch(matchId)` (getMatch's 200 body) and `fetchMoves(matchId)` (listMoves's 200 body). */
  fetchers: string;
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
  files: ["program.ts"],
};

/** Generates the client into dir (resolving packages through a node_modules above it) and writes the program. */
export async function generateClient(generator: Generator, document: string, dir: string): Promise<Ran> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "program.ts"), `${generator.fetchers}${readsTypedMatchesAndMoves}`);
  await writeFile(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
  return generator.generate(document, dir);
}

/** Type-checks the program and the generated client with the repo's TypeScript. */
export function compileProgram(dir: string): Promise<Ran> {
  return runBin("tsc", ["--project", path.join(dir, "tsconfig.json"), "--pretty", "false"], dir);
}

/** tsc's output with the program's line under each error in it: the program lives in a temp folder. */
export async function withProgramLines(tscOutput: string, dir: string): Promise<string> {
  const program = (await readFile(path.join(dir, "program.ts"), "utf8")).split("\n");
  return tscOutput.replace(
    /^program\.ts\((\d+),\d+\): .*$/gm,
    (error, line) => `${error}\n    > ${program[Number(line) - 1]?.trim()}`,
  );
}

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { componentsNamedBy, type Parts, requestParts } from "../../functions/http/input-components";
import type { Json } from "../api/harness";
import { fixtureDocument, type Ran, realDocument, repoRoot, runBin, transcript } from "./run";

interface Finding {
  rule: string;
  severity: "error" | "warning" | "info" | "hint";
  path: string;
  message: string;
}

interface RedoclyReport {
  problems: {
    ruleId: string;
    severity: "error" | "warn";
    message: string;
    location: { pointer: string }[];
  }[];
}

interface SpectralResult {
  code: string;
  severity: 0 | 1 | 2 | 3;
  path: (string | number)[];
  message: string;
}

const spectralSeverities = ["error", "warning", "info", "hint"] as const;

/** Parses a linter's JSON report, or fails with everything the linter printed. */
function parsed<T>(bin: string, ran: Ran): T {
  try {
    return JSON.parse(ran.stdout) as T;
  } catch {
    throw new Error(`no JSON report from ${transcript(bin, ran)}`);
  }
}

/** Spectral names a location by segments; a JSON pointer reads the same as Redocly's. */
function pointer(segments: (string | number)[]): string {
  return `#/${segments.map((s) => String(s).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

async function redoclyFindings(document: string): Promise<Finding[]> {
  const args = ["lint", document, "--config", path.join(repoRoot, "redocly.yaml"), "--format", "json"];
  const report = parsed<RedoclyReport>("redocly", await runBin("redocly", args));
  return report.problems.map((p) => ({
    rule: p.ruleId,
    severity: p.severity === "warn" ? "warning" : "error",
    path: p.location[0]?.pointer ?? "",
    message: p.message,
  }));
}

async function spectralFindings(document: string, ruleset: string): Promise<Finding[]> {
  const args = ["lint", document, "--ruleset", path.join(repoRoot, ruleset), "--format", "json", "--quiet"];
  const results = parsed<SpectralResult[]>("spectral", await runBin("spectral", args));
  return results.map((r) => ({
    rule: r.code,
    severity: spectralSeverities[r.severity],
    path: pointer(r.path),
    message: r.message,
  }));
}

function line(f: Finding): string {
  return `${f.rule}  ${f.path}  ${f.message}`;
}

/** Counts per rule and severity, with the first paths of each, for a report that reads at a glance. */
function grouped(findings: Finding[]): string {
  const byRule = new Map<string, Finding[]>();
  for (const f of findings)
    byRule.set(`${f.severity} ${f.rule}`, [...(byRule.get(`${f.severity} ${f.rule}`) ?? []), f]);
  return [...byRule]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, list]) =>
        `${key} ×${list.length}: ${list
          .slice(0, 3)
          .map((f) => f.path)
          .join(", ")}`,
    )
    .join("\n");
}

describe.each([
  ["openapi/openapi.json", realDocument],
  ["the harness fixture", fixtureDocument],
])("%s under the linters", { timeout: 120_000 }, (_, document) => {
  it("has no error and no warning under Redocly's recommended rules", async () => {
    expect((await redoclyFindings(document)).map(line), "Redocly: rule  path  message").toEqual([]);
  });

  it("has no error and no warning under Spectral's spectral:oas rules", async () => {
    const findings = await spectralFindings(document, ".spectral.yaml");
    expect(findings.map(line), "Spectral: rule  path  message").toEqual([]);
  });
});

/** Whether a finding is on what a client sends: a request body's schemas, a parameter, a server. */
function onRequestSide(document: Parts): (f: Finding) => boolean {
  const sent = componentsNamedBy(requestParts(document), document.components?.schemas ?? {});
  const requestPointers = [...sent].map((name) => `#/components/schemas/${name}/`);
  return ({ path }) =>
    path.startsWith("#/servers/") ||
    (path.startsWith("#/paths/") && /\/(parameters|requestBody)\//.test(path)) ||
    requestPointers.some((p) => `${path}/`.startsWith(p));
}

describe("OWASP API Security Top 10 (Spectral's OWASP ruleset)", { timeout: 120_000 }, () => {
  it("has no error on request-side schemas, parameters and servers, and prints the rest", async () => {
    const findings = await spectralFindings(realDocument, "test/contract/owasp.spectral.yaml");
    console.info(`OWASP findings on openapi/openapi.json: ${findings.length}\n${grouped(findings)}`);
    expect(findings.every((f) => f.rule.startsWith("owasp:"))).toBe(true);
    const requestSide = onRequestSide(JSON.parse(await readFile(realDocument, "utf8")));
    const errors = findings.filter((f) => f.severity === "error" && requestSide(f));
    expect(errors.map(line), "OWASP errors on the request side: rule  path  message").toEqual([]);
  });
});

describe("patterns the document states", () => {
  it("each parameter's pattern compiles as JSON Schema reads it (ECMA-262, unicode) and holds its example", () => {
    const document = JSON.parse(readFileSync("openapi/openapi.json", "utf8"));
    const parameters = Object.values<Record<string, { parameters?: { name: string; schema: Json }[] }>>(
      document.paths,
    ).flatMap((item) => Object.values(item).flatMap((operation) => operation.parameters ?? []));
    const patterned = parameters.filter((p) => typeof p.schema?.pattern === "string");
    expect(new Set(patterned.map((p) => p.name))).toEqual(
      new Set(["idempotency-key", "if-match", "matchId", "playerId", "gameId", "sessionId"]),
    );
    for (const { name, schema } of patterned) {
      const pattern = new RegExp(schema.pattern, "u");
      if (schema.example !== undefined) expect(pattern.test(schema.example), name).toBe(true);
    }
    const ifMatch = new RegExp(patterned.find((p) => p.name === "if-match")?.schema.pattern, "u");
    for (const written of ['"v7"', "v7", "7", '"v7-s0"', 'W/"v7-spectator"'])
      expect(ifMatch.test(written)).toBe(true);
    for (const written of ["d", "v", "7.0", "v7, v8"]) expect(ifMatch.test(written), written).toBe(false);
  });
});

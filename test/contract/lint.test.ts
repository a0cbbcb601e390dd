import path from "node:path";
import { describe, expect, it } from "vitest";
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

/** Prints what does not fail the test, so it stays visible; returns the errors as readable lines. */
function errorLines(tool: string, findings: Finding[]): string[] {
  const others = findings.filter((f) => f.severity !== "error");
  if (others.length > 0)
    console.warn(`${tool}: ${others.length} non-error findings\n${others.map(line).join("\n")}`);
  return findings.filter((f) => f.severity === "error").map(line);
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
])("%s under the linters", { timeout: 30_000 }, (_, document) => {
  it("has no error under Redocly's recommended rules", async () => {
    expect(
      errorLines("redocly", await redoclyFindings(document)),
      "Redocly errors: rule  path  message",
    ).toEqual([]);
  });

  it("has no error under Spectral's spectral:oas rules", async () => {
    const findings = await spectralFindings(document, ".spectral.yaml");
    expect(errorLines("spectral", findings), "Spectral errors: rule  path  message").toEqual([]);
  });
});

describe("OWASP API Security Top 10 (Spectral's OWASP ruleset)", { timeout: 30_000 }, () => {
  it("reports its findings on openapi/openapi.json without failing on them", async () => {
    const findings = await spectralFindings(realDocument, "test/contract/owasp.spectral.yaml");
    console.info(`OWASP findings on openapi/openapi.json: ${findings.length}\n${grouped(findings)}`);
    expect(findings.every((f) => f.rule.startsWith("owasp:"))).toBe(true);
  });
});

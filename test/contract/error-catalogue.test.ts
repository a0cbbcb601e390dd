import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { santaCruzRuleCodes } from "../../domain/santa-cruz/rule-codes";
import { santaMariaRuleCodes } from "../../domain/santa-maria/rule-codes";
import { problemKinds } from "../../functions/http/problem";
import { realDocument } from "./run";

const document = JSON.parse(readFileSync(realDocument, "utf8"));

/** Every problem answer of the document: where, and the examples it shows. */
const problemAnswers = Object.entries<Record<string, any>>(document.paths).flatMap(([path, operations]) =>
  Object.entries<any>(operations).flatMap(([method, operation]) =>
    Object.entries<any>(operation.responses)
      .filter(([, response]) => response.content?.["application/problem+json"])
      .map(([status, response]) => ({
        where: `${method.toUpperCase()} ${path} ${status}`,
        operationId: operation.operationId as string,
        status,
        examples: response.content["application/problem+json"].examples as Record<string, { $ref: string }>,
      })),
  ),
);

const example = (ref: { $ref: string }) => document.components.examples[ref.$ref.split("/").pop() as string];

describe("the error catalogue in the document", () => {
  it("lists GET /problems/{kind}, so a proxy forwarding documented routes serves the problem pages", () => {
    const get = document.paths["/problems/{kind}"]?.get;
    expect(get.operationId).toBe("getProblemType");
    expect(Object.keys(get.responses["200"].content).sort()).toEqual(["application/json", "text/html"]);
    expect(get.responses["404"]).toBeDefined();
  });

  it("shows an example of each problem an answer names, of its own status", () => {
    expect(problemAnswers.length).toBeGreaterThan(50);
    for (const { where, status, examples } of problemAnswers) {
      expect(Object.keys(examples ?? {}).length, where).toBeGreaterThan(0);
      for (const [kind, ref] of Object.entries(examples)) {
        expect(problemKinds[kind as keyof typeof problemKinds]?.status, where).toBe(Number(status));
        expect(example(ref).value, where).toMatchObject({
          type: `/problems/${kind}`,
          status: Number(status),
        });
      }
    }
  });

  it("shows the stale-version conflict with the currentVersion a client decides again from", () => {
    const conflict = problemAnswers.find((a) => a.operationId === "submitAction" && a.status === "409");
    expect(example(conflict?.examples["stale-version"] as { $ref: string }).value).toMatchObject({
      type: "/problems/stale-version",
      currentVersion: expect.any(Number),
    });
  });

  it("says per kind whether a retry is worth it", () => {
    for (const { where, status } of problemAnswers) {
      const [method, path] = where.split(" ");
      const description: string = document.paths[path][method.toLowerCase()].responses[status].description;
      expect(description, where).toMatch(/retry/i);
    }
  });

  it("tables every rule code of both games under the problem pages' operation", () => {
    const description: string = document.paths["/problems/{kind}"].get.description;
    for (const code of [...Object.keys(santaCruzRuleCodes), ...Object.keys(santaMariaRuleCodes)])
      expect(description).toContain(`| \`${code}\` |`);
  });
});

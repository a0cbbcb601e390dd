import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openApiDocument, openApiPath } from "../../functions/openapi-document";

const generated = openApiDocument() as any;
const operations = Object.entries(generated.paths as Record<string, Record<string, any>>).flatMap(
  ([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, method, op })),
);

describe("the OpenAPI document", () => {
  it("is committed as generated: run `npm run openapi` after changing the API", () => {
    const committed = JSON.parse(readFileSync(openApiPath, "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it("is OpenAPI 3.1 with a bearer scheme and each game's action schema", () => {
    expect(generated.openapi).toBe("3.1.0");
    expect(generated.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(generated.components.schemas.SantaCruzAction.oneOf.length).toBe(8);
    expect(generated.components.schemas.SantaMariaAction.oneOf.length).toBeGreaterThan(8);
    const action = generated.components.schemas.MoveRequest.properties.action;
    expect(JSON.stringify(action)).toContain("#/components/schemas/SantaMariaAction");
  });

  it.each(operations)("documents $id: id, summary, tag, success and problem answers", ({ method, op }) => {
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(op.summary.length).toBeGreaterThan(10);
    expect(op.tags.length).toBe(1);
    const statuses = Object.keys(op.responses);
    expect(statuses.some((s) => s.startsWith("2"))).toBe(true);
    for (const status of statuses.filter((s) => Number(s) >= 400)) {
      expect(op.responses[status].content["application/problem+json"].example.status).toBe(Number(status));
    }
    if (method === "post") expect(op.parameters.some((p: any) => p.name === "idempotency-key")).toBe(true);
  });
});

import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { apiSchemaTypes, schemaPath } from "../../web/schema";

it("the web client's API types are generated from the committed OpenAPI document (run `npx tsx web/schema.ts`)", async () => {
  expect(await readFile(schemaPath, "utf8")).toBe(await apiSchemaTypes());
});

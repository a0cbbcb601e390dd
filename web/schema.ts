import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const documentPath = "openapi/openapi.json";
export const schemaPath = path.join(root, "web/src/api/schema.d.ts");

/** The API's types for the web client, generated from the committed OpenAPI document. */
export async function apiSchemaTypes(): Promise<string> {
  const document = JSON.parse(await readFile(path.join(root, documentPath), "utf8"));
  const nodes = await openapiTS(document, { silent: true });
  const source = `// Generated from ${documentPath} by \`npx tsx web/schema.ts\`; do not edit.\n${astToString(nodes)}`;
  // formatted as biome would, so `npm run check` passes on the committed file
  return execFileSync(
    path.join(root, "node_modules/.bin/biome"),
    ["format", `--stdin-file-path=${schemaPath}`],
    {
      cwd: root,
      input: source,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

export async function writeApiSchema(): Promise<void> {
  await writeFile(schemaPath, await apiSchemaTypes());
}

if (import.meta.url === `file://${process.argv[1]}`) await writeApiSchema();

/** `npm run openapi`: writes openapi/openapi.json from the code (a test fails while it is stale). */
import { writeFileSync } from "node:fs";
import { quietAwsSdkNodeWarning } from "./config";
import { openApiDocument, openApiPath } from "./openapi-document";

quietAwsSdkNodeWarning();

writeFileSync(openApiPath, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`wrote ${openApiPath.pathname}`);

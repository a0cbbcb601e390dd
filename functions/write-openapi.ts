/** `npm run openapi`: writes openapi/openapi.json from the code (a test fails while it is stale). */
import { writeFileSync } from "node:fs";
import { openApiDocument, openApiPath } from "./openapi-document";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

writeFileSync(openApiPath, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${openApiPath.pathname}`);

/**
 * `npm start`: the API on Node with its database, its notification worker and the web client in
 * the same process. PORT (3000), HOST, DATA_DIR (.data; "memory" keeps nothing), SMTP_URL,
 * MAIL_FROM, PUBLIC_URL, CLIENT_URL and SIGNING_SECRET are read from the environment.
 */
import { existsSync } from "node:fs";
import { startLocal } from "./local-server";
import { buildWebClient, webDist } from "./web-client";

// Node 20 works today; the SDK warns about releases from 2027 on every start
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

// a client that does not build must not keep the API from starting
await buildWebClient().catch((error: Error) =>
  console.error(`The web client did not build (${error.message}); serving web/dist as it is`),
);
const dataDir = process.env.DATA_DIR === "memory" ? null : (process.env.DATA_DIR ?? ".data");
const server = await startLocal({ port: Number(process.env.PORT ?? 3000), dataDir, host: process.env.HOST });
console.log(`Web client     ${server.url}/${existsSync(webDist) ? "" : " (not built: no web/dist)"}`);
console.log(`API            ${server.url}/v1/games`);
console.log(`OpenAPI        ${server.url}/openapi.json`);
console.log(`Reference page ${server.url}/docs`);
console.log(`Data           ${dataDir ?? "in memory (lost on exit)"}`);
console.log(
  `Email          ${process.env.SMTP_URL ?? `.eml files in ${dataDir ?? "the system's temp folder"}/outbox`}`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

/**
 * `npm start`: the API on Node with its database, its notification worker and the web client in
 * the same process, configured by the environment (functions/config.ts). What stops it from
 * starting (a wrong setting, a data folder or port in use) is said in one message, exit code 1.
 */
import { existsSync } from "node:fs";
import { ConfigError, type LocalConfig, localConfig, quietAwsSdkNodeWarning } from "./config";
import { rateLimits } from "./http/rate-limits";
import { type LocalServer, startLocal } from "./local-server";
import { jsonLog } from "./log";
import { StartError } from "./start-error";
import { buildWebClient, webDist } from "./web-client";

async function start(config: LocalConfig): Promise<LocalServer> {
  // a client that does not build must not keep the API from starting
  await buildWebClient().catch((error: Error) =>
    console.error(`The web client did not build (${error.message}); serving web/dist as it is`),
  );
  return startLocal({ ...config, log: jsonLog, replyDomain: config.inbound.domain, rateLimits });
}

function describe(server: LocalServer, config: LocalConfig): string {
  return [
    `Web client     ${server.url}/${existsSync(webDist) ? "" : " (not built: no web/dist)"}`,
    `API            ${server.url}/v1/games`,
    `OpenAPI        ${server.url}/openapi.json`,
    `Reference page ${server.url}/docs`,
    `Data           ${config.dataDir ?? "in memory (lost on exit)"}`,
    `Email          ${server.outbox ? `.eml files in ${server.outbox}` : `SMTP at ${new URL(String(config.smtpUrl)).host}`}`,
    `Inbound mail   ${server.inboundUrl}: replies to play+…@${config.inbound.domain} addresses`,
    "Logs           one JSON line per request on stdout",
  ].join("\n");
}

quietAwsSdkNodeWarning();
try {
  const config = localConfig();
  const server = await start(config);
  // before the address is printed: whoever reads it may stop the server at once
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  console.log(describe(server, config));
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof StartError)) throw error;
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}

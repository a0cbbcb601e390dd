import { games } from "../../domain";
import type { FunctionConfig } from "../config";
import type { Deps } from "../deps";
import { allowedOrigins } from "../http/cors";
import { jsonLog, type Log } from "../log";
import type { Links } from "../notify/render";
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";

/** What every function of the deployment shares, from its configuration; built once per container. */
export function depsOf(config: FunctionConfig): Deps & { links: Links; log: Log } {
  return {
    store: new Store(dynamoClient(config.dynamoEndpoint, config.region), config.tableName),
    games,
    now: () => new Date(),
    signingSecret: config.signingSecret,
    log: jsonLog,
    allowedOrigins: allowedOrigins([config.publicUrl, config.clientUrl], config.corsOrigins),
    replyDomain: config.inbound.domain,
    links: { publicUrl: config.publicUrl, clientUrl: config.clientUrl },
  };
}

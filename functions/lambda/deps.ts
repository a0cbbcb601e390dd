import type { GameCatalog } from "../../domain/core/catalog";
import type { FunctionConfig } from "../config";
import type { Deps } from "../deps";
import { allowedOrigins } from "../http/cors";
import { jsonLog, type Log } from "../log";
import type { Links } from "../notify/render";
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";

/**
 * What every function of the deployment shares, from its configuration; built once per container.
 * The API loads a game's rules when first asked (`domain/catalog.ts`); the worker and the reply
 * reader hold them all already.
 */
export function depsOf(config: FunctionConfig, games: GameCatalog): Deps & { links: Links; log: Log } {
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

import type { GameCatalog } from "../../domain/core/catalog";
import type { FunctionConfig } from "../config";
import type { Deps } from "../deps";
import { allowedOrigins } from "../http/cors";
import { jsonLog, type Log } from "../log";
import type { Links } from "../notify/render";
import { dynamoClient } from "../store/dynamo";
import { Store } from "../store/store";
import { signingSecretReader } from "./signing-secret";

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
    // with an ARN, read before each invocation (`secretRefresher`)
    signingSecret: "value" in config.signingSecret ? config.signingSecret.value : undefined,
    log: jsonLog,
    allowedOrigins: allowedOrigins([config.publicUrl, config.clientUrl], config.corsOrigins),
    replyDomain: config.inbound.domain,
    links: { publicUrl: config.publicUrl, clientUrl: config.clientUrl },
  };
}

/**
 * Reads the signing secret into the deps a handler holds, before each invocation: from Secrets
 * Manager (cached for minutes) on AWS, so that a rotation needs no deploy.
 */
export function secretRefresher(
  config: FunctionConfig,
  deps: Pick<Deps, "signingSecret">,
): () => Promise<void> {
  const read = signingSecretReader(config.signingSecret, config.region);
  return async () => {
    // the app and the handlers were built once with this object: it is what they read the secret from
    deps.signingSecret = await read();
  };
}

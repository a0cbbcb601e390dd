/** The API's Lambda function behind API Gateway HTTP API (payload 2.0). */
import { handle } from "hono/aws-lambda";
import { catalog } from "../../domain/catalog";
import { createApp } from "../app";
import { functionConfig } from "../config";
import type { Deps } from "../deps";
import { rateLimits } from "../http/rate-limits";
import { managementApiPoster, pushChatToStoredReaders } from "../live/stored-readers";
import { mailerOf } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import { depsOf, secretRefresher } from "./deps";
import { originSecretReader, throughFrontDoor } from "./front-door";

// the API records notices and the worker sends them; the API itself mails only an address's confirmation
const config = functionConfig();
const { links, ...deps } = depsOf(config, catalog);
const mailer = mailerOf(config.mailTransport, config.mailFrom, "/tmp/outbox", deps.log);

// a message said at a table goes to its seated readers at once, as the worker pushes a move
const post = config.liveEndpoint ? managementApiPoster(config.liveEndpoint, config.region) : null;
const appDeps: Deps = { ...deps, notify: { mailer, links, postWebhook } };
if (post)
  appDeps.pushChat = (matchId, seated, message) =>
    pushChatToStoredReaders(appDeps, post, matchId, seated, message);
const refreshSecret = secretRefresher(config, appDeps);
// one client and app per container, reused by every invocation it serves
const app = handle(createApp(appDeps, { rateLimits }));

async function served(...args: Parameters<typeof app>): Promise<Awaited<ReturnType<typeof app>>> {
  await refreshSecret();
  return app(...args);
}

// on AWS the stack names the origin secret: a request without it did not come through CloudFront
const originSecret = process.env.ORIGIN_SECRET_ARN;
export const handler = originSecret
  ? throughFrontDoor(originSecretReader(originSecret, config.region), served)
  : served;

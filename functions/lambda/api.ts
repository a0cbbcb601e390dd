/** The API's Lambda function behind API Gateway HTTP API (payload 2.0). */
import { handle } from "hono/aws-lambda";
import { catalog } from "../../domain/catalog";
import { createApp } from "../app";
import { functionConfig } from "../config";
import { rateLimits } from "../http/rate-limits";
import { mailerOf } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import { depsOf } from "./deps";

// the API records notices and the worker sends them; the API itself mails only an address's confirmation
const config = functionConfig();
const { links, ...deps } = depsOf(config, catalog);
const mailer = mailerOf(config.mailTransport, config.mailFrom, "/tmp/outbox");

// one client and app per container, reused by every invocation it serves
export const handler = handle(createApp({ ...deps, notify: { mailer, links, postWebhook } }, { rateLimits }));

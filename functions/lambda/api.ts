/** The API's Lambda function behind API Gateway HTTP API (payload 2.0). */
import { handle } from "hono/aws-lambda";
import { catalog } from "../../domain/catalog";
import { createApp } from "../app";
import { functionConfig } from "../config";
import { rateLimits } from "../http/rate-limits";
import type { Mailer } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import { depsOf } from "./deps";

// the API records notices and the worker sends them: the API's links are for its own pages (unsubscribe)
const noMail: Mailer = { send: () => Promise.reject(new Error("the API function sends no email")) };
const { links, ...deps } = depsOf(functionConfig(), catalog);

// one client and app per container, reused by every invocation it serves
export const handler = handle(
  createApp({ ...deps, notify: { mailer: noMail, links, postWebhook } }, { rateLimits }),
);

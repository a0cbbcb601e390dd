/** The API's Lambda function behind API Gateway HTTP API (payload 2.0). */
import { handle } from "hono/aws-lambda";
import { createApp } from "../app";
import { depsFromEnv } from "./deps";

// one client and app per container, reused by every invocation it serves
export const handler = handle(createApp(depsFromEnv()));

/** The push channel on API Gateway's WebSocket API: $connect, $disconnect and each frame ($default). */
import { catalog } from "../../domain/catalog";
import { functionConfig } from "../config";
import { authenticator } from "../http/auth";
import { onWebSocketEvent, type WebSocketEvent } from "../live/gateway";
import { identifyWith } from "../live/identify";
import { managementApiPoster } from "../live/stored-readers";
import { errorFields } from "../log";
import { depsOf } from "./deps";
import { connectThroughFrontDoor, originSecretReader } from "./front-door";

const config = functionConfig();
const { links: _links, ...deps } = depsOf(config, catalog);
if (!config.liveEndpoint)
  throw new Error("LIVE_ENDPOINT is not set: the stack names its WebSocket API's endpoint");
// one client per container, reused by every event it serves
const gateway = {
  deps,
  identify: identifyWith(authenticator(deps)),
  post: managementApiPoster(config.liveEndpoint, config.region),
};

async function served(event: WebSocketEvent) {
  try {
    return await onWebSocketEvent(gateway, event);
  } catch (error) {
    deps.log({
      level: "error",
      msg: "live event failed",
      route: event.requestContext.routeKey,
      ...errorFields(error),
    });
    return { statusCode: 500 };
  }
}

// on AWS the stack names the origin secret: a socket not opened through CloudFront is refused
const originSecret = process.env.ORIGIN_SECRET_ARN;
export const handler = originSecret
  ? connectThroughFrontDoor(originSecretReader(originSecret, config.region), served)
  : served;

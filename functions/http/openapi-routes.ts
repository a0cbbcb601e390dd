import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { type Env, type Handler, Hono } from "hono";
import { routeValidators } from "./route-validators";

/**
 * A Hono app whose routes are OpenAPI operations: each request validated with zod as its definition
 * says, and the definitions kept, in order, for the document (functions/openapi-document.ts), which
 * the functions never generate.
 */
export class OpenApiRoutes<E extends Env> extends Hono<E> {
  readonly definitions: RouteConfig[] = [];

  // a route's own middleware and `hide` are not supported: mount middleware with `use`
  openapi<R extends RouteConfig & { middleware?: never; hide?: never }>(
    route: R,
    handler: RouteHandler<R, E>,
  ): this {
    this.definitions.push(route);
    const path = route.path.replaceAll(/\/{(.+?)}/g, "/:$1");
    this.on([route.method], [path], ...routeValidators(route), handler as Handler<E>);
    return this;
  }
}

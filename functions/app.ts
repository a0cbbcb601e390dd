import { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Deps } from "./deps";
import { authenticator, type Env } from "./http/auth";
import { notFound, onError, problemResponse, validationProblem } from "./http/errors";
import { Problem, problemKinds } from "./http/problem";
import { gameActionComponents } from "./http/schemas";
import { gameRoutes } from "./routes/games";
import { matchRoutes } from "./routes/matches";
import { notificationRoutes } from "./routes/notifications";
import { playRoutes } from "./routes/play";
import { playerRoutes } from "./routes/players";

export const apiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Async board games",
    version: "1.0.0",
    description:
      "Turn-based board games over HTTP: create a player, open or join a match, then read the match (its `legalActions` list every move you may make) and send actions with the version they were decided on. Every answer is redacted for its caller.",
  },
  tags: [
    { name: "Players", description: "Who you are: an API key per player" },
    { name: "Games", description: "The hosted games and the schemas of their options and actions" },
    { name: "Matches", description: "Opening, joining and finding matches" },
    { name: "Play", description: "Taking actions and reading what happened" },
    {
      name: "Notifications",
      description: "Email and signed webhooks when a match needs you; the delivery log",
    },
  ],
};

export function createApp(deps: Deps): OpenAPIHono<Env> {
  const app = new OpenAPIHono<Env>({
    defaultHook: (result, c) => {
      if (!result.success)
        return problemResponse(c, validationProblem(result.error, `request ${result.target}`));
    },
  });
  for (const { name, schema } of gameActionComponents)
    app.openAPIRegistry.registerComponent("schemas", name, schema);
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The API key from `POST /v1/players`",
  });
  // 415 for any body that is not JSON, before the routes look at it
  app.use("*", async (c, next) => {
    const type = c.req.header("Content-Type");
    const sends = c.req.method === "POST" || c.req.method === "PUT";
    if (
      sends &&
      (await c.req.raw.clone().text()).length > 0 &&
      !/^application\/([\w.+-]+\+)?json\b/i.test(type ?? "")
    ) {
      throw new Problem("unsupported-media-type", `Send application/json, not ${type ?? "no Content-Type"}`);
    }
    await next();
  });

  const auth = authenticator(deps);
  playerRoutes(app, deps, auth);
  gameRoutes(app, deps);
  matchRoutes(app, deps, auth);
  playRoutes(app, deps, auth);
  notificationRoutes(app, deps, auth);

  app.doc31("/openapi.json", apiInfo);
  app.get("/docs", Scalar({ url: "/openapi.json", pageTitle: "Async board games API" }));
  app.get("/problems/:kind", (c) => {
    const kind = c.req.param("kind") as keyof typeof problemKinds;
    if (!(kind in problemKinds)) throw new Problem("not-found", `No problem kind ${kind}`);
    return c.json({ type: `/problems/${kind}`, ...problemKinds[kind] });
  });
  app.notFound(notFound(app.routes));
  app.onError(onError);
  return app;
}

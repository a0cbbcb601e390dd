import type { Deps } from "./deps";
import { authenticator, type Env } from "./http/auth";
import { bodyLimits } from "./http/body-limits";
import { cachePolicyMiddleware } from "./http/cache-control";
import { corsFor } from "./http/cors";
import { docsRoutes } from "./http/docs";
import { notFound, onError } from "./http/errors";
import { asyncApiJsonRoute, openApiJsonRoute } from "./http/openapi-json";
import { OpenApiRoutes } from "./http/openapi-routes";
import { Problem } from "./http/problem";
import { type RateLimits, rateLimitRoutes } from "./http/rate-limits";
import { requestLog } from "./http/request-log";
import { securityHeadersMiddleware } from "./http/security-headers";
import { errorLog } from "./log";
import { confirmAddressRoutes } from "./routes/confirm-address";
import { gameRoutes } from "./routes/games";
import { invitationRoutes } from "./routes/invitations";
import { leaderboardRoutes } from "./routes/leaderboards";
import { lobbyRoutes } from "./routes/lobby";
import { matchRoutes } from "./routes/matches";
import { messageRoutes } from "./routes/messages";
import { notificationRoutes } from "./routes/notifications";
import { playRoutes } from "./routes/play";
import { playerRoutes } from "./routes/players";
import { problemRoutes } from "./routes/problems";
import { profileRoutes } from "./routes/profiles";
import { rematchRoutes } from "./routes/rematch";
import { resignRoutes } from "./routes/resign";
import { sessionRoutes } from "./routes/sessions";
import { unsubscribeRoutes } from "./routes/unsubscribe";

export interface AppOptions {
  /** The abuse limits (functions/http/rate-limits.ts); none when left out, as tests that make many players need. */
  rateLimits?: RateLimits;
}

export function createApp(deps: Deps, options: AppOptions = {}): OpenApiRoutes<Env> {
  const app = new OpenApiRoutes<Env>();
  // first, so that every answer (a problem too) carries its request id and CORS headers
  app.use("*", requestLog(deps.log ?? errorLog));
  app.use("*", corsFor(deps.allowedOrigins ?? []));
  app.use("*", securityHeadersMiddleware());
  app.use("*", cachePolicyMiddleware());
  // before anything reads a body: its size and its JSON nesting are capped
  app.use("*", bodyLimits);
  unsubscribeRoutes(app, deps);
  // 415 for any body that is not JSON, before the routes look at it
  app.use("*", async (c, next) => {
    const type = c.req.header("Content-Type");
    const sends = ["POST", "PUT", "PATCH"].includes(c.req.method);
    if (
      sends &&
      // read once and kept: the routes' validators parse this same text
      (await c.req.text()).length > 0 &&
      !/^application\/([\w.+-]+\+)?json\b/i.test(type ?? "")
    ) {
      throw new Problem("unsupported-media-type", `Send application/json, not ${type ?? "no Content-Type"}`);
    }
    await next();
  });

  const auth = authenticator(deps);
  // before the routes: a request over a limit is refused before it is handled
  if (options.rateLimits) rateLimitRoutes(app, deps, auth, options.rateLimits);
  playerRoutes(app, deps, auth);
  sessionRoutes(app, deps, auth);
  gameRoutes(app, deps);
  matchRoutes(app, deps, auth);
  invitationRoutes(app, deps, auth);
  lobbyRoutes(app, deps, auth);
  playRoutes(app, deps, auth);
  resignRoutes(app, deps, auth);
  rematchRoutes(app, deps, auth);
  messageRoutes(app, deps, auth);
  notificationRoutes(app, deps, auth);
  confirmAddressRoutes(app, deps, auth);
  profileRoutes(app, deps);
  leaderboardRoutes(app, deps);

  openApiJsonRoute(app, () => deps.notify?.links.publicUrl);
  asyncApiJsonRoute(app);
  docsRoutes(app);
  // last: its pages name the operations that may answer each problem
  problemRoutes(app);
  app.notFound(notFound(app.routes));
  app.onError(onError);
  return app;
}

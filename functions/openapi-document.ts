import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { OpenAPIHono } from "@hono/zod-openapi";
import { catalog } from "../domain/catalog";
import { createApp } from "./app";
import { declareDeprecations } from "./http/deprecation-markers";
import { gameComponents } from "./http/game-schemas";
import { withInputComponents } from "./http/input-components";
import { withRecordedExamples } from "./http/openapi-examples";
import { withRequestLimits } from "./http/openapi-request-limits";
import { type ProblemKind, problemKinds } from "./http/problem";
import { type LimitName, limitedOperations, type Quota, rateLimits } from "./http/rate-limits";
import { withNamedUnionMembers } from "./http/tagged-unions";
import { registerWebhooks } from "./http/webhook-payloads";
import { problemExample } from "./routes/problems";
import { problemExampleName } from "./routes/responses";
import { Store } from "./store/store";

export { openApiPath } from "./http/openapi-json";

const apiInfo = {
  openapi: "3.1.0",
  info: {
    title: "Async board games",
    version: "3.0.0",
    description: [
      "Turn-based board games over HTTP, for apps, bots and chat integrations.",
      "",
      "**How to play.** Create a player (`POST /v1/players`) and keep its API key: send it as `Authorization: Bearer <apiKey>`. Open a match (`POST /v1/matches`) or join one with its invite code. Read the match (`GET /v1/matches/{matchId}`): its `view` is the game as you may see it, `legalActions` lists every action you may send now, exactly. Send one with the `version` it was decided on (`POST …/actions`).",
      "",
      "**Drawing the game.** `GET /v1/games/{gameId}/content` gives the board, tiles and cards, each with a name and a description; views, events and actions name them by id. Views, events, actions, options and content are typed per game (`SantaCruzView`, `SantaMariaEvent`, …); a match, a move and a history carry `game`, the discriminator that tells which.",
      "",
      "**Versions.** Every change to a match adds one to its `version`. An action names the version it was decided on (`If-Match` or `expectedVersion`): an older one is refused with the current version in `currentVersion`, so no action is ever applied to a match its sender has not seen. `GET`s send an `ETag`; send it back in `If-None-Match` to get `304` while nothing changed.",
      "",
      "**Live.** Instead of polling, follow matches over the WebSocket channel `/v1/live` on this host: each move's new version and each message said at the table, every frame redacted for you as here. Its frames are described by the AsyncAPI 3.0 document served at `/asyncapi.json`.",
      "",
      "**Retries.** Every POST takes an `Idempotency-Key`: a retry with the same key gets the first answer (`Idempotent-Replayed: true`), so a request cut by the network can be sent again safely.",
      "",
      "**Errors** are RFC 9457 problem details (`application/problem+json`) with a stable `type`, documented at that path; a rule violation (422) carries the rules' stable `code`. Every answer carries an `X-Request-Id` (a problem also in its `instance`): quote it when asking about a request.",
      "",
      "**Browsers** on another origin may call the API when the deployment lists that origin (CORS); the web client's own origin always may.",
      "",
      "**Secrets.** Every answer, event and notice is redacted for its reader: other players' hidden cards and chits, face-down tiles, stack orders and the seed (until the match ends) are never shown.",
    ].join("\n"),
    "x-owasp-accepted": [
      "Spectral's OWASP ruleset finds no error on what a client sends (request bodies, parameters, servers). What it still reports, on purpose:",
      "answers' and webhook payloads' strings, integers and arrays carry no maxLength, format, maximum or maxItems (the service writes them; a limit would be a guess a client must not rely on);",
      "answers name no CORS headers (the deployment's allowed origins set them); the public operations (`createPlayer`, `createSession`, `requestSignInLink`, `unsubscribe`, `confirmAddress` and the reads) take no API key by design;",
      "rate-limit headers are declared on the operations the service limits only (the gateway's throttle covers the rest);",
      "email links (`unsubscribe`, `confirmAddress`) carry their single-purpose, signed, expiring token in the query.",
    ].join(" "),
  },
  // a running server (`npm start` too) names itself first in the document it serves at /openapi.json
  servers: [
    {
      url: "https://{apiId}.execute-api.{region}.amazonaws.com",
      description: "A deployed stage (the stack's `ApiUrl` output)",
      "x-internal": false,
      variables: {
        apiId: { default: "abcdef1234", description: "The HTTP API's id" },
        region: { default: "eu-central-1", description: "The AWS region" },
      },
    },
  ],
  tags: [
    { name: "Players", description: "Who you are: an API key per player" },
    {
      name: "Games",
      description: "The hosted games: their schemas and content (board, tiles, cards) to draw them",
    },
    { name: "Matches", description: "Opening, joining and finding matches" },
    { name: "Lobby", description: "Open public matches to join without an invite code, and quick match" },
    { name: "Play", description: "Taking actions and reading what happened" },
    { name: "Chat", description: "Messages at a match's table, between its seated players" },
    { name: "Ratings", description: "Players' public profiles and each game's leaderboard (Glicko-2)" },
    {
      name: "Notifications",
      description: "Email and signed webhooks when a match needs you; the delivery log",
    },
    {
      name: "Errors",
      description:
        "The problem types: what each means, what to do, whether to retry; and each game's rule codes",
    },
  ],
};

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

type HeaderObject = NonNullable<NonNullable<Document["components"]>["headers"]>[string];

/** Headers sent beside what each route declares, documented once as components. */
const sharedHeaders: Record<"X-Request-Id" | "Idempotent-Replayed", HeaderObject> = {
  "X-Request-Id": {
    description:
      "The request's id, under which the service logged it (a problem's `instance` names it too); quote it when asking about a request",
    schema: { type: "string", format: "uuid" },
    example: "0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c",
  },
  "Idempotent-Replayed": {
    description: "Present on the answer to a retry: this is the first request's answer, repeated",
    schema: { type: "string", enum: ["true"] },
  },
};

const headerRef = (name: keyof typeof sharedHeaders) => ({ $ref: `#/components/headers/${name}` });

/** Answers the gateway may send on its own, without reaching the service (and its request id). */
const gatewayStatuses = new Set(["429", "503"]);

/**
 * Declares the headers every answer carries as sent: `X-Request-Id` on each (required where the
 * service answers), and `Idempotent-Replayed`, optional, on each answer a POST's retry may replay
 * (a kept answer is any below 500).
 */
function declareSharedHeaders(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation as { responses?: Record<string, { headers?: Record<string, unknown> }> })
        .responses;
      for (const [status, response] of Object.entries(responses ?? {})) {
        if ("$ref" in response) continue;
        const requestId = gatewayStatuses.has(status)
          ? { ...sharedHeaders["X-Request-Id"], required: false }
          : headerRef("X-Request-Id");
        const replayable = method === "post" && Number(status) < 500;
        response.headers = {
          ...response.headers,
          "X-Request-Id": requestId,
          ...(replayable ? { "Idempotent-Replayed": headerRef("Idempotent-Replayed") } : {}),
        };
      }
    }
  }
  document.components = {
    ...document.components,
    headers: Object.fromEntries(
      Object.entries(sharedHeaders).map(([name, header]) => [
        name,
        { ...header, required: name === "X-Request-Id" },
      ]),
    ),
  };
  return document;
}

/** The abuse limits' headers, sent on the answers of each limited operation once its limits counted the request; the examples name its own limits. */
function rateLimitHeadersOf(names: readonly LimitName[]) {
  const each = (write: (name: LimitName, quota: Quota) => string) =>
    names.map((name) => write(name, rateLimits[name])).join(", ");
  return {
    RateLimit: {
      description:
        "Each limit's name, the requests left in its window (`r`) and the seconds until the window ends (`t`) (draft-ietf-httpapi-ratelimit-headers)",
      schema: { type: "string" },
      example: each((name, quota) => `"${name}";r=${quota.quota - 1};t=1800`),
    },
    "RateLimit-Policy": {
      description: "Each limit's name, its quota (`q`) and its window in seconds (`w`)",
      schema: { type: "string" },
      example: each((name, quota) => `"${name}";q=${quota.quota};w=${quota.windowSeconds}`),
    },
  };
}

function declareRateLimitHeaders(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const { operationId, responses } = operation as {
        operationId?: string;
        responses?: Record<string, { headers?: Record<string, unknown> }>;
      };
      if (operationId === undefined || !Object.hasOwn(limitedOperations, operationId)) continue;
      const limited = rateLimitHeadersOf(limitedOperations[operationId] ?? []);
      for (const response of Object.values(responses ?? {})) {
        if (!("$ref" in response)) response.headers = { ...limited, ...response.headers };
      }
    }
  }
  return document;
}

/**
 * Each game's new match and quick match name the game's own seat range, which its rules (loaded to
 * describe them) hold.
 */
function declareSeatRanges(document: Document): Document {
  const schemas = (document.components?.schemas ?? {}) as Record<
    string,
    { properties?: Record<string, object> }
  >;
  for (const { game, prefix } of gameComponents) {
    const { players, name } = catalog.loadedGame(game.id, game.rulesVersion);
    const range = `${players.min} to ${players.max} for ${name}`;
    const described = {
      NewMatch: `Seats to fill, ${range}; the match starts when all are taken`,
      QuickMatch: `Seats at the table, ${range}`,
    };
    for (const [schema, description] of Object.entries(described)) {
      const seats = schemas[`${prefix}${schema}`]?.properties?.seats;
      if (!seats) throw new Error(`${prefix}${schema} has no seats to range`);
      Object.assign(seats, { minimum: players.min, maximum: players.max, description });
    }
  }
  return document;
}

/** The OpenAPI 3.1 document of the API, as generated from the route definitions. */
export async function openApiDocument(): Promise<Document> {
  // the games' schemas are named components: their rules must be loaded to describe them
  await catalog.list();
  // describing the routes touches no database: this client is never used
  const store = new Store(new DynamoDBClient({ region: "none" }), "none");
  const { definitions } = createApp({ store, games: catalog, now: () => new Date() });
  // @hono/zod-openapi's registry and generator, only here: the functions serve the written document
  const generator = new OpenAPIHono();
  const registry = generator.openAPIRegistry;
  registerWebhooks(registry);
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "The API key from `POST /v1/players`",
  });
  for (const kind of Object.keys(problemKinds) as ProblemKind[]) {
    registry.registerComponent("examples", problemExampleName(kind), {
      summary: problemKinds[kind].title,
      value: problemExample(kind),
    });
  }
  for (const route of definitions) registry.registerPath(route);
  const document = withNamedUnionMembers(
    declareRateLimitHeaders(declareSharedHeaders(generator.getOpenAPI31Document(apiInfo))),
  );
  return withRecordedExamples(
    declareDeprecations(withRequestLimits(withInputComponents(declareSeatRanges(document)))),
  );
}

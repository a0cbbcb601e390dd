import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import * as z from "zod";
import type { Deps } from "../deps";
import type { Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { refusedLinkPages, wantsPage } from "../http/refused-link-pages";
import { settingsOf } from "../notify/settings";
import { textsFor } from "../notify/texts/texts";
import { askPage, donePage } from "../notify/unsubscribe-page";
import { credentialVersionOf } from "../store/entities/player";
import type { PlayerRecord } from "../store/records";
import { signInPage } from "../tokens/sign-in";
import { readUnsubscribeToken, UNSUBSCRIBE_DAYS } from "../tokens/unsubscribe";
import { IdempotencyHeader, json, problems, refusalsAlsoPages, withHeaders } from "./responses";

const PATH = "/v1/unsubscribe";

const TokenQuery = z.object({
  token: z
    .string()
    .min(1)
    .max(500)
    .openapi({
      description: `The signed token of the email's link: it names whose emails to stop, and works for ${UNSUBSCRIBE_DAYS} days and until your key, sessions or address change`,
      example: "cF9KeDNxMkxtMGE5WmNWYjFl.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3",
    }),
});

const html = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string().openapi({ example: "<!doctype html>…" }) } },
});

const Unsubscribed = z
  .object({
    email: z.literal("never").openapi({ description: "Your emails' setting now: no more emails" }),
    preferences: z.string().openapi({
      description:
        "The web client's sign-in page, where your notification settings are once you signed in: the link signs nobody in",
    }),
  })
  .openapi("Unsubscribed");

/** RFC 8058's body: form fields, of which `List-Unsubscribe=One-Click` is the only one. */
const OneClick = z
  .object({ "List-Unsubscribe": z.literal("One-Click").optional() })
  .openapi({ example: { "List-Unsubscribe": "One-Click" } });

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

const askRoute = createRoute({
  method: "get",
  path: PATH,
  tags: ["Notifications"],
  operationId: "unsubscribePage",
  summary: "The page an email's unsubscribe link opens: it asks before it stops anything",
  description:
    "Every email links here. Link checkers open links, so a GET changes nothing: the page has one button that posts to the same address, and a link to the web client's sign-in page (it signs nobody in: an unsubscribe link is no way into an account).",
  security: [],
  request: { query: TokenQuery },
  responses: {
    200: html("A page in your language with one button that unsubscribes"),
    ...refusalsAlsoPages(problems("validation-error", "not-found")),
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: PATH,
  tags: ["Notifications"],
  operationId: "unsubscribe",
  summary: "Stops all your emails with one POST: the List-Unsubscribe of every email (RFC 8058)",
  description:
    "Mail clients post `List-Unsubscribe=One-Click` here when you press their unsubscribe button; the page of the GET does too. Your email setting becomes `never` (webhooks and chats stay as they are). Answers JSON, or a page to a browser. Unsubscribing twice is the same as once.",
  security: [],
  request: {
    query: TokenQuery,
    headers: IdempotencyHeader,
    body: {
      required: false,
      content: Object.fromEntries(formTypes.map((type) => [type, { schema: OneClick }])),
    },
  },
  responses: {
    200: withHeaders(
      {
        description: "Unsubscribed: JSON, or a page in your language when a browser asks for HTML",
        content: {
          ...json(Unsubscribed, "").content,
          ...html("").content,
        },
      },
      "idempotent-replayed",
    ),
    ...refusalsAlsoPages(
      problems(
        "validation-error",
        "not-found",
        "unsupported-media-type",
        "idempotency-key-reused",
        "idempotency-key-in-use",
      ),
    ),
  },
});

const TOO_OLD = `This unsubscribe link is too old (links work for ${UNSUBSCRIBE_DAYS} days, and until your key, sessions or address change): use the one in a newer email, or your settings`;

/** The player whose emails a valid, current token stops. */
async function playerOf(deps: Deps, token: string): Promise<PlayerRecord> {
  const reading = readUnsubscribeToken(deps, token);
  if ("refused" in reading) {
    throw new Problem(
      "validation-error",
      reading.refused === "expired" ? TOO_OLD : "This unsubscribe link is not valid",
    );
  }
  const player = await deps.store.getPlayer(reading.claims.player);
  if (!player) throw new Problem("not-found", "This player no longer exists");
  if (credentialVersionOf(player) !== reading.claims.version) throw new Problem("validation-error", TOO_OLD);
  return player;
}

/** Form data or nothing, as RFC 8058 sends. */
async function checkBody(c: Context<Env>): Promise<void> {
  const type = c.req.header("Content-Type") ?? "";
  // the text the body limits read and kept: the body itself is read only once
  const body = await c.req.text();
  if (body.length > 0 && !formTypes.some((form) => type.toLowerCase().startsWith(form)))
    throw new Problem(
      "unsupported-media-type",
      `Send the form data of RFC 8058, not ${type || "no Content-Type"}`,
    );
}

/**
 * One-click unsubscribe. Registered before the app's JSON-only check: mail clients post form data.
 */
export function unsubscribeRoutes(app: OpenApiRoutes<Env>, deps: Deps): void {
  app.use(
    PATH,
    refusedLinkPages(
      (texts) => texts.linkRefused.unsubscribe(UNSUBSCRIBE_DAYS),
      () => signInPage(deps),
    ),
  );
  app.use(PATH, async (c, next) => {
    if (c.req.method === "POST") await checkBody(c);
    await next();
  });
  const replays = idempotent(deps);
  app.use(PATH, (c, next) => (c.req.method === "POST" ? replays(c, next) : next()));

  app.openapi(askRoute, async (c) => {
    const player = await playerOf(deps, c.req.valid("query").token);
    const { language } = settingsOf(player);
    const action = `${PATH}?token=${encodeURIComponent(c.req.valid("query").token)}`;
    return c.html(askPage(language, textsFor(language), player.name, action, signInPage(deps)), 200);
  });

  app.openapi(unsubscribeRoute, async (c) => {
    const player = await playerOf(deps, c.req.valid("query").token);
    const settings = settingsOf(player);
    await deps.store.changePlayer(player, (p) => ({
      ...p,
      notifications: { ...settingsOf(p), email: { when: "never" } },
    }));
    const preferences = signInPage(deps);
    if (wantsPage(c))
      return c.html(donePage(settings.language, textsFor(settings.language), player.name, preferences), 200);
    return c.json({ email: "never" as const, preferences }, 200);
  });
}

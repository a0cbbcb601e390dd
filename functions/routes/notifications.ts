import { randomBytes } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { tellWaitingTurns } from "../follow-ups/waiting-turns";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { queryInteger } from "../http/query-integer";
import { nextCursorField } from "../http/schemas";
import { tellOldAddress } from "../notify/address-changed";
import { addressStatusOf, awaitsConfirmation, withAddress } from "../notify/address-status";
import { sendConfirmation } from "../notify/confirmation";
import { wasSkipped } from "../notify/deliveries";
import { inwardUrl, TIMEOUT_MS } from "../notify/safe-fetch";
import {
  type NotificationSettings,
  NotificationSettingsSchema,
  SettingsChangeSchema,
  settingsOf,
} from "../notify/settings";
import { postWebhook } from "../notify/webhooks";
import { NoticeKindSchema } from "../store/records";
import { randomSecret } from "../tokens/crypto";
import { keyedId } from "../tokens/keyed-ids";
import { cursorParameter, encodePageCursor, pageCursorAfter } from "./paging";
import { bearer, bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";

/** The test's only two answers: what the receiver said would let it probe networks. */
const DELIVERED = "delivered: the webhook answered 2xx";
const NOT_DELIVERED = `not delivered: no 2xx answer from a public address within ${TIMEOUT_MS / 1000} s`;

const SettingsAnswer = z
  .object({
    settings: NotificationSettingsSchema,
    email: z.string().nullable().openapi({ description: "Where email goes (your player's email)" }),
    emailStatus: z.enum(["unconfirmed", "confirmed", "bounced", "complained"]).nullable().openapi({
      description:
        "Whether email goes to that address: only once confirmed through its link; a bounce or a complaint switches it off until an address is set and confirmed anew. Null without an address",
    }),
    webhookSecret: z.string().optional().openapi({
      description:
        "Shown when a webhook URL is first set or the secret is rotated: verify each webhook with it (Standard Webhooks)",
      example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    }),
  })
  .openapi("NotificationSettingsAnswer");

const getSettings = createRoute({
  method: "get",
  path: "/v1/me/notifications",
  tags: ["Notifications"],
  operationId: "getNotificationSettings",
  summary: "How and when you are told about your matches",
  description:
    "Your channels (email, a signed webhook, Discord and Slack channels), when you hear (every turn, your turn only, a daily digest, never), the language of emails and chat messages, quiet hours in your time zone and vacation. The webhook secret is never shown here: only when it is made.",
  security: bearer,
  responses: { 200: json(SettingsAnswer, "Your settings"), ...problems("unauthorized") },
});

const putSettings = createRoute({
  method: "put",
  path: "/v1/me/notifications",
  tags: ["Notifications"],
  operationId: "setNotificationSettings",
  summary:
    "Choose email, webhook and chats, always / on your turn / daily digest, language, quiet hours, vacation",
  description:
    "Replaces your settings with the ones sent, as a whole: the body is required, and fields left out take their defaults. Emails and chat messages come in your `language` and tell deadlines in your `timeZone`; a Discord or Slack channel is told through its incoming-webhook URL. When a webhook URL is first set, set on another origin (scheme, host and port) than the last one, or with `rotateWebhookSecret`, the answer carries the new signing secret, once: every webhook is signed with it (Standard Webhooks; see the document's `webhooks`). `address` changes your email, which gets one confirmation email and nothing else until confirmed.",
  security: bearer,
  request: {
    body: jsonBody(
      SettingsChangeSchema.extend({
        address: z
          .email()
          .max(254)
          .optional()
          .openapi({ description: "A new email address for your player" }),
        rotateWebhookSecret: z.boolean().optional(),
      }).strict(),
    ),
  },
  responses: {
    200: json(SettingsAnswer, "Your settings as saved"),
    ...problems("unauthorized", ...bodyProblems),
  },
});

const deliveries = createRoute({
  method: "get",
  path: "/v1/me/deliveries",
  tags: ["Notifications"],
  operationId: "listDeliveries",
  summary: "Your notifications and every attempt to deliver them, newest first",
  description:
    "What was sent to you, by which channel, and how each attempt went: to debug a webhook or a missing email. Emails and chat messages tell the match as it is when sent: notices due together for one match go out as one (the others say `merged into <id>`), and a 'your turn' that is no longer true is not sent (`not sent: …`).",
  security: bearer,
  request: {
    query: z.object({
      cursor: cursorParameter,
      limit: queryInteger({ min: 1, max: 100 }).default(50).openapi({ description: "Deliveries per page" }),
    }),
  },
  responses: {
    200: json(
      z
        .object({
          deliveries: z.array(
            z.object({
              id: z.string().openapi({ description: "The webhook-id, or the email's Message-ID" }),
              matchId: z.string(),
              version: z.number().int().openapi({
                description:
                  "The match version the notice told of: for email and chats, the version it was written at when sent",
              }),
              kind: z.enum(NoticeKindSchema.options).openapi({ description: "What the notice told of" }),
              channel: z.enum(["email", "webhook", "digest", "discord", "slack"]),
              status: z.enum(["pending", "delivered", "skipped", "failed"]).openapi({
                description:
                  "`pending`: waiting for its next attempt; `delivered`: sent; `skipped`: nothing was sent, as it was no longer worth telling (`not sent: …`) or another message told it (`merged into <id>`), the last attempt says which; `failed`: every attempt failed",
              }),
              attempts: z.array(
                z.object({
                  at: z.string().openapi({ format: "date-time" }),
                  ok: z.boolean(),
                  detail: z.string(),
                }),
              ),
              nextAttemptAt: z.string().nullable().openapi({
                format: "date-time",
                description: "When the next attempt is due while pending; null once delivered or failed",
              }),
            }),
          ),
          nextCursor: nextCursorField,
        })
        .openapi("DeliveryLog"),
      "The delivery log",
    ),
    ...problems("unauthorized", "validation-error"),
  },
});

const testWebhook = createRoute({
  method: "post",
  path: "/v1/me/webhook/test",
  tags: ["Notifications"],
  operationId: "testWebhook",
  summary: "Send a signed test event to your webhook now and see whether it arrived",
  description:
    "Sends a `webhook.test` message (see the document's `webhooks`) to the URL of your settings, signed with your secret (409 when no webhook is set). The answer says only whether it was delivered (a 2xx answer from a public address within 10 s), never what else came back, so that it cannot be used to probe networks.",
  security: bearer,
  request: { headers: IdempotencyHeader },
  responses: {
    200: withHeaders(
      json(
        z
          .object({
            ok: z.boolean().openapi({ description: "Whether the webhook answered 2xx" }),
            detail: z.string().openapi({ example: DELIVERED }),
            webhookId: z.string(),
          })
          .openapi("WebhookTest"),
        "Whether the test event was delivered",
      ),
      "idempotent-replayed",
    ),
    ...problems(
      "unauthorized",
      "conflict",
      ...bodyProblems,
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

/** A webhook URL on another origin than the last one: the last receiver knows the secret, so the new one gets its own. */
function newReceiver(last: string | null, next: string | null): boolean {
  return next !== null && (last === null || new URL(last).origin !== new URL(next).origin);
}

/** Webhook and chat URLs that point inward by their very text are refused when saved (and every address is checked again when sending). */
function refuseInward(settings: NotificationSettings, deps: Deps): void {
  const channels = (["webhook", "discord", "slack"] as const).filter((channel) => {
    const url = settings[channel].url;
    return url !== null && inwardUrl(url, deps.notify?.targets ?? "public");
  });
  if (channels.length === 0) return;
  throw new Problem("validation-error", "Webhook and chat URLs must point to public addresses", {
    errors: channels.map((channel) => ({
      path: `${channel}.url`,
      code: "not-allowed" as const,
      message: "a public address: not localhost, loopback, private, link-local or metadata",
    })),
  });
}

export function notificationRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/me/notifications", auth.required);
  app.use("/v1/me/deliveries", auth.required);
  app.use("/v1/me/webhook/test", auth.required, idempotent(deps));

  app.openapi(getSettings, async (c) => {
    const player = await deps.store.getPlayer(caller(c).id);
    if (!player) throw new Problem("unauthorized");
    return c.json(
      { settings: settingsOf(player), email: player.email, emailStatus: addressStatusOf(player) },
      200,
    );
  });

  app.openapi(putSettings, async (c) => {
    // without a body the validator sees {}: every setting would silently fall back to its default
    if ((await c.req.text()).trim() === "") {
      throw new Problem("validation-error", "Send your settings as a whole: a PUT replaces them all");
    }
    const { address, rotateWebhookSecret, ...settings } = c.req.valid("json");
    refuseInward(settings, deps);
    const read = await deps.store.getPlayer(caller(c).id);
    if (!read) throw new Problem("unauthorized");
    // Standard Webhooks secrets are standard base64 after the prefix
    const made = `whsec_${randomBytes(24).toString("base64")}`;
    const changed = await deps.store.changePlayer(read, (p) => {
      const url = settings.webhook.url;
      const fresh = !p.webhookSecret || rotateWebhookSecret || newReceiver(settingsOf(p).webhook.url, url);
      const secret = url !== null && fresh ? made : p.webhookSecret;
      const saved = { ...p, notifications: settings, webhookSecret: secret };
      // only an address sent sets it (again): settings saved alone leave a bounced address off
      return address === undefined ? saved : withAddress(saved, address);
    });
    if (!changed) throw new Problem("unauthorized");
    const { before: player, after: saved } = changed;
    const newSecret = saved.webhookSecret === made;
    const webhookSecret = saved.webhookSecret;
    if (awaitsConfirmation(player, saved)) await sendConfirmation(deps, saved, { newAddress: true });
    await tellWaitingTurns(deps, player, saved);
    await tellOldAddress(deps, player, saved);
    return c.json(
      {
        settings,
        email: saved.email,
        emailStatus: addressStatusOf(saved),
        ...(newSecret && webhookSecret ? { webhookSecret } : {}),
      },
      200,
    );
  });

  app.openapi(deliveries, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const playerId = caller(c).id;
    const list = `deliveries/${playerId}`;
    const before = cursor === undefined ? undefined : pageCursorAfter(list, cursor, "string");
    // one more than the page, to know whether another follows
    const found = await deps.store.deliveriesOf(playerId, limit + 1, before);
    const page = found.slice(0, limit);
    const deliveries = page.map(({ playerId: _p, createdAt: _c, ...d }) => ({
      ...d,
      status: wasSkipped(d) ? ("skipped" as const) : d.status,
      nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
    }));
    const nextCursor = found.length > limit ? encodePageCursor(list, page[page.length - 1].id) : null;
    return c.json({ deliveries, nextCursor }, 200);
  });

  app.openapi(testWebhook, async (c) => {
    const player = await deps.store.getPlayer(caller(c).id);
    const url = player ? settingsOf(player).webhook.url : null;
    if (!player?.webhookSecret || !url)
      throw new Problem("conflict", "Set a webhook URL in your notification settings first");
    const now = deps.now();
    // under an Idempotency-Key a resent test carries the same webhook-id, which receivers drop as seen
    const retry = c.get("idempotency");
    const id = retry ? keyedId("test", `webhook-test ${player.id}`, retry.key) : `test_${randomSecret(12)}`;
    const body = JSON.stringify({
      type: "webhook.test",
      timestamp: now.toISOString(),
      data: { playerId: player.id },
    });
    const message = { id, timestamp: now, body };
    const post = deps.notify?.postWebhook ?? postWebhook;
    const { ok } = await post(url, player.webhookSecret, message, deps.notify?.targets);
    return c.json({ ok, detail: ok ? DELIVERED : NOT_DELIVERED, webhookId: id }, 200);
  });
}

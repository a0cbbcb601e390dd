// loaded for its effect: it gives zod's schemas the .openapi() the schemas here call
import "@hono/zod-openapi";
import type { OpenAPIHono } from "@hono/zod-openapi";
import * as z from "zod";
import { NoticeKindSchema } from "../store/records";
import { perGame } from "./game-schemas";

// the payloads are built on first use (z.lazy): only the API's document reads them

const NoticeData = z.lazy(() =>
  perGame("NoticeData", "What a notice is about, as its receiver may see it", (g) => ({
    matchId: z.string(),
    status: z.enum(["lobby", "active", "finished", "abandoned"]),
    version: z.number().int().openapi({ description: "The version the notice speaks of" }),
    currentVersion: z.number().int().openapi({ description: "The match's version when the notice was sent" }),
    yourSeat: z.number().int().nullable(),
    activeSeats: z.array(z.number().int()),
    awaitingYou: z.boolean().openapi({ description: "Whether the match waits for your action now" }),
    events: z
      .array(g.event)
      .openapi({ description: "What happened since the last notice, as you may see it" }),
    url: z.string().openapi({ description: "The match in the API" }),
    inviteCode: z.string().optional().openapi({ description: "For an invitation: the code to join with" }),
  })),
);

const MatchNotice = z.lazy(() =>
  z
    .object({
      type: z.enum(NoticeKindSchema.options.map((k) => `match.${k}`) as [string, ...string[]]).openapi({
        description:
          "match.yourTurn, match.reminder and match.timedOut are yours to act on; match.moveMade, match.matchStarted and match.matchEnded are news; match.invited carries an invite code",
      }),
      timestamp: z.string().openapi({ format: "date-time" }),
      data: NoticeData,
    })
    .openapi("MatchNotice"),
);

const WebhookTest = z.lazy(() =>
  z
    .object({
      type: z.literal("webhook.test"),
      timestamp: z.string().openapi({ format: "date-time" }),
      data: z.object({ playerId: z.string() }),
    })
    .openapi("WebhookTestNotice"),
);

/** The Standard Webhooks headers every delivery carries. */
const signedHeaders = z.object({
  "webhook-id": z
    .string()
    .openapi({ description: "Unique per message: the same on every retry; dedupe by it" }),
  "webhook-timestamp": z
    .string()
    .openapi({ description: "Unix seconds; refuse messages far from your clock (replays)" }),
  "webhook-signature": z.string().openapi({
    description:
      "`v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64 bytes after `whsec_` of your webhook secret",
  }),
});

const received = {
  200: { description: "Any 2xx: received. Anything else, or no answer in 10 s, is retried with backoff" },
};

/** The signed webhooks the service sends, in the document's `webhooks` section. */
export function registerWebhooks(registry: OpenAPIHono["openAPIRegistry"]): void {
  registry.registerWebhook({
    method: "post",
    path: "matchNotice",
    operationId: "matchNotice",
    summary: "A match needs you, or something happened in it",
    description:
      "Sent to your webhook URL (`PUT /v1/me/notifications`) as your notification settings ask, signed by Standard Webhooks with your webhook secret. Verify the signature before you trust the body.",
    tags: ["Notifications"],
    // the receiver checks the signature, not one of the API's own schemes
    security: [],
    request: { headers: signedHeaders, body: { content: { "application/json": { schema: MatchNotice } } } },
    responses: received,
  });
  registry.registerWebhook({
    method: "post",
    path: "webhookTest",
    operationId: "webhookTestNotice",
    summary: "The test message of `POST /v1/me/webhook/test`",
    description: "Signed like every other webhook.",
    tags: ["Notifications"],
    security: [],
    request: { headers: signedHeaders, body: { content: { "application/json": { schema: WebhookTest } } } },
    responses: received,
  });
}

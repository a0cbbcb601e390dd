import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import { MESSAGES_PER_MATCH, messagesOf, postMessage } from "../chat/messages";
import { ChatTextSchema } from "../chat/text";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { queryInteger } from "../http/query-integer";
import { nextCursorField } from "../http/schemas";
import { afterWithCursor, cursorParameter, encodePageCursor, pageCursorAfter } from "./paging";
import { bearer, bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";

const MatchId = z.object({ matchId: idSchema("The match's id", "m_Qm2n8Zr1xYt0") });

const ChatMessageSchema = z
  .object({
    number: z
      .number()
      .int()
      .min(1)
      .openapi({ description: "The message's place in the match's chat, from 1" }),
    seat: z.number().int().min(0).openapi({ description: "The writer's seat" }),
    playerId: z.string().openapi({ description: "The writer's player id" }),
    name: z.string().openapi({ description: "The writer's name when they wrote it" }),
    text: z.string().openapi({ description: "Plain text as written: escape it wherever you show it" }),
    at: z.string().openapi({ format: "date-time", description: "When it was written" }),
  })
  .openapi("ChatMessage");

const NewChatMessageSchema = z.strictObject({ text: ChatTextSchema }).openapi("NewChatMessage");

const post = createRoute({
  method: "post",
  path: "/v1/matches/{matchId}/messages",
  tags: ["Chat"],
  operationId: "postChatMessage",
  summary: "Say something at the table",
  description: `Only a seated player (403 otherwise), in the lobby, during the match or after it. Plain text, escaped wherever it is shown; the other seats read it in the match page and in their next notice email, never in an email of its own. A match keeps at most ${MESSAGES_PER_MATCH} messages (409 once full). Limited per player (429). Idempotent with an \`Idempotency-Key\`.`,
  security: bearer,
  request: { params: MatchId, headers: IdempotencyHeader, body: jsonBody(NewChatMessageSchema) },
  responses: {
    201: withHeaders(
      json(ChatMessageSchema, "The message, as the others read it"),
      "location",
      "idempotent-replayed",
    ),
    ...problems(
      ...bodyProblems,
      "not-found",
      "unauthorized",
      "forbidden",
      "conflict",
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

const list = createRoute({
  method: "get",
  path: "/v1/matches/{matchId}/messages",
  tags: ["Chat"],
  operationId: "listChatMessages",
  summary: "The match's chat, oldest first",
  description:
    "Only a seated player (403 otherwise: spectators do not read a table's chat). Pages are cut by an opaque cursor: pass `nextCursor` as `cursor` until it is null. To poll for new messages, send `after` with the `number` of the newest you hold: the first page starts after it (a `cursor` already says where it continues: send it without `after`).",
  security: bearer,
  request: {
    params: MatchId,
    query: z.object({
      after: queryInteger({ min: 0, max: MESSAGES_PER_MATCH }).optional().openapi({
        description: "The `number` of the newest message you hold: the page starts after it",
      }),
      cursor: cursorParameter,
      limit: queryInteger({ min: 1, max: 100 }).default(50).openapi({ description: "Messages per page" }),
    }),
  },
  responses: {
    200: json(
      z
        .object({ messages: z.array(ChatMessageSchema), nextCursor: nextCursorField })
        .openapi("ChatMessageList"),
      "A page of the chat",
    ),
    ...problems("not-found", "unauthorized", "forbidden", "validation-error"),
  },
});

export function messageRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/matches/:matchId/messages", auth.required, idempotent(deps));

  app.openapi(post, async (c) => {
    const { matchId } = c.req.valid("param");
    const retry = c.get("idempotency");
    const message = await postMessage(deps, caller(c).id, matchId, c.req.valid("json").text, retry);
    return c.json(message, 201, { Location: `/v1/matches/${matchId}/messages` });
  });

  app.openapi(list, async (c) => {
    const { matchId } = c.req.valid("param");
    const { after: newestHeld, cursor, limit } = c.req.valid("query");
    if (newestHeld !== undefined && cursor !== undefined) throw afterWithCursor();
    const name = `messages/${matchId}`;
    const after = cursor === undefined ? (newestHeld ?? 0) : pageCursorAfter(name, cursor, "number");
    const { page, more } = await messagesOf(deps, caller(c).id, matchId, after, limit);
    const last = page.at(-1);
    const nextCursor = more && last ? encodePageCursor(name, last.number) : null;
    return c.json({ messages: page, nextCursor }, 200);
  });
}

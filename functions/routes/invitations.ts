import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { type Auth, caller, type Env } from "../http/auth";
import { idSchema } from "../http/ids";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { GameIdSchema } from "../http/schemas";
import { declineInvitation, openInvitations } from "../matches/invitations";
import { INVITATION_DAYS } from "../store/entities/invitation";
import { bearer, json, problems } from "./responses";

const InvitationSchema = z
  .object({
    matchId: z.string().openapi({ example: "m_Qm2n8Zr1xYt0" }),
    game: GameIdSchema,
    invitedBy: z
      .object({
        id: z.string(),
        name: z.string().openapi({ description: "Their name when they invited you" }),
      })
      .openapi({ description: "Who invited you" }),
    at: z
      .string()
      .openapi({ format: "date-time", description: "When (the latest invitation to this match)" }),
    inviteCode: z.string().openapi({
      description: "Join with it: `POST /v1/matches/{matchId}/join` with `{ inviteCode }`",
      example: "k3Jq0aZ9x7Lm",
    }),
    seatCount: z.number().int().openapi({ description: "Seats at the table" }),
    seated: z.number().int().openapi({ description: "Seats taken so far" }),
    rematchOf: z.string().nullable().openapi({
      description:
        "The finished match this lobby is a rematch of, whose players are invited to it when one of them offers it (`POST …/rematch`); null for another invitation",
    }),
  })
  .openapi("Invitation");

const list = createRoute({
  method: "get",
  path: "/v1/me/invitations",
  tags: ["Matches"],
  operationId: "listMyInvitations",
  summary: "Lobbies you were invited to and can still join, newest first",
  description: `Every invitation by player id, name or confirmed address (\`POST /v1/matches/{matchId}/invites\`), whatever your notification settings: a player who reads neither email nor chat finds them here. An invitation is listed for ${INVITATION_DAYS} days, while its match is in its lobby with a free seat and you have none; join with its \`inviteCode\`, or decline it.`,
  security: bearer,
  responses: {
    200: json(
      z.object({ invitations: z.array(InvitationSchema) }).openapi("InvitationList"),
      "Your open invitations",
    ),
    ...problems("unauthorized"),
  },
});

const decline = createRoute({
  method: "delete",
  path: "/v1/me/invitations/{matchId}",
  tags: ["Matches"],
  operationId: "declineInvitation",
  summary: "Decline an invitation: it is no longer listed",
  description:
    "The lobby's players see it declined (`Match.invited[].declinedAt`). 204 whether or not you had one to this match; another invitation to it is listed again.",
  security: bearer,
  request: { params: z.object({ matchId: idSchema("The match's id", "m_Qm2n8Zr1xYt0") }) },
  responses: {
    204: { description: "Declined" },
    // a body is not read, but one sent is JSON or nothing, as on every route
    ...problems("unauthorized", "validation-error", "malformed-json"),
  },
});

export function invitationRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  app.use("/v1/me/invitations", auth.required);
  app.use("/v1/me/invitations/:matchId", auth.required);

  app.openapi(list, async (c) => c.json({ invitations: await openInvitations(deps, caller(c)) }, 200));
  app.openapi(decline, async (c) => {
    await declineInvitation(deps, caller(c), c.req.valid("param").matchId);
    return c.body(null, 204);
  });
}

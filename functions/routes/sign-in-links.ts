import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import type { Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { errorFields } from "../log";
import { mailableAddress } from "../notify/address-status";
import { signInMail } from "../notify/sign-in-mail";
import { normalAddress } from "../store/entities/address";
import type { PlayerRecord } from "../store/records";
import { LINK_DAYS, readLapsedSignInToken } from "../tokens/sign-in";
import { signingSecretOf } from "../tokens/signing-secret";
import { bodyProblems, IdempotencyHeader, json, jsonBody, problems, withHeaders } from "./responses";

export const PATH = "/v1/sign-in-links";

const SignInLinkRequestSchema = z
  .strictObject({
    email: z.email().max(254).optional().openapi({
      description: "The address to send a sign-in link to: one a player confirmed",
      example: "ada@example.org",
    }),
    token: z.string().min(1).max(2000).optional().openapi({
      description:
        "Instead of `email`: the token of a used or expired sign-in link (up to 30 days after it expired), for a new link to the address it was sent to",
      example: "eyJwdXJwb3NlIjoic2lnbi1pbiJ9.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3",
    }),
  })
  .refine((body) => (body.email === undefined) !== (body.token === undefined), {
    message: "Send either email or token, not both",
  })
  // exactly one of the two, as the document can say it
  .openapi("SignInLinkRequest", { minProperties: 1, maxProperties: 1 });

const Accepted = z
  .object({
    accepted: z.literal(true),
    linkDays: z
      .number()
      .int()
      .openapi({ description: "How many days a link works (once)", example: LINK_DAYS }),
  })
  .openapi("SignInLinkAccepted");

const requestLink = createRoute({
  method: "post",
  path: PATH,
  tags: ["Players"],
  operationId: "requestSignInLink",
  summary: "Email me a sign-in link",
  description: `Public. Sends a sign-in link to a confirmed address of a player (\`email\`), or to the address a used or expired link was sent to (\`token\`, which the page of such a link offers in one click, without showing the address). The link works once, within ${LINK_DAYS} days. The answer is the same 202 whether or not the address belongs to anyone, so nobody learns who plays here; an unconfirmed, bounced or unknown address gets nothing. Limited per address and per client (429). With an \`Idempotency-Key\`, a retry gets the first answer and sends nothing more.`,
  security: [],
  request: { headers: IdempotencyHeader, body: jsonBody(SignInLinkRequestSchema) },
  responses: {
    202: withHeaders(
      json(Accepted, "If the address is a player's confirmed one, a link is on its way"),
      "idempotent-replayed",
    ),
    ...problems(...bodyProblems, "idempotency-key-reused", "idempotency-key-in-use"),
  },
});

/** The player whose confirmed address this is now; null for any other address. */
async function ownerOf(deps: Deps, address: string): Promise<PlayerRecord | null> {
  const id = await deps.store.playerIdAt(address);
  const player = id ? await deps.store.getPlayer(id) : null;
  return player?.email && normalAddress(player.email) === normalAddress(address) ? player : null;
}

/** The player a lapsed link of theirs names; null for a token this server did not sign. */
async function lapsedOwner(deps: Deps, token: string): Promise<PlayerRecord | null> {
  const claims = readLapsedSignInToken(signingSecretOf(deps), token, deps.now());
  return claims ? deps.store.getPlayer(claims.playerId) : null;
}

/** Mails the link if the player's address may be mailed; a failure is logged, never answered. */
async function sendLink(deps: Deps, player: PlayerRecord | null): Promise<void> {
  const mailer = deps.notify?.mailer;
  const address = player ? mailableAddress(player) : null;
  if (!player || !mailer || !address || !("to" in address)) return;
  try {
    await mailer.send(signInMail(deps, player, address.to, deps.now()));
  } catch (error) {
    deps.log?.({ level: "warn", msg: "sign-in link not sent", player: player.id, ...errorFields(error) });
  }
}

export function signInLinkRoutes(app: OpenApiRoutes<Env>, deps: Deps): void {
  app.use(PATH, idempotent(deps));
  app.openapi(requestLink, async (c) => {
    const { email, token } = c.req.valid("json");
    const player = email ? await ownerOf(deps, email) : await lapsedOwner(deps, token ?? "");
    await sendLink(deps, player);
    return c.json({ accepted: true as const, linkDays: LINK_DAYS }, 202);
  });
}

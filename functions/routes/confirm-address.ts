import { createRoute } from "@hono/zod-openapi";
import * as z from "zod";
import type { Deps } from "../deps";
import { tellWaitingTurns } from "../follow-ups/waiting-turns";
import { type Auth, caller, type Env } from "../http/auth";
import { idempotent } from "../http/idempotency";
import type { OpenApiRoutes } from "../http/openapi-routes";
import { Problem } from "../http/problem";
import { refusedLinkPages, wantsPage } from "../http/refused-link-pages";
import { emailStatusOf } from "../notify/address-status";
import { confirmAskPage, confirmedPage } from "../notify/confirm-page";
import { sendConfirmation } from "../notify/confirmation";
import { settingsOf } from "../notify/settings";
import type { PlayerRecord } from "../store/records";
import { readConfirmAddressToken } from "../tokens/confirm-address";
import { signInPage } from "../tokens/sign-in";
import {
  bearer,
  bodyProblems,
  IdempotencyHeader,
  json,
  problems,
  refusalsAlsoPages,
  withHeaders,
} from "./responses";

const PATH = "/v1/confirm-address";

const TokenQuery = z.object({
  token: z.string().min(1).max(1000).openapi({
    description: "The signed token of the confirmation email's link: it names the player and the address",
  }),
});

const html = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string().openapi({ example: "<!doctype html>…" }) } },
});

const Confirmed = z
  .object({
    email: z.string(),
    emailStatus: z.literal("confirmed"),
  })
  .openapi("AddressConfirmed");

const askRoute = createRoute({
  method: "get",
  path: PATH,
  tags: ["Players"],
  operationId: "confirmAddressPage",
  summary: "The page a confirmation email's link opens: it asks before it confirms",
  description:
    "Link checkers open links, so a GET changes nothing: the page has one button that posts to the same address.",
  security: [],
  request: { query: TokenQuery },
  responses: {
    200: html("A page with one button that confirms the address"),
    ...refusalsAlsoPages(problems("validation-error", "conflict")),
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: PATH,
  tags: ["Players"],
  operationId: "confirmAddress",
  summary: "Confirms the address a confirmation email went to: from then on notifications go there",
  description:
    "Until an address is confirmed, no email but its confirmation goes to it. The link works for 7 days and only while the player's address is still the one it was sent to; it cannot undo a bounce or a complaint (409). Confirming twice is the same as once. Answers JSON, or a page to a browser (JSON under an Idempotency-Key).",
  security: [],
  request: { query: TokenQuery, headers: IdempotencyHeader },
  responses: {
    200: withHeaders(
      { description: "Confirmed", content: { ...json(Confirmed, "").content, ...html("").content } },
      "idempotent-replayed",
    ),
    ...refusalsAlsoPages(
      problems(
        "validation-error",
        "conflict",
        "idempotency-key-reused",
        "idempotency-key-in-use",
        "unsupported-media-type",
      ),
    ),
  },
});

const resendRoute = createRoute({
  method: "post",
  path: "/v1/me/email-confirmation",
  tags: ["Players"],
  operationId: "resendConfirmation",
  summary: "Sends the confirmation email of your unconfirmed address again",
  description:
    "At most one every 10 minutes and 3 a day (429 with `Retry-After` beyond); setting a new address sends its confirmation at once, within the daily 3. 409 when your address is confirmed already, or you have none, or the mail server refused the email (ask again later). With an `Idempotency-Key`, a retry gets the first answer and sends nothing more.",
  security: bearer,
  request: { headers: IdempotencyHeader },
  responses: {
    202: withHeaders(
      json(z.object({ sent: z.literal(true) }).openapi("ConfirmationSent"), "The email is on its way"),
      "idempotent-replayed",
    ),
    ...problems(
      "unauthorized",
      "conflict",
      "rate-limited",
      ...bodyProblems,
      "idempotency-key-reused",
      "idempotency-key-in-use",
    ),
  },
});

/** The player a valid token names, while their address is still the one it was sent to. */
async function claimed(deps: Deps, token: string): Promise<PlayerRecord & { email: string }> {
  const claims = readConfirmAddressToken(deps, token);
  if (!claims) throw new Problem("validation-error", "This confirmation link is not valid or has expired");
  const player = await deps.store.getPlayer(claims.playerId);
  if (!player?.email || player.email !== claims.address)
    throw new Problem("conflict", "The address this link confirms is no longer the player's");
  return { ...player, email: player.email };
}

export function confirmAddressRoutes(app: OpenApiRoutes<Env>, deps: Deps, auth: Auth): void {
  const replays = idempotent(deps);
  app.use(
    PATH,
    refusedLinkPages(
      (texts) => texts.linkRefused.confirm,
      () => signInPage(deps),
    ),
  );
  app.use(PATH, (c, next) => (c.req.method === "POST" ? replays(c, next) : next()));
  app.openapi(askRoute, async (c) => {
    const token = c.req.valid("query").token;
    const player = await claimed(deps, token);
    const action = `${PATH}?token=${encodeURIComponent(token)}`;
    return c.html(confirmAskPage(settingsOf(player).language, player.email, action), 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const player = await claimed(deps, c.req.valid("query").token);
    // only an unconfirmed address is confirmed: an old link cannot undo a bounce or a complaint
    const changed = await deps.store.changePlayer(player, (p) =>
      p.email === player.email && emailStatusOf(p) === "unconfirmed" ? { ...p, emailStatus: "confirmed" } : p,
    );
    if (changed?.after.email !== player.email)
      throw new Problem("conflict", "The address this link confirms is no longer the player's");
    if (emailStatusOf(changed.after) !== "confirmed")
      throw new Problem("conflict", "This address bounced or complained: set it again to confirm it anew");
    // filed under its address: a sign-in link or an invitation to it finds the player
    await deps.store.putAddress(player.email, player.id);
    await tellWaitingTurns(deps, changed.before, changed.after);
    if (wantsPage(c)) return c.html(confirmedPage(settingsOf(player).language, player.email), 200);
    return c.json({ email: player.email, emailStatus: "confirmed" as const }, 200);
  });

  app.use("/v1/me/email-confirmation", auth.required, idempotent(deps));
  app.openapi(resendRoute, async (c) => {
    const player = await deps.store.getPlayer(caller(c).id);
    if (!player) throw new Problem("unauthorized");
    if (!player.email || player.emailStatus !== "unconfirmed")
      throw new Problem("conflict", "There is no unconfirmed address to confirm");
    const result = await sendConfirmation(deps, player);
    if ("retryAfter" in result) {
      c.header("Retry-After", String(result.retryAfter));
      throw new Problem("rate-limited", "One confirmation per 10 minutes and 3 a day", {
        retryAfter: result.retryAfter,
      });
    }
    if ("skipped" in result) throw new Problem("conflict", `Not sent: ${result.skipped}`);
    return c.json({ sent: true as const }, 202);
  });
}

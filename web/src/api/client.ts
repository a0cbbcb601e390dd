import createClient, { type Middleware } from "openapi-fetch";
import { apiKey } from "../session/key";
import { resendingLostAnswers } from "./resend-lost-answers";
import type { components, paths } from "./schema";

export type Schemas = components["schemas"];

/** A fresh Idempotency-Key: 48 random hex characters (random UUIDs need a secure context). */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends the signed-in person's key, and a fresh Idempotency-Key with each POST, which a resend keeps. */
const authorize: Middleware = {
  onRequest({ request }) {
    if (apiKey.value && !request.headers.has("authorization"))
      request.headers.set("authorization", `Bearer ${apiKey.value}`);
    if (request.method === "POST") request.headers.set("idempotency-key", idempotencyKey());
    return request;
  },
};

/** The API of the same origin, typed by the OpenAPI document. */
export const api = createClient<paths>({
  baseUrl: location.origin,
  fetch: resendingLostAnswers((request) => fetch(request)),
});
api.use(authorize);

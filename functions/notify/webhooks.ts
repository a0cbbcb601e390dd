import { createHmac } from "node:crypto";
import { postSafely, type Targets, TIMEOUT_MS } from "./safe-fetch";

export interface WebhookResult {
  ok: boolean;
  detail: string;
}

/** The same words for a refused address, a failed connection and a timeout: the log maps no network. */
export const NO_ANSWER = `no answer from a public address within ${TIMEOUT_MS / 1000} s`;

/** What a send came to: the receiver's status (any 2xx is delivered), or no answer. */
export function resultOf(status: number | null): WebhookResult {
  if (status === null) return { ok: false, detail: NO_ANSWER };
  return { ok: status >= 200 && status < 300, detail: `HTTP ${status}` };
}

/** Standard Webhooks: HMAC-SHA256 over `id.timestamp.body` with the secret's bytes, base64, "v1,". */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export async function postWebhook(
  url: string,
  secret: string,
  message: { id: string; timestamp: Date; body: string },
  targets: Targets = "public",
): Promise<WebhookResult> {
  const timestamp = Math.floor(message.timestamp.getTime() / 1000);
  const headers = {
    "content-type": "application/json",
    "webhook-id": message.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(secret, message.id, timestamp, message.body),
  };
  return resultOf(await postSafely(url, headers, message.body, targets));
}

import { createHmac } from "node:crypto";

export interface WebhookResult {
  ok: boolean;
  detail: string;
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
): Promise<WebhookResult> {
  const timestamp = Math.floor(message.timestamp.getTime() / 1000);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": message.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(secret, message.id, timestamp, message.body),
      },
      body: message.body,
      signal: AbortSignal.timeout(10_000),
    });
    return { ok: res.ok, detail: `HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}

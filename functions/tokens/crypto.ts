import { createHmac, hash, randomBytes, timingSafeEqual } from "node:crypto";

export function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

export function randomSecret(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(text: string): string {
  return hash("sha256", text, "hex");
}

/** Compares two strings without leaking where they differ through timing. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** HMAC-SHA256 of a message under the server's secret, labelled so that no two uses collide. */
export function signature(secret: string, label: string, message: string): string {
  return createHmac("sha256", secret).update(`${label}\n${message}`).digest("base64url");
}

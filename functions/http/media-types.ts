import type { Context } from "hono";

// as @hono/zod-openapi matches a request's Content-Type against a route's declared body types

export function isJsonType(type: string): boolean {
  return /^application\/([a-z-.]+\+)?json/i.test(type);
}

export function isFormType(type: string): boolean {
  const lower = type.toLowerCase();
  return lower.startsWith("multipart/form-data") || lower.startsWith("application/x-www-form-urlencoded");
}

const jsonRequest = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;
const multipartRequest = /^multipart\/form-data(;\s?boundary=[a-zA-Z0-9'"()+_,\-./:=?]+)?$/i;
const urlencodedRequest = /^application\/x-www-form-urlencoded(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * Whether a request's Content-Type is one of a body's declared media types: a JSON type only as
 * declared (`application/merge-patch+json` is not `application/json`), with any parameters.
 */
export function matchesMediaType(contentType: string, mediaType: string): boolean {
  if (mediaType === "*/*") return true;
  const essence = contentType.split(";")[0].trim().toLowerCase();
  if (isJsonType(mediaType)) return jsonRequest.test(contentType) && essence === mediaType.toLowerCase();
  if (isFormType(mediaType)) return multipartRequest.test(contentType) || urlencodedRequest.test(contentType);
  if (mediaType.endsWith("/*")) return essence.startsWith(mediaType.slice(0, -1).toLowerCase());
  return essence === mediaType.toLowerCase();
}

/** Whether the request carries a body of at least one byte. */
export async function hasRequestBody(c: Context): Promise<boolean> {
  const raw = c.req.raw;
  if (raw.body === null) return false;
  if (raw.bodyUsed) return (await c.req.arrayBuffer()).byteLength > 0;
  const body = raw.clone().body;
  if (body === null) return false;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import asyncApiDocument from "../../openapi/asyncapi.json" with { type: "json" };
import type { Env } from "./auth";
import { cachePolicy } from "./cache-control";

/** The committed document, as `npm run openapi` writes it. */
export const openApiPath = new URL("../../openapi/openapi.json", import.meta.url);
/** The document's file name beside the API's Lambda bundle (copied there at build). */
export const BUNDLED_DOCUMENT = "openapi.json";

type Document = { servers: object[] };

/** The document: beside the Lambda bundle, else the committed one (the functions never generate it). */
async function readDocument(): Promise<Document> {
  const text = await readFile(new URL(`./${BUNDLED_DOCUMENT}`, import.meta.url), "utf8").catch(() =>
    readFile(openApiPath, "utf8"),
  );
  return JSON.parse(text);
}

/**
 * `GET /openapi.json`: the API's OpenAPI 3.1 document, naming first the server's public address
 * (`publicUrl`, read per request as a local server learns its own once listening); without one,
 * the address the request was sent to, which varies with its Host.
 */
export function openApiJsonRoute(app: Hono<Env>, publicUrl: () => string | undefined): void {
  let document: Promise<Document> | null = null;
  app.get("/openapi.json", async (c) => {
    // read once per process; a failed read is tried again on the next request
    document ??= readDocument().catch((error) => {
      document = null;
      throw error;
    });
    const read = await document;
    // the running server names itself first, so a client generated from its document calls it
    const known = publicUrl();
    const here = {
      url: known ? new URL(known).origin : new URL(c.req.url).origin,
      description: "This server",
    };
    c.header("Cache-Control", cachePolicy.deployed);
    if (!known) c.header("Vary", "Host");
    return c.json({ ...read, servers: [here, ...read.servers] });
  });
}

/** `GET /asyncapi.json`: the push channel's AsyncAPI 3.0 document (`/v1/live`), bundled with the code it describes. */
export function asyncApiJsonRoute(app: Hono<Env>): void {
  app.get("/asyncapi.json", (c) => {
    c.header("Cache-Control", cachePolicy.deployed);
    return c.json(asyncApiDocument);
  });
}

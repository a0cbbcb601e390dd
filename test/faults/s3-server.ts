import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A stored object: its bytes and when it was written. */
interface Stored {
  body: Buffer;
  at: Date;
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A tiny path-style S3 server: PutObject, GetObject and ListObjectsV2 (by prefix), the calls SES's
 * receipt rule, the inbound function and the replay command make. `put` stores as SES does.
 */
export async function s3Server() {
  const objects = new Map<string, Stored>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://s3");
    const [bucket, ...rest] = url.pathname.slice(1).split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (req.method === "PUT" && key) {
      objects.set(`${bucket}/${key}`, { body: Buffer.concat(chunks), at: new Date() });
      res.writeHead(200, { etag: '"stored"' }).end();
      return;
    }
    if (req.method === "GET" && key) {
      const object = objects.get(`${bucket}/${key}`);
      if (!object) {
        res
          .writeHead(404, { "content-type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
        return;
      }
      res.writeHead(200, { "content-length": object.body.length, "last-modified": object.at.toUTCString() });
      res.end(object.body);
      return;
    }
    const prefix = `${bucket}/${url.searchParams.get("prefix") ?? ""}`;
    const listed = [...objects.entries()]
      .filter(([name]) => name.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([name, o]) =>
          `<Contents><Key>${escaped(name.slice(bucket.length + 1))}</Key><LastModified>${o.at.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`,
      );
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${listed.length}</KeyCount><IsTruncated>false</IsTruncated>${listed.join("")}</ListBucketResult>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Stores a message as SES's receipt rule does, at a given time. */
    put(bucket: string, key: string, body: Uint8Array, at = new Date()) {
      objects.set(`${bucket}/${key}`, { body: Buffer.from(body), at });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

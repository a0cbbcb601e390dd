import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver knows one account's keys: the stack's functions sign with them. */
export const S3RVER_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * s3rver (S3's REST protocol, path-style on an IP address) in this process on a free port, its
 * objects in a folder of its own, with `bucket` made; `put` stores a message as SES's receipt rule does.
 */
export async function localS3(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), "faults-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint: url,
    region: "eu-central-1",
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  });
  return {
    url,
    async put(bucketName: string, key: string, body: Uint8Array) {
      await client.send(new PutObjectCommand({ Bucket: bucketName, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

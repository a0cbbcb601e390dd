import { createHash, createHmac, type Hash, type Hmac } from "node:crypto";
import { SignatureV4 } from "@smithy/signature-v4";
import { describe, expect, it } from "vitest";
import { signed } from "../../functions/ops/aws-json";

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === "string"
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The SDK's hash interface over node:crypto: an HMAC when given a secret. */
class Sha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: Data) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret ? createHmac("sha256", bytes(this.secret)) : createHash("sha256");
  }
  update(data: Data) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.fresh();
  }
}

describe("the replay command's DynamoDB Streams calls", () => {
  it("are signed as the AWS SDK's own signer signs them, session token included", async () => {
    const credentials = {
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
      sessionToken: "session-token",
    };
    const target = {
      endpoint: "https://streams.dynamodb.eu-central-1.amazonaws.com",
      region: "eu-central-1",
      service: "dynamodb",
      credentials: async () => credentials,
    };
    const body = JSON.stringify({ ShardIterator: "arn:aws:dynamodb:…|1|AAAA", Limit: 1000 });
    const at = new Date("2026-11-03T09:14:02.381Z");
    const ours = signed(target, credentials, "DynamoDBStreams_20120810.GetRecords", body, at);
    const { authorization, ...headers } = ours;
    const sdk = await new SignatureV4({
      service: "dynamodb",
      region: "eu-central-1",
      credentials,
      sha256: Sha256,
      // the payload's hash is signed either way; the SDK may also send it as a header, which this call does not
      applyChecksum: false,
    }).sign(
      {
        method: "POST",
        protocol: "https:",
        hostname: "streams.dynamodb.eu-central-1.amazonaws.com",
        path: "/",
        query: {},
        headers: { ...headers },
        body,
      },
      { signingDate: at },
    );
    expect(authorization).toBe(sdk.headers.authorization);
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261103\/eu-central-1\/dynamodb\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
  });
});

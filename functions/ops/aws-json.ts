import { createHash, createHmac } from "node:crypto";

/** The credentials an SDK client resolved (its `config.credentials()`). */
export interface AwsCredentialIdentity {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** Where and as whom an AWS JSON 1.0 service is called. */
export interface AwsJsonTarget {
  endpoint: string;
  region: string;
  /** The name requests are signed for (DynamoDB Streams signs as `dynamodb`). */
  service: string;
  credentials: () => Promise<AwsCredentialIdentity>;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: string | Buffer, text: string) => createHmac("sha256", key).update(text).digest();

/** Signature Version 4 headers for a JSON POST to the endpoint's root, at a given time. */
export function signed(
  target: AwsJsonTarget,
  id: AwsCredentialIdentity,
  operation: string,
  body: string,
  at: Date,
) {
  const amzDate = at.toISOString().replace(/[:-]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    "content-type": "application/x-amz-json-1.0",
    host: new URL(target.endpoint).host,
    "x-amz-date": amzDate,
    "x-amz-target": operation,
    ...(id.sessionToken ? { "x-amz-security-token": id.sessionToken } : {}),
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    "POST",
    "/",
    "",
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    names.join(";"),
    sha256(body),
  ].join("\n");
  const scope = `${day}/${target.region}/${target.service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = [day, target.region, target.service, "aws4_request"].reduce<string | Buffer>(
    (k, part) => hmac(k, part),
    `AWS4${id.secretAccessKey}`,
  );
  const signature = hmac(key, toSign).toString("hex");
  const authorization = `AWS4-HMAC-SHA256 Credential=${id.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
  return { ...headers, authorization };
}

/**
 * One call of an AWS JSON 1.0 API the project has no SDK client for (DynamoDB Streams): signed
 * with the credentials an SDK client of the project resolved. An error answer throws its type.
 */
export async function awsJson<T>(target: AwsJsonTarget, operation: string, input: object): Promise<T> {
  const body = JSON.stringify(input);
  const headers = signed(target, await target.credentials(), operation, body, new Date());
  const res = await fetch(target.endpoint, { method: "POST", headers, body });
  const answer = (await res.json()) as T & { __type?: string; message?: string };
  if (!res.ok) throw new Error(`${operation}: ${answer.__type ?? res.status} ${answer.message ?? ""}`.trim());
  return answer;
}

import { GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import PostalMime from "postal-mime";

/** Which stored messages to replay: one object, or those stored in a time range. */
export type MailRange = { key: string } | { since: Date; until: Date };

/** Listing pages read at most (1,000 objects each). */
const MAX_PAGES = 100;

/** The keys of the stored messages in range, under the inbound prefix, oldest name first. */
export async function storedMailKeys(
  s3: S3Client,
  bucket: string,
  prefix: string,
  range: MailRange,
): Promise<string[]> {
  if ("key" in range) return [range.key];
  const keys: string[] = [];
  let token: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of listed.Contents ?? []) {
      const at = object.LastModified?.getTime() ?? 0;
      if (object.Key && at >= range.since.getTime() && at < range.until.getTime()) keys.push(object.Key);
    }
    token = listed.NextContinuationToken;
    if (!token) break;
  }
  return keys;
}

export async function storedMail(s3: S3Client, bucket: string, key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) throw new Error(`no message stored under ${key}`);
  return object.Body.transformToByteArray();
}

/** SES's verdict headers on a stored message, by the receipt event's field names. */
const verdictHeaders = { spamVerdict: "x-ses-spam-verdict", virusVerdict: "x-ses-virus-verdict" } as const;
const authenticated = { spfVerdict: "spf", dkimVerdict: "dkim", dmarcVerdict: "dmarc" } as const;

/** What SES's receipt said of a message: the reply addresses it went to, and SES's checks. */
export interface Receipt {
  recipients: string[];
  verdicts: Record<string, { status: string }>;
}

/**
 * SES's receipt of a message it stored: its verdicts are the headers SES added when it stored it
 * (X-SES-*-Verdict and its own Authentication-Results), its recipients the To and Cc addresses at
 * the reply domain. A verdict missing from the message is left out, so its sender counts as not proven.
 */
export async function receiptOf(raw: Uint8Array, replyDomain: string | null): Promise<Receipt> {
  const mail = await PostalMime.parse(raw);
  const header = (name: string) => mail.headers.find((h) => h.key === name)?.value;
  const results =
    mail.headers.find((h) => h.key === "authentication-results" && /^\s*amazonses\.com\b/i.test(h.value))
      ?.value ?? "";
  const verdicts: Record<string, { status: string }> = {
    ...Object.fromEntries(
      Object.entries(verdictHeaders).flatMap(([field, name]) => {
        const value = header(name);
        return value ? [[field, { status: value.trim().toUpperCase() }]] : [];
      }),
    ),
    ...Object.fromEntries(
      Object.entries(authenticated).flatMap(([field, method]) => {
        const found = new RegExp(`\\b${method}=(\\w+)`, "i").exec(results);
        return found ? [[field, { status: found[1].toUpperCase() }]] : [];
      }),
    ),
  };
  const recipients = [...(mail.to ?? []), ...(mail.cc ?? [])]
    .map((a) => a.address ?? "")
    .filter((address) => address && (!replyDomain || address.toLowerCase().endsWith(`@${replyDomain}`)));
  return { recipients, verdicts };
}

/** The event SES handed the inbound function for the message stored under `key`: its id is the object's name. */
export function receiptEvent(key: string, prefix: string, { recipients, verdicts }: Receipt) {
  if (!key.startsWith(prefix)) throw new Error(`${key} is not under the inbound prefix ${prefix}`);
  const receipt = { recipients, ...verdicts };
  return {
    Records: [{ eventSource: "aws:ses", ses: { mail: { messageId: key.slice(prefix.length) }, receipt } }],
  };
}

/**
 * Replies by email on AWS: SES receives a reply for the stage's domain, stores the raw message in
 * the inbound bucket, then invokes this function with its verdicts; the reply is played as the
 * local listener plays it. A throw makes Lambda try the event again, which is safe: a reply plays once,
 * and a message handled before (by SES's id, which SES keeps, unlike the answer's Message-ID) is
 * neither played nor answered again.
 */
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import * as z from "zod";
import { loadedCatalog } from "../../domain";
import { functionConfig } from "../config";
import { handleInbound } from "../inbound/handle";
import { UnreadableMail } from "../inbound/inbound-mail";
import { errorFields } from "../log";
import { mailerOf } from "../notify/email";
import { postWebhook } from "../notify/webhooks";
import { sha256 } from "../tokens/crypto";
import { depsOf, secretRefresher } from "./deps";

/** SES's checks of a received message; spam and virus verdicts come when the rule scans (it does). */
const verdictNames = {
  spam: "spamVerdict",
  virus: "virusVerdict",
  spf: "spfVerdict",
  dkim: "dkimVerdict",
  dmarc: "dmarcVerdict",
} as const;

const Verdict = z.object({ status: z.string() }).optional();

/** The part of SES's receipt event this function reads: one record per received message. */
const SesEventSchema = z.object({
  Records: z.array(
    z.object({
      ses: z.object({
        mail: z.object({ messageId: z.string().min(1) }),
        receipt: z.object({
          recipients: z.array(z.string()),
          spamVerdict: Verdict,
          virusVerdict: Verdict,
          spfVerdict: Verdict,
          dkimVerdict: Verdict,
          dmarcVerdict: Verdict,
        }),
      }),
    }),
  ),
});

type Receipt = z.infer<typeof SesEventSchema>["Records"][number]["ses"]["receipt"];

/** The raw message SES stored under its message id. */
export type ReadMessage = (sesMessageId: string) => Promise<Uint8Array>;

function verdictsOf(receipt: Receipt): Record<string, string> {
  return Object.fromEntries(
    Object.entries(verdictNames).flatMap(([name, field]) => {
      const verdict = receipt[field];
      return verdict ? [[name, verdict.status]] : [];
    }),
  );
}

const config = functionConfig();
const { links, ...shared } = depsOf(config, loadedCatalog);
const deps = {
  ...shared,
  notify: {
    mailer: mailerOf(config.mailTransport, config.mailFrom, "/tmp/outbox", shared.log),
    links,
    postWebhook,
  },
};
const refreshSecret = secretRefresher(config, deps);

/** Messages handled, by SES's message id (the stored object's name), kept as long as the stored mail. */
const HANDLED_SCOPE = "ses-message";
const HANDLED_SECONDS = 14 * 86_400;

/** What the record of a handled message is kept for: the reply addresses it was delivered to. */
const deliveredTo = (receipt: Receipt) => sha256(JSON.stringify([...receipt.recipients].sort()));

function handledBefore(sesMessageId: string): Promise<boolean> {
  return deps.store.idempotencyRecord(HANDLED_SCOPE, sesMessageId).then((record) => record !== null);
}

/** Recorded once the reply is played and answered: a throw before it leaves the message to a retry. */
function recordHandled(sesMessageId: string, receipt: Receipt, handled: object): Promise<void> {
  const response = { status: 200, body: handled, headers: {} };
  return deps.store.answerIdempotencyKey(
    HANDLED_SCOPE,
    sesMessageId,
    deliveredTo(receipt),
    response,
    HANDLED_SECONDS,
  );
}

/** A handler that reads each message with `read`: from S3 when deployed, from a test otherwise. */
export function handlerReading(read: ReadMessage) {
  return async (event: unknown): Promise<void> => {
    const { Records } = SesEventSchema.parse(event);
    await refreshSecret();
    for (const { ses } of Records) {
      const sesMessageId = ses.mail.messageId;
      try {
        // SES or Lambda delivering the event again: the answer went the first time
        if (await handledBefore(sesMessageId)) {
          deps.log({ level: "info", msg: "inbound", sesMessageId, result: "handled-before" });
          continue;
        }
        const raw = await read(sesMessageId);
        const verdicts = verdictsOf(ses.receipt);
        const handled = await handleInbound(deps, { raw, recipients: ses.receipt.recipients, verdicts });
        await recordHandled(sesMessageId, ses.receipt, handled);
        deps.log({ level: "info", msg: "inbound", sesMessageId, ...handled });
      } catch (error) {
        // another try reads the same bytes the same way: an unreadable message is logged and dropped
        if (error instanceof UnreadableMail) {
          deps.log({ level: "warn", msg: "inbound unreadable", sesMessageId, ...errorFields(error) });
          continue;
        }
        deps.log({ level: "error", msg: "inbound failed", sesMessageId, ...errorFields(error) });
        throw error;
      }
    }
  };
}

/** Where the receipt rule's S3 action put a message: in the bucket, under the prefix, named by its id. */
function s3Reader(bucket: string | null, prefix: string): ReadMessage {
  const s3 = new S3Client({ region: config.region });
  return async (id) => {
    if (!bucket) throw new Error("INBOUND_BUCKET is not set: no stored message can be read");
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${id}` }));
    if (!object.Body) throw new Error(`SES stored no message under ${id}`);
    return object.Body.transformToByteArray();
  };
}

export const handler = handlerReading(s3Reader(config.inbound.bucket, config.inbound.prefix));

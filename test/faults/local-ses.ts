import type { AddressInfo } from "node:net";
import sesServer from "aws-ses-v2-local";
import PostalMime from "postal-mime";
import type { Call } from "./fault-proxy";

/** An email SES accepted, as aws-ses-v2-local's store keeps it: what a test reads of it. */
export interface SentEmail {
  sesMessageId: string;
  to: string[];
  subject: string;
}

interface StoredEmail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
}

/** An address as a header names it ("Ada <ada@example.test>" or the bare address). */
const addressOf = (named: string) => /<([^>]+)>/.exec(named)?.[1] ?? named.trim();

/**
 * aws-ses-v2-local (SES v2's REST protocol) in this process on a free port, its store emptied;
 * `sent` reads its store over HTTP, the count a test checks for double sends.
 */
export async function localSes() {
  const server = await sesServer({ host: "127.0.0.1", port: 0 });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the store lives as long as the module: another stack of this process may have filled it
  await fetch(`${url}/clear-store`, { method: "POST" });
  return {
    url,
    async sent(): Promise<SentEmail[]> {
      const { emails } = (await (await fetch(`${url}/store`)).json()) as { emails: StoredEmail[] };
      return emails.map((email) => ({
        sesMessageId: email.messageId,
        to: email.destination.to.map(addressOf),
        subject: email.subject,
      }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Message-ID headers of the raw emails that reached SES (its store keeps none of them). */
export async function messageIdsOf(reachedSes: Call[]): Promise<string[]> {
  const sends = reachedSes.filter((call) => call.operation === "POST /v2/email/outbound-emails");
  return Promise.all(
    sends.map(async (call) => {
      const raw = Buffer.from(JSON.parse(call.body).Content.Raw.Data, "base64");
      return (await PostalMime.parse(raw)).messageId ?? "";
    }),
  );
}

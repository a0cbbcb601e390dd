import EmailReplyParser from "email-reply-parser";
import { convert } from "html-to-text";
import PostalMime, { type Address } from "postal-mime";
import { sha256 } from "../deps";
import { isReplyAddress } from "./reply-address";

/** What a received reply says, as far as playing goes. */
export interface InboundMail {
  /** The author's address (From), lower case; null when there is none. */
  sender: string | null;
  /** The reply address it was sent to; null when none of its recipients is one. */
  replyAddress: string | null;
  /** The first line the author wrote, without quoted history or signature; "" when there is none. */
  firstLine: string;
  /** Its Message-ID, or a digest of the message when it has none: the same for every delivery of it. */
  messageId: string;
  /** An out-of-office answer or another machine's message (RFC 3834): never acted on nor answered. */
  automatic: boolean;
}

/** Longer first lines are cut: a choice is a few words. */
const LINE_CHARACTERS = 200;

/** The text of an HTML-only body: quoted parts (blockquotes) become `>` lines, which are then left out. */
function htmlText(html: string): string {
  return convert(html, {
    wordwrap: false,
    // the whole document: a quoted message may bring its own <body>, which must not stand for the reply's
    baseElements: { selectors: [] },
    selectors: [
      { selector: "head", format: "skip" },
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  });
}

function firstLineOf(text: string): string {
  const visible = new EmailReplyParser().parseReply(text);
  const line = visible.split("\n").find((l) => l.trim() !== "") ?? "";
  return line.trim().slice(0, LINE_CHARACTERS);
}

const addresses = (list: Address[] | undefined): string[] =>
  (list ?? []).flatMap((a) => (a.address ? [a.address] : (a.group ?? []).map((m) => m.address)));

/**
 * Reads a message as mail clients send it (MIME, any character set, plain or HTML-only, top- or
 * bottom-posted). The reply address is looked for among the envelope's recipients first, which is
 * where the message was delivered, then among its To and Cc.
 */
export async function readInboundMail(raw: Uint8Array, recipients: readonly string[]): Promise<InboundMail> {
  const email = await PostalMime.parse(raw);
  const header = (name: string) =>
    email.headers
      .find((h) => h.key === name)
      ?.value.trim()
      .toLowerCase();
  const auto = header("auto-submitted");
  const written = [...recipients, ...addresses(email.to), ...addresses(email.cc)];
  const body = email.text ?? (email.html ? htmlText(email.html) : "");
  return {
    sender: email.from?.address?.toLowerCase() ?? null,
    replyAddress: written.find(isReplyAddress) ?? null,
    firstLine: firstLineOf(body),
    messageId: email.messageId?.trim() || `<${sha256(Buffer.from(raw).toString("latin1"))}@digest>`,
    automatic: auto !== undefined && auto !== "no",
  };
}

import EmailReplyParser from "email-reply-parser";
import { convert } from "html-to-text";
import PostalMime, { type Address } from "postal-mime";
import { sha256 } from "../tokens/crypto";
import { isReplyAddress } from "../tokens/reply-address";

/** What a received reply's header says, read before anything trusts it. */
export interface InboundHeader {
  /** The author's address (From), lower case; null when there is none. */
  sender: string | null;
  /** The reply address it was sent to; null when none of its recipients is one. */
  replyAddress: string | null;
  /** Its Message-ID, or a digest of the message when it has none: the same for every delivery of it. */
  messageId: string;
  /** An out-of-office answer or another machine's message (RFC 3834): never acted on nor answered. */
  automatic: boolean;
}

/** Longer first lines are cut: a choice is a few words. */
const LINE_CHARACTERS = 200;

/**
 * What the quote stripper reads: its patterns take time that grows faster than a line's length and
 * the text's, so it reads the first unquoted lines, each cut short, which is where a reply is.
 */
const READ_LINES = 100;
const READ_LINE_CHARACTERS = 200;

/** Replies have a few parts; the MIME parser's time grows faster than their number. */
const MAX_PART_LINES = 64;

/** MIME limits far above any mail client's reply, far below what stalls the parser. */
const mimeLimits = { maxNestingDepth: 8, maxHeadersSize: 64 * 1024 };

/** HTML read for its text: deeper nesting or more than this is not a person's reply. */
const htmlLimits = { maxInputLength: 64 * 1024, maxDepth: 40, maxChildNodes: 1000 };

/** A message that will never be read, however often it is sent again: refused for good (SMTP 5xx). */
export class UnreadableMail extends Error {}

/** The text of an HTML-only body: quoted parts (blockquotes) become `>` lines, which are then left out. */
function htmlText(html: string): string {
  return convert(html, {
    wordwrap: false,
    // the whole document: a quoted message may bring its own <body>, which must not stand for the reply's
    baseElements: { selectors: [] },
    limits: htmlLimits,
    selectors: [
      { selector: "head", format: "skip" },
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  });
}

/** A line with its spaces collapsed, cut short (a long line is cut before it is read). */
const oneLine = (line: string) =>
  line
    .slice(0, 8 * READ_LINE_CHARACTERS)
    .replace(/\s+/g, " ")
    .slice(0, READ_LINE_CHARACTERS);

/**
 * The first lines, spaces collapsed and each cut short, a run of quoted lines kept as one ">" (the
 * stripper knows a quote by its header and its ">"): all a reply's first line can be in.
 */
function replyWindow(text: string): string {
  const lines: string[] = [];
  for (const line of text.split("\n", 10_000)) {
    const quoted = /^\s*>/.test(line);
    if (quoted && lines.at(-1) === ">") continue;
    lines.push(quoted ? ">" : oneLine(line));
    if (lines.length === READ_LINES) break;
  }
  return lines.join("\n");
}

function firstLineOf(text: string): string {
  const visible = new EmailReplyParser().parseReply(replyWindow(text));
  const line = visible.split("\n").find((l) => l.trim() !== "") ?? "";
  return line.trim().slice(0, LINE_CHARACTERS);
}

const addresses = (list: Address[] | undefined): string[] =>
  (list ?? []).flatMap((a) => (a.address ? [a.address] : (a.group ?? []).map((m) => m.address)));

/** Lines that may open a MIME part ("--boundary"), counted without parsing. */
function partLines(bytes: Buffer): number {
  let count = 0;
  for (let i = bytes.indexOf("\n--"); i !== -1; i = bytes.indexOf("\n--", i + 3)) count++;
  return count;
}

/** Where the header ends (the first empty line), looked for only within its size limit. */
function headerEnd(bytes: Buffer): number {
  const window = bytes.subarray(0, mimeLimits.maxHeadersSize + 4);
  const ends = [window.indexOf("\r\n\r\n"), window.indexOf("\n\n")].filter((i) => i !== -1);
  if (ends.length > 0) return Math.min(...ends);
  if (bytes.length <= mimeLimits.maxHeadersSize) return bytes.length;
  throw new UnreadableMail("The header is longer than a reply's");
}

async function parsed(raw: Uint8Array) {
  try {
    return await PostalMime.parse(raw, mimeLimits);
  } catch (error) {
    throw new UnreadableMail(`Unreadable MIME: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const bytesOf = (raw: Uint8Array) => Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);

/**
 * Reads the header alone (its size bounded), so that who sent a message and to which reply address
 * are known before its body is parsed. The reply address is looked for among the envelope's
 * recipients first, which is where the message was delivered, then among its To and Cc. A message
 * with more parts than a reply has is refused here, counted without parsing.
 */
export async function readHeader(raw: Uint8Array, recipients: readonly string[]): Promise<InboundHeader> {
  const bytes = bytesOf(raw);
  if (partLines(bytes) > MAX_PART_LINES) throw new UnreadableMail("Too many MIME parts for a reply");
  const email = await parsed(Buffer.concat([bytes.subarray(0, headerEnd(bytes)), Buffer.from("\r\n\r\n")]));
  const header = (name: string) =>
    email.headers
      .find((h) => h.key === name)
      ?.value.trim()
      .toLowerCase();
  const written = [...recipients, ...addresses(email.to), ...addresses(email.cc)];
  return {
    sender: email.from?.address?.toLowerCase() ?? null,
    replyAddress: written.find(isReplyAddress) ?? null,
    messageId: email.messageId?.trim() || `<${sha256(bytes.toString("latin1"))}@digest>`,
    automatic: sentByMachine(header),
  };
}

/** Bulk and list mail: a person's reply carries none of these. */
const machinePrecedence = new Set(["bulk", "junk", "list", "auto_reply"]);

/**
 * Whether the message says a machine sent it, the ways mail software does: RFC 3834's
 * `Auto-Submitted`, `Precedence`, the out-of-office tools' own marks, a delivery report.
 */
function sentByMachine(header: (name: string) => string | undefined): boolean {
  const auto = header("auto-submitted");
  if (auto !== undefined && auto !== "no") return true;
  if (machinePrecedence.has(header("precedence") ?? "")) return true;
  if (header("x-autoreply") !== undefined || header("x-autorespond") !== undefined) return true;
  return header("content-type")?.startsWith("multipart/report") ?? false;
}

/**
 * The first line the author wrote, without quoted history or signature ("" when there is none),
 * read as mail clients send it (MIME, any character set, plain or HTML-only, top- or bottom-posted).
 */
export async function readFirstLine(raw: Uint8Array): Promise<string> {
  const email = await parsed(raw);
  return firstLineOf(email.text ?? (email.html ? htmlText(email.html) : ""));
}

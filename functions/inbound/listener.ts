import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Deps } from "../deps";
import { errorFields } from "../log";
import { StartError } from "../start-error";
import { isReplyAddress } from "../tokens/reply-address";
import { type Delivered, handleInbound } from "./handle";
import { UnreadableMail } from "./inbound-mail";

/** Replies are short; quoted history and a pasted picture fit well under this. */
const MAX_BYTES = 10 * 1024 * 1024;

/** Mail servers send a reply or two at a time: more open connections than this are someone idling. */
const MAX_CLIENTS = 50;

/** A sender silent this long is hung up on, so idle connections free their place. */
const IDLE_MS = 30_000;

export interface InboundListener {
  /** `smtp://host:port`, for any SMTP client. */
  url: string;
  close(): Promise<void>;
}

/** An SMTP answer with its code: 4xx asks the sending server to try again later, 5xx not to. */
function smtpError(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

function received(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", reject);
    stream.on("end", () =>
      stream.sizeExceeded ? reject(smtpError(552, "Message too large")) : resolve(Buffer.concat(chunks)),
    );
  });
}

async function deliver(deps: Deps, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const delivered: Delivered = {
    raw: await received(stream),
    recipients: session.envelope.rcptTo.map((r) => r.address),
    envelopeSender: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
  };
  try {
    const handled = await handleInbound(deps, delivered);
    deps.log?.({ level: "info", msg: "inbound", ...handled });
  } catch (error) {
    if (error instanceof UnreadableMail) {
      deps.log?.({ level: "warn", msg: "inbound unreadable", ...errorFields(error) });
      throw smtpError(554, "This message cannot be read as a reply");
    }
    deps.log?.({ level: "error", msg: "inbound failed", ...errorFields(error) });
    throw smtpError(451, "Not processed now; try again later");
  }
}

/**
 * The local stand-in for SES receiving: an SMTP server that takes mail for reply addresses only
 * and plays each reply as it arrives. Plain SMTP without authentication: keep it on loopback.
 */
export async function listenForReplies(deps: Deps, port: number, host: string): Promise<InboundListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_BYTES,
    maxClients: MAX_CLIENTS,
    socketTimeout: IDLE_MS,
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      callback(isReplyAddress(address.address) ? null : smtpError(550, "No such mailbox here"));
    },
    onData(stream, session, callback) {
      deliver(deps, stream, session).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new StartError(
              `Port ${port} on ${host} for inbound mail is in use: choose another, such as INBOUND_PORT=${port + 1}`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  // after start-up, an error is one connection's (a reset, a timeout): that connection ends, the listener goes on
  server.on("error", (error: Error) =>
    deps.log?.({ level: "warn", msg: "inbound connection failed", ...errorFields(error) }),
  );
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

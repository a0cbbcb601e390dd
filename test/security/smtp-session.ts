import { connect, type Socket } from "node:net";

/** The reply listener's host and port, as npm start's banner names them. */
export function inboundOf(stdout: string): { host: string; port: number } {
  const found = /^Inbound mail\s+smtp:\/\/([^:\s]+):(\d+)/m.exec(stdout);
  if (!found) throw new Error(`no inbound listener in the banner:\n${stdout}`);
  return { host: found[1], port: Number(found[2]) };
}

/** A raw SMTP conversation: each command waits for the server's final answer line to it. */
export interface SmtpSession {
  socket: Socket;
  /** The final answer lines heard so far ("250 Accepted"), the greeting first. */
  answers(): string[];
  /** Sends one command (or a message's data) and resolves with the answer to it. */
  send(line: string): Promise<string>;
}

export async function smtpSession(at: { host: string; port: number }): Promise<SmtpSession> {
  const socket = connect(at.port, at.host);
  let heard = "";
  const answers = () => heard.match(/^\d{3} .*$/gm) ?? [];
  const waiters: (() => void)[] = [];
  socket.on("data", (chunk) => {
    heard += chunk;
    for (const wake of waiters.splice(0)) wake();
  });
  const answer = (count: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => (answers().length >= count ? resolve(answers()[count - 1]) : waiters.push(check));
      socket.once("error", reject);
      check();
    });
  await answer(1);
  return {
    socket,
    answers,
    send(line) {
      const count = answers().length + 1;
      socket.write(`${line}\r\n`);
      return answer(count);
    },
  };
}

import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { dataFolder, startServer } from "../ops/processes";
import { inboundOf, smtpSession } from "./smtp-session";

/** Opens an SMTP conversation and says each command, waiting for its answer. */
async function converse(at: { host: string; port: number }, commands: string[]): Promise<Socket> {
  const session = await smtpSession(at);
  for (const command of commands) await session.send(command);
  return session.socket;
}

describe("the SMTP reply listener of npm start", () => {
  const server = startServer({ DATA_DIR: dataFolder() });
  afterAll(() => server.stop());

  it("survives two connections reset mid-conversation, and answers the next one", async () => {
    await server.url;
    const at = inboundOf(server.stdout());
    for (let i = 0; i < 2; i++) {
      const socket = await converse(at, ["EHLO attacker.test", "MAIL FROM:<a@attacker.test>"]);
      socket.resetAndDestroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(server.child.exitCode).toBeNull();
    const next = await converse(at, ["EHLO friend.test"]);
    next.end("QUIT\r\n");
    const api = await fetch(`${await server.url}/v1/games`);
    expect(api.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it("turns away connections past its limit instead of holding every idle one", async () => {
    const at = inboundOf(server.stdout());
    const greetings = await Promise.all(
      Array.from(
        { length: 60 },
        () =>
          new Promise<{ socket: Socket; greeting: string }>((resolve, reject) => {
            const socket = connect(at.port, at.host);
            socket.once("data", (chunk) => resolve({ socket, greeting: String(chunk) }));
            socket.once("error", reject);
          }),
      ),
    );
    const refused = greetings.filter((g) => g.greeting.startsWith("421"));
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(greetings.length - refused.length).toBeLessThanOrEqual(50);
    for (const { socket } of greetings) socket.destroy();
    expect(server.child.exitCode).toBeNull();
  });
});

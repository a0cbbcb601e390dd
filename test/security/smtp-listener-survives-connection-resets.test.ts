import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { dataFolder, startServer } from "../ops/processes";

/** The reply listener's host and port, as the start-up banner names them. */
function inboundOf(stdout: string): { host: string; port: number } {
  const found = /^Inbound mail\s+smtp:\/\/([^:\s]+):(\d+)/m.exec(stdout);
  if (!found) throw new Error(`no inbound listener in the banner:\n${stdout}`);
  return { host: found[1], port: Number(found[2]) };
}

/** Opens an SMTP conversation and waits for each answer before the next command. */
async function converse(at: { host: string; port: number }, commands: string[]): Promise<Socket> {
  const socket = connect(at.port, at.host);
  let heard = "";
  const answers = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if ((heard.match(/^\d{3} /gm) ?? []).length >= count) resolve();
      };
      socket.on("data", (chunk) => {
        heard += chunk;
        check();
      });
      socket.once("error", reject);
      check();
    });
  await answers(1);
  for (const [i, command] of commands.entries()) {
    socket.write(`${command}\r\n`);
    await answers(i + 2);
  }
  return socket;
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

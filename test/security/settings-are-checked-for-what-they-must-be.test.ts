import { spawn } from "node:child_process";
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { functionConfig, localConfig } from "../../functions/config";
import { type LocalOptions, startLocal } from "../../functions/local-server";
import { folderMailer } from "../../functions/notify/email";
import { StartError } from "../../functions/start-error";
import { refusal } from "../ops/config-refusal";
import { tempFolder } from "../temp-folders";

const deployed = {
  TABLE_NAME: "games-dev",
  PUBLIC_URL: "https://games.example",
  CLIENT_URL: "https://games.example/matches/{matchId}",
};

async function startRefusal(options: Partial<LocalOptions>): Promise<string> {
  const started = await startLocal({
    port: 0,
    dataDir: null,
    workIntervalMs: 0,
    webDir: null,
    ...options,
  }).then(
    async (server) => {
      await server.close();
      return null;
    },
    (error: unknown) => error,
  );
  expect(started).toBeInstanceOf(StartError);
  return (started as Error).message;
}

const folder = () => tempFolder("settings");
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("a signing secret must be one nobody can guess", () => {
  it.each([
    ["40 spaces", " ".repeat(40)],
    ["32 × a", "a".repeat(32)],
    ["two letters repeated", "ab".repeat(20)],
  ])("refuses %s, locally and on AWS, without showing it", (_, secret) => {
    for (const message of [
      refusal(() => localConfig({ SIGNING_SECRET: secret })),
      refusal(() => functionConfig({ ...deployed, SIGNING_SECRET: secret })),
    ]) {
      expect(message).toContain("SIGNING_SECRET is too easy to guess");
      expect(message).toContain("openssl rand -base64 32");
      expect(message).not.toContain(secret);
    }
  });

  it("takes a random one of 32 characters or more", () => {
    const secret = "h3Qz0vX9kLr2Tq8WcYb5NsJd1FgA7mUe";
    expect(localConfig({ SIGNING_SECRET: secret }).signingSecret).toBe(secret);
  });

  it("refuses a one-character signing-secret file in the data folder, and does not replace it", async () => {
    const dir = folder();
    const file = path.join(dir, "signing-secret");
    writeFileSync(file, "x\n");
    const message = await startRefusal({ dataDir: dir });
    expect(message).toContain(
      `The signing secret in ${file} is too weak (it must be at least 32 characters)`,
    );
    expect(message).toContain("Delete the file to have a new one made");
    expect(readFileSync(file, "utf8")).toBe("x\n");
  });
});

describe("mail settings must name where mail goes and who sends it", () => {
  it("refuses SMTP_URL=smtp:// and MAIL_FROM=@, naming each", () => {
    const message = refusal(() => localConfig({ SMTP_URL: "smtp://", MAIL_FROM: "@" }));
    expect(message.split("\n").slice(1)).toEqual([
      "  SMTP_URL must name a host, such as smtp://127.0.0.1:1025",
      "  MAIL_FROM must be one line with an address, such as Games <games@example.com>",
    ]);
  });

  it.each(["Games <@example.com>", "Games <games@>", "games@", "<>"])("refuses MAIL_FROM=%s", (from) => {
    expect(refusal(() => localConfig({ MAIL_FROM: from }))).toContain(
      "MAIL_FROM must be one line with an address",
    );
  });

  it.each(["Games <games@example.com>", "games@example.com", "Async board games <games@localhost>"])(
    "takes MAIL_FROM=%s",
    (from) => {
      expect(localConfig({ MAIL_FROM: from, SMTP_URL: "smtps://mail.example:465" }).mailFrom).toBe(from);
    },
  );
});

describe("npm start's start-up says what is wrong instead of a stack trace", () => {
  it("names INBOUND_HOST when it does not resolve", async () => {
    const message = await startRefusal({ inbound: { port: 0, host: "no-such-host.invalid" } });
    expect(message).toBe(
      "The reply listener cannot start: INBOUND_HOST=no-such-host.invalid is not a name this machine resolves. Use an address, such as INBOUND_HOST=127.0.0.1 (the default)",
    );
  });

  it("does not advise killing a live process a stale server.lock names when it is not a server", async () => {
    const other = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const dir = folder();
      writeFileSync(path.join(dir, "server.lock"), `${other.pid}\n`);
      const message = await startRefusal({ dataDir: dir });
      expect(message).toContain(
        `names process ${other.pid}, but that process runs \`sleep 30\`, not a server`,
      );
      expect(message).toContain("check that no server uses the folder, then delete the lock file");
      expect(message).not.toContain(`kill ${other.pid}`);
    } finally {
      other.kill();
    }
  });
});

describe("the data folder and the outbox are the server's user's alone", () => {
  it("makes the data folder 0700, and narrows one that others could enter", async () => {
    const made = path.join(folder(), "data");
    const open = folder();
    chmodSync(open, 0o755);
    for (const dir of [made, open]) {
      const server = await startLocal({ port: 0, dataDir: dir, workIntervalMs: 0, webDir: null });
      await server.close();
      expect(modeOf(dir)).toBe(0o700);
      expect(modeOf(path.join(dir, "signing-secret"))).toBe(0o600);
    }
  });

  it("writes a mail to a valid 254-character address as a 0600 file, and names the file without its folder", async () => {
    const address = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(56)}.test`;
    expect(address).toHaveLength(254);
    const outbox = path.join(folder(), "outbox");
    const sent = await folderMailer(outbox, "Games <games@localhost>").send({
      to: address,
      subject: "It is your turn",
      text: "Play",
      html: "<p>Play</p>",
      messageId: "<turn@localhost>",
    });
    expect(sent).not.toContain(outbox);
    expect(readdirSync(outbox)).toEqual([sent]);
    expect(sent.length).toBeLessThan(120);
    expect(modeOf(outbox)).toBe(0o700);
    expect(modeOf(path.join(outbox, sent))).toBe(0o600);
    expect(readFileSync(path.join(outbox, sent), "utf8")).toContain(address);
  });
});

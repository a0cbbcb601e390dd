import { describe, expect, it } from "vitest";
import { cdkTarget, functionConfig, localConfig } from "../../functions/config";
import { refusal } from "./config-refusal";

const secret = "a-signing-secret-of-at-least-32-characters";
const deployed = {
  TABLE_NAME: "games-dev",
  PUBLIC_URL: "https://games.example/",
  CLIENT_URL: "https://games.example/matches/{matchId}",
  SIGNING_SECRET: secret,
};

describe("npm start's configuration", () => {
  it("has working defaults: port 3000 on loopback, data in .data, links from the server's own URL", () => {
    expect(localConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: ".data",
      publicUrl: undefined,
      clientUrl: undefined,
      signingSecret: undefined,
      smtpUrl: undefined,
      mailFrom: "Async board games <games@localhost>",
      mailSendRate: 14,
      workConsumers: 8,
      corsOrigins: [],
      inbound: { domain: "localhost", port: 2525, host: "127.0.0.1", bucket: null, prefix: "" },
    });
  });

  it("reads `NAME=` as unset, DATA_DIR=memory as no folder, and origins as a list", () => {
    const config = localConfig({
      PORT: "",
      DATA_DIR: "memory",
      CORS_ORIGINS: "https://board.example, http://127.0.0.1:5173",
    });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: null,
      corsOrigins: ["https://board.example", "http://127.0.0.1:5173"],
    });
  });

  it("refuses what would break links, mail headers or the CORS allow-list", () => {
    const message = refusal(() =>
      localConfig({
        PORT: "70000",
        PUBLIC_URL: "/relative",
        CLIENT_URL: "https://games.example/matches/",
        SMTP_URL: "http://mail.example",
        MAIL_FROM: "Games <games@example.com>\r\nBcc: everyone@example.com",
        CORS_ORIGINS: "https://board.example/path,*",
        REPLY_DOMAIN: "play example.com",
      }),
    );
    expect(message.split("\n").slice(1)).toEqual([
      "  PORT must be a whole number from 0 to 65535",
      "  PUBLIC_URL must be an absolute http(s) URL such as https://games.example",
      "  CLIENT_URL must hold {matchId} where the match's id goes",
      "  SMTP_URL must be an smtp:// or smtps:// URL",
      "  MAIL_FROM must be one line with an address, such as Games <games@example.com>",
      "  CORS_ORIGINS.0 must list origins such as https://board.example (scheme, host, port only)",
      "  CORS_ORIGINS.1 must list origins such as https://board.example (scheme, host, port only)",
      "  REPLY_DOMAIN must be a domain name such as play.example.com",
    ]);
  });
});

describe("a function's configuration on AWS", () => {
  it("needs the table, absolute links and the signing secret, and names each one missing", () => {
    const message = refusal(() => functionConfig({}));
    expect(message).toBe(
      [
        "The configuration of the function is not valid:",
        "  TABLE_NAME is not set",
        "  PUBLIC_URL is not set",
        "  CLIENT_URL is not set",
        "  SIGNING_SECRET is not set, nor SIGNING_SECRET_ARN",
      ].join("\n"),
    );
  });

  it("never shows a secret's value, only what is wrong with it", () => {
    const message = refusal(() => functionConfig({ ...deployed, SIGNING_SECRET: "too-short-a-secret" }));
    expect(message).toContain("SIGNING_SECRET must be at least 32 characters");
    expect(message).not.toContain("too-short-a-secret");
  });

  it("trims the public URL's slash, so that links do not double it, and picks the mail transport", () => {
    expect(functionConfig(deployed)).toMatchObject({
      publicUrl: "https://games.example",
      mailTransport: { kind: "files" },
      corsOrigins: [],
    });
    expect(functionConfig({ ...deployed, EMAIL_TRANSPORT: "ses" }).mailTransport).toEqual({ kind: "ses" });
    expect(functionConfig({ ...deployed, SMTP_URL: "smtp://127.0.0.1:1025" }).mailTransport).toEqual({
      kind: "smtp",
      url: "smtp://127.0.0.1:1025",
    });
    expect(refusal(() => functionConfig({ ...deployed, EMAIL_TRANSPORT: "smtp" }))).toContain(
      "SMTP_URL is not set, and EMAIL_TRANSPORT=smtp needs it",
    );
  });
});

describe("the CDK app's target", () => {
  it("is the account and region the CDK CLI sets, or none to synthesize without credentials", () => {
    expect(cdkTarget({})).toEqual({ account: undefined, region: undefined });
    expect(cdkTarget({ CDK_DEFAULT_ACCOUNT: "123456789012", CDK_DEFAULT_REGION: "eu-central-1" })).toEqual({
      account: "123456789012",
      region: "eu-central-1",
    });
    expect(refusal(() => cdkTarget({ CDK_DEFAULT_ACCOUNT: "12345" }))).toContain("CDK_DEFAULT_ACCOUNT");
  });
});

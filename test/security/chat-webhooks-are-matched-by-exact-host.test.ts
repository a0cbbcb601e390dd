import { describe, expect, it } from "vitest";
import { isChatWebhookUrl } from "../../functions/notify/chat";
import { expectProblem, newPlayer, tableSnapshot, useServer } from "../api/harness";

/** Hosts that end like, start like or hide behind a chat service's host, each with the service's own path. */
const lookalikes = {
  discord: [
    "https://discord.com.evil.example/api/webhooks/1234567890/abcDEF-123",
    "https://evildiscord.com/api/webhooks/1234567890/abcDEF-123",
    "https://discord.com@evil.example/api/webhooks/1234567890/abcDEF-123",
    "https://evil.example/api/webhooks/1234567890/abcDEF-123",
    "https://discord.com.:443/api/webhooks/1234567890/abcDEF-123",
  ],
  slack: [
    "https://hooks.slack.com.evil.example/services/T000/B000/XXXX",
    "https://slack.com/services/T000/B000/XXXX",
    "https://hooks.slack.com@evil.example/services/T000/B000/XXXX",
    "https://evil.example/services/T000/B000/XXXX",
  ],
} as const;

/** The service's own host, but in clear text, on another port or carrying credentials. */
const unsafe = {
  discord: [
    "http://discord.com/api/webhooks/1234567890/abcDEF-123",
    "https://discord.com:8443/api/webhooks/1234567890/abcDEF-123",
    "https://user:pw@discord.com/api/webhooks/1234567890/abcDEF-123",
  ],
  slack: [
    "http://hooks.slack.com/services/T000/B000/XXXX",
    "https://hooks.slack.com:444/services/T000/B000/XXXX",
    "https://a:b@hooks.slack.com/services/T000/B000/XXXX",
  ],
} as const;

const api = useServer();

describe("Discord and Slack URLs are matched by their service's exact host", () => {
  it("takes each service's own hosts with its path", () => {
    for (const url of [
      "https://discord.com/api/webhooks/1234567890/abcDEF-123",
      "https://discordapp.com/api/webhooks/1234567890/abcDEF-123",
      "https://canary.discord.com/api/webhooks/1234567890/abcDEF-123",
    ])
      expect(isChatWebhookUrl("discord", url), url).toBe(true);
    expect(isChatWebhookUrl("slack", "https://hooks.slack.com/services/T000/B000/XXXX")).toBe(true);
  });

  it("refuses discord.com.evil.example and every other lookalike host with the right path", () => {
    for (const service of ["discord", "slack"] as const)
      for (const url of lookalikes[service]) expect(isChatWebhookUrl(service, url), url).toBe(false);
  });

  it("refuses the service's own host over http, on another port or with credentials in the URL", () => {
    for (const service of ["discord", "slack"] as const)
      for (const url of unsafe[service]) expect(isChatWebhookUrl(service, url), url).toBe(false);
    expect(isChatWebhookUrl("discord", "https://discord.com:443/api/webhooks/1234567890/abcDEF-123")).toBe(
      true,
    );
  });

  it("answers a lookalike or unsafe URL saved as a chat URL with a validation problem, and saves nothing", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const table = await tableSnapshot(api.server);
    for (const service of ["discord", "slack"] as const)
      for (const url of [...lookalikes[service], ...unsafe[service]]) {
        const reply = await ada.request("PUT", "/v1/me/notifications", { body: { [service]: { url } } });
        expectProblem(reply, 400, "validation-error");
        expect(reply.body.errors, url).toEqual([expect.objectContaining({ path: `${service}.url` })]);
      }
    expect(await tableSnapshot(api.server)).toEqual(table);
  });
});

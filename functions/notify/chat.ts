import type { Message } from "./message";
import { postSafely, type Targets } from "./safe-fetch";
import { resultOf, type WebhookResult } from "./webhooks";

/** The chat services a player can be told through, by their incoming-webhook URL. */
export type ChatService = "discord" | "slack";

/** Where each service's incoming webhooks live: exactly these hosts, under this path. */
export const chatWebhooks: Record<
  ChatService,
  { name: string; hosts: readonly string[]; path: RegExp; example: string }
> = {
  discord: {
    name: "Discord",
    // the clients' test builds (canary, ptb) hand out webhooks on their own hosts
    hosts: ["discord.com", "discordapp.com", "canary.discord.com", "ptb.discord.com"],
    path: /^\/api\/webhooks\/\d+\/[\w-]+\/?$/,
    example: "https://discord.com/api/webhooks/1234567890/abcDEF-123",
  },
  slack: {
    name: "Slack",
    hosts: ["hooks.slack.com"],
    path: /^\/services\/[\w]+\/[\w]+\/[\w]+\/?$/,
    example: "https://hooks.slack.com/services/T000/B000/XXXX",
  },
};

/** Stand-ins for a service on this machine: refused anyway unless the server may reach loopback. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * A URL of the service's incoming webhooks: one of its hosts exactly (`discord.com.evil.example` is
 * not Discord) over https on its own port, with its path and no credentials; or a loopback stand-in
 * with that path for a server that listens on loopback.
 */
export function isChatWebhookUrl(service: ChatService, url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { hostname, pathname, protocol, port, username, password } = new URL(url);
  const { hosts, path } = chatWebhooks[service];
  const theService = hosts.includes(hostname) && protocol === "https:" && port === "";
  const standIn = LOOPBACK_HOSTS.includes(hostname);
  return (theService || standIn) && !username && !password && path.test(pathname);
}

/** Discord takes at most 2,000 characters of content and 4,096 of an embed's description. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Names are the players' own: Discord must not read them as formatting or mentions. */
function escapeDiscord(text: string): string {
  // formatting, masked links ([text](url)), mention and emoji forms (<@id>, :name:), headings, quotes and lists
  return text.replace(/[\\*_~`|[\]()<>#:-]/g, "\\$&");
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function happenedLines(m: Message): string[] {
  if (m.happened === null) return [];
  return m.happened.length > 0 ? [m.texts.since, ...m.happened.map((l) => `• ${l}`)] : [m.texts.nothingNew];
}

/** A Discord message: the first line in the content (what notifications show), the rest in an embed. */
function discordBody(m: Message): string {
  const description = happenedLines(m).map(escapeDiscord).join("\n");
  const fields = [
    ...(m.standings ? [{ name: m.standings.title, value: escapeDiscord(m.standings.line) }] : []),
    ...(m.clock.length > 0 ? [{ name: m.texts.clock, value: escapeDiscord(m.clock.join("\n")) }] : []),
  ].map((f) => ({ name: clip(f.name, 256), value: clip(f.value, 1024) }));
  return JSON.stringify({
    content: clip(escapeDiscord(m.headline), 2000),
    // a name such as "@everyone" must not ping a channel
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: clip(m.subject, 256),
        url: m.link.url,
        ...(description ? { description: clip(description, 4096) } : {}),
        fields,
        color: 0x0b5394,
      },
    ],
  });
}

/** A Slack message in blocks, with the first line as the text notifications show. */
function slackBody(m: Message): string {
  const section = (text: string) => ({ type: "section", text: { type: "mrkdwn", text: clip(text, 3000) } });
  const happened = happenedLines(m).map(escapeSlack).join("\n");
  const context = [
    ...(m.standings ? [`*${escapeSlack(m.standings.title)}* ${escapeSlack(m.standings.line)}`] : []),
    ...(m.clock.length > 0 ? [`*${escapeSlack(m.texts.clock)}* ${escapeSlack(m.clock.join(" · "))}`] : []),
  ];
  return JSON.stringify({
    text: escapeSlack(m.headline),
    blocks: [
      section(`*${escapeSlack(m.headline)}*`),
      ...(happened ? [section(happened)] : []),
      ...(context.length > 0
        ? [{ type: "context", elements: context.map((text) => ({ type: "mrkdwn", text })) }]
        : []),
      {
        type: "actions",
        elements: [{ type: "button", text: { type: "plain_text", text: m.link.label }, url: m.link.url }],
      },
    ],
  });
}

export const chatBodies: Record<ChatService, (m: Message) => string> = {
  discord: discordBody,
  slack: slackBody,
};

/** Posts a message to a chat's incoming webhook; any 2xx is delivered, the rest is retried. */
export async function postChat(
  url: string,
  body: string,
  targets: Targets = "public",
): Promise<WebhookResult> {
  return resultOf(await postSafely(url, { "content-type": "application/json" }, body, targets));
}

import type { Mail } from "./email";
import type { Message } from "./message";

/** The picture's Content-ID, which the HTML names as `cid:`. */
const PICTURE_CID = "board@async-board-games";

/**
 * A delivery's Message-ID, the same on every attempt: its id without the time's colons, which an
 * RFC 5322 id may not hold (strict parsers cut the id there, and threading breaks).
 */
export const messageIdOf = (deliveryId: string) => `<${deliveryId.replaceAll(":", "")}@async-board-games>`;

/** Where the reader changes or stops what they hear. */
export interface MailLinks {
  /** One POST to it stops the reader's emails (RFC 8058). */
  unsubscribe: string;
  /** The reader's notification settings in the web client. */
  preferences: string;
}

export interface MailInput extends MailLinks {
  to: string;
  /** The delivery's id: the Message-ID, the same on every attempt. */
  id: string;
  /** The picture as a PNG, when the message has one. */
  png: Uint8Array | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const list = (lines: string[]) => `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`;

/** The body of one message as text, from what happened to its link. */
function sectionText(m: Message): string[] {
  const happened =
    m.happened === null
      ? []
      : m.happened.length > 0
        ? [m.texts.since, ...m.happened.map((line) => `- ${line}`), ""]
        : [m.texts.nothingNew, ""];
  const standings = m.standings ? [`${m.standings.title} ${m.standings.line}`] : [];
  const clock = m.clock.length > 0 ? [m.texts.clock, ...m.clock.map((line) => `- ${line}`)] : [];
  const after = [...standings, ...clock];
  return [
    ...happened,
    ...(after.length > 0 ? [...after, ""] : []),
    `${m.link.label}: ${m.link.url}`,
    ...(m.link.note ? [m.link.note] : []),
  ];
}

function sectionHtml(m: Message, png: Uint8Array | null): string {
  const happened =
    m.happened === null
      ? ""
      : m.happened.length > 0
        ? `<p>${escapeHtml(m.texts.since)}</p>${list(m.happened)}`
        : `<p>${escapeHtml(m.texts.nothingNew)}</p>`;
  const standings = m.standings
    ? `<p><strong>${escapeHtml(m.standings.title)}</strong> ${escapeHtml(m.standings.line)}</p>`
    : "";
  const clock =
    m.clock.length > 0 ? `<p><strong>${escapeHtml(m.texts.clock)}</strong></p>${list(m.clock)}` : "";
  const picture =
    m.picture && png
      ? `<p><img src="cid:${PICTURE_CID}" width="${m.picture.width}" height="${m.picture.height}" alt="${escapeHtml(m.texts.pictureAlt)}" style="max-width:100%;height:auto;border:1px solid #ddd"></p>`
      : "";
  const key =
    m.picture?.key && png
      ? `<p style="font-size:13px;color:#333"><strong>${escapeHtml(m.texts.pictureKey)}</strong> ${m.picture.key.map((name, i) => `<b>${i + 1}</b>&nbsp;${escapeHtml(name)}`).join(" · ")}</p>`
      : "";
  const button = `<p><a href="${escapeHtml(m.link.url)}" style="display:inline-block;padding:10px 18px;background:#0b5394;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(m.link.label)}</a></p>`;
  const note = m.link.note ? `<p style="color:#555;font-size:13px">${escapeHtml(m.link.note)}</p>` : "";
  return `${happened}${standings}${clock}${picture}${key}${button}${note}`;
}

/** What the picture's numbers stand for, for a reader of the text alone: the names a reply writes. */
function pictureKeyText(m: Message, png: Uint8Array | null): string[] {
  if (!m.picture?.key || !png) return [];
  return [m.texts.pictureKey, m.picture.key.map((name, i) => `${i + 1} ${name}`).join(", "), ""];
}

/** The reader's choices, numbered, with how to answer: a reply whose first line names one plays it. */
function replyText(m: Message): string[] {
  if (!m.reply) return [];
  const { choices, count, help, holding } = m.reply;
  const listed = choices
    ? [m.texts.reply.choose, ...choices.map((c, i) => `${i + 1}. ${c.sentence} [${c.text}]`)]
    : [m.texts.reply.tooMany(count)];
  return [...(holding ? [holding, ""] : []), ...listed, help, ""];
}

function replyHtml(m: Message): string {
  if (!m.reply) return "";
  const { choices, count, help, holding } = m.reply;
  const held = holding ? `<p>${escapeHtml(holding)}</p>` : "";
  const listed = choices
    ? `<p>${escapeHtml(m.texts.reply.choose)}</p><ol>${choices.map((c) => `<li>${escapeHtml(c.sentence)} <code>[${escapeHtml(c.text)}]</code></li>`).join("")}</ol>`
    : `<p>${escapeHtml(m.texts.reply.tooMany(count))}</p>`;
  return `${held}${listed}<p style="color:#555;font-size:13px">${escapeHtml(help)}</p>`;
}

function footerText(m: Message, links: MailLinks): string[] {
  return [
    "-- ",
    m.texts.whyYouGetThis,
    `${m.texts.preferences}: ${links.preferences}`,
    `${m.texts.unsubscribe}: ${links.unsubscribe}`,
  ];
}

function footerHtml(m: Message, links: MailLinks): string {
  return `<p style="color:#666;font-size:12px">${escapeHtml(m.texts.whyYouGetThis)} <a href="${escapeHtml(links.preferences)}">${escapeHtml(m.texts.preferences)}</a> · <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(m.texts.unsubscribe)}</a></p>`;
}

function page(lang: string, subject: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Helvetica,Arial,sans-serif;color:#222;max-width:680px">
${body}
</body></html>`;
}

const lead = (line: string, size: number) =>
  `<p style="font-size:${size}px"><strong>${escapeHtml(line)}</strong></p>`;

function headersOf(lang: string, links: MailLinks): Record<string, string> {
  return {
    "Content-Language": lang,
    "List-Unsubscribe": `<${links.unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    // no out-of-office answers to a machine (RFC 3834)
    "Auto-Submitted": "auto-generated",
  };
}

/** The message as an email: its first line says what to do, the picture inline, one-click unsubscribe. */
export function mailOf(m: Message, input: MailInput): Mail {
  return {
    to: input.to,
    subject: m.subject,
    text: [
      m.headline,
      "",
      ...replyText(m),
      ...pictureKeyText(m, input.png),
      ...sectionText(m),
      "",
      ...footerText(m, input),
    ].join("\n"),
    html: page(
      m.lang,
      m.subject,
      `${lead(m.headline, 17)}${replyHtml(m)}${sectionHtml(m, input.png)}${footerHtml(m, input)}`,
    ),
    ...(m.reply ? { replyTo: m.reply.address } : {}),
    messageId: messageIdOf(input.id),
    headers: headersOf(m.lang, input),
    attachments:
      m.picture && input.png
        ? [
            {
              filename: "board.png",
              content: Buffer.from(input.png),
              contentType: "image/png",
              cid: PICTURE_CID,
            },
          ]
        : [],
  };
}

/** Several matches' messages as one daily email, one section each. */
export function digestMailOf(
  messages: Message[],
  input: MailLinks & { to: string; id: string; subject: string; first: string },
): Mail {
  const [m] = messages;
  const text = messages.flatMap((each) => [
    `== ${each.subject} ==`,
    each.headline,
    "",
    ...sectionText(each),
    "",
  ]);
  const html = messages
    .map(
      (each) =>
        `<h2 style="font-size:16px">${escapeHtml(each.subject)}</h2>${lead(each.headline, 15)}${sectionHtml(each, null)}`,
    )
    .join("");
  return {
    to: input.to,
    subject: input.subject,
    text: [input.first, "", ...text, ...footerText(m, input)].join("\n"),
    html: page(m.lang, input.subject, `${lead(input.first, 17)}${html}${footerHtml(m, input)}`),
    messageId: messageIdOf(input.id),
    headers: headersOf(m.lang, input),
  };
}

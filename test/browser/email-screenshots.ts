import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import type { ReceivedMail } from "../notify/receivers";
import { CHROMIUM } from "./harness";

export const EMAIL_SHOTS = path.join(import.meta.dirname, "screenshots", "emails");

export interface EmailShot {
  file: string;
  lang: string;
  /** Pictures in the email that the browser could not draw (a cid it did not carry, say). */
  brokenImages: number;
}

/** The email's HTML with each inline picture (`cid:`) as a data URL, as a mail reader shows it. */
function inlined(mail: ReceivedMail): string {
  return mail.attachments.reduce(
    (html, a) =>
      html.replaceAll(
        // a parsed Content-ID keeps its angle brackets; the HTML names it without them
        `cid:${a.contentId.replace(/^<|>$/g, "")}`,
        `data:${a.mimeType};base64,${Buffer.from(a.content).toString("base64")}`,
      ),
    mail.html,
  );
}

/** A file name's part: lowercase words joined by dashes. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/** One screenshot per email, at a mail reader's width, to test/browser/screenshots/emails/ (gitignored). */
export async function screenshotEmails(mails: { name: string; mail: ReceivedMail }[]): Promise<EmailShot[]> {
  await mkdir(EMAIL_SHOTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    const shots: EmailShot[] = [];
    for (const { name, mail } of mails) {
      await page.setContent(inlined(mail), { waitUntil: "load" });
      const lang = (await page.getAttribute("html", "lang")) ?? "";
      const file = path.join(EMAIL_SHOTS, `${slug(name)}-${lang}-${slug(mail.subject)}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const brokenImages = await page.$$eval(
        "img",
        (images) => images.filter((img) => !(img as HTMLImageElement).naturalWidth).length,
      );
      shots.push({ file, lang, brokenImages });
    }
    return shots;
  } finally {
    await browser.close();
  }
}

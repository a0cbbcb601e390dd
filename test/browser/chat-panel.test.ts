import { describe, expect, it } from "vitest";
import { signInLink } from "../../functions/tokens/sign-in";
import { screenshots, useBrowserClient } from "./client-harness";

const post = (url: string, body: unknown, key?: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());

/** Two new players at a started two-seat Santa Cruz match: its host, the one who joined, the match as made and as joined. */
async function seatedPair(base: string, host: string, guest: string) {
  const ada = await post(`${base}/v1/players`, { name: host });
  const bea = await post(`${base}/v1/players`, { name: guest });
  const match = await post(`${base}/v1/matches`, { game: "santa-cruz", seats: 2 }, ada.apiKey);
  const joined = await post(
    `${base}/v1/matches/${match.id}/join`,
    { inviteCode: match.inviteCode },
    bea.apiKey,
  );
  return { ada, bea, match, joined };
}

describe("the match page's table chat", () => {
  const { client } = useBrowserClient();

  it("a seated player reads the other's message and writes one; markup shows as text and runs nothing, in both languages", async () => {
    const base = client().server.url;
    const { ada, bea, match } = await seatedPair(base, "Ada", "Bea");
    const markup = "<img src=x onerror=\"document.title='owned'\"><b>bold</b>";
    await post(`${base}/v1/matches/${match.id}/messages`, { text: `Hello Ada ${markup}` }, bea.apiKey);

    const { page } = await client().person(1024);
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    await page.getByRole("heading", { name: "Table talk" }).waitFor();
    await page.getByText(`Hello Ada ${markup}`).waitFor();
    await page
      .getByLabel("Say something to the table")
      .fill("Good luck <script>document.title='owned'</script>");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText("Good luck <script>document.title='owned'</script>").waitFor();
    expect(
      await page.locator("#chat-title ~ ol img, #chat-title ~ ol b, #chat-title ~ ol script").count(),
    ).toBe(0);
    expect(await page.title()).not.toBe("owned");

    const read = await fetch(`${base}/v1/matches/${match.id}/messages`, {
      headers: { authorization: `Bearer ${bea.apiKey}` },
    }).then((r) => r.json());
    expect(read.messages.map((m: { name: string }) => m.name)).toEqual(["Bea", "Ada"]);

    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByRole("heading", { name: "Tischgespräch" }).waitFor();
    await page.getByRole("button", { name: "English" }).click();
  }, 60_000);

  it("Enter sends a message, Shift+Enter starts a new line, and Enter on an empty box sends nothing", async () => {
    const base = client().server.url;
    const { ada, bea, match } = await seatedPair(base, "Cleo", "Dov");
    const { page } = await client().person(390);
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    const box = page.getByLabel("Say something to the table");
    await box.press("Enter");
    await box.fill("first line");
    await box.press("Shift+Enter");
    await box.pressSequentially("second line");
    await box.press("Enter");
    await page.getByText("first line\nsecond line").waitFor();
    expect(await box.inputValue()).toBe("");
    const read = await fetch(`${base}/v1/matches/${match.id}/messages`, {
      headers: { authorization: `Bearer ${bea.apiKey}` },
    }).then((r) => r.json());
    expect(read.messages.map((m: { text: string }) => m.text)).toEqual(["first line\nsecond line"]);
    // the box spans the chat's width, not a few letters
    const [boxWidth, formWidth] = await Promise.all([
      box.evaluate((e) => e.getBoundingClientRect().width),
      page.locator("#chat-title ~ form").evaluate((e) => e.getBoundingClientRect().width),
    ]);
    expect(boxWidth).toBeGreaterThan(formWidth * 0.8);
  }, 60_000);

  it("the chat box counts characters as the API does: 300 emoji go, 501 letters are told too many and not sent", async () => {
    const base = client().server.url;
    const { ada, bea, match } = await seatedPair(base, "Eda", "Fin");
    const { page } = await client().person(390);
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    const box = page.getByLabel("Say something to the table");
    const send = page.getByRole("button", { name: "Send" });
    await box.fill("x".repeat(501));
    await page.getByText("Too long by 1: a message holds at most 500 characters.").waitFor();
    await page.locator("#chat-title ~ form").screenshot({ path: `${screenshots}/chat-too-long.png` });
    expect(await send.isDisabled()).toBe(true);
    const emoji = "\u{1F600}".repeat(300);
    await box.fill(emoji);
    expect(await box.inputValue()).toBe(emoji);
    await send.click();
    await expect.poll(() => box.inputValue(), { timeout: 5000 }).toBe("");
    const read = await fetch(`${base}/v1/matches/${match.id}/messages`, {
      headers: { authorization: `Bearer ${bea.apiKey}` },
    }).then((r) => r.json());
    expect(read.messages.map((m: { text: string }) => m.text)).toEqual([emoji]);
  }, 60_000);

  it("on a touch phone, whose keyboard has no Shift+Enter, Enter starts a new line and Send sends", async () => {
    const base = client().server.url;
    const { ada, bea, match } = await seatedPair(base, "Eli", "Fay");
    const context = await client().browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    const box = page.getByLabel("Say something to the table");
    await page.getByText("Enter starts a new line; Send sends.").waitFor();
    await box.fill("one");
    await box.press("Enter");
    await box.pressSequentially("two");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText("one\ntwo").waitFor();
    const read = await fetch(`${base}/v1/matches/${match.id}/messages`, {
      headers: { authorization: `Bearer ${bea.apiKey}` },
    }).then((r) => r.json());
    expect(read.messages.map((m: { text: string }) => m.text)).toEqual(["one\ntwo"]);
    await context.close();
  }, 60_000);

  it("a message said by the other seat shows at once, with no move and no reload: the live channel brings it", async () => {
    const base = client().server.url;
    const { ada, bea, match } = await seatedPair(base, "Cleo", "Dora");
    const { page } = await client().person(1024);
    const received: string[] = [];
    page.on("websocket", (socket) => socket.on("framereceived", (f) => received.push(String(f.payload))));
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    await page.getByRole("heading", { name: "Table talk" }).waitFor();
    await page.getByText("Nothing said yet.").waitFor();
    // the page follows the match on the live channel before the message is said
    await expect
      .poll(() => received.some((f) => JSON.parse(f).type === "subscribed"), { timeout: 5000 })
      .toBe(true);
    const version = (
      await fetch(`${base}/v1/matches/${match.id}`, {
        headers: { authorization: `Bearer ${ada.apiKey}` },
      }).then((r) => r.json())
    ).version;
    await post(`${base}/v1/matches/${match.id}/messages`, { text: "Are you there, Cleo?" }, bea.apiKey);
    await page.getByText("Are you there, Cleo?").waitFor({ timeout: 3000 });
    const now = await fetch(`${base}/v1/matches/${match.id}`, {
      headers: { authorization: `Bearer ${ada.apiKey}` },
    }).then((r) => r.json());
    expect(now.version).toBe(version);
    expect(await page.getByText("Are you there, Cleo?").count()).toBe(1);
  }, 60_000);

  it("without the live channel, a message said by the other seat shows within the chat's polling, with no move", async () => {
    const base = client().server.url;
    const { ada, bea, match, joined } = await seatedPair(base, "Elsa", "Finn");
    const { context, page } = await client().person(1024);
    // a browser (or a proxy) without WebSocket: the page polls
    await context.addInitScript(() => {
      Object.defineProperty(window, "WebSocket", { value: undefined });
    });
    const asked: string[] = [];
    page.on("request", (r) => {
      if (/\/messages\?/.test(r.url())) asked.push(new URL(r.url()).search);
    });
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    await page.getByText("Nothing said yet.").waitFor();
    // the list a screen reader follows is there before the first message, so it is announced
    expect(await page.locator("ol[aria-live]").count()).toBe(1);
    const said = await post(
      `${base}/v1/matches/${match.id}/messages`,
      { text: "Polling works too" },
      bea.apiKey,
    );
    await page.getByText("Polling works too").waitFor({ timeout: 15_000 });
    // with its time, and later reads ask only for what came after it
    expect(await page.locator(`time[datetime="${said.at}"]`).count()).toBe(1);
    await post(`${base}/v1/matches/${match.id}/messages`, { text: "And again" }, bea.apiKey);
    await page.getByText("And again").waitFor({ timeout: 15_000 });
    expect(asked.some((query) => query.includes(`after=${said.number}`))).toBe(true);
    const seen = await fetch(`${base}/v1/matches/${match.id}`, {
      headers: { authorization: `Bearer ${ada.apiKey}` },
    }).then((r) => r.json());
    expect(seen.version).toBe(joined.version);
  }, 60_000);

  it("a long word said at the table wraps in the chat on a phone: the page never widens", async () => {
    const base = client().server.url;
    const { ada, bea, match } = await seatedPair(base, "Gala", "Hugo");
    await post(`${base}/v1/matches/${match.id}/messages`, { text: "x".repeat(300) }, bea.apiKey);
    const { page } = await client().person(390);
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    await page.getByText("x".repeat(300)).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }, 60_000);
});

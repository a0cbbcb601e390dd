import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVE_MINUTES } from "../../functions/notify/calm";
import { signInLink } from "../../functions/tokens/sign-in";
import { confirmAddress, type ReceivedMail, smtpReceiver } from "../notify/receivers";
import { type Client, screenshots, startClient } from "./client-harness";

/** The server's clock runs with real time, moved on when a person steps away. */
const clock = { offset: 0 };
const LINK = /https?:\/\/\S+#sign-in=[\w.-]+/;
const linkIn = (mail: ReceivedMail) => LINK.exec(mail.text)?.[0] ?? "";
const kindOf = (mail: ReceivedMail) => mail.subject.split(/ · |: /)[0];

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Clicks the first choice of the page's action list and waits for the match to move on. */
async function actOnce(page: Page): Promise<void> {
  await page.locator("button.action:not([disabled])").first().waitFor({ state: "attached", timeout: 30_000 });
  const section = page.locator("section.actions");
  const details = section.locator("details");
  if ((await details.count()) > 0 && !(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
    await section.locator("summary").click();
  const before = Number(await page.locator(".play").getAttribute("data-version"));
  await section.getByRole("list").getByRole("button").first().click();
  await page.waitForFunction(
    (v) => Number(document.querySelector<HTMLElement>(".play")?.dataset.version) > v,
    before,
    { timeout: 30_000 },
  );
}

describe("a whole match between two people, one invited by email address", () => {
  let client: Client;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  beforeAll(async () => {
    smtp = await smtpReceiver();
    client = await startClient({ smtpUrl: smtp.url, now: () => new Date(Date.now() + clock.offset) });
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await smtp?.close();
  }, 30_000);

  it("joins from the email in one click; no turn is emailed while a page follows the match, one when its player steps away, no twins", async () => {
    const url = client.server.url;
    const adaAddress = "ada@example.test";
    const made = await fetch(`${url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: adaAddress }),
    }).then((r) => r.json());
    await confirmAddress(smtp.mails, adaAddress);
    const match = await fetch(`${url}/v1/matches`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${made.apiKey}` },
      body: JSON.stringify({ game: "santa-cruz", seats: 2, seed: "invited-by-email" }),
    }).then((r) => r.json());
    const seen = () =>
      fetch(`${url}/v1/matches/${match.id}`, { headers: { authorization: `Bearer ${made.apiKey}` } }).then(
        (r) => r.json(),
      );

    // Ada invites Bea by her address from the lobby
    const ada = (await client.person(1024)).page;
    await ada.goto(signInLink(client.server.deps, made.player, match.id));
    // a player invited by name is named as typed, with what the host should know: no id, no silence
    await fetch(`${url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Cleo Quiet" }),
    });
    await ada.getByLabel("Invite someone").fill("Cleo Quiet");
    await ada.getByRole("button", { name: "Send the invitation" }).click();
    await ada.getByText("Cleo Quiet was invited: it waits under Invitations on their games page").waitFor();
    expect(await ada.getByText(/p_[A-Za-z0-9_-]{8,} was invited/).count()).toBe(0);
    const beaAddress = "bea@example.test";
    await ada.getByLabel("Invite someone").fill(beaAddress);
    await ada.getByRole("button", { name: "Send the invitation" }).click();
    await ada.getByText(`${beaAddress} was invited by email.`).waitFor();
    await ada.screenshot({ path: `${screenshots}/invite-by-email-lobby.png`, fullPage: true });

    // Bea has no account: the invitation's link makes her one and takes the seat, in one click
    const invitation = await waitFor(() => smtp.mails.find((m) => m.to.includes(beaAddress)));
    expect(invitation.subject).toBe("Ada invites you to play Santa Cruz");
    let bea = (await client.person(390)).page;
    await bea.goto(linkIn(invitation));
    await bea.locator(".play").waitFor();
    expect(new URL(bea.url()).pathname).toBe(`/matches/${match.id}`);
    expect((await seen()).status).toBe("active");
    await bea.screenshot({ path: `${screenshots}/invited-by-email-seated.png`, fullPage: true });
    await ada.locator(".play").waitFor();

    // the start draws the seats: each page is put at its player's seat
    const adaSeat: number = (await seen()).seats.findIndex(
      (s: { player?: { id: string } }) => s.player?.id === made.player.id,
    );
    const beaSeat = 1 - adaSeat;
    const pages = () => (adaSeat === 0 ? [ada, bea] : [bea, ada]);
    // both pages follow the match on the push channel, so the server knows them at the screen: no
    // turn is emailed while a page is open on it, until its player steps away on their turn
    let away = false;
    for (let turns = 0; ; turns++) {
      const now = await seen();
      if (now.status === "finished") break;
      const [active] = now.activeSeats as number[];
      if (active === beaSeat && turns >= 6 && !away) {
        // Bea steps away on her turn: once the minutes of calm are over she hears of it, once
        away = true;
        const told = smtp.mails.filter((m) => m.to.includes(beaAddress)).length;
        await bea.context().close();
        clock.offset += (ACTIVE_MINUTES + 1) * 60_000;
        const turnMail = await waitFor(() => smtp.mails.filter((m) => m.to.includes(beaAddress))[told]);
        expect(kindOf(turnMail)).toBe("It is your turn");
        // she comes back from that email: its link signs her in at the match
        bea = (await client.person(390)).page;
        await bea.goto(linkIn(turnMail));
        await bea.locator(".play").waitFor();
      }
      await actOnce(pages()[active]);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await ada.screenshot({ path: `${screenshots}/invited-by-email-over.png`, fullPage: true });

    const to = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).map(kindOf);
    const start = expect.stringMatching(/^(It is your turn|The match has started)$/);
    // the start is told to a page that did not follow the match yet as the worker told it (Bea's
    // opens as the start is made); one that did sees it begin and is told nothing
    const startOnce = (kinds: string[], before: string[], after: string[]) => {
      expect(kinds.slice(0, before.length)).toEqual(before);
      expect(kinds.slice(-after.length)).toEqual(after);
      const between = kinds.slice(before.length, kinds.length - after.length);
      expect(between.length).toBeLessThanOrEqual(1);
      for (const kind of between) expect(kind).toEqual(start);
    };
    startOnce(
      to(beaAddress),
      ["Ada invites you to play Santa Cruz"],
      ["It is your turn", "The match is over"],
    );
    startOnce(to(adaAddress), [], ["The match is over"]);
    for (const address of [adaAddress, beaAddress]) {
      const bodies = smtp.mails
        .filter((m) => m.to.includes(address))
        .map((m) => `${m.subject}\n${m.text.replace(/https?:\/\/\S+/g, "")}`);
      expect(new Set(bodies).size).toBe(bodies.length);
    }
  }, 240_000);

  it("sign-up with an address says its confirmation link is on its way; the confirmed page links back to the games", async () => {
    const address = "di@example.test";
    const { page } = await client.person(1024);
    await page.goto("/");
    await page.getByLabel("Name").fill("Di");
    await page.getByLabel("Email (optional)").fill(address);
    await page.getByRole("button", { name: "Make my player" }).click();
    await page.getByRole("heading", { name: "Hello, Di" }).waitFor();
    await page.getByText(`A confirmation link is on its way to ${address}`).waitFor();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByText(`Ein Bestätigungslink ist an ${address} unterwegs`).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("button", { name: "I have kept it" }).click();
    expect(await page.getByText("A confirmation link is on its way").count()).toBe(0);

    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(address)));
    await page.goto(/https?:\/\/\S+\/v1\/confirm-address\?token=[\w.-]+/.exec(mail.text)?.[0] ?? "");
    await page.getByRole("button", { name: "Yes, confirm it" }).click();
    await page.getByRole("heading", { name: `${address} is confirmed` }).waitFor();
    await page.getByRole("link", { name: "Open the games" }).click();
    await page.getByRole("heading", { name: "Hello, Di" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    // without an address, nothing is said of one
    const other = (await client.person(1024)).page;
    await other.goto("/");
    await other.getByLabel("Name").fill("Ed");
    await other.getByRole("button", { name: "Make my player" }).click();
    await other.getByRole("heading", { name: "Hello, Ed" }).waitFor();
    expect(await other.getByText("A confirmation link").count()).toBe(0);
  }, 60_000);

  it("the sign-in page emails a link to a confirmed address; a used link's page sends a new one in one click", async () => {
    const address = "cy@example.test";
    await fetch(`${client.server.url}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Cy", email: address }),
    });
    await confirmAddress(smtp.mails, address);
    const to = () => smtp.mails.filter((m) => m.to.includes(address));

    const { page } = await client.person(390);
    await page.goto("/signin");
    await page.getByLabel("Your email address").fill(address);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByText(`If ${address} is a player's confirmed address, a link is on its way`).waitFor();
    const mail = await waitFor(() => to()[0]);
    expect(mail.text).toMatch(/works a single time, within 7 days/);
    await page.goto(linkIn(mail));
    await page.getByRole("heading", { name: "Hello, Cy" }).waitFor();

    // the same link again, in another browser: used, and one click asks for a new one
    const other = (await client.person(390)).page;
    await other.goto(linkIn(mail));
    await other.getByRole("alert").waitFor();
    await other.screenshot({ path: `${screenshots}/sign-in-link-used.png`, fullPage: true });
    await other.getByRole("button", { name: "Email me a new link" }).click();
    await other.getByText("a new one is on its way to the address it was sent to").waitFor();
    expect(await other.content()).not.toContain(address);
    const fresh = await waitFor(() => to()[1]);
    const back = (await client.person(390)).page;
    await back.goto(linkIn(fresh));
    await back.getByRole("heading", { name: "Hello, Cy" }).waitFor();
  }, 120_000);
});

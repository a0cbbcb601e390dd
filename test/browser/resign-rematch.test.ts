import { describe, expect, it } from "vitest";
import { signInLink } from "../../functions/tokens/sign-in";
import { screenshots, useBrowserClient } from "./client-harness";

const post = (url: string, body: unknown, key?: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());

describe("resign and rematch on the match page", () => {
  const { client } = useBrowserClient();

  it("a person resigns after a confirm step, the log and the seat panel tell it, and the other accepts the rematch offered in one click", async () => {
    const base = client().server.url;
    const ada = await post(`${base}/v1/players`, { name: "Ada" });
    const bea = await post(`${base}/v1/players`, { name: "Bea" });
    const match = await post(`${base}/v1/matches`, { game: "santa-cruz", seats: 2 }, ada.apiKey);
    await post(`${base}/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode }, bea.apiKey);

    const { page } = await client().person(1024);
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    // a quiet button, as the lobby's Leave, not one of the board's filled ones
    const resign = page.getByRole("button", { name: "Resign…" });
    expect(await resign.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe("rgb(255, 255, 255)");
    await resign.click();
    // the first press only asks: keeping on plays on
    await page.getByRole("button", { name: "Keep playing" }).click();
    await page.getByRole("button", { name: "Resign…" }).click();
    await page.getByRole("button", { name: "Yes, resign" }).click();
    // the end says who won and each seat's place, though the rules did not end the match
    await page.getByText("The match is over. Bea won.").waitFor();
    // the end takes the focus the Resign button left, and the reader to it at the head of the page
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("The match is over. Bea won.");
    expect(
      await page.getByRole("list", { name: "Final standings" }).getByRole("listitem").allTextContents(),
    ).toEqual([expect.stringMatching(/^1\. Bea: -?\d+ points?$/), "2. You: resigned"]);
    await page.getByText("Ada resigned.").waitFor();
    // the drawn board's seat panel says who resigned, as an undrawn game's seat table does
    await page.locator(".gb-seat h3", { hasText: "Ada (resigned)" }).waitFor();
    expect(await page.locator(".gb-seat h3", { hasText: "Bea (resigned)" }).count()).toBe(0);
    // the match is over though its rules did not end it: no seat is still to act on the board
    expect(await page.locator(".gb-seat .gb-badge", { hasText: "to act" }).count()).toBe(0);
    expect(await page.locator(".gb-seat .gb-badge", { hasText: "may join once" }).count()).toBe(0);
    expect(await page.locator(".gb-status", { hasText: /turn|Waiting/ }).count()).toBe(0);
    // and its status line says the game is over, not the phase the rules were in
    expect(await page.locator(".gb-status").textContent()).toBe("Round 1: game over");
    expect(await page.getByRole("button", { name: "Resign…" }).count()).toBe(0);
    // Bea looks at the finished match before the offer: it comes to her page with no reload
    const other = await client().person(1024);
    await other.page.goto(signInLink(client().server.deps, bea.player, match.id));
    await other.page.getByRole("button", { name: "Deutsch" }).click();
    await other.page.getByText("Die Partie ist zu Ende. Du hast gewonnen.").waitFor();
    // the next step sits with the result, above the board
    const offer = await page.getByRole("button", { name: "Offer a rematch" }).boundingBox();
    const board = await page.locator(".board-area").boundingBox();
    expect(offer?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(board?.y ?? 0);
    await page.getByRole("button", { name: "Offer a rematch" }).click();
    await page.waitForURL((url) => url.pathname !== `/matches/${match.id}`);
    const rematchId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");

    await other.page.getByText("Ada hat aufgegeben.").waitFor();
    await other.page.locator(".gb-seat h3", { hasText: "Ada (aufgegeben)" }).waitFor();
    await other.page
      .getByText("Eine Revanche wurde angeboten (1 von 2 haben angenommen).")
      .waitFor({ timeout: 20_000 });
    await other.page.getByRole("button", { name: "Revanche annehmen" }).click();
    await other.page.waitForURL((url) => url.pathname === `/matches/${rematchId}`);
    const started = await fetch(`${base}/v1/matches/${rematchId}`).then((r) => r.json());
    expect(started.status).toBe("active");
    await other.page.getByRole("button", { name: "English" }).click();
  }, 90_000);

  it("the finished match tells a declined rematch by name, and one everyone left as called off, offering another", async () => {
    const base = client().server.url;
    const ada = await post(`${base}/v1/players`, { name: "Ada" });
    const bea = await post(`${base}/v1/players`, { name: "Bea" });
    const match = await post(`${base}/v1/matches`, { game: "santa-cruz", seats: 2 }, ada.apiKey);
    await post(`${base}/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode }, bea.apiKey);
    await post(`${base}/v1/matches/${match.id}/resign`, {}, bea.apiKey);
    const offered = await post(`${base}/v1/matches/${match.id}/rematch`, {}, ada.apiKey);
    const declined = await fetch(`${base}/v1/me/invitations/${offered.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${bea.apiKey}` },
    });
    expect(declined.status).toBe(204);

    const { page } = await client().person(1024);
    await page.goto(signInLink(client().server.deps, ada.player, match.id));
    await page.getByText("Declined the rematch: Bea.").waitFor();
    await page
      .locator('section[aria-labelledby="rematch-title"]')
      .screenshot({ path: `${screenshots}/rematch-declined.png` });
    await post(`${base}/v1/matches/${offered.id}/leave`, {}, ada.apiKey);
    await page.reload();
    await page
      .getByText("The rematch offered was called off: everyone left it. You may offer another.")
      .waitFor();
    await page.getByRole("button", { name: "Offer a rematch" }).click();
    await page.waitForURL((url) => url.pathname !== `/matches/${match.id}`);
    const next = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    expect(next).not.toBe(offered.id);
  }, 60_000);
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { postAs, sidewaysOverflow, signUp, useBrowserClient } from "./client-harness";

/** The match id of the match page shown. */
const matchIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");

describe("open matches in the web client", () => {
  const { client } = useBrowserClient();

  it("a stranger finds a public match among the open matches and joins it without a code; quick match opens one for the next", async () => {
    const base = client().server.url;
    const ada = await client().person(1024);
    await signUp(ada.page, "Ada");
    await ada.page.getByRole("link", { name: "Start a new match" }).click();
    await ada.page.getByLabel("Game").selectOption({ label: "Santa Cruz" });
    await ada.page.getByLabel("Seats").fill("2");
    await ada.page.getByLabel("Public match").check();
    await ada.page.getByRole("button", { name: "Open the match" }).click();
    await ada.page.getByRole("heading", { name: "Waiting for players" }).waitFor();
    await ada.page.getByText("A public match: listed under open matches").waitFor();
    const adas = matchIdOf(ada.page.url());
    expect((await fetch(`${base}/v1/matches/${adas}`).then((r) => r.json())).public).toBe(true);

    const bea = await client().person(1024);
    await signUp(bea.page, "Bea");
    await bea.page.getByRole("link", { name: "Start a new match" }).click();
    await bea.page.getByLabel("Game").selectOption({ label: "Santa Cruz" });
    const open = bea.page.getByRole("list", { name: "Open matches of Santa Cruz" });
    await open.getByText("Ada's match").waitFor();
    await open.getByText("1 of 2 seats taken").waitFor();
    await bea.page.getByRole("button", { name: "Join Ada's match" }).click();
    await bea.page.waitForURL((url) => url.pathname === `/matches/${adas}`);
    await expect
      .poll(async () => (await fetch(`${base}/v1/matches/${adas}`).then((r) => r.json())).status)
      .toBe("active");

    const cy = await client().person(1024);
    await signUp(cy.page, "Cy");
    await cy.page.getByRole("link", { name: "Start a new match" }).click();
    await cy.page.getByLabel("Game").selectOption({ label: "Santa Cruz" });
    await cy.page.getByText("No open match of this game right now").waitFor();
    await cy.page.getByLabel("Seats").fill("3");
    await cy.page.getByRole("button", { name: "Quick match: a table of 3" }).click();
    await cy.page.getByRole("heading", { name: "Waiting for players" }).waitFor();
    const cys = await fetch(`${base}/v1/matches/${matchIdOf(cy.page.url())}`).then((r) => r.json());
    expect(cys).toMatchObject({ public: true, status: "lobby", seatCount: 3 });

    // in German on a phone, the started match is gone from the list and Cy's waits
    const dee = await client().person(390);
    await signUp(dee.page, "Dee");
    await dee.page.getByRole("button", { name: "Deutsch" }).click();
    await dee.page.getByRole("link", { name: "Neue Partie" }).first().click();
    const offen = dee.page.getByRole("list", { name: "Offene Partien von Santa Cruz" });
    await offen.getByText("Partie von Cy").waitFor();
    expect(await offen.getByText("Partie von Ada").count()).toBe(0);
    await dee.page.getByRole("button", { name: "Der Partie von Cy beitreten" }).waitFor();
    expect(await sidewaysOverflow(dee.page)).toBe(0);
    const { violations } = await new AxeBuilder({ page: dee.page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await dee.page.getByRole("button", { name: "English" }).click();
  }, 120_000);

  /** A player made through the API, and a page of theirs signed in with the key, its clock under the test's hand. */
  async function player(name: string): Promise<{ apiKey: string; page: Page }> {
    const made = await postAs(client().server.url, null, "/v1/players", { name });
    const { context, page } = await client().person(1024);
    await context.addInitScript((key) => localStorage.setItem("apiKey", key), made.apiKey);
    await page.clock.install();
    return { apiKey: made.apiKey, page };
  }
  const publicMatch = (key: string, seats: number, game = "santa-cruz") =>
    postAs(client().server.url, key, "/v1/matches", { game, seats, public: true });

  it("a match of one's own, or one one sits at, is listed as such with a link to it, never a Join that would be refused", async () => {
    const eli = await player("Eli");
    const fay = await player("Fay");
    const own = await publicMatch(eli.apiKey, 2);
    const fays = await publicMatch(fay.apiKey, 3);
    await postAs(client().server.url, eli.apiKey, `/v1/matches/${fays.id}/join`, {});

    await eli.page.goto("/new");
    const open = eli.page.getByRole("list", { name: "Open matches of Santa Cruz" });
    await open.getByText("Your match").waitFor();
    await open.getByText("you have a seat here").waitFor();
    expect(await open.getByRole("button", { name: /^Join (Eli|Fay)'s match$/ }).count()).toBe(0);
    await eli.page.getByRole("link", { name: "Go to Fay's match" }).waitFor();
    await eli.page.getByRole("link", { name: "Go to your match" }).click();
    await eli.page.waitForURL((url) => url.pathname === `/matches/${own.id}`);
    await eli.page.getByRole("heading", { name: "Waiting for players" }).waitFor();
  }, 60_000);

  it("the list keeps fresh while the page is seen: a match opened meanwhile shows within 20 s, without a reload", async () => {
    const gus = await player("Gus");
    const hal = await player("Hal");
    await gus.page.goto("/new");
    await gus.page.getByLabel("Game").selectOption({ label: "Santa Maria" });
    await gus.page.getByText("No open match of this game right now").waitFor();
    await publicMatch(hal.apiKey, 2, "santa-maria");
    await gus.page.clock.fastForward(20_000);
    await gus.page.getByRole("button", { name: "Join Hal's match" }).waitFor({ timeout: 5_000 });
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { screenshots, useBrowserClient } from "./client-harness";

describe("invitations on the games page", () => {
  const { client, call, signedIn } = useBrowserClient();

  it("a player with no email finds the invitation by name on their games page and joins with one click", async () => {
    const ada = await call(null, "/v1/players", { name: "Ada" });
    const cy = await call(null, "/v1/players", { name: "Cy" });
    const match = await call(ada.apiKey, "/v1/matches", { game: "santa-cruz", seats: 3 });

    const host = await signedIn(ada.apiKey);
    await host.goto(`/matches/${match.id}`);
    await host.getByLabel("Invite someone").fill("Cy");
    await host.getByRole("button", { name: "Send the invitation" }).click();
    await host.getByText("Cy was invited: it waits under Invitations on their games page").waitFor();
    // by player id, the lobby names the player, not the id
    const eve = await call(null, "/v1/players", { name: "Eve" });
    await host.getByLabel("Invite someone").fill(eve.player.id);
    await host.getByRole("button", { name: "Send the invitation" }).click();
    await host.getByText("Eve was invited: it waits under Invitations on their games page").waitFor();
    expect(await host.getByText(`${eve.player.id} was invited`).count()).toBe(0);
    await host.getByText("Invited, without a seat yet: Cy and Eve.").waitFor();

    const guest = await signedIn(cy.apiKey, { width: 390 });
    await guest.goto("/");
    await guest.getByRole("heading", { name: "Invitations" }).waitFor();
    await guest.getByText("Ada invited you to Santa Cruz").waitFor();
    await guest.getByText("1 of 3 seats taken").waitFor();
    await guest.screenshot({ path: `${screenshots}/invitation-on-games-page.png`, fullPage: true });
    await guest.getByRole("button", { name: "Join" }).click();
    await guest.waitForURL(`**/matches/${match.id}`);
    await guest.getByRole("button", { name: "Leave" }).waitFor();
    // the host's lobby, polled, no longer waits for Cy
    await host.getByText("Invited, without a seat yet: Eve.").waitFor({ timeout: 20_000 });
    // and says no more that Eve was invited, old news once someone took a seat
    expect(await host.getByText("Eve was invited").count()).toBe(0);
    const seated = await fetch(`${client().server.url}/v1/matches/${match.id}`).then((r) => r.json());
    expect(seated.seats.map((s: { player: { name: string } | null }) => s.player?.name ?? null)).toEqual([
      "Ada",
      "Cy",
      null,
    ]);
    await guest.goto("/");
    await guest.getByRole("heading", { name: /Hello, Cy/ }).waitFor();
    expect(await guest.getByRole("heading", { name: "Invitations" }).count()).toBe(0);
  }, 60_000);

  it("a games page left open shows an invitation made meanwhile once it is seen again, with no reload", async () => {
    const fo = await call(null, "/v1/players", { name: "Fo" });
    const gil = await call(null, "/v1/players", { name: "Gil" });
    const page = await signedIn(gil.apiKey);
    await page.goto("/");
    await page.getByRole("heading", { name: /Hello, Gil/ }).waitFor();
    await page.getByText("No matches yet.").waitFor();
    const match = await call(fo.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(fo.apiKey, `/v1/matches/${match.id}/invites`, { name: "Gil" });
    // the reader comes back to the tab
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.getByText("Fo invited you to Santa Cruz").waitFor();
    await page.getByRole("button", { name: "Join" }).click();
    await page.waitForURL(`**/matches/${match.id}`);
  }, 60_000);

  it("a player's profile shows their id, which invites exactly them when names are shared", async () => {
    const host = await call(null, "/v1/players", { name: "Hana" });
    const twins = [
      await call(null, "/v1/players", { name: "Ira" }),
      await call(null, "/v1/players", { name: "Ira" }),
    ];
    const page = await signedIn(host.apiKey);
    await page.goto(`/players/${twins[1].player.id}`);
    expect(await page.locator("#profile-player-id").inputValue()).toBe(twins[1].player.id);
    const match = await call(host.apiKey, "/v1/matches", { game: "santa-cruz", seats: 3 });
    await call(host.apiKey, `/v1/matches/${match.id}/invites`, { playerId: twins[1].player.id });
    const listed = (key: string) =>
      fetch(`${client().server.url}/v1/me/invitations`, { headers: { authorization: `Bearer ${key}` } })
        .then((r) => r.json())
        .then((b) => b.invitations.length);
    expect([await listed(twins[0].apiKey), await listed(twins[1].apiKey)]).toEqual([0, 1]);
  }, 60_000);

  it("a match page of a match that does not exist says so and asks the server once, not again and again", async () => {
    const jan = await call(null, "/v1/players", { name: "Jan" });
    const page = await signedIn(jan.apiKey);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/v1/matches/m_nosuchmatch0")) asked.push(request.url());
    });
    await page.goto("/matches/m_nosuchmatch0");
    await page.getByRole("heading", { name: "This match cannot be shown" }).waitFor();
    await page.getByText("That does not exist").waitFor();
    await expect.poll(() => page.title()).toContain("This match cannot be shown");
    // what went wrong follows the page's language, though it was said before the switch
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByText("Das gibt es nicht").waitFor();
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("link", { name: "Back to your matches" }).waitFor();
    // longer than the first polls' delays and the live channel's refusal
    await page.waitForTimeout(4000);
    expect(asked).toHaveLength(1);
  }, 60_000);

  it("whoever opens a lobby sees what the match was opened with: the game's options and the turn clock", async () => {
    const host = await call(null, "/v1/players", { name: "Lea" });
    const guest = await call(null, "/v1/players", { name: "Max" });
    const match = await call(host.apiKey, "/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      options: { setAssignment: "random" },
      clock: { moveHours: 48, onTimeout: "wait" },
    });
    const page = await signedIn(guest.apiKey, { width: 390 });
    await page.goto(`/matches/${match.id}?invite=${match.inviteCode}`);
    const settings = page.getByRole("definition");
    await page.getByText("Dealt at random").waitFor();
    expect(await settings.allTextContents()).toEqual([
      "Dealt at random",
      "48 hours a move; when the time runs out: The match waits, and they are told",
    ]);
    expect(await page.getByRole("term").allTextContents()).toEqual(["Building-card sets", "Turn clock"]);
  }, 60_000);

  it("an option left to the rules is said so in the lobby, not left out", async () => {
    const host = await call(null, "/v1/players", { name: "Ria" });
    const match = await call(host.apiKey, "/v1/matches", { game: "santa-maria", seats: 2 });
    expect(match.options.setup).toBeUndefined();
    const page = await signedIn(host.apiKey, { lang: "de" });
    await page.goto(`/matches/${match.id}`);
    await page.getByRole("term").filter({ hasText: "Aufbau" }).waitFor();
    const terms = await page.getByRole("term").allTextContents();
    const values = await page.getByRole("definition").allTextContents();
    expect(values[terms.indexOf("Aufbau")]).toBe("Wie die Regeln empfehlen");
    expect(terms).toEqual(expect.arrayContaining(["Blaue Würfel", "Kolonien", "Zugzeit"]));
  }, 60_000);

  it("a rematch offered waits on the other's games page as such, and one click there starts it", async () => {
    const ola = await call(null, "/v1/players", { name: "Ola" });
    const pia = await call(null, "/v1/players", { name: "Pia" });
    const match = await call(ola.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(pia.apiKey, `/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode });
    await call(pia.apiKey, `/v1/matches/${match.id}/resign`, {});
    const rematch = await call(ola.apiKey, `/v1/matches/${match.id}/rematch`, {});

    const page = await signedIn(pia.apiKey, { width: 390 });
    await page.goto("/");
    await page.getByText("Ola offers you a rematch of Santa Cruz").waitFor();
    // a look at the table first: its lobby, with the code to join there
    await page.getByRole("link", { name: "See the table first" }).click();
    await page.waitForURL(`**/matches/${rematch.id}?invite=*`);
    await page.getByRole("button", { name: "Join this match" }).waitFor();
    await page.goBack();
    await page.getByRole("button", { name: "Join" }).click();
    await page.waitForURL(`**/matches/${rematch.id}`);
    const started = await fetch(`${client().server.url}/v1/matches/${rematch.id}`).then((r) => r.json());
    expect(started.status).toBe("active");
  }, 60_000);

  it("a declined invitation leaves the page and does not come back on reload; the host's lobby says who declined", async () => {
    const bo = await call(null, "/v1/players", { name: "Bo" });
    const di = await call(null, "/v1/players", { name: "Di" });
    const match = await call(bo.apiKey, "/v1/matches", { game: "santa-maria", seats: 2 });
    await call(bo.apiKey, `/v1/matches/${match.id}/invites`, { name: "Di" });

    const page = await signedIn(di.apiKey);
    await page.goto("/");
    await page.getByText("Bo invited you to Santa Maria").waitFor();
    await page.getByRole("button", { name: "Decline" }).click();
    await page.getByRole("heading", { name: "Invitations" }).waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: /Hello, Di/ }).waitFor();
    await page
      .getByText(/No matches yet|Start a new match/)
      .first()
      .waitFor();
    expect(await page.getByText("Bo invited you").count()).toBe(0);
    const host = await signedIn(bo.apiKey);
    await host.goto(`/matches/${match.id}`);
    await host.getByText("Declined the invitation: Di.").waitFor();
    expect(await host.getByText("Invited, without a seat yet").count()).toBe(0);
  }, 60_000);

  it("declining by keyboard hands the focus to the next invitation's Join, and to the page after the last", async () => {
    const jo = await call(null, "/v1/players", { name: "Jo" });
    const ki = await call(null, "/v1/players", { name: "Ki" });
    const lu = await call(null, "/v1/players", { name: "Lu" });
    for (const host of [jo, ki]) {
      const match = await call(host.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
      await call(host.apiKey, `/v1/matches/${match.id}/invites`, { name: "Lu" });
    }
    const page = await signedIn(lu.apiKey);
    await page.goto("/");
    await page.getByRole("heading", { name: "Invitations" }).waitFor();
    const rows = page.locator("#main li[data-match-id]");
    await expect.poll(() => rows.count()).toBe(2);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active?.id === "main"
          ? "main"
          : `${active?.closest("li")?.textContent ?? ""}|${active?.textContent}`;
      });
    const second = await rows.nth(1).getAttribute("data-match-id");
    await rows.nth(0).getByRole("button", { name: "Decline" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(focused).toBe(`${await rows.nth(0).textContent()}|Join`);
    expect(await rows.nth(0).getAttribute("data-match-id")).toBe(second);
    await rows.nth(0).getByRole("button", { name: "Decline" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Invitations" }).waitFor({ state: "detached" });
    await expect.poll(focused).toBe("main");
  }, 60_000);
});

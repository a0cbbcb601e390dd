import { describe, expect, it } from "vitest";
import { de } from "../../web/src/i18n/de";
import { en } from "../../web/src/i18n/en";
import { format } from "../../web/src/i18n/format";
import { screenshots, useBrowserClient } from "./client-harness";

describe("the games page left open", () => {
  const { call, read, signedIn } = useBrowserClient();

  /** A page signed in with the key, in that language, its clock under the test's hand. */
  async function clockedPage(key: string, lang = "en", width = 1024) {
    const page = await signedIn(key, { lang, width });
    await page.clock.install();
    return page;
  }

  /** A started two-seat match of the two, whose first move is the host's: the guest moves first when the draw gives them the turn. */
  async function awaitingHost(host: { apiKey: string }, guest: { apiKey: string }) {
    const match = await call(host.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    const joined = await call(guest.apiKey, `/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode });
    if (joined.activeSeats.includes(joined.yourSeat)) {
      const view = await read(guest.apiKey, `/v1/matches/${match.id}`);
      await call(guest.apiKey, `/v1/matches/${match.id}/actions`, {
        action: view.legalActions[0],
        expectedVersion: view.version,
      });
    }
    // the list's "awaiting you" follows the move through the worker
    await expect
      .poll(async () => (await read(host.apiKey, "/v1/me/matches")).matches[0]?.awaitingYou)
      .toBe(true);
    return match;
  }

  it("a move made meanwhile shows as Your move within 20 s, and the tab's title counts the matches awaiting", async () => {
    const ada = await call(null, "/v1/players", { name: "Ada" });
    const bea = await call(null, "/v1/players", { name: "Bea" });
    const page = await clockedPage(ada.apiKey);
    await page.goto("/");
    await page.getByText("No matches yet.").waitFor();
    expect(await page.title()).toBe("Your matches – Board games");
    await awaitingHost(ada, bea);
    await page.clock.fastForward(20_000);
    await page.getByText("Your move").waitFor({ timeout: 5_000 });
    // the title follows the list a moment after it is drawn
    await expect.poll(() => page.title()).toBe("(1) Your matches – Board games");
  }, 60_000);

  it("an invitation made meanwhile shows within 20 s", async () => {
    const cy = await call(null, "/v1/players", { name: "Cy" });
    const dee = await call(null, "/v1/players", { name: "Dee" });
    const page = await clockedPage(dee.apiKey);
    await page.goto("/");
    await page.getByText("No matches yet.").waitFor();
    const match = await call(cy.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(cy.apiKey, `/v1/matches/${match.id}/invites`, { name: "Dee" });
    await page.clock.fastForward(20_000);
    await page.getByText("Cy invited you to Santa Cruz").waitFor({ timeout: 5_000 });
  }, 60_000);

  it("in German a match's seat is a Sitz, never a Platz, which reads as a finishing place", async () => {
    const eve = await call(null, "/v1/players", { name: "Eve" });
    const fin = await call(null, "/v1/players", { name: "Fin" });
    const match = await awaitingHost(eve, fin);
    const page = await clockedPage(eve.apiKey, "de", 390);
    await page.goto("/");
    await page.getByText("Du bist dran").waitFor();
    await expect.poll(() => page.title()).toBe("(1) Deine Partien – Brettspiele");
    const seat = (await read(eve.apiKey, `/v1/matches/${match.id}`)).yourSeat + 1;
    await page.getByText(new RegExp(`^Sitz ${seat} · letzter Zug`)).waitFor();
    expect(await page.locator("main").textContent()).not.toMatch(/Platz/);
    await page.goto(`/matches/${match.id}`);
    await page.getByText(`Du spielst an Sitz ${seat} (Eve).`).waitFor();
  }, 60_000);

  it("a lobby's row tells when it changed and a finished match's when it ended, not a last move neither had", async () => {
    const gus = await call(null, "/v1/players", { name: "Gus" });
    const hal = await call(null, "/v1/players", { name: "Hal" });
    await call(gus.apiKey, "/v1/matches", { game: "santa-maria", seats: 3 });
    const done = await call(gus.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(hal.apiKey, `/v1/matches/${done.id}/join`, { inviteCode: done.inviteCode });
    await call(hal.apiKey, `/v1/matches/${done.id}/resign`, {});
    const page = await clockedPage(gus.apiKey);
    await page.goto("/");
    await page.getByText(/^seat 1 · lobby changed /).waitFor();
    await page.getByText(/^seat \d · ended /).waitFor();
    expect(await page.getByText(/last move/).count()).toBe(0);
  }, 60_000);

  it("a finished match's row says how it ended for its reader: the win, or the place at the table, with the score", async () => {
    const ned = await call(null, "/v1/players", { name: "Ned" });
    const oz = await call(null, "/v1/players", { name: "Oz" });
    const done = await call(ned.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(oz.apiKey, `/v1/matches/${done.id}/join`, { inviteCode: done.inviteCode });
    await call(oz.apiKey, `/v1/matches/${done.id}/resign`, {});
    const { result } = await read(ned.apiKey, `/v1/matches/${done.id}`);
    const finished = async (key: string) =>
      (await read(key, "/v1/me/matches")).matches.find((m: { id: string }) => m.id === done.id);
    // the end's memberships follow through the worker
    await expect.poll(async () => (await finished(oz.apiKey))?.place).toBe(2);
    const scoreOf = async (key: string) => {
      const row = await finished(key);
      return result.standings.find((s: { seat: number }) => s.seat === row.yourSeat).score as number;
    };
    const points = (score: number, many: string, one: string) =>
      format(Math.abs(score) === 1 ? one : many, { score, place: 2, seats: 2 });
    const winner = await clockedPage(ned.apiKey);
    await winner.goto("/");
    const nedScore = await scoreOf(ned.apiKey);
    await winner.getByText(points(nedScore, en["myMatches.won"], en["myMatches.wonOne"])).waitFor();
    const loser = await clockedPage(oz.apiKey, "de");
    await loser.goto("/");
    const ozScore = await scoreOf(oz.apiKey);
    await loser.getByText(points(ozScore, de["myMatches.placed"], de["myMatches.placedOne"])).waitFor();
    await loser.screenshot({ path: `${screenshots}/finished-row-de.png` });
  }, 60_000);

  it("a row names whom the person plays from the list itself: only an active match is read, for whose turn it is", async () => {
    const [ivy, jon, kim, lou] = await Promise.all(
      ["Ivy", "Jon", "Kim", "Lou"].map((name) => call(null, "/v1/players", { name })),
    );
    const lobby = await call(ivy.apiKey, "/v1/matches", { game: "santa-maria", seats: 3 });
    await call(jon.apiKey, `/v1/matches/${lobby.id}/join`, { inviteCode: lobby.inviteCode });
    const done = await call(ivy.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(kim.apiKey, `/v1/matches/${done.id}/join`, { inviteCode: done.inviteCode });
    await call(kim.apiKey, `/v1/matches/${done.id}/resign`, {});
    const playing = await call(ivy.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await call(lou.apiKey, `/v1/matches/${playing.id}/join`, { inviteCode: playing.inviteCode });
    await expect
      .poll(async () =>
        (await read(ivy.apiKey, "/v1/me/matches")).matches.map((m: { status: string }) => m.status).sort(),
      )
      .toEqual(["active", "finished", "lobby"]);
    const page = await clockedPage(ivy.apiKey);
    const matchesRead: string[] = [];
    page.on("request", (r) => {
      const id = /\/v1\/matches\/(m_[\w-]+)$/.exec(new URL(r.url()).pathname)?.[1];
      if (id && r.method() === "GET") matchesRead.push(id);
    });
    await page.goto("/");
    for (const name of ["Jon", "Kim", "Lou"]) await page.getByText(`against ${name}`).waitFor();
    // under a heading of their own, the lobby's row saying how full it is
    await page.getByRole("heading", { name: "Your matches", level: 2 }).waitFor();
    await page.getByText("2 of 3 seats taken").waitFor();
    // the active row reads its match (whose turn, the deadline); the lobby and the finished one never
    await expect.poll(() => matchesRead).toEqual([playing.id]);
    await page
      .getByText(/^deadline |^to act: /)
      .or(page.getByText("Your move"))
      .first()
      .waitFor();
    expect(matchesRead).toEqual([playing.id]);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, startClient } from "../browser/client-harness";
import { prepareTour, type Tour, visit } from "../browser/page-tour";

let client: Client;
let tour: Tour;

beforeAll(async () => {
  client = await startClient();
  tour = await prepareTour(client);
}, 120_000);

afterAll(async () => {
  await client?.close();
});

const newMatchPage = () => tour.pages.find((p) => p.name === "new-match") as Tour["pages"][number];

describe("the New match form and the lobby", () => {
  it("opens a match with the turn clock the form sets, and seats computers of the chosen levels under names of their own", async () => {
    const { context, tab } = await visit(client, tour, newMatchPage(), "en", 1280);
    await tab.getByLabel("Seats").fill("3");
    await tab.getByLabel("Give each move a deadline").check();
    await tab.getByLabel("Hours for each move").fill("24");
    await tab.getByLabel("Remind this many hours before the deadline").fill("6");
    await tab.getByLabel("When the time runs out").selectOption("skip");
    await tab.getByRole("button", { name: "Open the match" }).click();
    await tab.getByRole("heading", { name: "Waiting for players" }).waitFor();
    await tab.getByLabel("Computer player").selectOption("quick");
    await tab.getByRole("button", { name: "Add a computer player" }).click();
    await tab.locator("ol.seats").getByText("(computer, quick)").waitFor();
    await tab.getByLabel("Computer player").selectOption("random");
    await tab.getByRole("button", { name: "Add a computer player" }).click();
    await tab.locator(".play").waitFor();
    const matchId = decodeURIComponent(new URL(tab.url()).pathname.split("/")[2] as string);
    const match = await (
      await fetch(`${client.server.url}/v1/matches/${matchId}`, {
        headers: { authorization: `Bearer ${tour.apiKey}` },
      })
    ).json();
    expect(match.clock).toMatchObject({ moveHours: 24, remindHours: [6], onTimeout: "skip" });
    // the seats are drawn at the start: the computers are wherever the draw put them
    const players = match.seats.map((s: { player: { name: string; level?: string } }) => s.player);
    const levels = players
      .map((p: { level?: string }) => p.level)
      .filter((level: unknown) => level !== undefined);
    expect(levels.sort()).toEqual(["quick", "random"]);
    expect(new Set(players.map((p: { name: string }) => p.name)).size).toBe(3);
    await context.close();
  }, 120_000);

  it("offers the game's own words for its options in German, never the schema's text", async () => {
    const { context, tab } = await visit(client, tour, newMatchPage(), "de", 1280);
    const form = (await tab.locator("form").textContent()) ?? "";
    expect(form).toContain("Baukartensätze");
    expect(form).not.toMatch(/draft:|random:|Default/);
    await tab.getByLabel("Jedem Zug eine Frist geben").check();
    await tab.getByLabel("Wenn die Zeit abläuft").waitFor();
    await context.close();
  }, 60_000);
});

import { describe, expect, it } from "vitest";
import { rateLimits } from "../../functions/http/rate-limits";
import { signInLink } from "../../functions/tokens/sign-in";
import { postAs, useBrowserClient } from "./client-harness";

/** Waits, when need be, for a window of `seconds` to begin, so that what the test does in the next `room` seconds falls in one. */
async function earlyInWindow(seconds: number, room: number): Promise<void> {
  const into = Date.now() % (seconds * 1000);
  if (into > (seconds - room) * 1000)
    await new Promise((done) => setTimeout(done, seconds * 1000 - into + 500));
}

describe("rate limits in the web client", () => {
  // the limits `npm start` sets, which the other suites leave out
  const { client } = useBrowserClient({ rateLimits });

  it("over the chat's limit, the page says how long to wait, as the answer tells, in the page's language", async () => {
    const base = client().server.url;
    const ines = await postAs(base, null, "/v1/players", { name: "Ines" });
    const jost = await postAs(base, null, "/v1/players", { name: "Jost" });
    const match = await postAs(base, ines.apiKey, "/v1/matches", { game: "santa-cruz", seats: 2 });
    await postAs(base, jost.apiKey, `/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode });
    // the chat's window is a clock minute: the ten messages and the page's one fall in the same
    await earlyInWindow(60, 20);
    for (let n = 1; n <= 10; n++)
      await postAs(base, ines.apiKey, `/v1/matches/${match.id}/messages`, { text: `Message ${n}` });
    const { page } = await client().person(1024);
    await page.goto(signInLink(client().server.deps, ines.player, match.id));
    await page.getByText("Message 10").waitFor();
    await page.getByLabel("Say something to the table").fill("One too many");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.getByText(/^Too many requests of this kind: try again in \d+ seconds?$/).waitFor();
    expect(await page.getByText("wait a while").count()).toBe(0);
    await page.getByRole("button", { name: "Deutsch" }).click();
    await page.getByText(/^Zu viele Anfragen dieser Art: Versuch es in \d+ Sekunden? noch einmal$/).waitFor();
    await page.getByRole("button", { name: "English" }).click();
  }, 90_000);

  it("over the limit of new players from one address, the sign-up form says how long to wait", async () => {
    const base = client().server.url;
    const makePlayer = () =>
      fetch(`${base}/v1/players`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Filler" }),
      });
    let answer = await makePlayer();
    for (let made = 1; answer.ok && made <= rateLimits["players-per-address"].quota; made++)
      answer = await makePlayer();
    expect(answer.status).toBe(429);
    const { page } = await client().person(390);
    await page.goto("/");
    await page.getByLabel("Name").fill("Kai");
    await page.getByRole("button", { name: "Make my player" }).click();
    // in minutes, unless the hour's window ends within one
    await page.getByText(/^Too many requests of this kind: try again in \d+ (minutes?|seconds?)$/).waitFor();
  }, 60_000);
});

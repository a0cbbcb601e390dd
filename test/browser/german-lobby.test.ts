import { describe, expect, it } from "vitest";
import { de } from "../../web/src/i18n/de";
import { format } from "../../web/src/i18n/format";
import { useBrowserClient } from "./client-harness";

describe("the lobby in German", () => {
  // a mail server that is not there: an invitation by email is refused
  const { client, call } = useBrowserClient({ smtpUrl: "smtp://127.0.0.1:9" });

  it("says in German why an invitation or a join was refused, not in the API's English", async () => {
    const ada = await call(null, "/v1/players", { name: "Ada" });
    const cleo = await call(null, "/v1/players", { name: "Cleo" });
    for (let twice = 0; twice < 2; twice++) await call(null, "/v1/players", { name: "Bob" });
    const match = await call(ada.apiKey, "/v1/matches", { game: "santa-cruz", seats: 3 });
    await call(cleo.apiKey, `/v1/matches/${match.id}/join`, { inviteCode: match.inviteCode });

    const { context, page } = await client().person();
    await context.addInitScript((key) => {
      localStorage.setItem("lang", "de");
      localStorage.setItem("apiKey", key);
    }, ada.apiKey as string);
    await page.goto(`/matches/${match.id}`);
    await page.getByRole("heading", { name: "Wartet auf Mitspieler" }).waitFor();
    /** Invites as typed, and expects the lobby to say exactly that (in an alert) instead of inviting. */
    const refused = async (who: string, said: string) => {
      await page.getByLabel("Jemanden einladen").fill(who);
      await page.getByRole("button", { name: "Einladung senden" }).click();
      await page.getByRole("alert").filter({ hasText: said }).waitFor();
      expect(await page.getByRole("alert").textContent()).toBe(said);
    };
    await refused("Zora", format(de["lobby.inviteeUnknown"], { who: "Zora" }));
    await refused("Bob", format(de["lobby.inviteeAmbiguous"], { who: "Bob" }));
    await refused("cleo", format(de["lobby.inviteeSeated"], { who: "cleo" }));
    await refused(cleo.player.id, format(de["lobby.inviteeSeated"], { who: cleo.player.id }));
    await refused("bea@example.test", de["lobby.inviteNotSent"]);
    await context.close();

    // someone else, with a code that is not the match's
    const dov = await call(null, "/v1/players", { name: "Dov" });
    const guest = await client().person();
    await guest.context.addInitScript((key) => {
      localStorage.setItem("lang", "de");
      localStorage.setItem("apiKey", key);
    }, dov.apiKey as string);
    await guest.page.goto(`/matches/${match.id}`);
    await guest.page.getByLabel("Einladungscode").fill("not-the-code");
    await guest.page.getByRole("button", { name: "Dieser Partie beitreten" }).click();
    await guest.page.getByRole("alert").waitFor();
    expect(await guest.page.getByRole("alert").textContent()).toBe(de["lobby.codeRefused"]);
    await guest.context.close();
  }, 60_000);
});

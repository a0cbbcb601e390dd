import { describe, expect, it } from "vitest";
import { newPlayer, useServer } from "../api/harness";

const api = useServer();

describe("the authentication cache keeps who a caller is, never their record", () => {
  it("an email changed through the notification settings shows at once in GET /v1/me", async () => {
    const ada = await newPlayer(api.url, "Ada");
    expect((await ada.get("/v1/me")).body.email).toBeNull();
    const { settings } = (await ada.get("/v1/me/notifications")).body;
    const saved = await ada.request("PUT", "/v1/me/notifications", {
      body: { ...settings, address: "ada@example.org" },
    });
    expect(saved.status).toBe(200);
    expect((await ada.get("/v1/me")).body.email).toBe("ada@example.org");
    expect((await ada.get("/v1/me/notifications")).body.email).toBe("ada@example.org");
  });

  it("a record changed elsewhere (another server instance) is what the next request sees", async () => {
    const bea = await newPlayer(api.url, "Bea");
    expect((await bea.get("/v1/me")).status).toBe(200);
    const stored = await api.server.deps.store.getPlayer(bea.id);
    if (!stored) throw new Error("no player");
    await api.server.deps.store.changePlayer(stored, (p) => ({
      ...p,
      name: "Beatrice",
      email: "bea@example.org",
    }));

    expect((await bea.get("/v1/me")).body).toMatchObject({ name: "Beatrice", email: "bea@example.org" });
    const opened = await bea.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    expect(opened.body.seats[0].player).toMatchObject({ id: bea.id, name: "Beatrice" });
  });
});

import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../functions/openapi-document";
import { newPlayer, useServer } from "../api/harness";

const api = useServer();
const document = (await openApiDocument()) as any;

describe("deprecated names", () => {
  it("the document marks greedy, the old name of quick, deprecated: true beside the current levels", () => {
    const level = document.components.schemas.Bot.properties.level;
    expect(level.anyOf).toEqual([
      { type: "string", enum: ["quick", "strong", "random"] },
      expect.objectContaining({ type: "string", const: "greedy", deprecated: true }),
    ]);
  });

  it("the answers that may have used it declare the Deprecation and Sunset headers", () => {
    for (const [path, status] of [
      ["/v1/matches", "201"],
      ["/v1/matches/{matchId}/bots", "200"],
    ]) {
      const headers = document.paths[path].post.responses[status].headers;
      expect(Object.keys(headers), path).toEqual(expect.arrayContaining(["Deprecation", "Sunset"]));
    }
  });

  it("a computer seated as greedy is answered with Deprecation and Sunset; a current level without", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const seat = async (level: string) => {
      const opened = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
      return ada.post(`/v1/matches/${opened.body.id}/bots`, { level });
    };
    const old = await seat("greedy");
    expect(old.status).toBe(200);
    expect(old.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(new Date(old.headers.get("sunset") ?? "").getTime()).toBeGreaterThan(Date.now());
    const current = await seat("quick");
    expect(current.status).toBe(200);
    expect(current.headers.get("deprecation")).toBeNull();
    expect(current.headers.get("sunset")).toBeNull();
  });

  it("the document marks kind, the old name of level, deprecated: true", () => {
    const kind = document.components.schemas.Bot.properties.kind;
    expect(kind.deprecated).toBe(true);
    expect(kind.description).toContain("`level`");
  });

  it("a computer seated by its old field name kind gets that level, answered with Deprecation and Sunset", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const opened = await cy.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const seated = await cy.post(`/v1/matches/${opened.body.id}/bots`, { kind: "random" });
    expect(seated.status).toBe(200);
    // the full table starts and draws the seat order: the computer may sit anywhere
    const computers = seated.body.seats.filter((s: { player: { computer: boolean } }) => s.player.computer);
    expect(computers.map((s: { player: unknown }) => s.player)).toEqual([
      expect.objectContaining({ level: "random" }),
    ]);
    expect(seated.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(seated.headers.get("sunset")).not.toBeNull();
  });

  it("kind and level that disagree are refused with 400 naming kind, and seat no one", async () => {
    const dee = await newPlayer(api.url, "Dee");
    const opened = await dee.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const refused = await dee.post(`/v1/matches/${opened.body.id}/bots`, { kind: "random", level: "strong" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "kind" })]);
    const after = await dee.get(`/v1/matches/${opened.body.id}`);
    expect(after.body.seats[1].player).toBeNull();
  });

  it("a match whose clock's stand-in is greedy is answered with Deprecation and Sunset", async () => {
    const bea = await newPlayer(api.url, "Bea");
    const opened = await bea.post("/v1/matches", {
      game: "santa-cruz",
      seats: 2,
      clock: { moveHours: 24, standIn: "greedy" },
    });
    expect(opened.status).toBe(201);
    expect(opened.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(opened.headers.get("sunset")).not.toBeNull();
  });
});

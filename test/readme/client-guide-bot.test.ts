import { describe, expect, it } from "vitest";
import { playMatch } from "../../examples/bot";
import { Client, useServer } from "../api/harness";

const api = useServer();

describe("the client guide's bot", () => {
  it("plays a whole match of two new players to its end against the real server", async () => {
    const match = await playMatch(api.url);
    expect(match.status).toBe("finished");
    expect(match.result).toBeDefined();
    const history = await new Client(api.url).get(`/v1/matches/${match.id}/history`);
    expect(history.status).toBe(200);
  }, 120_000);
});

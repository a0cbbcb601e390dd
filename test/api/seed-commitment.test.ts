import { describe, expect, it } from "vitest";
import { sha256 } from "../../functions/tokens/crypto";
import { Client, finishMatch, newPlayer, useServer } from "./harness";

const api = useServer();

describe("the seed commitment a client may store", () => {
  it("is none in the lobby, then the one the revealed seed verifies against at the end", async () => {
    const [ada, bea] = await Promise.all([newPlayer(api.url, "Ada"), newPlayer(api.url, "Bea")]);
    const lobby = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2, seed: "chosen" });
    expect(lobby.body.seedCommitment).toBeNull();
    expect((await new Client(api.url).get(`/v1/matches/${lobby.body.id}`)).body.seedCommitment).toBeNull();

    const started = await bea.post(`/v1/matches/${lobby.body.id}/join`, {
      inviteCode: lobby.body.inviteCode,
    });
    expect(started.body.status).toBe("active");
    const commitment = started.body.seedCommitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    // two people at the table: the lobby's seed is mixed with bits drawn at the start
    expect(commitment).not.toBe(sha256("chosen"));

    await finishMatch([ada, bea], lobby.body.id);
    const finished = (await ada.get(`/v1/matches/${lobby.body.id}`)).body;
    expect(finished.seedCommitment).toBe(commitment);
    expect(sha256(finished.seed)).toBe(commitment);
  });

  it("is none for a match abandoned in its lobby", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const lobby = await cy.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const left = await cy.post(`/v1/matches/${lobby.body.id}/leave`);
    expect(left.status).toBeLessThan(300);
    const abandoned = (await cy.get(`/v1/matches/${lobby.body.id}`)).body;
    expect(abandoned.status).toBe("abandoned");
    expect(abandoned.seedCommitment).toBeNull();
  });
});

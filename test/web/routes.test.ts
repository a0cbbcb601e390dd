import { describe, expect, it } from "vitest";
import { routeOf } from "../../web/src/route";

describe("the client's routes", () => {
  it.each([
    ["/", { page: "home" }],
    ["/new", { page: "new" }],
    ["/account", { page: "account" }],
    ["/signin", { page: "signin" }],
    ["/matches/m_Qm2n8Zr1xYt0", { page: "match", matchId: "m_Qm2n8Zr1xYt0" }],
    ["/matches/m_Qm2n8Zr1xYt0/", { page: "match", matchId: "m_Qm2n8Zr1xYt0" }],
    ["/matches/m_Qm2n8Zr1xYt0/replay", { page: "replay", matchId: "m_Qm2n8Zr1xYt0" }],
    ["/matches/a%20b", { page: "match", matchId: "a b" }],
    ["/players/p_Jx3q2Lm0a9ZcVb1e", { page: "profile", playerId: "p_Jx3q2Lm0a9ZcVb1e" }],
    ["/games/santa-cruz/leaderboard", { page: "leaderboard", gameId: "santa-cruz" }],
    ["/games/santa-maria/how-to-play", { page: "howToPlay", gameId: "santa-maria" }],
    ["/games/santa-cruz/how-to-play/", { page: "howToPlay", gameId: "santa-cruz" }],
    ["/games/santa-cruz", { page: "missing" }],
    ["/matches", { page: "missing" }],
    ["/nowhere", { page: "missing" }],
  ])("%s", (path, route) => {
    expect(routeOf(path)).toEqual(route);
  });
});

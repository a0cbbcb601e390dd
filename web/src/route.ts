/** The pages of the client, and which one a path names. */
export type Route =
  | { page: "home" }
  | { page: "new" }
  | { page: "account" }
  | { page: "signin" }
  | { page: "match"; matchId: string }
  | { page: "replay"; matchId: string }
  | { page: "profile"; playerId: string }
  | { page: "leaderboard"; gameId: string }
  | { page: "howToPlay"; gameId: string }
  | { page: "missing" };

/** The page a path names. */
export function routeOf(path: string): Route {
  if (path === "/") return { page: "home" };
  if (path === "/new") return { page: "new" };
  if (path === "/account") return { page: "account" };
  if (path === "/signin") return { page: "signin" };
  const match = /^\/matches\/([^/]+)(\/replay)?\/?$/.exec(path);
  if (match) {
    const matchId = decodeURIComponent(match[1] as string);
    return match[2] ? { page: "replay", matchId } : { page: "match", matchId };
  }
  const player = /^\/players\/([^/]+)\/?$/.exec(path);
  if (player) return { page: "profile", playerId: decodeURIComponent(player[1] as string) };
  const board = /^\/games\/([^/]+)\/leaderboard\/?$/.exec(path);
  if (board) return { page: "leaderboard", gameId: decodeURIComponent(board[1] as string) };
  const rules = /^\/games\/([^/]+)\/how-to-play\/?$/.exec(path);
  if (rules) return { page: "howToPlay", gameId: decodeURIComponent(rules[1] as string) };
  return { page: "missing" };
}

/**
 * A leaderboard's next page after the lines shown: a player whose rating fell below where the last
 * page ended comes again in the next one, and is left out there, so that each player is listed once.
 */
export function appendedPage<L extends { playerId: string }>(shown: readonly L[], page: readonly L[]): L[] {
  const listed = new Set(shown.map((line) => line.playerId));
  return [...shown, ...page.filter((line) => !listed.has(line.playerId))];
}

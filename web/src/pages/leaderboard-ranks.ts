/** Each line's rank, best first: equal ratings share one, and the next after them counts them all (1, 2, 2, 4). */
export function ranksOf(lines: readonly { rating: number }[]): number[] {
  const ranks: number[] = [];
  lines.forEach((line, i) => {
    ranks.push(i > 0 && lines[i - 1].rating === line.rating ? ranks[i - 1] : i + 1);
  });
  return ranks;
}

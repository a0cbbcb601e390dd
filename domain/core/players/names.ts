/** Computer players' names: short, in both languages alike, after pioneers of computing. */
export const computerNames = [
  "Ada",
  "Blaise",
  "Charles",
  "Dorothy",
  "Emmy",
  "Grace",
  "Hedy",
  "Konrad",
] as const;

/** The first computer name nobody at the table has yet, so the log and the score track tell every seat apart. */
export function computerName(taken: readonly string[]): string {
  const free = computerNames.find((name) => !taken.includes(name));
  return free ?? `${computerNames[0]} ${taken.length + 1}`;
}

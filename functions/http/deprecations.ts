/** Values kept for old clients: what replaces each, when it was deprecated and the earliest day it may go. */
export const deprecatedValues = {
  greedy: { replacement: "quick", deprecatedAt: "2026-11-26T00:00:00Z", sunsetAt: "2027-05-26T00:00:00Z" },
} as const;

type DeprecatedValue = keyof typeof deprecatedValues;

export const isDeprecatedValue = (value: unknown): value is DeprecatedValue =>
  typeof value === "string" && Object.hasOwn(deprecatedValues, value);

/**
 * The headers an answer carries when its request used a deprecated value: `Deprecation` (RFC 9745,
 * a structured date) and `Sunset` (RFC 8594, an HTTP date); none when every value is current.
 */
export function deprecationHeaders(...values: unknown[]): Record<string, string> {
  const used = values.filter(isDeprecatedValue).map((value) => deprecatedValues[value]);
  if (used.length === 0) return {};
  const deprecatedAt = Math.min(...used.map((entry) => Date.parse(entry.deprecatedAt)));
  const sunsetAt = Math.min(...used.map((entry) => Date.parse(entry.sunsetAt)));
  return { Deprecation: `@${deprecatedAt / 1000}`, Sunset: new Date(sunsetAt).toUTCString() };
}

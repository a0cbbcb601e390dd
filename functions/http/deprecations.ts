/** Values kept for old clients: what replaces each, when it was deprecated and the earliest day it may go. */
export const deprecatedValues = {
  greedy: { replacement: "quick", deprecatedAt: "2026-11-26T00:00:00Z", sunsetAt: "2027-05-26T00:00:00Z" },
} as const;

/** When something was deprecated and the earliest day it may go. */
interface Deprecated {
  deprecatedAt: string;
  sunsetAt: string;
}

/** Request fields kept for old clients under an old name; `accepted` ends the field's description. */
export const deprecatedFields = {
  botKind: {
    deprecatedAt: "2026-11-27T00:00:00Z",
    sunsetAt: "2027-05-27T00:00:00Z",
    accepted: "accepted until 2027-05-27 at least; answers that used it carry `Deprecation` and `Sunset`",
  },
} as const satisfies Record<string, Deprecated & { accepted: string }>;

type DeprecatedValue = keyof typeof deprecatedValues;

export const isDeprecatedValue = (value: unknown): value is DeprecatedValue =>
  typeof value === "string" && Object.hasOwn(deprecatedValues, value);

/**
 * The headers an answer carries when its request used a deprecated value or field: `Deprecation`
 * (RFC 9745, a structured date) and `Sunset` (RFC 8594, an HTTP date); none when all is current.
 */
export function deprecationHeaders(values: unknown[], fields: Deprecated[] = []): Record<string, string> {
  const used = [...values.filter(isDeprecatedValue).map((value) => deprecatedValues[value]), ...fields];
  if (used.length === 0) return {};
  const deprecatedAt = Math.min(...used.map((entry) => Date.parse(entry.deprecatedAt)));
  const sunsetAt = Math.min(...used.map((entry) => Date.parse(entry.sunsetAt)));
  return { Deprecation: `@${deprecatedAt / 1000}`, Sunset: new Date(sunsetAt).toUTCString() };
}

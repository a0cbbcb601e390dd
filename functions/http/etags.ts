/** An entity tag's opaque part, its weakness set aside: If-None-Match compares weakly (RFC 9110 §13.1.2). */
const opaque = (tag: string) => tag.replace(/^W\//, "");

/**
 * Whether `If-None-Match` names the current representation: `*`, or a list of entity tags one of
 * which matches `etag` weakly (a proxy that compresses may have made the tag weak).
 */
export function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}

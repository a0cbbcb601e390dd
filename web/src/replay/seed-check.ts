/** Whether the revealed seed hashes to the commitment published at the start; null where the browser cannot hash (no secure context). */
export async function seedMatches(seed: string, commitment: string): Promise<boolean | null> {
  if (!crypto.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seed));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return hex === commitment;
}

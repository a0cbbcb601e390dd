/**
 * Calls `refresh` when the page is seen again (its tab shown) and every `everyMs` while it is seen,
 * so a page left open keeps up without a reload; answers what stops it, for an effect's cleanup.
 */
export function whileSeen(refresh: () => void, everyMs: number): () => void {
  const ifSeen = () => {
    if (!document.hidden) refresh();
  };
  document.addEventListener("visibilitychange", ifSeen);
  const timer = setInterval(ifSeen, everyMs);
  return () => {
    document.removeEventListener("visibilitychange", ifSeen);
    clearInterval(timer);
  };
}

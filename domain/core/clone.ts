/** Deep copy of plain JSON data: the engines copy a state once per move, then change only the copy. */
export function cloneJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

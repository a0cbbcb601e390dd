/**
 * A set of small numbers (0 to 63) as a bit mask in two 32-bit halves: the sites of a board or the
 * cells of a colony, tested and combined without a list.
 */
export interface SmallSet {
  lo: number;
  hi: number;
}

export const MAX_MEMBER = 63;

export function setOf(members: readonly number[]): SmallSet {
  let lo = 0;
  let hi = 0;
  for (const n of members) {
    if (n < 0 || n > MAX_MEMBER || !Number.isInteger(n))
      throw new RangeError(`${n} does not fit a small set`);
    if (n < 32) lo |= 1 << n;
    else hi |= 1 << (n - 32);
  }
  return { lo, hi };
}

export function has(set: SmallSet, n: number): boolean {
  return ((n < 32 ? set.lo >>> n : set.hi >>> (n - 32)) & 1) === 1;
}

export function overlaps(a: SmallSet, b: SmallSet): boolean {
  return (a.lo & b.lo) !== 0 || (a.hi & b.hi) !== 0;
}

/** Whether every member of `part` is in `whole`. */
export function isSubset(part: SmallSet, whole: SmallSet): boolean {
  return (part.lo & ~whole.lo) === 0 && (part.hi & ~whole.hi) === 0;
}

export function intersection(a: SmallSet, b: SmallSet): SmallSet {
  return { lo: a.lo & b.lo, hi: a.hi & b.hi };
}

/** The members of `a` not in `b`. */
export function difference(a: SmallSet, b: SmallSet): SmallSet {
  return { lo: a.lo & ~b.lo, hi: a.hi & ~b.hi };
}

/** The members in ascending order, visiting only the members. */
export function membersOf(set: SmallSet): number[] {
  const out: number[] = [];
  collect(set.lo, 0, out);
  collect(set.hi, 32, out);
  return out;
}

function collect(bits: number, base: number, out: number[]): void {
  let left = bits;
  while (left !== 0) {
    const lowest = left & -left;
    out.push(base + 31 - Math.clz32(lowest));
    left ^= lowest;
  }
}

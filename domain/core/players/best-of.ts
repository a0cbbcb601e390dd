import type { Random } from "../random";

/** The action of highest value, ties broken at random. */
export function bestOf<A>(actions: readonly A[], value: (action: A) => number, random: Random): A {
  let best = Number.NEGATIVE_INFINITY;
  let chosen: A[] = [];
  for (const action of actions) {
    const v = value(action);
    if (v > best) {
      best = v;
      chosen = [action];
    } else if (v === best) chosen.push(action);
  }
  return chosen[random.int(chosen.length)];
}

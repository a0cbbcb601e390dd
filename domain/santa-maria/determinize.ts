import { cloneJson } from "../core/clone";
import type { Viewer } from "../core/game";
import type { Random } from "../core/random";
import type { SantaMariaState } from "./state";

/**
 * A state that differs from `s` only in what nobody may see (ruling 2), drawn anew: the order of
 * the shipment and expansion stacks, and the generator (the dice to come).
 */
export function determinize(s: SantaMariaState, _viewer: Viewer, random: Random): SantaMariaState {
  const out = cloneJson(s);
  out.shipments = random.shuffle(out.shipments);
  out.doubles = random.shuffle(out.doubles);
  out.triples = random.shuffle(out.triples);
  out.rng = [random.nextUint32(), random.nextUint32(), random.nextUint32(), random.nextUint32()];
  return out;
}

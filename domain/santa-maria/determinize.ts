import type { Viewer } from "../core/game";
import type { Random } from "../core/random";
import { cloneState, type SantaMariaState } from "./state";

/**
 * A state that differs from `s` only in what nobody may see (ruling 2), drawn anew: the order of
 * the shipment and expansion stacks, and the generator (the dice to come). Each stack is sorted before
 * it is shuffled, so the result depends on what the stacks hold, never on their hidden order.
 */
export function determinize(s: SantaMariaState, _viewer: Viewer, random: Random): SantaMariaState {
  const out = cloneState(s);
  out.shipments = random.shuffle(out.shipments.slice().sort());
  out.doubles = random.shuffle(out.doubles.slice().sort());
  out.triples = random.shuffle(out.triples.slice().sort());
  out.rng = [random.nextUint32(), random.nextUint32(), random.nextUint32(), random.nextUint32()];
  return out;
}

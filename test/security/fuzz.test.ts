import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useServer } from "../api/harness";
import {
  attacksOn,
  loadDocument,
  newTally,
  operationsOf,
  requestsFor,
  run,
  type World,
  worldAt,
} from "./fuzz-kit";

/** Bounded and seeded, so that a run in CI repeats; `npm run bench` runs a longer one. */
const SEED = 20_261_122;
const SHAPED_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

const api = useServer({ targets: "public" });
const doc = loadDocument();
let world: World;

beforeAll(async () => {
  world = await worldAt(api.url);
});

describe("bad input never reaches a 5xx: every operation of the document, fuzzed", () => {
  for (const [index, op] of operationsOf(doc).entries()) {
    it(`${op.id}: no 5xx, every error a problem it documents, a refused request writes nothing`, async () => {
      const tally = newTally();
      await run(world, attacksOn(op, world), tally, api.server);
      const shaped = fc.sample(requestsFor(op, world, doc), {
        seed: SEED + index,
        numRuns: SHAPED_PER_OPERATION,
      });
      await run(world, shaped, tally, api.server);
      expect(tally.failures.map((f) => `${f.found.join("; ")} ← ${f.request}`)).toEqual([]);
      expect(tally.requests).toBeGreaterThanOrEqual(SHAPED_PER_OPERATION + 20);
    });
  }
});

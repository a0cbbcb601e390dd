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

/** Tokens as an attacker writes them: forged, oversized, not JSON, not text. */
const junkTokens = [
  "",
  "x",
  "eyJwdXJwb3NlIjoic2lnbi1pbiJ9.Jx3q2Lm0a9ZcVb1eS3cr3tS1gn4tur3",
  `${Buffer.from("not json at all").toString("base64url")}.${"A".repeat(43)}`,
  `${Buffer.from('{"purpose":"sign-in","playerId":"p_x","exp":9999999999}').toString("base64url")}.forged`,
  `${"a".repeat(3 * 1024)}.${"b".repeat(3 * 1024)}`,
  "t".repeat(1024 * 1024),
  "..",
  "%00%ff",
  "ü€😀\u202e",
  "[]",
  '{"token":1}',
];

/** The operations that read a token from a link or a sign-in, with each place a token goes. */
const tokenRequests = (token: string): { method: string; path: string; init: RequestInit }[] => {
  const query = `?token=${encodeURIComponent(token)}`;
  const form = { "content-type": "application/x-www-form-urlencoded" };
  return [
    {
      method: "POST",
      path: "/v1/sessions",
      init: { headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) },
    },
    { method: "GET", path: `/v1/unsubscribe${query}`, init: {} },
    {
      method: "POST",
      path: `/v1/unsubscribe${query}`,
      init: { headers: form, body: "List-Unsubscribe=One-Click" },
    },
    { method: "GET", path: `/v1/confirm-address${query}`, init: {} },
    { method: "POST", path: `/v1/confirm-address${query}`, init: { headers: form, body: "" } },
  ];
};

describe("sign-in, session, unsubscribe and confirmation tokens, fuzzed: no 5xx", () => {
  it("forged, oversized and non-JSON tokens are refused as the client's error", async () => {
    const statuses: string[] = [];
    for (const token of junkTokens)
      for (const { method, path, init } of tokenRequests(token)) {
        const answer = await fetch(`${api.url}${path}`, { method, ...init });
        await answer.arrayBuffer();
        statuses.push(`${answer.status} ${method} ${path.slice(0, 40)} ← ${token.slice(0, 20)}`);
      }
    expect(statuses.filter((s) => s.startsWith("5"))).toEqual([]);
    expect(statuses).toHaveLength(junkTokens.length * 5);
  });

  it("the wrong methods on their paths are 405 or 404, never 5xx", async () => {
    const paths = [
      "/v1/sessions",
      "/v1/unsubscribe?token=x",
      "/v1/confirm-address?token=x",
      "/v1/me/sessions",
      "/v1/me/sessions/s_none",
    ];
    for (const path of paths)
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "GET", "POST"]) {
        const answer = await fetch(`${api.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${world.keys[0]}` },
        });
        await answer.arrayBuffer();
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
  });
});

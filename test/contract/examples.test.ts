import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { examplesPath } from "../../functions/http/openapi-examples";
import { useServer } from "../api/harness";
import { webhookReceiver } from "../notify/receivers";
import { type Examples, recordExamples } from "./example-session";
import { realDocument } from "./run";

// the random bits a match of people mixes into its seed, fixed here so the recorded games repeat
vi.mock("../../functions/matches/seeds", async (original) => {
  const seeds = await original<typeof import("../../functions/matches/seeds")>();
  return {
    ...seeds,
    startingSeed: (lobbySeed: string, seats: Parameters<typeof seeds.startingSeed>[1]) =>
      seeds.startingSeed(lobbySeed, seats, "example-server-random"),
  };
});

const document = JSON.parse(readFileSync(realDocument, "utf8"));
let clock = Date.parse("2026-01-01T12:00:00.000Z");
const api = useServer({ now: () => new Date(clock) });
const hooks = await webhookReceiver();
afterAll(() => hooks.close());

/** Every success answer with a body the document names, as `<operationId> <status> <media type>`. */
function successAnswers(): { key: string; content: { example?: unknown } }[] {
  return Object.values<any>(document.paths).flatMap((operations) =>
    Object.values<any>(operations).flatMap((operation) =>
      Object.entries<any>(operation.responses)
        .filter(([status]) => status.startsWith("2"))
        .flatMap(([status, response]) =>
          Object.entries<any>(response.content ?? {}).map(([type, content]) => ({
            key: `${operation.operationId} ${status} ${type}`,
            content,
          })),
        ),
    ),
  );
}

describe("examples from real answers", { timeout: 180_000 }, () => {
  it("every success answer with a body carries an example", () => {
    expect(
      successAnswers()
        .filter((a) => a.content.example === undefined)
        .map((a) => a.key),
    ).toEqual([]);
  });

  it("the recorded examples are what the service answers today (RECORD_EXAMPLES=1 records them anew)", async () => {
    const fresh: Examples = await recordExamples(api.server, hooks.url, (minutes) => {
      clock += minutes * 60_000;
    });
    const sorted = Object.fromEntries(Object.entries(fresh).sort(([a], [b]) => a.localeCompare(b)));
    if (process.env.RECORD_EXAMPLES) writeFileSync(examplesPath, `${JSON.stringify(sorted, null, 2)}\n`);
    expect(JSON.parse(readFileSync(examplesPath, "utf8"))).toEqual(sorted);
    expect(Object.keys(sorted)).toEqual(expect.arrayContaining(successAnswers().map((a) => a.key)));
  });
});

import { createHash, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectProblem, newPlayer, startedMatch, useServer } from "./harness";

const api = useServer();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("a move's Idempotency-Key record kept by an earlier release", () => {
  it("gives its refusal again, by the problem kind and facts it holds, whatever status it names", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const bea = await newPlayer(api.url, "Bea");
    const match = await startedMatch([ada, bea]);
    const key = randomUUID();
    const body = { action: { type: "pass" }, expectedVersion: match.version };
    const path = `/v1/matches/${match.id}/actions`;
    // as earlier releases kept it: the answer's HTTP status, and the problem's kind, detail and extensions
    await api.server.deps.store.answerIdempotencyKey(
      ada.id,
      key,
      sha256(`POST ${path}\n${JSON.stringify(body)}`),
      {
        status: 412,
        body: { kind: "precondition-failed", detail: "Kept before", extensions: { currentVersion: 9 } },
        headers: {},
      },
      60,
    );
    const retry = await ada.post(path, body, { "Idempotency-Key": key });
    expectProblem(retry, 412, "precondition-failed");
    expect(retry.body).toMatchObject({ detail: "Kept before", currentVersion: 9 });
  });
});

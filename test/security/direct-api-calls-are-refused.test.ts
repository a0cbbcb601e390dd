import { describe, expect, it } from "vitest";
import { ORIGIN_HEADER, throughFrontDoor } from "../../functions/lambda/front-door";

const secret = "s3cr3t-origin-value-from-secrets-manager";

/** The API's handler behind the check, counting the requests it was given. */
function guarded() {
  const seen: unknown[] = [];
  const handler = throughFrontDoor(
    async () => secret,
    async (event: { headers?: Record<string, string | undefined> }) => {
      seen.push(event);
      return { statusCode: 200, headers: {} as Record<string, string>, body: "{}" };
    },
  );
  return { handler, seen };
}

describe("a call straight to execute-api, past CloudFront and its WAF", () => {
  it("is refused with a 403 problem before the app sees it, without the origin header or with a wrong one", async () => {
    const { handler, seen } = guarded();
    for (const headers of [{}, { [ORIGIN_HEADER]: "guess" }, { [ORIGIN_HEADER]: `${secret}x` }, undefined]) {
      const answer = await handler({ headers });
      expect(answer.statusCode).toBe(403);
      expect(answer.headers["content-type"]).toBe("application/problem+json");
      const problem = JSON.parse(answer.body);
      expect(problem).toMatchObject({ type: "/problems/forbidden", status: 403 });
      expect(problem.detail).toMatch(/through the site's address/);
      expect(problem.instance).toBe(`urn:uuid:${answer.headers["x-request-id"]}`);
    }
    expect(seen).toEqual([]);
  });

  it("a request CloudFront forwarded, with the stage's origin secret, reaches the app", async () => {
    const { handler, seen } = guarded();
    const answer = await handler({ headers: { [ORIGIN_HEADER]: secret } });
    expect(answer.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

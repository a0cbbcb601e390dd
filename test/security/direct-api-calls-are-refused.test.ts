import { describe, expect, it } from "vitest";
import {
  connectThroughFrontDoor,
  ORIGIN_HEADER,
  type OriginSecret,
  originSecretOf,
  throughFrontDoor,
} from "../../functions/lambda/front-door";

const secret = "s3cr3t-origin-value-from-secrets-manager";

/** The API's handler behind the check, counting the requests it was given. */
function guarded(held: OriginSecret = { current: secret }) {
  const seen: unknown[] = [];
  const handler = throughFrontDoor(
    async () => held,
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

  it("during a rotation, the value CloudFront sent before passes until the distribution sends the new one, and no other", async () => {
    const { handler, seen } = guarded(
      originSecretOf(JSON.stringify({ current: "new-value", previous: secret })),
    );
    expect((await handler({ headers: { [ORIGIN_HEADER]: secret } })).statusCode).toBe(200);
    expect((await handler({ headers: { [ORIGIN_HEADER]: "new-value" } })).statusCode).toBe(200);
    expect((await handler({ headers: { [ORIGIN_HEADER]: "older-value" } })).statusCode).toBe(403);
    expect(seen).toHaveLength(2);
    const after = guarded(originSecretOf(JSON.stringify({ current: "new-value" })));
    expect((await after.handler({ headers: { [ORIGIN_HEADER]: secret } })).statusCode).toBe(403);
  });

  it("a secret that is no {current, previous?} of text stops the function rather than letting anyone in", () => {
    for (const text of ["plain", "{}", '{"current": 5}', '{"current": "a", "previous": null}'])
      expect(() => originSecretOf(text)).toThrow();
  });

  it("a push channel socket opened straight at execute-api is refused at $connect; a socket CloudFront opened keeps its frames", async () => {
    const seen: string[] = [];
    const live = connectThroughFrontDoor(
      async () => ({ current: secret }),
      async (event: { requestContext: { routeKey: string }; headers?: Record<string, string> }) => {
        seen.push(event.requestContext.routeKey);
        return { statusCode: 200, headers: {} as Record<string, string>, body: "" };
      },
    );
    const connect = (headers?: Record<string, string>) =>
      live({ requestContext: { routeKey: "$connect" }, headers });
    expect((await connect({ "Sec-WebSocket-Protocol": "live.v1" })).statusCode).toBe(403);
    expect((await connect({ "X-Origin-Verify": "guess" })).statusCode).toBe(403);
    expect(seen).toEqual([]);
    // API Gateway hands WebSocket headers over as the viewer (here CloudFront) spelled them
    expect((await connect({ "X-Origin-Verify": secret })).statusCode).toBe(200);
    expect((await live({ requestContext: { routeKey: "$default" } })).statusCode).toBe(200);
    expect((await live({ requestContext: { routeKey: "$disconnect" } })).statusCode).toBe(200);
    expect(seen).toEqual(["$connect", "$default", "$disconnect"]);
  });
});

import { randomUUID } from "node:crypto";
import { DeleteItemCommand } from "@aws-sdk/client-dynamodb";
import { marshall } from "@aws-sdk/util-dynamodb";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_SCOPE } from "../../functions/requests/keyed-request";
import { idempotencyItems } from "../../functions/store/entities/idempotency";
import { signature } from "../../functions/tokens/crypto";
import { FRAGMENT_PARAMETER, signInLink } from "../../functions/tokens/sign-in";
import { Client, expectProblem, newPlayer, type Player, useServer } from "../api/harness";

const api = useServer();

function tokenOf(player: Player): string {
  const link = signInLink(api.server.deps, player);
  return new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER) as string;
}

/** What DynamoDB's TTL does a day later: the key's record is gone. */
async function expireKey(key: string): Promise<void> {
  const { store } = api.server.deps;
  await store.db.send(
    new DeleteItemCommand({
      TableName: store.tableName,
      Key: marshall(idempotencyItems.key(ANONYMOUS_SCOPE, key)),
    }),
  );
}

describe("session secrets are random and bound to the player and the sign-in token", () => {
  it("the victim's Idempotency-Key, once its record expired, gets the attacker nothing of the victim's", async () => {
    const victim = await newPlayer(api.url, "Victim");
    const attacker = await newPlayer(api.url, "Attacker");
    const key = randomUUID();
    const anonymous = new Client(api.url);
    const victims = await anonymous.post(
      "/v1/sessions",
      { token: tokenOf(victim) },
      { "Idempotency-Key": key },
    );
    expect(victims.status).toBe(201);
    await expireKey(key);

    const attackers = await anonymous.post(
      "/v1/sessions",
      { token: tokenOf(attacker) },
      { "Idempotency-Key": key },
    );
    expect(attackers.status).toBe(201);
    expect(attackers.body.player.id).toBe(attacker.id);
    expect(attackers.body.sessionId).not.toBe(victims.body.sessionId);
    const [, , secret] = (attackers.body.apiKey as string).split(".");
    expect(victims.body.apiKey).not.toContain(secret);
    for (const sessionId of [victims.body.sessionId, attackers.body.sessionId]) {
      const asVictim = new Client(api.url, `${victim.id}.${sessionId}.${secret}`);
      expectProblem(await asVictim.get("/v1/me"), 401, "unauthorized");
    }
    expect((await new Client(api.url, victims.body.apiKey).get("/v1/me")).body.id).toBe(victim.id);
  });

  it("a retry with the same key and token gets the same session; with the token again after the key expired, nothing", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const token = tokenOf(ada);
    const key = randomUUID();
    const anonymous = new Client(api.url);
    const first = await anonymous.post("/v1/sessions", { token }, { "Idempotency-Key": key });
    const again = await anonymous.post("/v1/sessions", { token }, { "Idempotency-Key": key });
    expect(again.body).toEqual(first.body);
    await expireKey(key);
    expectProblem(
      await anonymous.post("/v1/sessions", { token }, { "Idempotency-Key": key }),
      401,
      "unauthorized",
    );
  });

  it("a validly signed token that is not JSON is refused with 401, not a server error", async () => {
    const secret = api.server.deps.signingSecret as string;
    for (const text of ["not json", "[1,2]", '{"purpose":"sign-in"}', "null"]) {
      const payload = Buffer.from(text).toString("base64url");
      const token = `${payload}.${signature(secret, "token", payload)}`;
      expectProblem(await new Client(api.url).post("/v1/sessions", { token }), 401, "unauthorized");
    }
  });
});

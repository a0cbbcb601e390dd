import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { ClientFrameSchema } from "../../functions/live/protocol";
import { type Json, newPlayer, startedMatch, useServer } from "../api/harness";
import { connectLive } from "./live-client";

const api = useServer();
const document = JSON.parse(readFileSync("openapi/asyncapi.json", "utf8"));
const spec = JSON.parse(readFileSync("node_modules/@asyncapi/specs/schemas/3.0.0.json", "utf8"));
const messages: Record<string, Json> = document.components.messages;
const clientFrames = ["auth", "subscribe", "unsubscribe", "ping"];

/** A validator of each message's payload, its references resolved in the document. */
function payloadValidators() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ ...document, $id: "asyncapi" });
  return (name: string) => {
    const validate = ajv.getSchema(`asyncapi#/components/messages/${name}/payload`);
    if (!validate) throw new Error(`no payload for ${name}`);
    return (payload: unknown) => (validate(payload) ? [] : (validate.errors ?? []));
  };
}

describe("the push channel's AsyncAPI document (openapi/asyncapi.json)", () => {
  it("is a valid AsyncAPI 3.0 document", () => {
    // the specification bundles the draft-07 meta-schema it refers to: ajv adds none of its own
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, meta: false });
    const validate = ajv.compile(spec);
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it("gives every message a schema and an example that fits it; client examples are frames the server takes", () => {
    const validatorOf = payloadValidators();
    expect(Object.keys(messages).sort()).toEqual(
      [
        ...clientFrames,
        "version",
        "chat",
        "authenticated",
        "subscribed",
        "unsubscribed",
        "pong",
        "problem",
      ].sort(),
    );
    for (const [name, message] of Object.entries(messages)) {
      expect(message.payload, name).toBeDefined();
      expect(message.examples?.length, name).toBeGreaterThan(0);
      for (const example of message.examples) {
        expect(validatorOf(name)(example.payload), name).toEqual([]);
        if (clientFrames.includes(name))
          expect(ClientFrameSchema.safeParse(example.payload).success).toBe(true);
      }
    }
  });

  it("describes every frame the server really sends", async () => {
    const validatorOf = payloadValidators();
    const players = await Promise.all(["Ike", "Joy"].map((n) => newPlayer(api.url, n)));
    const match = await startedMatch(players);
    const client = await connectLive(api.url);
    client.send({ type: "auth", key: players[0].apiKey });
    client.send({ type: "subscribe", matchId: match.id });
    client.send({ type: "subscribe", matchId: "m_unknown" });
    client.send({ type: "ping" });
    await client.next((f) => f.type === "pong");
    const moverId = match.seats[match.activeSeats[0]].player.id;
    const mover = players.find((p) => p.id === moverId) as (typeof players)[number];
    const seen = (await mover.get(`/v1/matches/${match.id}`)).body;
    await mover.post(`/v1/matches/${match.id}/actions`, {
      action: seen.legalActions[0],
      expectedVersion: seen.version,
    });
    await client.next((f) => f.type === "version" && f.move !== null);
    await players[1].post(`/v1/matches/${match.id}/messages`, { text: "Well played" });
    await client.next((f) => f.type === "chat");
    client.send({ type: "unsubscribe", matchId: match.id });
    await client.next((f) => f.type === "unsubscribed");
    client.close();
    const kinds = new Set(client.frames.map((f) => f.type));
    expect([...kinds].sort()).toEqual([
      "authenticated",
      "chat",
      "pong",
      "problem",
      "subscribed",
      "unsubscribed",
      "version",
    ]);
    for (const frame of client.frames) expect(validatorOf(frame.type)(frame), frame.type).toEqual([]);
  });

  it("is served at /asyncapi.json, so a client finds the channel from the running service", async () => {
    const served = await fetch(`${api.url}/asyncapi.json`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await served.json()).toEqual(document);
  });
});

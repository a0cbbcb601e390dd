import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../functions/openapi-document";
import {
  Client,
  expectProblem,
  type Json,
  newPlayer,
  type Reply,
  startedMatch,
  tableSnapshot,
  useServer,
} from "./harness";

const api = useServer();
const document = (await openApiDocument()) as Json;

/** The body's field `path` was refused as one it has no place for. */
function expectUnknownField(reply: Reply, path: string) {
  expectProblem(reply, 400, "validation-error");
  expect(reply.body.errors).toContainEqual({
    path,
    code: "unknown-field",
    message: expect.stringMatching(/^Not a field/),
  });
}

/** Sends a body with a field too many and checks it is refused by name and the table is unchanged. */
async function refusedUnchanged(send: () => Promise<Reply>, path: string) {
  const before = await tableSnapshot(api.server);
  expectUnknownField(await send(), path);
  expect(await tableSnapshot(api.server)).toEqual(before);
}

const put = (client: Client, path: string, body: unknown) => client.request("PUT", path, { body });
const patch = (client: Client, path: string, body: unknown) => client.request("PATCH", path, { body });

describe("a field a request body does not declare is refused, not ignored", () => {
  it("seating a computer player with a misspelt field (level as levl) seats no one", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const opened = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    await refusedUnchanged(() => ada.post(`/v1/matches/${opened.body.id}/bots`, { levl: "random" }), "levl");
    const seated = await ada.post(`/v1/matches/${opened.body.id}/bots`, { level: "random" });
    // the full table starts and draws the seat order: the computer may sit anywhere
    const computers = seated.body.seats.filter((s: { player: { computer: boolean } }) => s.player.computer);
    expect(computers.map((s: { player: unknown }) => s.player)).toEqual([
      expect.objectContaining({ level: "random" }),
    ]);
  });

  it("each JSON body of the API refuses an unknown field by its name and changes nothing", async () => {
    const [bea, cy] = [await newPlayer(api.url, "Bea"), await newPlayer(api.url, "Cy")];
    const lobby = await bea.post("/v1/matches", { game: "santa-maria", seats: 3 });
    const match = await startedMatch([bea, cy]);
    const anonymous = new Client(api.url);
    const cases: [string, () => Promise<Reply>][] = [
      ["POST /v1/players", () => anonymous.post("/v1/players", { name: "Dee", extra: 1 })],
      ["POST /v1/sessions", () => anonymous.post("/v1/sessions", { token: "x.y", extra: 1 })],
      ["POST /v1/sign-in-links", () => anonymous.post("/v1/sign-in-links", { email: "a@b.org", extra: 1 })],
      ["PATCH /v1/me", () => patch(bea, "/v1/me", { name: "Bea", extra: 1 })],
      ["PUT /v1/me/notifications", () => put(bea, "/v1/me/notifications", { language: "de", extra: 1 })],
      ["POST /v1/matches", () => bea.post("/v1/matches", { game: "santa-cruz", seats: 2, extra: 1 })],
      ["POST …/join", () => cy.post(`/v1/matches/${lobby.body.id}/join`, { inviteCode: "x", extra: 1 })],
      ["POST …/invites", () => bea.post(`/v1/matches/${lobby.body.id}/invites`, { name: "Cy", extra: 1 })],
      [
        "POST /v1/lobby/quick-match",
        () => cy.post("/v1/lobby/quick-match", { game: "santa-cruz", seats: 2, extra: 1 }),
      ],
      ["POST …/messages", () => bea.post(`/v1/matches/${match.id}/messages`, { text: "hi", extra: 1 })],
      [
        "POST …/actions",
        () =>
          bea.post(`/v1/matches/${match.id}/actions`, {
            action: { type: "x" },
            expectedVersion: 1,
            extra: 1,
          }),
      ],
    ];
    for (const [route, send] of cases) {
      const before = await tableSnapshot(api.server);
      const reply = await send();
      expect(reply.status, route).toBe(400);
      expectUnknownField(reply, "extra");
      expect(await tableSnapshot(api.server), route).toEqual(before);
    }
  });

  it("a field too many inside a turn clock is named by its path", async () => {
    const dee = await newPlayer(api.url, "Dee");
    await refusedUnchanged(
      () => dee.post("/v1/matches", { game: "santa-cruz", seats: 2, clock: { moveHours: 24, hours: 1 } }),
      "clock.hours",
    );
  });

  it("a field too many inside the notification settings is named by its path, not dropped", async () => {
    const eve = await newPlayer(api.url, "Eve");
    for (const [body, path] of [
      [{ email: { when: "never", extra: 1 } }, "email.extra"],
      [{ webhook: { url: null, extra: 1 } }, "webhook.extra"],
      [{ discord: { url: null, extra: 1 } }, "discord.extra"],
      [{ slack: { url: null, when: "never", extra: 1 } }, "slack.extra"],
      [{ quietHours: { from: "22:00", to: "07:00", extra: 1 } }, "quietHours.extra"],
    ] as const)
      await refusedUnchanged(() => put(eve, "/v1/me/notifications", body), path);
  });

  it("a vacation's end is any RFC 3339 time (an offset, a lower-case t or z), kept and answered in UTC", async () => {
    const fay = await newPlayer(api.url, "Fay");
    for (const [sent, kept] of [
      ["2027-01-01T00:00:00+01:00", "2026-12-31T23:00:00.000Z"],
      ["2027-01-01T10:30:00.5-05:30", "2027-01-01T16:00:00.500Z"],
      ["2027-01-01t00:00:00z", "2027-01-01T00:00:00.000Z"],
      ["2027-01-01T00:00:00Z", "2027-01-01T00:00:00Z"],
    ]) {
      const saved = await put(fay, "/v1/me/notifications", { vacationUntil: sent });
      expect(saved.status, sent).toBe(200);
      expect(saved.body.settings.vacationUntil).toBe(kept);
      expect((await fay.get("/v1/me/notifications")).body.settings.vacationUntil).toBe(kept);
    }
    for (const sent of [
      "2027-02-30T00:00:00+01:00",
      "2027-01-01T24:00:00+01:00",
      "2027-01-01 00:00:00Z",
      "soon",
    ]) {
      const before = await tableSnapshot(api.server);
      const refused = await put(fay, "/v1/me/notifications", { vacationUntil: sent });
      expectProblem(refused, 400, "validation-error");
      expect(refused.body.errors, sent).toContainEqual(expect.objectContaining({ path: "vacationUntil" }));
      expect(await tableSnapshot(api.server)).toEqual(before);
    }
  });

  it("the document declares additionalProperties: false on every JSON body a client sends, and every object inside it", () => {
    const resolved = (schema: Json): Json =>
      schema?.$ref ? document.components.schemas[schema.$ref.split("/").pop()] : schema;
    const isObject = (schema: Json) => [schema.type].flat().includes("object");
    const objects = (schema: Json): Json[] => {
      const s = resolved(schema);
      const branches = s.oneOf ?? s.anyOf;
      if (branches) return branches.flatMap(objects);
      const inner = Object.values<Json>(s.properties ?? {}).flatMap((p) =>
        isObject(resolved(p)) || resolved(p).oneOf || resolved(p).anyOf ? objects(p) : [],
      );
      return isObject(s) ? [s, ...inner] : inner;
    };
    let bodies = 0;
    for (const [path, operations] of Object.entries<Json>(document.paths))
      for (const [method, operation] of Object.entries<Json>(operations)) {
        const schema = operation.requestBody?.content?.["application/json"]?.schema;
        if (!schema) continue;
        bodies++;
        for (const object of objects(schema))
          expect(
            object.additionalProperties,
            `${method} ${path} ${Object.keys(object.properties ?? {})}`,
          ).toBe(false);
      }
    expect(bodies).toBe(12);
  });
});

describe("a body the document refuses is refused, and one it allows is taken", () => {
  it("an invitation names exactly one of playerId, email and name; a sign-in link asks by exactly one of email and token", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, "openapi.json");
    const invite = ajv.compile({ $ref: "openapi.json#/components/schemas/Invite" });
    const signInLink = ajv.compile({ $ref: "openapi.json#/components/schemas/SignInLinkRequest" });
    const [gil, hal] = [await newPlayer(api.url, "Gil"), await newPlayer(api.url, "Hal")];
    const lobby = (await gil.post("/v1/matches", { game: "santa-cruz", seats: 3 })).body;
    for (const body of [{}, { name: "Hal", playerId: hal.id }, { email: "hal@example.org", name: "Hal" }]) {
      expect(invite(body), JSON.stringify(body)).toBe(false);
      expectProblem(await gil.post(`/v1/matches/${lobby.id}/invites`, body), 400, "validation-error");
    }
    expect(invite({ playerId: hal.id })).toBe(true);
    expect((await gil.post(`/v1/matches/${lobby.id}/invites`, { playerId: hal.id })).status).toBe(202);

    const anonymous = new Client(api.url);
    for (const body of [{}, { email: "a@example.org", token: "x.y" }]) {
      expect(signInLink(body), JSON.stringify(body)).toBe(false);
      expectProblem(await anonymous.post("/v1/sign-in-links", body), 400, "validation-error");
    }
    expect(signInLink({ email: "a@example.org" })).toBe(true);
    expect((await anonymous.post("/v1/sign-in-links", { email: "a@example.org" })).status).toBe(202);
  });
});

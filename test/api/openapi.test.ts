import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { games } from "../../domain";
import { openApiDocument, openApiPath } from "../../functions/openapi-document";

const generated = (await openApiDocument()) as any;
const operations = Object.entries(generated.paths as Record<string, Record<string, any>>).flatMap(
  ([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, method, op })),
);

describe("the OpenAPI document", () => {
  it("is committed as generated: run `npm run openapi` after changing the API", () => {
    const committed = JSON.parse(readFileSync(openApiPath, "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it("is OpenAPI 3.1 with servers, a bearer scheme and each game's typed components", () => {
    expect(generated.openapi).toBe("3.1.0");
    expect(generated.servers.length).toBeGreaterThan(0);
    expect(generated.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    for (const game of games.list()) {
      const prefix = game.name.replace(/[^A-Za-z0-9]/g, "");
      for (const part of ["Action", "Options", "View", "Event", "Content", "Match", "Move", "History"]) {
        expect(generated.components.schemas, `${prefix}${part}`).toHaveProperty(`${prefix}${part}`);
      }
    }
    const action = generated.components.schemas.MoveRequest.properties.action;
    expect(JSON.stringify(action)).toContain("#/components/schemas/SantaMariaAction");
  });

  it.each(["Match", "Move", "History", "NewMatch", "GameContent", "NoticeData"])(
    "%s is one shape per game, discriminated by `game`",
    (name) => {
      const schema = generated.components.schemas[name];
      expect(schema.discriminator.propertyName).toBe("game");
      const mapping = schema.discriminator.mapping as Record<string, string>;
      for (const game of games.list()) {
        const ref = mapping[game.id];
        const variant = generated.components.schemas[ref.replace("#/components/schemas/", "")];
        expect(variant.properties.game.enum ?? [variant.properties.game.const]).toEqual([game.id]);
      }
      expect(schema.oneOf.length).toBe(games.list().length);
    },
  );

  it("types each match's view, legal actions and each move's events by its game", () => {
    const match = generated.components.schemas.SantaCruzMatch;
    expect(JSON.stringify(match.properties.view)).toContain("#/components/schemas/SantaCruzView");
    expect(match.properties.legalActions.items.$ref).toBe("#/components/schemas/SantaCruzAction");
    const move = generated.components.schemas.SantaMariaMove;
    expect(move.properties.events.items.$ref).toBe("#/components/schemas/SantaMariaEvent");
  });

  const component = (ref: string) => generated.components.schemas[ref.replace("#/components/schemas/", "")];

  it.each(["Action", "Event"])(
    "names each game's %s shapes and maps `type` to them, so a generator makes a class for each",
    (part) => {
      for (const game of games.list()) {
        const prefix = game.name.replace(/[^A-Za-z0-9]/g, "");
        const union = generated.components.schemas[`${prefix}${part}`];
        expect(union.discriminator.propertyName).toBe("type");
        const mapping = Object.entries<string>(union.discriminator.mapping);
        expect(mapping.map(([, ref]) => ({ $ref: ref }))).toEqual(union.oneOf);
        for (const [type, ref] of mapping) {
          expect(ref).toMatch(new RegExp(`^#/components/schemas/${prefix}\\w+${part}$`));
          const shape = component(ref).properties.type;
          expect(shape.enum ?? [shape.const]).toEqual([type]);
        }
      }
    },
  );

  it("names every member of every union of tagged objects, nested ones too, and maps each tag to its member", () => {
    const unions: [string, any][] = [];
    const walk = (part: unknown, where: string) => {
      if (typeof part !== "object" || part === null) return;
      const members = (part as { oneOf?: any[] }).oneOf;
      if (members && members.filter((m) => m.type === "object" || m.$ref).length > 1)
        unions.push([where, part]);
      for (const [key, value] of Object.entries(part)) walk(value, `${where}/${key}`);
    };
    walk(generated.components.schemas, "#/components/schemas");
    // the nested ones: a Santa Maria task and what it pays for, content's cells and effects, a Santa Cruz score's reason and scoring rule
    expect(unions.length).toBeGreaterThan(20);
    for (const [where, union] of unions) {
      const tag = union.discriminator?.propertyName;
      expect(tag, `${where} has a discriminator`).toBeTruthy();
      const mapping = Object.entries<string>(union.discriminator.mapping);
      expect(
        mapping.map(([, ref]) => ({ $ref: ref })),
        where,
      ).toEqual(union.oneOf);
      for (const [value, ref] of mapping) {
        const shape = component(ref).properties[tag];
        expect(shape.enum ?? [shape.const], `${where}: ${value}`).toEqual([value]);
      }
    }
    expect(
      generated.components.schemas.SantaMariaView.properties.pending.items.discriminator.mapping.payment,
    ).toBe("#/components/schemas/SantaMariaTaskPayment");
  });

  it("describes every field of every action and gives every action an example", () => {
    for (const game of games.list()) {
      const prefix = game.name.replace(/[^A-Za-z0-9]/g, "");
      const variants = generated.components.schemas[`${prefix}Action`].oneOf.map((v: any) =>
        component(v.$ref),
      );
      for (const variant of variants) {
        const type = variant.properties.type.const;
        expect(variant.description, type).toBeTruthy();
        expect(variant.examples?.length, `${type} has an example`).toBeGreaterThan(0);
        for (const [name, field] of Object.entries<any>(variant.properties)) {
          if (name !== "type") expect(field.description, `${type}.${name}`).toBeTruthy();
        }
      }
    }
  });

  it("gives each game's new match and quick match its own seat range, from the game's rules", () => {
    for (const game of games.list()) {
      const prefix = game.name.replace(/[^A-Za-z0-9]/g, "");
      for (const schema of ["NewMatch", "QuickMatch"]) {
        const seats = generated.components.schemas[`${prefix}${schema}`].properties.seats;
        expect([seats.minimum, seats.maximum], `${game.id} ${schema}`).toEqual([
          game.players.min,
          game.players.max,
        ]);
      }
    }
  });

  it("declares the gateway's own JSON answer beside the service's problem on every 429 and 503", () => {
    for (const [path, operations] of Object.entries<any>(generated.paths))
      for (const [method, operation] of Object.entries<any>(operations))
        for (const status of ["429", "503"]) {
          const content = operation.responses[status]?.content;
          expect(Object.keys(content ?? {}), `${method} ${path} ${status}`).toEqual([
            "application/problem+json",
            "application/json",
          ]);
          expect(content["application/json"].schema.$ref).toBe("#/components/schemas/GatewayMessage");
        }
  });

  it("closes the values that are closed: a summary's game, a delivery's kind", () => {
    const gameIds = games.list().map((game) => game.id);
    expect(generated.components.schemas.MatchSummary.properties.game.enum).toEqual(gameIds);
    const delivery = generated.components.schemas.DeliveryLog.properties.deliveries.items;
    expect(delivery.properties.kind.enum).toContain("yourTurn");
    expect(delivery.properties.nextAttemptAt.type).toEqual(["string", "null"]);
  });

  it("gives no schema a request sends a `default`, which generators read as always present", () => {
    const schemas = generated.components.schemas;
    const named = (part: unknown, found = new Set<string>()): Set<string> => {
      const text = JSON.stringify(part) ?? "";
      for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
        if (!found.has(name)) named(schemas[name], found.add(name));
      }
      return found;
    };
    const bodies = operations.map(({ op }) => op.requestBody).filter(Boolean);
    const defaulted = [...named(bodies)].filter((name) =>
      JSON.stringify(schemas[name]).includes('"default":'),
    );
    expect(defaulted).toEqual([]);
    expect(JSON.stringify(bodies)).not.toContain('"default":');
    expect(schemas.SantaMariaOptionsInput.properties.blueDice.description).toContain('Default: `"personal"`');
  });

  it("types no query parameter as nullable: a query string cannot say null", () => {
    const nullable = operations.flatMap(({ id, op }) =>
      (op.parameters ?? [])
        .filter((p: any) => p.in === "query" && JSON.stringify(p.schema.type).includes("null"))
        .map((p: any) => `${id} ${p.name}`),
    );
    expect(nullable).toEqual([]);
  });

  it("documents the signed webhooks with their Standard Webhooks headers", () => {
    const notice = generated.webhooks.matchNotice.post;
    const headers = notice.parameters.map((p: any) => p.name);
    expect(headers).toEqual(expect.arrayContaining(["webhook-id", "webhook-timestamp", "webhook-signature"]));
    expect(JSON.stringify(notice.requestBody)).toContain("#/components/schemas/MatchNotice");
    expect(generated.webhooks.webhookTest.post.operationId).toBe("webhookTestNotice");
  });

  it.each(operations)(
    "documents $id: id, summary, description, security, answers and their headers",
    ({ method, op }) => {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary.length).toBeGreaterThan(10);
      expect(op.description.length).toBeGreaterThan(30);
      expect(op.tags.length).toBe(1);
      expect(Array.isArray(op.security), "security is explicit: [] for public operations").toBe(true);
      const statuses = Object.keys(op.responses);
      expect(statuses.some((s) => s.startsWith("2"))).toBe(true);
      expect(statuses).toEqual(expect.arrayContaining(["405", "429", "500", "503"]));
      for (const status of statuses.filter((s) => Number(s) >= 400 && !["429", "503"].includes(s))) {
        const { examples } = op.responses[status].content["application/problem+json"];
        for (const { $ref } of Object.values<{ $ref: string }>(examples)) {
          expect(generated.components.examples[$ref.split("/").pop() as string].value.status).toBe(
            Number(status),
          );
        }
      }
      expect(op.responses["405"].headers.Allow).toBeDefined();
      if (statuses.includes("401")) expect(op.responses["401"].headers["WWW-Authenticate"]).toBeDefined();
      if (op.security.length > 0 && op.security.every((s: object) => Object.keys(s).length > 0)) {
        expect(statuses).toContain("401");
      }
      if (op.requestBody) expect(statuses).toEqual(expect.arrayContaining(["400", "415"]));
      if (statuses.includes("201")) expect(op.responses["201"].headers.Location).toBeDefined();
      if (method === "post") {
        expect(op.parameters.some((p: any) => p.name === "idempotency-key")).toBe(true);
        const success = op.responses[statuses.find((s) => s.startsWith("2")) as string];
        expect(success.headers?.["Idempotent-Replayed"], "a retry's answer is marked").toBeDefined();
      }
    },
  );
});

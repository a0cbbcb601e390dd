import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Client, newPlayer, type Reply, useServer } from "../api/harness";
import { realDocument } from "./run";

const document = JSON.parse(readFileSync(realDocument, "utf8"));

interface Header {
  required?: boolean;
  $ref?: string;
}

/** A header as declared, its `$ref` followed to the components. */
function resolved(header: Header): Header {
  return header.$ref ? document.components.headers[header.$ref.split("/").pop() as string] : header;
}

const responses = Object.entries<Record<string, any>>(document.paths).flatMap(([path, operations]) =>
  Object.entries<any>(operations).flatMap(([method, operation]) =>
    Object.entries<any>(operation.responses).map(([status, response]) => ({
      where: `${method.toUpperCase()} ${path} ${status}`,
      method,
      status,
      headers: Object.fromEntries(
        Object.entries<Header>(response.headers ?? {}).map(([name, h]) => [name, resolved(h)]),
      ),
    })),
  ),
);

/** The documented answer for a request as sent: its path matched against the document's templates. */
function documented(method: string, path: string, status: number) {
  const template = Object.keys(document.paths).find((t) =>
    new RegExp(`^${t.replaceAll(/\{[^}]+\}/g, "[^/]+")}$`).test(path.split("?")[0]),
  );
  return responses.find((r) => r.where === `${method} ${template} ${status}`);
}

/** What a strict validating proxy checks of an answer's headers: every required one is there. */
function missingHeaders(method: string, path: string, reply: Reply): string[] {
  const declared = documented(method, path, reply.status);
  if (!declared) return [`${method} ${path} ${reply.status} is not documented`];
  return Object.entries(declared.headers)
    .filter(([name, header]) => header.required && !reply.headers.has(name))
    .map(([name]) => `${declared.where}: ${name}`);
}

describe("headers declared as they are sent", () => {
  it("no answer requires Idempotent-Replayed, which only a retry's answer carries", () => {
    const required = responses.filter((r) => r.headers["Idempotent-Replayed"]?.required).map((r) => r.where);
    expect(required).toEqual([]);
  });

  it("every answer a POST's retry may replay declares Idempotent-Replayed", () => {
    const undeclared = responses
      .filter((r) => r.method === "post" && Number(r.status) < 500 && !r.headers["Idempotent-Replayed"])
      .map((r) => r.where);
    expect(undeclared).toEqual([]);
  });

  it("every answer declares X-Request-Id, required wherever the service (not the gateway) answers", () => {
    expect(responses.filter((r) => !r.headers["X-Request-Id"]).map((r) => r.where)).toEqual([]);
    const optional = responses.filter((r) => !r.headers["X-Request-Id"].required).map((r) => r.status);
    expect(new Set(optional)).toEqual(new Set(["429", "503"]));
  });
});

describe("a strict proxy's header check on real answers", () => {
  const api = useServer();

  it("finds every required header on first answers, retries, problems and reads", async () => {
    const anonymous = new Client(api.url);
    const key = { "Idempotency-Key": "3f1c9b7e-2c4d-4f7a-9b1e-6a5d2c8e0f11" };
    const first = await anonymous.post("/v1/players", { name: "Ada" }, key);
    expect(first.headers.has("Idempotent-Replayed")).toBe(false);
    const ada = await newPlayer(api.url, "Ada");
    const opened = await ada.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    const matchId = opened.body.id;
    const answers: [string, string, Reply][] = [
      ["POST", "/v1/players", first],
      ["POST", "/v1/players", await anonymous.post("/v1/players", { name: "Ada" }, key)],
      ["POST", "/v1/matches", opened],
      ["GET", `/v1/matches/${matchId}`, await ada.get(`/v1/matches/${matchId}`)],
      ["GET", "/v1/matches/m_missing000000", await ada.get("/v1/matches/m_missing000000")],
      ["GET", "/v1/me", await anonymous.get("/v1/me")],
    ];
    expect(answers.map(([, , reply]) => reply.status)).toEqual([201, 409, 201, 200, 404, 401]);
    expect(answers.flatMap(([method, path, reply]) => missingHeaders(method, path, reply))).toEqual([]);
    for (const [, , reply] of answers) expect(reply.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

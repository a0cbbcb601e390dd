import { describe, expect, it } from "vitest";
import { createApp } from "../../functions/app";
import { FRAGMENT_PARAMETER, signInLink } from "../../functions/tokens/sign-in";
import { Client, expectProblem, newPlayer, useServer } from "../api/harness";

const api = useServer();

/** A second instance of the API on the same table, with its own memory of verified keys. */
function secondInstance() {
  const app = createApp(api.server.deps);
  return (apiKey: string) =>
    app.request(new URL("/v1/me", api.url).href, { headers: { Authorization: `Bearer ${apiKey}` } });
}

async function signIn(player: { id: string }): Promise<{ apiKey: string; sessionId: string }> {
  const link = signInLink(api.server.deps, player);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER);
  const reply = await new Client(api.url).post("/v1/sessions", { token });
  expect(reply.status).toBe(201);
  return reply.body;
}

describe("revocation holds across instances: another instance refuses at the next request", () => {
  it("a key rotated on one instance is refused by another that remembered it", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const other = secondInstance();
    expect((await other(ada.apiKey as string)).status).toBe(200);
    const rotated = await ada.post("/v1/me/api-key");
    expect(rotated.status).toBe(200);
    expect((await other(ada.apiKey as string)).status).toBe(401);
    expect((await other(rotated.body.apiKey)).status).toBe(200);
  });

  it("a session revoked on one instance is refused by another that remembered it, and the others stay", async () => {
    const bea = await newPlayer(api.url, "Bea");
    const laptop = await signIn(bea);
    const phone = await signIn(bea);
    const other = secondInstance();
    expect((await other(laptop.apiKey)).status).toBe(200);
    expect((await other(phone.apiKey)).status).toBe(200);
    expect((await bea.request("DELETE", `/v1/me/sessions/${laptop.sessionId}`)).status).toBe(204);
    expect((await other(laptop.apiKey)).status).toBe(401);
    expect((await other(phone.apiKey)).status).toBe(200);
    expect((await other(bea.apiKey as string)).status).toBe(200);
  });

  it("signing out everywhere on one instance ends every session on another; the API key stays", async () => {
    const dee = await newPlayer(api.url, "Dee");
    const laptop = await signIn(dee);
    const phone = await signIn(dee);
    const other = secondInstance();
    expect((await other(laptop.apiKey)).status).toBe(200);
    expect((await other(phone.apiKey)).status).toBe(200);
    expect((await new Client(api.url, phone.apiKey).request("DELETE", "/v1/me/sessions")).status).toBe(204);
    expect((await other(laptop.apiKey)).status).toBe(401);
    expect((await other(phone.apiKey)).status).toBe(401);
    expect((await other(dee.apiKey as string)).status).toBe(200);
    expect((await dee.get("/v1/me/sessions")).body.sessions).toEqual([]);
  });

  it("a sign-in link sent before the address changed, the key was rotated or a session revoked signs nobody in", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const tokenOf = (link: string) =>
      new URLSearchParams(new URL(link).hash.slice(1)).get(FRAGMENT_PARAMETER);
    const current = async () => (await api.server.deps.store.getPlayer(cy.id)) ?? { id: cy.id };

    const toOldAddress = tokenOf(signInLink(api.server.deps, await current()));
    expect((await cy.request("PATCH", "/v1/me", { body: { email: "cy@new.example" } })).status).toBe(200);
    expectProblem(
      await new Client(api.url).post("/v1/sessions", { token: toOldAddress }),
      401,
      "unauthorized",
    );

    const beforeRotation = tokenOf(signInLink(api.server.deps, await current()));
    const rotated = await cy.post("/v1/me/api-key");
    expectProblem(
      await new Client(api.url).post("/v1/sessions", { token: beforeRotation }),
      401,
      "unauthorized",
    );

    const session = await signIn(await current());
    const beforeSignOut = tokenOf(signInLink(api.server.deps, await current()));
    const renewed = new Client(api.url, rotated.body.apiKey);
    expect((await renewed.request("DELETE", `/v1/me/sessions/${session.sessionId}`)).status).toBe(204);
    expectProblem(
      await new Client(api.url).post("/v1/sessions", { token: beforeSignOut }),
      401,
      "unauthorized",
    );
    expect(
      (
        await new Client(api.url).post("/v1/sessions", {
          token: tokenOf(signInLink(api.server.deps, await current())),
        })
      ).status,
    ).toBe(201);
  });
});

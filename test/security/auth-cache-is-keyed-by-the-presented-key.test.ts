import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../functions/app";
import type { Deps } from "../../functions/deps";
import { CACHE_MS, CACHE_SIZE } from "../../functions/http/auth";
import * as crypto from "../../functions/tokens/crypto";
import { newPlayer, useServer } from "../api/harness";

vi.mock("../../functions/tokens/crypto", async (actual) => {
  const real = await actual<typeof import("../../functions/tokens/crypto")>();
  return { ...real, sha256: vi.fn(real.sha256) };
});

const api = useServer();
const hashes = vi.mocked(crypto.sha256);

/** An instance of the API on the server's table with its own clock and its own remembered keys. */
function instance(deps: Partial<Deps> = {}) {
  let now = Date.now();
  const app = createApp({ ...api.server.deps, now: () => new Date(now), ...deps });
  return {
    me: (apiKey: string) =>
      app.request(new URL("/v1/me", api.url).href, { headers: { Authorization: `Bearer ${apiKey}` } }),
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe("the authentication cache is keyed by the key as presented, bounded, and revocation still holds", () => {
  it("a remembered key is not hashed again; a first use and one past the cache's time are", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const server = instance();
    hashes.mockClear();
    expect((await server.me(ada.apiKey as string)).status).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
    expect((await server.me(ada.apiKey as string)).status).toBe(200);
    expect((await server.me(ada.apiKey as string)).status).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
    server.later(CACHE_MS + 1);
    expect((await server.me(ada.apiKey as string)).status).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(2);
  });

  it("a replaced key is refused at the next request by an instance that remembered it", async () => {
    const bea = await newPlayer(api.url, "Bea");
    const server = instance();
    expect((await server.me(bea.apiKey as string)).status).toBe(200);
    const stored = await api.server.deps.store.getPlayer(bea.id);
    if (!stored) throw new Error("no player");
    // replaced in the table behind this instance's back, as another instance does
    expect(
      await api.server.deps.store.setPlayerKey(
        bea.id,
        stored.keyHash,
        crypto.sha256("a-new-secret-0123456789"),
      ),
    ).toBe(true);
    expect((await server.me(bea.apiKey as string)).status).toBe(401);
    expect((await server.me(`${bea.id}.a-new-secret-0123456789`)).status).toBe(200);
  });

  it("another secret beside a remembered player's key is checked, and refused", async () => {
    const cy = await newPlayer(api.url, "Cy");
    const server = instance();
    expect((await server.me(cy.apiKey as string)).status).toBe(200);
    expect((await server.me(`${cy.id}.not-the-secret-0123456789`)).status).toBe(401);
    expect((await server.me(cy.apiKey as string)).status).toBe(200);
  });

  it(`remembers at most ${CACHE_SIZE} keys: the oldest is checked again once more are used`, async () => {
    const dee = await newPlayer(api.url, "Dee");
    const stored = await api.server.deps.store.getPlayer(dee.id);
    if (!stored) throw new Error("no player");
    // every key verifies against one record of one hash, so that filling the cache needs no table
    const store = Object.create(api.server.deps.store, {
      getPlayer: { value: async () => ({ ...stored, keyHash: "one-hash" }) },
      credentialVersion: { value: async () => stored.credentialVersion ?? 0 },
    });
    const server = instance({ store });
    hashes.mockClear();
    hashes.mockReturnValue("one-hash");
    try {
      const keyOf = (i: number) => `${dee.id}.filler-key-${String(i).padStart(8, "0")}`;
      for (let i = 0; i <= CACHE_SIZE; i++) expect((await server.me(keyOf(i))).status).toBe(200);
      expect(hashes).toHaveBeenCalledTimes(CACHE_SIZE + 1);
      await server.me(keyOf(CACHE_SIZE));
      expect(hashes).toHaveBeenCalledTimes(CACHE_SIZE + 1);
      await server.me(keyOf(0));
      expect(hashes).toHaveBeenCalledTimes(CACHE_SIZE + 2);
    } finally {
      hashes.mockImplementation(
        (
          await vi.importActual<typeof import("../../functions/tokens/crypto")>(
            "../../functions/tokens/crypto",
          )
        ).sha256,
      );
    }
  });
});

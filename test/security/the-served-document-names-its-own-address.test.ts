import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { useServer } from "../api/harness";

const api = useServer();

/** GET /openapi.json with the Host a client chose: the first server the document names. */
function firstServerFor(host: string): Promise<{ url: string; description: string }> {
  return new Promise((resolve, reject) => {
    request(`${api.url}/openapi.json`, { headers: { host } }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve(JSON.parse(text).servers[0]));
    })
      .on("error", reject)
      .end();
  });
}

describe("the document a server serves names that server", () => {
  it("names its own address first, not the Host a request claims, so a cached copy sends no client elsewhere", async () => {
    const own = { url: new URL(api.url).origin, description: "This server" };
    expect(await firstServerFor(new URL(api.url).host)).toEqual(own);
    expect(await firstServerFor("evil.example")).toEqual(own);
  });
});

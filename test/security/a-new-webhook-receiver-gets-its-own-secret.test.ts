import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { newPlayer, useServer } from "../api/harness";
import { type ReceivedHook, webhookReceiver } from "../notify/receivers";

const [first, second] = [await webhookReceiver(), await webhookReceiver()];
afterAll(async () => {
  await first.close();
  await second.close();
});
const api = useServer();

/** Whether the hook was signed with the secret. */
function signedWith(secret: string, hook: ReceivedHook): boolean {
  try {
    new Webhook(secret.replace(/^whsec_/, "")).verify(hook.body, hook.headers);
    return true;
  } catch {
    return false;
  }
}

describe("a webhook moved to another receiver gets a secret the last one does not know", () => {
  it("keeps the secret while the URL stays on its origin, and makes a new one shown once when it moves to another", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const put = (url: string, quietHours: unknown = null) =>
      ada.request("PUT", "/v1/me/notifications", { body: { webhook: { url }, quietHours } });
    const set = await put(first.url);
    const secret = set.body.webhookSecret as string;
    expect(secret).toMatch(/^whsec_/);
    // the same receiver, another path or other settings: the secret stays, and is not shown again
    const again = await put(`${first.url}/other`, { from: "22:00", to: "07:00" });
    expect(again.status).toBe(200);
    expect(again.body.webhookSecret).toBeUndefined();
    expect((await ada.post("/v1/me/webhook/test")).body.ok).toBe(true);
    expect(signedWith(secret, first.hooks.at(-1) as ReceivedHook)).toBe(true);

    const moved = await put(second.url);
    const fresh = moved.body.webhookSecret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    expect((await ada.post("/v1/me/webhook/test")).body.ok).toBe(true);
    const received = second.hooks.at(-1) as ReceivedHook;
    expect(signedWith(fresh, received)).toBe(true);
    // the first receiver, which knew the old secret, cannot sign as the service to the second
    expect(signedWith(secret, received)).toBe(false);
  });
});

describe("a webhook URL's credentials", () => {
  it("reach its receiver as Basic authentication, and are in no delivery record nor anyone else's view", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const bob = await newPlayer(api.url, "Bob");
    const withCredentials = first.url.replace("://", "://bot:s3cr%40t@");
    const set = await ada.request("PUT", "/v1/me/notifications", {
      body: { webhook: { url: withCredentials } },
    });
    expect(set.status).toBe(200);
    expect((await ada.post("/v1/me/webhook/test")).body.ok).toBe(true);
    const received = first.hooks.at(-1) as ReceivedHook;
    expect(received.headers.authorization).toBe(`Basic ${Buffer.from("bot:s3cr@t").toString("base64")}`);
    expect(signedWith(set.body.webhookSecret, received)).toBe(true);

    expect(JSON.stringify((await ada.get("/v1/me/deliveries")).body)).not.toContain("s3cr");
    expect(JSON.stringify((await bob.get(`/v1/players/${ada.id}`)).body)).not.toContain("s3cr");
    expect((await ada.get("/v1/me/notifications")).body.settings.webhook.url).toBe(withCredentials);
  });
});

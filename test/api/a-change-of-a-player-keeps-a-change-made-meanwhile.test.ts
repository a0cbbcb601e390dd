import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { applyFeedback } from "../../functions/notify/mail-feedback";
import { expectProblem, type Json, newPlayer, type Player, useServer } from "./harness";

const api = useServer();

/**
 * Runs `meanwhile` once, just before the next write of the player's profile reaches the database:
 * after the request being served read the profile, before it writes what it made of it.
 */
function beforeTheNextProfileWrite(db: DynamoDBClient, playerId: string, meanwhile: () => Promise<unknown>) {
  const name = `meanwhile-${Math.random()}`;
  let armed = true;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: { pk?: { S?: string }; sk?: { S?: string } } }).Key;
      const profile = key?.pk?.S === `PLAYER#${playerId}` && key.sk?.S === "PROFILE";
      if (armed && context.commandName === "UpdateItemCommand" && profile) {
        armed = false;
        await meanwhile();
      }
      return next(args);
    },
    { step: "initialize", name },
  );
  return () => db.middlewareStack.remove(name);
}

/** Runs `meanwhile` once, just before the next name entry is taken off (a rename's clean-up of the old name). */
function beforeTheNextNameCleanUp(db: DynamoDBClient, meanwhile: () => Promise<unknown>) {
  const name = `clean-up-${Math.random()}`;
  let armed = true;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: { pk?: { S?: string } } }).Key;
      if (armed && context.commandName === "DeleteItemCommand" && key?.pk?.S?.startsWith("NAME#")) {
        armed = false;
        await meanwhile();
      }
      return next(args);
    },
    { step: "initialize", name },
  );
  return () => db.middlewareStack.remove(name);
}

async function settingsOf(player: Player): Promise<Json> {
  return (await player.get("/v1/me/notifications")).body;
}

async function setLanguage(player: Player, language: string) {
  const { settings } = await settingsOf(player);
  return player.request("PUT", "/v1/me/notifications", { body: { ...settings, language } });
}

describe("a change of a player keeps a change made meanwhile", () => {
  it("a rename that lands between a settings change's read and write is kept, and the settings too", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const done = beforeTheNextProfileWrite(api.server.deps.store.db, ada.id, () =>
      ada.request("PATCH", "/v1/me", { body: { name: "Ada Lovelace" } }),
    );
    try {
      expect((await setLanguage(ada, "de")).status).toBe(200);
    } finally {
      done();
    }
    expect((await ada.get("/v1/me")).body.name).toBe("Ada Lovelace");
    expect((await settingsOf(ada)).settings.language).toBe("de");
  });

  it("a settings change that lands between a rename's read and write is kept, and the name too", async () => {
    const ben = await newPlayer(api.url, "Ben");
    const done = beforeTheNextProfileWrite(api.server.deps.store.db, ben.id, () => setLanguage(ben, "de"));
    try {
      const renamed = await ben.request("PATCH", "/v1/me", { body: { name: "Ben Miller" } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe("Ben Miller");
    } finally {
      done();
    }
    expect((await ben.get("/v1/me")).body.name).toBe("Ben Miller");
    expect((await settingsOf(ben)).settings.language).toBe("de");
  });

  it("a bounce that lands between a settings change's read and write keeps the address switched off", async () => {
    const cai = await newPlayer(api.url, "Cai");
    expect((await cai.request("PATCH", "/v1/me", { body: { email: "cai@example.test" } })).status).toBe(200);
    const bounce = { playerId: cai.id, status: "bounced" as const, addresses: ["cai@example.test"] };
    const done = beforeTheNextProfileWrite(api.server.deps.store.db, cai.id, () =>
      applyFeedback(api.server.deps, bounce),
    );
    try {
      expect((await setLanguage(cai, "de")).status).toBe(200);
    } finally {
      done();
    }
    const after = await settingsOf(cai);
    expect(after.emailStatus).toBe("bounced");
    expect(after.settings.language).toBe("de");
  });

  it("an unsubscribe by link that lands between a rename's read and write leaves email off", async () => {
    const dee = await newPlayer(api.url, "Dee");
    const stored = await api.server.deps.store.getPlayer(dee.id);
    if (!stored) throw new Error("no player");
    const done = beforeTheNextProfileWrite(api.server.deps.store.db, dee.id, () =>
      api.server.deps.store.changePlayer(stored, (p) => ({
        ...p,
        notifications: { ...p.notifications, email: { when: "never" } },
      })),
    );
    try {
      expect((await dee.request("PATCH", "/v1/me", { body: { name: "Dee Dee" } })).status).toBe(200);
    } finally {
      done();
    }
    expect((await dee.get("/v1/me")).body.name).toBe("Dee Dee");
    expect((await settingsOf(dee)).settings.email.when).toBe("never");
  });

  it("a rename files the player under the new name and takes the old one off; a rename back while the first cleans up keeps the name filed", async () => {
    const fay = await newPlayer(api.url, "Fay");
    const { store } = api.server.deps;
    const filed = async (name: string) => (await store.playersFiledUnder(name, 10)).map((e) => e.playerId);
    expect((await fay.request("PATCH", "/v1/me", { body: { name: "Fay Wray" } })).status).toBe(200);
    expect(await filed("Fay Wray")).toEqual([fay.id]);
    expect(await filed("Fay")).toEqual([]);
    // the rename back to "Fay Wray" lands after the next rename read its old name's entry, before it takes it off
    const done = beforeTheNextNameCleanUp(store.db, () =>
      fay.request("PATCH", "/v1/me", { body: { name: "Fay Wray" } }),
    );
    try {
      expect((await fay.request("PATCH", "/v1/me", { body: { name: "Fay W." } })).status).toBe(200);
    } finally {
      done();
    }
    expect((await fay.get("/v1/me")).body.name).toBe("Fay Wray");
    expect(await filed("Fay Wray")).toEqual([fay.id]);
  });

  it("a change made of a record that others keep changing answers 503 with Retry-After and writes nothing", async () => {
    const eve = await newPlayer(api.url, "Eve");
    const { store } = api.server.deps;
    let renames = 0;
    let interloping = false;
    store.db.middlewareStack.add(
      (next, context) => async (args) => {
        const key = (args.input as { Key?: { pk?: { S?: string } } }).Key;
        if (
          !interloping &&
          context.commandName === "UpdateItemCommand" &&
          key?.pk?.S === `PLAYER#${eve.id}`
        ) {
          interloping = true;
          try {
            const stored = await store.getPlayer(eve.id);
            if (stored) await store.changePlayer(stored, (p) => ({ ...p, name: `Eve ${++renames}` }));
          } finally {
            interloping = false;
          }
        }
        return next(args);
      },
      { step: "initialize", name: "always-changed-meanwhile" },
    );
    try {
      const refused = await setLanguage(eve, "de");
      expectProblem(refused, 503, "service-unavailable");
      expect(refused.headers.get("retry-after")).toBe("1");
    } finally {
      store.db.middlewareStack.remove("always-changed-meanwhile");
    }
    expect((await settingsOf(eve)).settings.language).toBe("en");
    expect((await eve.get("/v1/me")).body.name).toBe(`Eve ${renames}`);
    expect(renames).toBe(5);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { Client, expectProblem, newPlayer, tableSnapshot, useServer } from "../api/harness";
import { confirmAddress, eventually, smtpReceiver } from "../notify/receivers";

const smtp = await smtpReceiver();
afterAll(() => smtp.close());
const api = useServer({ smtpUrl: smtp.url });

const unprintable = [
  "Eve\r\nBcc: victim@example.com",
  "Eve\nX",
  "Eve\u0000",
  "Eve\tX",
  "\u202eevE",
  "Eve\u2066x\u2069",
  "E\u200bve",
  "E\u2028ve",
  "E\ufeffve",
  "\ud800Eve",
  // drawn as nothing, so the name passes for "Ada" or "Bea"
  "A\u200dda",
  "Bea\u034f",
  "Bea\u3164",
  "\u115fBea",
  "Bea\u2800",
  "Bea\ufe0f",
  "Bea\u180e",
  "   ",
  "x".repeat(41),
];

describe("a player's name holds printable characters only", () => {
  it("refuses control, line-breaking, zero-width, invisible and direction-changing characters, and over 40 characters", async () => {
    const ada = await newPlayer(api.url, "Ada");
    const table = await tableSnapshot(api.server);
    for (const name of unprintable) {
      const made = await new Client(api.url).post("/v1/players", { name });
      expectProblem(made, 400, "validation-error");
      expect(made.body.errors, JSON.stringify(name)).toEqual([expect.objectContaining({ path: "name" })]);
      expectProblem(await ada.request("PATCH", "/v1/me", { body: { name } }), 400, "validation-error");
    }
    expect(await tableSnapshot(api.server)).toEqual(table);
  });

  it("keeps names in every script, emoji sequences and markup characters, trimmed (line ends too) and composed", async () => {
    const names = [
      ["  Zoë  ", "Zoë"],
      ["\ufeffEve\u2028\t", "Eve"],
      ["Zoe\u0308", "Zoë"],
      ["👩‍💻 Dev", "👩‍💻 Dev"],
      ["🏳️‍🌈 Pride", "🏳️‍🌈 Pride"],
      ["👍🏽 ❤️ 1️⃣", "👍🏽 ❤️ 1️⃣"],
      ["محمد", "محمد"],
      ["<b>Bo</b> & co", "<b>Bo</b> & co"],
    ];
    for (const [sent, kept] of names) {
      const made = await new Client(api.url).post("/v1/players", { name: sent });
      expect(made.status, sent).toBe(201);
      expect(made.body.player.name).toBe(kept);
    }
  });
});

describe("every place that shows a name is safe for its medium", () => {
  it("a name stored before the rule (with CR, LF and markup) cannot add mail headers nor markup", async () => {
    const eve = await newPlayer(api.url, "Eve");
    const ada = await newPlayer(api.url, "Ada");
    await ada.request("PATCH", "/v1/me", { body: { email: "ada@example.org" } });
    await confirmAddress(smtp.mails, "ada@example.org");
    const stored = await api.server.deps.store.getPlayer(eve.id);
    if (!stored) throw new Error("no player");
    const legacy = "Eve\r\nBcc: victim@example.com\r\n<img src=x onerror=alert(1)>";
    await api.server.deps.store.changePlayer(stored, (p) => ({ ...p, name: legacy }));

    const lobby = await eve.post("/v1/matches", { game: "santa-cruz", seats: 2 });
    expect(lobby.body.seats[0].player.name).toBe(legacy);
    expect((await eve.post(`/v1/matches/${lobby.body.id}/invites`, { playerId: ada.id })).status).toBe(202);
    await api.server.work();
    await api.server.work();
    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes("ada@example.org")));

    expect(mail.to).toEqual(["ada@example.org"]);
    expect(Object.keys(mail.headers)).not.toContain("bcc");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Eve");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;");

    // the unsubscribe page of the same email names its reader, escaped too
    const link = /<(http[^>]+\/v1\/unsubscribe\?token=[^>]+)>/.exec(
      mail.headers["list-unsubscribe"] ?? "",
    )?.[1];
    if (!link) throw new Error("no unsubscribe link");
    const adaRecord = await api.server.deps.store.getPlayer(ada.id);
    if (!adaRecord) throw new Error("no player");
    await api.server.deps.store.changePlayer(adaRecord, (p) => ({ ...p, name: "<script>alert(1)</script>" }));
    const page = await (await fetch(link, { headers: { Accept: "text/html" } })).text();
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain("&#60;script&#62;");
  });
});

/**
 * A session that calls every operation once through to its success answer against a real server,
 * and keeps each answer as the document's example: what a client really gets, with the ids,
 * secrets, times and addresses that change from run to run replaced by fixed ones.
 */
import type { LocalServer } from "../../functions/local-server";
import { confirmAddressToken } from "../../functions/tokens/confirm-address";
import { signInLink } from "../../functions/tokens/sign-in";
import { unsubscribeToken } from "../../functions/tokens/unsubscribe";

type Json = any;

/** The examples by `<operationId> <status> <media type>`. */
export type Examples = Record<string, Json>;

const FIXED_TIME = "2026-01-01T12:00:00.000Z";
/** Lists are cut to a few items: an example shows the shape, not every tile of the board. */
const MAX_ITEMS = 3;
/** Fields whose values are random secrets or codes: kept at their length, fixed. */
const RANDOM_FIELDS = new Set([
  "apiKey",
  "webhookSecret",
  "secret",
  "inviteCode",
  "token",
  "etag",
  "nextCursor",
]);

function fixedLike(text: string): string {
  const pattern = "Example0";
  return Array.from(text, (ch, i) => (ch === "." ? ch : pattern[i % pattern.length])).join("");
}

/** Replaces what changes from run to run, the same way on every answer of one session. */
function normalizer(servers: string[]): (value: Json, key?: string) => Json {
  const ids = new Map<string, string>();
  const idOf = (prefix: string, raw: string) => {
    const known = ids.get(raw);
    if (known) return known;
    const made = `${prefix}_Example${String(ids.size + 1).padStart(4, "0")}`;
    ids.set(raw, made);
    return made;
  };
  const text = (s: string): string => {
    let out = s;
    for (const server of servers) out = out.replaceAll(server, "https://games.example");
    return out
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, FIXED_TIME)
      .replace(/([?&#](?:token|sign-in)=)[\w.~-]+/g, "$1example-token")
      .replace(/_[0-9a-f]{20}\b/g, "_0123456789abcdef0123")
      .replace(/whsec_[A-Za-z0-9+/=]+/g, (s) => `whsec_${fixedLike(s.slice(6))}`)
      .replace(
        /\b([a-z]{1,5})_([A-Za-z0-9_-]{10,})(\.[A-Za-z0-9_-]{16,})?/g,
        (_, prefix, id, secret) => `${idOf(prefix, `${prefix}_${id}`)}${secret ? fixedLike(secret) : ""}`,
      )
      .replace(
        /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g,
        "0f9e4c1a-6b2d-4e8f-9a3c-5d7e1b2f4a6c",
      );
  };
  const walk = (value: Json, key?: string): Json => {
    if (typeof value === "string")
      // a secret is fixed whole: ids that text() would rename can appear inside its random bytes
      return key && RANDOM_FIELDS.has(key) ? fixedLike(value) : text(value);
    if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => walk(item));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk;
}

interface Call {
  operationId: string;
  method: string;
  path: string;
  apiKey?: string;
  body?: unknown;
  accept?: string;
}

/** Plays the session against `server` and returns every success answer, normalized. */
export async function recordExamples(
  server: LocalServer,
  hooksUrl: string,
  /** Moves the server's clock on: a confirmation may be asked again only 10 minutes after the last. */
  later: (minutes: number) => void,
): Promise<Examples> {
  const recorded: Examples = {};
  const normalize = normalizer([server.url, hooksUrl.replace(/\/hooks$/, "")]);
  const call = async (c: Call): Promise<Json> => {
    // a second per request, so that what is listed newest first has one order
    later(1 / 60);
    const headers: Record<string, string> = { accept: c.accept ?? "application/json" };
    if (c.apiKey) headers.authorization = `Bearer ${c.apiKey}`;
    if (c.body !== undefined) headers["content-type"] = "application/json";
    const body = c.body === undefined ? undefined : JSON.stringify(c.body);
    const res = await fetch(`${server.url}${c.path}`, { method: c.method, headers, body });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${c.operationId} answered ${res.status}: ${text}`);
    const type = (res.headers.get("content-type") ?? "").split(";")[0];
    const parsed = type === "application/json" ? JSON.parse(text) : text;
    if (type) recorded[`${c.operationId} ${res.status} ${type}`] = normalize(parsed);
    return parsed;
  };
  const asHtml = (c: Call) => call({ ...c, accept: "text/html" });

  await call({ operationId: "listGames", method: "GET", path: "/v1/games" });
  await call({ operationId: "getGame", method: "GET", path: "/v1/games/santa-cruz" });
  await call({ operationId: "getGameContent", method: "GET", path: "/v1/games/santa-cruz/content" });

  const made = await call({
    operationId: "createPlayer",
    method: "POST",
    path: "/v1/players",
    body: { name: "Ada" },
  });
  const ada = made.apiKey as string;
  const bea = (
    await call({ operationId: "createPlayer", method: "POST", path: "/v1/players", body: { name: "Bea" } })
  ).apiKey as string;
  const beaId = bea.split(".")[0];
  await call({ operationId: "getMe", method: "GET", path: "/v1/me", apiKey: ada });
  await call({
    operationId: "updateMe",
    method: "PATCH",
    path: "/v1/me",
    apiKey: ada,
    body: { name: "Ada L." },
  });
  await call({
    operationId: "getNotificationSettings",
    method: "GET",
    path: "/v1/me/notifications",
    apiKey: ada,
  });
  await call({
    operationId: "setNotificationSettings",
    method: "PUT",
    path: "/v1/me/notifications",
    apiKey: ada,
    body: { webhook: { url: hooksUrl, when: "always" } },
  });
  await call({ operationId: "testWebhook", method: "POST", path: "/v1/me/webhook/test", apiKey: ada });

  // a match of two, played to its end with each seat's first legal action
  const opened = await call({
    operationId: "createMatch",
    method: "POST",
    path: "/v1/matches",
    apiKey: ada,
    body: { game: "santa-cruz", seats: 2, seed: "example-seed" },
  });
  const match = `/v1/matches/${opened.id}`;
  await call({
    operationId: "invitePlayer",
    method: "POST",
    path: `${match}/invites`,
    apiKey: ada,
    body: { playerId: beaId },
  });
  await call({ operationId: "listMyInvitations", method: "GET", path: "/v1/me/invitations", apiKey: bea });
  await call({
    operationId: "joinMatch",
    method: "POST",
    path: `${match}/join`,
    apiKey: bea,
    body: { inviteCode: opened.inviteCode },
  });
  await call({
    operationId: "declineInvitation",
    method: "DELETE",
    path: `/v1/me/invitations/${opened.id}`,
    apiKey: bea,
  });
  // each player's seat as the match says: a seat need not follow the order of joining
  const keys = new Map<number, string>();
  for (const key of [ada, bea]) {
    const mine = await call({ operationId: "getMatch", method: "GET", path: match, apiKey: key });
    keys.set(mine.yourSeat, key);
  }
  for (let step = 0; ; step++) {
    const seen = await call({ operationId: "getMatch", method: "GET", path: match, apiKey: ada });
    if (seen.status === "finished" || step > 2000) break;
    const key = keys.get(seen.activeSeats[0]) as string;
    const mine = await call({ operationId: "getMatch", method: "GET", path: match, apiKey: key });
    await call({
      operationId: "submitAction",
      method: "POST",
      path: `${match}/actions`,
      apiKey: key,
      body: { action: mine.legalActions[0], expectedVersion: mine.version },
    });
    // each move's notices sent before the next move: the delivery log has one order
    await server.work();
    if (step === 2) {
      await call({ operationId: "getMatch", method: "GET", path: match, apiKey: ada });
      await call({ operationId: "listMoves", method: "GET", path: `${match}/moves?limit=2`, apiKey: ada });
    }
  }
  await call({ operationId: "getHistory", method: "GET", path: `${match}/history?limit=2` });
  await call({
    operationId: "postChatMessage",
    method: "POST",
    path: `${match}/messages`,
    apiKey: bea,
    body: { text: "Good game, Ada!" },
  });
  await call({ operationId: "listChatMessages", method: "GET", path: `${match}/messages`, apiKey: ada });
  // the worker rated the finished match: Bea's profile and the game's leaderboard show it
  await call({ operationId: "getPlayerProfile", method: "GET", path: `/v1/players/${beaId}/profile` });
  await call({
    operationId: "getLeaderboard",
    method: "GET",
    path: "/v1/games/santa-cruz/leaderboard?limit=2",
  });

  // after the end Ada offers a rematch and Bea accepts it with the same call, which starts it...
  await call({ operationId: "rematch", method: "POST", path: `${match}/rematch`, apiKey: ada });
  const rematch = await call({
    operationId: "rematch",
    method: "POST",
    path: `${match}/rematch`,
    apiKey: bea,
  });
  // ...where Bea concedes: with two people, Ada wins at once
  await call({
    operationId: "resignMatch",
    method: "POST",
    path: `/v1/matches/${rematch.id}/resign`,
    apiKey: bea,
  });

  // a lobby: a guest who leaves, a computer player, and a start with the seats taken
  const lobby = await call({
    operationId: "createMatch",
    method: "POST",
    path: "/v1/matches",
    apiKey: ada,
    // a seed whose draw seats Ada first: the random computer's turns would make the examples vary
    body: { game: "santa-maria", seats: 3, seed: "example-table" },
  });
  const lobbyPath = `/v1/matches/${lobby.id}`;
  await call({
    operationId: "joinMatch",
    method: "POST",
    path: `${lobbyPath}/join`,
    apiKey: bea,
    body: { inviteCode: lobby.inviteCode },
  });
  await call({ operationId: "leaveMatch", method: "POST", path: `${lobbyPath}/leave`, apiKey: bea });
  await call({
    operationId: "addComputerPlayer",
    method: "POST",
    path: `${lobbyPath}/bots`,
    apiKey: ada,
    body: { level: "random" },
  });
  await call({ operationId: "startMatch", method: "POST", path: `${lobbyPath}/start`, apiKey: ada });
  await call({
    operationId: "createMatch",
    method: "POST",
    path: "/v1/matches",
    apiKey: ada,
    body: { game: "santa-cruz", seats: 2, seed: "example-seed" },
  });

  await server.work();
  await call({ operationId: "listMyMatches", method: "GET", path: "/v1/me/matches?limit=2", apiKey: ada });
  await call({
    operationId: "listDeliveries",
    method: "GET",
    path: "/v1/me/deliveries?limit=2",
    apiKey: ada,
  });

  // the lobby: Ada's quick match opens a public match, which Bea finds and quick-matches into
  await call({
    operationId: "quickMatch",
    method: "POST",
    path: "/v1/lobby/quick-match",
    apiKey: ada,
    body: { game: "santa-maria", seats: 3 },
  });
  await call({ operationId: "listOpenMatches", method: "GET", path: "/v1/lobby?game=santa-maria&seats=3" });
  await call({
    operationId: "quickMatch",
    method: "POST",
    path: "/v1/lobby/quick-match",
    apiKey: bea,
    body: { game: "santa-maria", seats: 3 },
  });

  // sessions, sign-in links and a new key
  const adaRecord = await server.deps.store.getPlayer(made.player.id);
  if (!adaRecord) throw new Error("Ada is not stored");
  const link = signInLink(server.deps, adaRecord);
  const token = decodeURIComponent(/sign-in=([^&]+)/.exec(link)?.[1] ?? "");
  await call({ operationId: "createSession", method: "POST", path: "/v1/sessions", body: { token } });
  await call({ operationId: "listSessions", method: "GET", path: "/v1/me/sessions", apiKey: ada });

  // the address: confirmed by its link, a confirmation asked again for a new one, sign-in links by email
  await call({
    operationId: "updateMe",
    method: "PATCH",
    path: "/v1/me",
    apiKey: ada,
    body: { email: "ada@example.org" },
  });
  const confirm = confirmAddressToken(server.deps, made.player.id, "ada@example.org");
  await asHtml({
    operationId: "confirmAddressPage",
    method: "GET",
    path: `/v1/confirm-address?token=${confirm}`,
  });
  await call({ operationId: "confirmAddress", method: "POST", path: `/v1/confirm-address?token=${confirm}` });
  await asHtml({
    operationId: "confirmAddress",
    method: "POST",
    path: `/v1/confirm-address?token=${confirm}`,
  });
  await call({
    operationId: "requestSignInLink",
    method: "POST",
    path: "/v1/sign-in-links",
    body: { email: "ada@example.org" },
  });
  await call({
    operationId: "updateMe",
    method: "PATCH",
    path: "/v1/me",
    apiKey: ada,
    body: { email: "ada@example.net" },
  });
  later(11);
  await laterCalls(server, call, asHtml, ada, made.player.id);
  return recorded;
}

/** A confirmation asked again, unsubscribing, the problem pages, and last a new key (the old one stops). */
async function laterCalls(
  server: LocalServer,
  call: (c: Call) => Promise<Json>,
  asHtml: (c: Call) => Promise<Json>,
  ada: string,
  adaId: string,
): Promise<void> {
  await call({
    operationId: "resendConfirmation",
    method: "POST",
    path: "/v1/me/email-confirmation",
    apiKey: ada,
  });
  const record = await server.deps.store.getPlayer(adaId);
  if (!record) throw new Error("Ada is not stored");
  const unsubscribe = unsubscribeToken(server.deps, record);
  await asHtml({
    operationId: "unsubscribePage",
    method: "GET",
    path: `/v1/unsubscribe?token=${unsubscribe}`,
  });
  await call({ operationId: "unsubscribe", method: "POST", path: `/v1/unsubscribe?token=${unsubscribe}` });
  await asHtml({ operationId: "unsubscribe", method: "POST", path: `/v1/unsubscribe?token=${unsubscribe}` });
  await call({ operationId: "getProblemType", method: "GET", path: "/problems/stale-version" });
  await asHtml({ operationId: "getProblemType", method: "GET", path: "/problems/stale-version" });
  await call({ operationId: "rotateApiKey", method: "POST", path: "/v1/me/api-key", apiKey: ada });
}

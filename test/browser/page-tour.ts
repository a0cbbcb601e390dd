import type { Page } from "playwright-core";
import type { Client } from "./client-harness";

/** One page of the client, as a person reaches it, and what shows once it has drawn. */
export interface TourPage {
  name: string;
  path: string;
  /** Signed in, or a newcomer. */
  signedIn: boolean;
  /** A selector that is there once the page has drawn what it is about. */
  ready: string;
}

export interface Tour {
  apiKey: string;
  pages: TourPage[];
}

async function call(client: Client, key: string | null, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${client.server.url}${url}`, {
    method,
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/** A match against one random computer player, started and waiting for the person. */
async function againstComputer(client: Client, key: string, game: string, options = {}): Promise<string> {
  const match = await call(client, key, "POST", "/v1/matches", {
    game,
    seats: 2,
    seed: `tour-${game}`,
    options,
  });
  await call(client, key, "POST", `/v1/matches/${match.id}/bots`, { level: "random" });
  return match.id;
}

/** A whole match between two random computer players, for the replay page; waits for its end. */
async function finishedMatch(client: Client, key: string): Promise<string> {
  const match = await call(client, key, "POST", "/v1/matches", {
    game: "santa-cruz",
    seats: 2,
    join: false,
    seed: "tour-replay",
  });
  await call(client, key, "POST", `/v1/matches/${match.id}/bots`, { level: "random" });
  await call(client, key, "POST", `/v1/matches/${match.id}/bots`, { level: "random" });
  for (let tries = 0; tries < 600; tries++) {
    if ((await call(client, key, "GET", `/v1/matches/${match.id}`)).status === "finished") return match.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the computers' match did not end");
}

/** Every page the accessibility, language and screenshot checks visit: landing, new match, lobby, both games in play, account, replay, both games' How to play. */
export async function prepareTour(client: Client): Promise<Tour> {
  const { apiKey } = await call(client, null, "POST", "/v1/players", { name: "Zoe" });
  const santaCruz = await againstComputer(client, apiKey, "santa-cruz");
  const santaMaria = await againstComputer(client, apiKey, "santa-maria", { setup: "advanced" });
  const lobby = await call(client, apiKey, "POST", "/v1/matches", { game: "santa-maria", seats: 3 });
  await call(client, apiKey, "POST", `/v1/matches/${lobby.id}/bots`, { level: "strong" });
  const replay = await finishedMatch(client, apiKey);
  return {
    apiKey,
    pages: [
      { name: "landing", path: "/", signedIn: false, ready: "form" },
      { name: "my-matches", path: "/", signedIn: true, ready: ".match-list li" },
      { name: "new-match", path: "/new", signedIn: true, ready: "form select" },
      { name: "lobby", path: `/matches/${lobby.id}`, signedIn: true, ready: "#lobby-title" },
      { name: "santa-cruz", path: `/matches/${santaCruz}`, signedIn: true, ready: ".play .gb svg" },
      { name: "santa-maria", path: `/matches/${santaMaria}`, signedIn: true, ready: ".play .gb svg" },
      { name: "account", path: "/account", signedIn: true, ready: "form" },
      { name: "replay", path: `/matches/${replay}/replay`, signedIn: true, ready: ".gb svg" },
      {
        name: "how-to-play-santa-cruz",
        path: "/games/santa-cruz/how-to-play",
        signedIn: false,
        ready: "#how-title",
      },
      {
        name: "how-to-play-santa-maria",
        path: "/games/santa-maria/how-to-play",
        signedIn: true,
        ready: "#how-title",
      },
    ],
  };
}

/** Opens a tour page in the language, signed in or not, and waits until it has drawn (and the match's words have loaded). */
export async function visit(client: Client, tour: Tour, page: TourPage, lang: "en" | "de", width: number) {
  const { context, page: tab } = await client.person(width);
  await context.addInitScript(
    ([key, language]) => {
      localStorage.setItem("lang", language as string);
      if (key) localStorage.setItem("apiKey", key);
    },
    [page.signedIn ? tour.apiKey : null, lang],
  );
  await tab.goto(page.path);
  await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
  await settled(tab);
  return { context, tab };
}

/** Waits until no "loading" line is left on the page. */
async function settled(tab: Page): Promise<void> {
  await tab.waitForFunction(
    () => !/Loading …|Wird geladen …/.test(document.body.textContent ?? ""),
    undefined,
    {
      timeout: 30_000,
    },
  );
}

/**
 * A bot written from the OpenAPI document alone (plain fetch): it makes two players, opens a
 * two-seat Santa Cruz match, and plays both seats to the end, each taking its first legal action.
 * Run it against `npm start`: `npx tsx examples/bot.ts http://127.0.0.1:3000`.
 */

interface Match {
  id: string;
  status: "open" | "active" | "finished" | "abandoned";
  version: number;
  inviteCode?: string;
  legalActions: unknown[];
  result?: unknown;
}

interface Seat {
  key: string;
  etag?: string;
  match?: Match;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One call; retries what the document says is worth retrying (429, 503, a network error) after Retry-After. */
async function call(
  base: string,
  key: string | undefined,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (key) headers.set("authorization", `Bearer ${key}`);
  if (init.body) headers.set("content-type", "application/json");
  // one key per intended request: a retry of it is answered once, never applied twice
  if (init.method === "POST") headers.set("idempotency-key", crypto.randomUUID());
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(`${base}${path}`, { ...init, headers }).catch(() => undefined);
    const retry = !answer || answer.status === 429 || answer.status === 503;
    if (!retry) return answer;
    if (attempt === 5) throw new Error(`${path}: still ${answer?.status ?? "unreachable"} after 5 tries`);
    await sleep(Number(answer?.headers.get("retry-after") ?? attempt) * 1000);
  }
}

async function json<T>(answer: Response): Promise<T> {
  if (!answer.ok) throw new Error(`${answer.status} ${answer.url}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function newPlayer(base: string, name: string): Promise<Seat> {
  const body = JSON.stringify({ name });
  const { apiKey } = await json<{ apiKey: string }>(
    await call(base, undefined, "/v1/players", { method: "POST", body }),
  );
  return { key: apiKey };
}

/** Reads the match as this seat sees it; a 304 (nothing changed since its ETag) keeps what it had. */
async function look(base: string, seat: Seat, matchId: string): Promise<Match> {
  const headers = seat.etag ? { "if-none-match": seat.etag } : undefined;
  const answer = await call(base, seat.key, `/v1/matches/${matchId}`, { headers });
  if (answer.status === 304 && seat.match) return seat.match;
  seat.match = await json<Match>(answer);
  seat.etag = answer.headers.get("etag") ?? undefined;
  return seat.match;
}

/** Takes the first legal action at the version it was read at; a 409 (someone moved first) just reads again. */
async function act(base: string, seat: Seat, match: Match): Promise<void> {
  const body = JSON.stringify({ action: match.legalActions[0] });
  const headers = { "if-match": `"v${match.version}"` };
  const answer = await call(base, seat.key, `/v1/matches/${match.id}/actions`, {
    method: "POST",
    headers,
    body,
  });
  if (answer.status !== 409) await json(answer);
}

/** Plays one whole match between two new players and returns it, finished. */
export async function playMatch(base: string, maxTurns = 5000): Promise<Match> {
  const [ada, bea] = [await newPlayer(base, "Ada"), await newPlayer(base, "Bea")];
  const opened = await json<Match>(
    await call(base, ada.key, "/v1/matches", {
      method: "POST",
      body: JSON.stringify({ game: "santa-cruz", seats: 2 }),
    }),
  );
  const joinBody = JSON.stringify({ inviteCode: opened.inviteCode });
  await json(await call(base, bea.key, `/v1/matches/${opened.id}/join`, { method: "POST", body: joinBody }));
  let idle = 0;
  for (let turn = 0; turn < maxTurns; turn++) {
    let moved = false;
    for (const seat of [ada, bea]) {
      const match = await look(base, seat, opened.id);
      if (match.status === "finished") return match;
      if (match.legalActions.length === 0) continue;
      await act(base, seat, match);
      moved = true;
    }
    // nobody may act (a computer seat or a clock is due): back off, up to 5 s between looks
    idle = moved ? 0 : idle + 1;
    if (idle > 0) await sleep(Math.min(5000, 100 * 2 ** idle));
  }
  throw new Error(`match ${opened.id} not finished after ${maxTurns} turns`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const match = await playMatch(process.argv[2] ?? "http://127.0.0.1:3000");
  console.log(`match ${match.id} finished at version ${match.version}:`, JSON.stringify(match.result));
}

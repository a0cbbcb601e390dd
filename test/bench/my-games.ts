/**
 * `npx tsx test/bench/my-games.ts`: what a page of "my games" and a turn email's "since you last
 * looked" cost the database, as DynamoDB reports it (ReturnConsumedCapacity), beside the goals.
 */
import { fileURLToPath } from "node:url";
import { type LocalServer, startLocal } from "../../functions/local-server";
import { myMatches } from "../../functions/matches/my-matches";
import { deliver } from "../../functions/notify/send";
import { unseenMoves } from "../../functions/notify/unseen";
import type { MatchStatus } from "../../functions/store/records";
import type { Store } from "../../functions/store/store";
import { inSeats, newPlayer, playToEnd, startedMatch } from "../api/harness";
import { atEachTurnEmail } from "../notify/turn-emails";
import { type Consumed, consumption, readRequests } from "../store/consumed";

const progress = (text: string) => process.stderr.write(`\r\x1b[K  ${text}`);
const statuses: MatchStatus[] = ["active", "active", "lobby", "finished"];
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

/** A player in `count` matches (active, lobby and finished ones), `awaiting` of them awaiting their move. */
async function seed(store: Store, playerId: string, count: number, awaiting: number) {
  for (let from = 0; from < count; from += 100) {
    progress(`my games: ${playerId}: match ${from + 1} of ${count}`);
    const batch = Array.from({ length: Math.min(100, count - from) }, (_, k) => from + k);
    await Promise.all(
      batch.map(async (i) => {
        const matchId = `m_${String(i).padStart(5, "0")}`;
        const base = { playerId, matchId, game: "santa-cruz", seat: 0, activeSeats: [1], version: 2 };
        const status = i < awaiting ? "active" : statuses[i % statuses.length];
        await store.putMembership({ ...base, status, updatedAt: at(i) });
        if (i < awaiting)
          await store.putAwaiting({ ...base, activeSeats: [0], version: 5, updatedAt: at(count + i) });
      }),
    );
  }
}

const worst = (pages: Consumed[], key: "requests" | "rcu") => Math.max(...pages.map((p) => p[key]));

/** Every page of "my games" (20 a page) at each size and share awaiting: the first page's cost and the dearest. */
export async function benchMyGames(counts = [1, 100, 1000, 10_000], shares = [0, 0.5, 1]) {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, webDir: null });
  const { store } = server.deps;
  const meter = consumption(store.db);
  try {
    const rows = [];
    for (const count of counts)
      for (const share of shares) {
        const playerId = `p_bench${count}x${share * 100}`;
        await seed(store, playerId, count, Math.round(count * share));
        const pages: Consumed[] = [];
        let cursor: string | undefined;
        do {
          const { result, spent } = await meter.measure(() =>
            myMatches({ store }, { id: playerId }, { cursor, limit: 20 }),
          );
          pages.push(spent);
          cursor = result.nextCursor ?? undefined;
        } while (cursor);
        rows.push({
          matches: count,
          awaiting: `${share * 100}%`,
          pages: pages.length,
          "first page: requests": pages[0].requests,
          "first page: RCU": pages[0].rcu,
          "dearest page: requests": worst(pages, "requests"),
          "dearest page: RCU": worst(pages, "rcu"),
          goal: "≤ 2 requests, ≤ 25 RCU",
          "before (issue 26, 1,000 all awaiting)":
            count === 1000 && share === 1 ? "15–42 RCU, 1,000–2,000 items a page" : "",
        });
      }
    return rows;
  } finally {
    progress("");
    meter.stop();
    await server.close();
  }
}

/**
 * Every turn of a 4-player Santa Cruz match played to its end, as its turn email reads "since you
 * last looked" now and as it read it before (the last 60 snapshots and the 50 newest deliveries),
 * each reader's log holding 50 delivered emails.
 */
export async function benchTurnEmailReads() {
  const server = await startLocal({ port: 0, dataDir: null, workIntervalMs: 0, webDir: null });
  const { store } = server.deps;
  const meter = consumption(store.db);
  try {
    const players = await Promise.all(["Ada", "Bea", "Cy", "Dee"].map((name) => newPlayer(server.url, name)));
    const started = await startedMatch(players);
    progress("turn emails: playing a 4-player match");
    await playToEnd(players, started.id, { chooserSeed: "bench-turn-email" });
    for (const [n, player] of players.entries())
      for (let i = 0; i < 50; i++)
        await store.createDelivery({
          id: `2026-01-01T00:00:${String(i).padStart(2, "0")}.000Z_yourTurn_${n}${i}`,
          playerId: player.id,
          matchId: `m_other${i}`,
          version: 40 + i,
          kind: "yourTurn",
          channel: "email",
          status: "delivered",
          attempts: [{ at: "2026-01-01T00:00:00.000Z", ok: true, detail: "sent" }],
          nextAttemptAt: "2026-01-01T00:00:00.000Z",
          createdAt: "2026-01-01T00:00:00.000Z",
        });
    const all = await store.movesAfter(started.id, 0);
    const turns = all.flatMap((m, i) =>
      m.status === "active" && i > 0 && all[i - 1].seat !== m.activeSeats[0]
        ? [
            {
              upTo: m.version,
              seat: m.activeSeats[0],
              first: !all.some((o) => o.seat === m.activeSeats[0] && o.version < m.version),
            },
          ]
        : [],
    );
    const now: Consumed[] = [];
    const then: Consumed[] = [];
    const firsts: Consumed[] = [];
    for (const { upTo, seat, first } of turns) {
      const to = {
        playerId: inSeats(started, players)[seat].id,
        matchId: started.id,
        channel: "email" as const,
        seat,
      };
      const { spent } = await meter.measure(() => unseenMoves({ store }, to, upTo, new Set()));
      (first ? firsts : now).push(spent);
      const old = await meter.measure(async () => {
        await store.movesAfter(started.id, Math.max(0, upTo - 60));
        await store.deliveriesOf(to.playerId, 50);
      });
      then.push(old.spent);
    }
    const mean = (list: Consumed[], key: "requests" | "rcu") =>
      Math.round((list.reduce((sum, c) => sum + c[key], 0) / list.length) * 100) / 100;
    const row = (reading: string, list: Consumed[]) => ({
      reading,
      "turn emails": list.length,
      "requests: mean": mean(list, "requests"),
      "requests: most": worst(list, "requests"),
      "RCU: mean": mean(list, "rcu"),
      "RCU: most": worst(list, "rcu"),
      goal: "≤ 3 requests, ≤ 3 RCU",
    });
    const { quiet, spoken } = await wholeEmails(server, meter, "myTurn");
    const always = await wholeEmails(server, meter, "always");
    return [
      row("now, past the reader's first turn", now),
      row("now, a reader's first turn", firsts),
      row("before (60 snapshots, 50 deliveries)", then),
      row(
        "the whole email, nothing said since the reader looked (the reader, the match and its moves; their deliveries only when one may have come since their last move)",
        quiet,
      ),
      row(
        "the whole email quoting a message said at the table since the reader looked (the chat read, unless the match's header holds them all)",
        spoken,
      ),
      row(
        "a reader told of every move (email: always), nothing said since they looked (their deliveries read when a notice was made for them since their last move)",
        always.quiet,
      ),
      row("a reader told of every move, quoting a message said at the table", always.spoken),
    ];
  } finally {
    progress("");
    meter.stop();
    await server.close();
  }
}

/**
 * Every turn email of a 4-player match as the worker sends it, the readers' email set to `when`:
 * the reads of each, told apart by whether it quotes a message said at the table since the reader
 * looked (read from the chat, or the one message the match's header holds).
 */
async function wholeEmails(
  server: LocalServer,
  meter: ReturnType<typeof consumption>,
  when: "myTurn" | "always",
) {
  const mailer = server.deps.notify?.mailer;
  if (!mailer) throw new Error("the server sends no email");
  const quiet: Consumed[] = [];
  const spoken: Consumed[] = [];
  const send = mailer.send.bind(mailer);
  let quoted = false;
  mailer.send = (mail) => {
    quoted = /said: “/.test(mail.text);
    return send(mail);
  };
  try {
    await atEachTurnEmail(
      server,
      async ({ delivery, at, before }) => {
        progress(`turn emails (${when}): the whole email ${before + 1}`);
        quoted = false;
        const { spent } = await meter.measure(() => deliver(server.deps, delivery, at));
        (quoted ? spoken : quiet).push({ ...spent, requests: readRequests(spent) });
      },
      when,
    );
  } finally {
    mailer.send = send;
  }
  return { quiet, spoken };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.table(await benchMyGames());
  console.table(await benchTurnEmailReads());
  process.exit(0);
}

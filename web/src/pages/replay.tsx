import { useEffect, useState } from "preact/hooks";
import { api } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { LoadStatus } from "../components/status";
import { useAsync } from "../components/use-async";
import { usePageTitle } from "../components/use-page-title";
import { loadContent } from "../data/content";
import { gameName, loadGames } from "../data/games";
import { lang, t } from "../i18n";
import { BoardSlot } from "../match/board-slot";
import { playersLine, seatLabels, seatNames } from "../match/seat-names";
import { SeatTable } from "../match/seat-table";
import type { Replayed } from "../replay/engine";
import { seedMatches } from "../replay/seed-check";
import { useMatchText } from "../text/use-match-text";

/** The history, its replay by the rules, and the seats (from the match), named in the reader's language when shown. */
async function loadReplay(matchId: string) {
  const params = { params: { path: { matchId } } };
  const [history, match, engine] = await Promise.all([
    api.GET("/v1/matches/{matchId}/history", params).then(dataOf),
    api.GET("/v1/matches/{matchId}", params).then(dataOf),
    import("../replay/engine"),
  ]);
  const content = await loadContent(history.game, history.rulesVersion);
  const seedVerified = await seedMatches(history.seed, history.seedCommitment);
  return { history, seats: match.seats, replayed: engine.replay(history), content, seedVerified };
}

type Loaded = Awaited<ReturnType<typeof loadReplay>>;

function Controls(props: { at: number; last: number; go(step: number): void }) {
  const { at, last, go } = props;
  return (
    <div class="row replay-controls">
      <button type="button" onClick={() => go(0)} disabled={at === 0}>
        {t("replay.first")}
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0}>
        {t("replay.previous")}
      </button>
      <label class="grow">
        <span class="sr-only">{t("replay.step")}</span>
        <input
          type="range"
          min={0}
          max={last}
          value={at}
          aria-valuetext={t("replay.stepOf", { step: at, last })}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
      </label>
      <button type="button" onClick={() => go(at + 1)} disabled={at === last}>
        {t("replay.next")}
      </button>
      <button type="button" onClick={() => go(last)} disabled={at === last}>
        {t("replay.last")}
      </button>
    </div>
  );
}

function Viewer(props: { loaded: Loaded }) {
  const { history, seats, replayed, content, seedVerified } = props.loaded;
  const names = seatNames(seats);
  const last = replayed.steps.length - 1;
  const [at, setAt] = useState(last);
  const step = replayed.steps[at] ?? (replayed.steps[0] as Replayed["steps"][number]);
  const text = useMatchText({ game: history.game, names, viewer: null, view: step.shown.view });
  // a move is told as it was chosen: from the board before it, as its mover saw it
  const before = replayed.steps[at - 1] ?? step;
  const chosen = useMatchText({ game: history.game, names, viewer: null, view: before.shown.view });
  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));
  const recorded = JSON.stringify(history.result) === JSON.stringify(replayed.result);
  return (
    <>
      <p>
        {seedVerified === null
          ? t("replay.seedUnchecked")
          : seedVerified
            ? t("replay.seedOk")
            : t("replay.seedBad")}{" "}
        {recorded ? t("replay.resultOk") : t("replay.resultBad")}
      </p>
      <Controls at={at} last={last} go={go} />
      <h2 aria-live="polite">
        {step.move
          ? t("replay.moveHeading", { step: at, last, name: names[step.move.seat] ?? "" })
          : t("replay.setupHeading", { last })}
      </h2>
      {step.move && text && chosen && (
        <div class="log">
          <p>
            <strong>{chosen.action(step.move.action)}</strong>
          </p>
          {text.events(step.move.events).map((sentence, i) => (
            <p key={i}>{sentence}</p>
          ))}
        </div>
      )}
      <BoardSlot
        shown={step.shown}
        content={content}
        lang={lang.value}
        names={names}
        labels={seatLabels(seats)}
        yourSeat={null}
        onAction={() => undefined}
      />
      <SeatTable
        shown={step.shown}
        names={seatLabels(seats)}
        active={step.active}
        you={null}
        standings={at === last ? (replayed.result?.standings ?? null) : null}
        caption={at === last && replayed.result ? t("replay.finalScores") : undefined}
      />
    </>
  );
}

/** Steps through every version of a finished match, rebuilt here from its revealed seed and actions. */
export function Replay(props: { matchId: string }) {
  const loaded = useAsync(() => loadReplay(props.matchId), [props.matchId]);
  useEffect(() => void loadGames(), []);
  const title =
    loaded.state === "done"
      ? t("replay.title", {
          game: gameName(loaded.value.history.game),
          players: playersLine(loaded.value.seats),
        })
      : t("replay.titlePlain", { id: props.matchId });
  usePageTitle(title);
  const href = `/matches/${encodeURIComponent(props.matchId)}`;
  return (
    <section aria-labelledby="replay-title">
      <h1 id="replay-title">{title}</h1>
      <p>
        <Link href={href}>{t("replay.back")}</Link>
      </p>
      <LoadStatus loaded={loaded} />
      {loaded.state === "done" && <Viewer loaded={loaded.value} />}
    </section>
  );
}

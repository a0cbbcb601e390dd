import { useEffect, useRef, useState } from "preact/hooks";
import { levelHints, offeredLevels } from "../../../domain/core/players/level-labels";
import { capitalized } from "../../../domain/core/sentences";
import { api } from "../api/client";
import { ApiError, dataOf, type ProblemTexts } from "../api/problem";
import { Question, useAskFirst } from "../components/ask-first";
import { CopyField } from "../components/copy-field";
import { Field, hintId } from "../components/field";
import { SignIn } from "../components/sign-in";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { games } from "../data/games";
import { lang, t } from "../i18n";
import { place } from "../router";
import { apiKey } from "../session/key";
import { me } from "../session/me";
import { MatchSettings } from "./match-settings";
import { levelName, seatLabels } from "./seat-names";
import type { Match } from "./use-match";

type Level = (typeof offeredLevels)[number];

function inviteLink(match: Match): string | null {
  if (!match.inviteCode) return null;
  return `${location.origin}/matches/${encodeURIComponent(match.id)}?invite=${encodeURIComponent(match.inviteCode)}`;
}

/** The seats taken since the list was last drawn, told in a line a screen reader announces. */
function useSeatsTaken(match: Match, labels: string[]): string {
  const before = useRef(match.seats);
  const [said, setSaid] = useState("");
  useEffect(() => {
    const taken = match.seats.filter((s) => s.player && !before.current[s.seat]?.player);
    before.current = match.seats;
    if (taken.length > 0)
      setSaid(
        taken.map((s) => t("lobby.seatTaken", { name: labels[s.seat] ?? "", seat: s.seat + 1 })).join(" "),
      );
  }, [match.seats, labels]);
  return said;
}

function SeatList(props: { match: Match }) {
  const labels = seatLabels(props.match.seats);
  const said = useSeatsTaken(props.match, labels);
  return (
    <>
      <ol class="seats" aria-label={t("lobby.seats")}>
        {props.match.seats.map((s) => (
          <li key={s.seat}>
            {s.player ? labels[s.seat] : t("lobby.freeSeat")}
            {s.seat === props.match.yourSeat && <strong> {t("lobby.you")}</strong>}
          </li>
        ))}
      </ol>
      <p class="sr-only" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/** The creator's tools: seat a computer player and start with the seats taken so far. */
function HostTools(props: { match: Match; refresh(): Promise<unknown> }) {
  const [level, setLevel] = useState<Level>("strong");
  const { busy, error, run } = useSubmit();
  const matchId = props.match.id;
  const addBot = () =>
    run(async () => {
      dataOf(
        await api.POST("/v1/matches/{matchId}/bots", { params: { path: { matchId } }, body: { level } }),
      );
      await props.refresh();
    });
  const start = () =>
    run(async () => {
      dataOf(await api.POST("/v1/matches/{matchId}/start", { params: { path: { matchId } } }));
      await props.refresh();
    });
  const question = useAskFirst();
  const free = props.match.seats.some((s) => s.player === null);
  const taken = props.match.seats.filter((s) => s.player !== null).length;
  // the game's minimum, once the games are loaded: until then the API's answer tells
  const game = games.value?.find((g) => g.id === props.match.game);
  const missing = game ? game.players.min - props.match.seats.filter((s) => s.player !== null).length : 0;
  return (
    <div class="stack">
      {free && (
        <div class="row">
          <Field id="bot-kind" label={t("lobby.botKind")}>
            <select id="bot-kind" value={level} onChange={(e) => setLevel(e.currentTarget.value as Level)}>
              {offeredLevels.map((level) => (
                <option key={level} value={level}>
                  {t("lobby.level", {
                    level: capitalized(levelName(level)),
                    hint: levelHints[level][lang.value],
                  })}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" disabled={busy} onClick={() => void addBot()}>
            {t("lobby.addBot")}
          </button>
        </div>
      )}
      {question.asking ? (
        // free seats go for good once started: asked first, as a stray tap cannot be undone
        <Question
          yes={t("lobby.startNow")}
          no={t("lobby.keepWaiting")}
          busy={busy}
          onYes={() => void start()}
          onNo={question.cancel}
        >
          {taken === 1
            ? t("lobby.startAlone")
            : t("lobby.startFewer", { taken, seats: props.match.seats.length })}
        </Question>
      ) : (
        <button
          type="button"
          ref={question.opener}
          disabled={busy || missing > 0}
          aria-describedby={missing > 0 ? "start-hint" : undefined}
          onClick={() => (free ? question.ask() : void start())}
        >
          {t("lobby.start")}
        </button>
      )}
      {missing > 0 && game && (
        <p id="start-hint">
          {t(missing === 1 ? "lobby.oneMore" : "lobby.moreNeeded", { game: game.name, count: missing })}
        </p>
      )}
      <ErrorText error={error} />
    </div>
  );
}

/** What the join's refusals mean, by problem type: a private match refuses any code but its own. */
const joinRefusals = (): ProblemTexts => ({ "/problems/forbidden": t("lobby.codeRefused") });

/**
 * Someone invited: one click with the link's code (or typing the code); a newcomer who signs up or
 * in with the forms here, with the link's code or at a public table, takes the seat with that same click.
 */
function JoinTools(props: { match: Match; code: string | null; refresh(): Promise<unknown> }) {
  const [typed, setTyped] = useState("");
  const { busy, error, run } = useSubmit();
  const matchId = props.match.id;
  const joinWith = (code: string | null) =>
    void run(async () => {
      const body = props.match.public ? {} : { inviteCode: code ?? "" };
      dataOf(await api.POST("/v1/matches/{matchId}/join", { params: { path: { matchId } }, body }));
      await props.refresh();
    }, joinRefusals);
  const knowsWay = props.code !== null || props.match.public === true;
  if (!apiKey.value)
    return (
      <>
        <p>{t("lobby.signInToJoin")}</p>
        <SignIn then={knowsWay ? () => joinWith(props.code) : undefined} />
      </>
    );
  const join = (event: Event) => {
    event.preventDefault();
    joinWith(props.code ?? typed.trim());
  };
  return (
    <form onSubmit={join} class="stack">
      {props.code === null && !props.match.public && (
        <Field id="join-code" label={t("lobby.codeToJoin")}>
          <input id="join-code" required value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
        </Field>
      )}
      <button type="submit" disabled={busy}>
        {t("lobby.join")}
      </button>
      <ErrorText error={error} />
    </form>
  );
}

/** What the host typed, as the API names it: an address has an @, a player id its prefix, anything else is a name. */
function inviteeOf(typed: string): { email: string } | { playerId: string } | { name: string } {
  if (typed.includes("@")) return { email: typed };
  return /^p_[A-Za-z0-9_-]+$/.test(typed) ? { playerId: typed } : { name: typed };
}

/** A name as the API files it (NFC, trimmed, lowercase), so the lobby spots a seated player as the API would find them. */
const nameKey = (name: string) => name.normalize("NFC").trim().toLowerCase();

/** Whether a person seated in the match goes by that name or player id. */
function seatedAs(match: Match, typed: string): boolean {
  return match.seats.some(
    (s) =>
      s.player && !s.player.computer && (s.player.id === typed || nameKey(s.player.name) === nameKey(typed)),
  );
}

/**
 * What the invitation's refusals mean, by problem type. A 409 with the table still open is the name
 * (several have it) or the email (not sent); a table that filled has started, and the page shows it.
 */
function inviteRefusals(typed: string): ProblemTexts {
  const invitee = inviteeOf(typed);
  const conflict =
    "name" in invitee
      ? t("lobby.inviteeAmbiguous", { who: typed })
      : "email" in invitee
        ? t("lobby.inviteNotSent")
        : undefined;
  return { "/problems/not-found": t("lobby.inviteeUnknown", { who: typed }), "/problems/conflict": conflict };
}

/** A player's name from their public profile; the id itself when it cannot be read. */
async function nameOf(playerId: string, fallback: string): Promise<string> {
  const answer = await api.GET("/v1/players/{playerId}/profile", { params: { path: { playerId } } });
  return answer.data?.name ?? fallback;
}

/** Invites someone by email address, name or player id: a player by their own settings, anyone else by one email. */
function InviteForm(props: { match: Match; refresh(): Promise<unknown> }) {
  const [invitee, setInvitee] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useSubmit();
  const matchId = props.match.id;
  // someone took a seat: "was invited" is old news, and the invited list says who is still awaited
  const seatedCount = props.match.seats.filter((s) => s.player !== null).length;
  useEffect(() => setSent(null), [seatedCount]);
  const invite = (event: Event) => {
    event.preventDefault();
    setSent(null);
    const typed = invitee.trim();
    void run(
      async () => {
        // the API would tell a seated player of a match they sit in: the lobby says so instead
        if (seatedAs(props.match, typed))
          throw new ApiError({ title: t("lobby.inviteeSeated", { who: typed }) }, 409);
        const body = inviteeOf(typed);
        try {
          dataOf(await api.POST("/v1/matches/{matchId}/invites", { params: { path: { matchId } }, body }));
        } catch (failure) {
          // a table that filled meanwhile has started: reading it again shows that instead of the form
          if (failure instanceof ApiError && failure.status === 409) await props.refresh();
          throw failure;
        }
        // named as a person knows them: as typed, or by name for a player id
        setSent("playerId" in body ? await nameOf(body.playerId, typed) : typed);
        setInvitee("");
        // the lobby lists whom it waits for
        await props.refresh();
      },
      () => inviteRefusals(typed),
    );
  };
  return (
    <form onSubmit={invite} class="stack">
      <Field id="invite-player" label={t("lobby.invitePlayer")} hint={t("lobby.invitePlayerHint")}>
        <input
          id="invite-player"
          aria-describedby={hintId("invite-player")}
          required
          value={invitee}
          onInput={(e) => setInvitee(e.currentTarget.value)}
        />
      </Field>
      <button type="submit" disabled={busy}>
        {t("lobby.invite")}
      </button>
      {sent && (
        <p aria-live="polite">
          {t(sent.includes("@") ? "lobby.invitedByEmail" : "lobby.invited", { who: sent })}
        </p>
      )}
      <ErrorText error={error} />
    </form>
  );
}

/** A seated player may give their seat back before the match starts. */
/** Whom the lobby still waits for among those invited, and who declined: the host stops waiting for them. */
function InvitedList(props: { invited: NonNullable<Match["invited"]> }) {
  const names = (declined: boolean) =>
    new Intl.ListFormat(lang.value).format(
      props.invited.filter((i) => (i.declinedAt !== null) === declined).map((i) => i.name),
    );
  const waiting = props.invited.some((i) => i.declinedAt === null);
  const declined = props.invited.some((i) => i.declinedAt !== null);
  return (
    <>
      {waiting && <p aria-live="polite">{t("lobby.invitedWaiting", { names: names(false) })}</p>}
      {declined && <p aria-live="polite">{t("lobby.invitedDeclined", { names: names(true) })}</p>}
    </>
  );
}

function LeaveButton(props: { match: Match; refresh(): Promise<unknown> }) {
  const { busy, error, run } = useSubmit();
  const matchId = props.match.id;
  const leave = () =>
    run(async () => {
      dataOf(await api.POST("/v1/matches/{matchId}/leave", { params: { path: { matchId } } }));
      await props.refresh();
    });
  return (
    <>
      <button type="button" class="quiet" disabled={busy} onClick={() => void leave()}>
        {t("lobby.leave")}
      </button>
      <ErrorText error={error} />
    </>
  );
}

/** A match waiting for its seats: who sits where, the invitation, and what the reader may do. */
export function Lobby(props: { match: Match; refresh(): Promise<unknown> }) {
  const { match } = props;
  const link = inviteLink(match);
  const code = place.value.query.get("invite");
  const seated = match.yourSeat !== null;
  const host = me.value !== null && me.value.id === match.createdBy;
  return (
    <section aria-labelledby="lobby-title" class="stack">
      <h2 id="lobby-title">{t("lobby.title")}</h2>
      {match.public && <p>{t("lobby.public")}</p>}
      <SeatList match={match} />
      <MatchSettings match={match} />
      <InvitedList invited={match.invited ?? []} />
      {link && (
        <>
          <CopyField id="invite-link" label={t("lobby.inviteLink")} value={link} />
          <CopyField id="invite-code" label={t("lobby.inviteCode")} value={match.inviteCode ?? ""} />
        </>
      )}
      {(host || seated) && <InviteForm match={match} refresh={props.refresh} />}
      {host && <HostTools match={match} refresh={props.refresh} />}
      {seated ? (
        <LeaveButton match={match} refresh={props.refresh} />
      ) : (
        <JoinTools match={match} code={code} refresh={props.refresh} />
      )}
    </section>
  );
}

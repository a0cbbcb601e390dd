import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Schemas } from "../api/client";
import { dataOf } from "../api/problem";
import { Link } from "../components/link";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { whileSeen } from "../components/while-seen";
import { gameName } from "../data/games";
import { lang, t } from "../i18n";
import { navigate } from "../router";

type Invitation = Schemas["Invitation"];

/** How often a games page left open asks for new invitations: as often as for its matches, an invitation being as urgent. */
export const INVITATIONS_POLL_MS = 20_000;

const when = (at: string) =>
  new Date(at).toLocaleString(lang.value, { dateStyle: "medium", timeStyle: "short" });

function InvitationRow(props: { invitation: Invitation; declined(): void }) {
  const { invitation } = props;
  const { busy, error, run } = useSubmit();
  const matchId = invitation.matchId;
  const join = () =>
    run(async () => {
      const body = { inviteCode: invitation.inviteCode };
      dataOf(await api.POST("/v1/matches/{matchId}/join", { params: { path: { matchId } }, body }));
      navigate(`/matches/${encodeURIComponent(matchId)}`);
    });
  const decline = () =>
    run(async () => {
      const answer = await api.DELETE("/v1/me/invitations/{matchId}", { params: { path: { matchId } } });
      if (!answer.response.ok) dataOf(answer);
      props.declined();
    });
  return (
    <li class="match-row awaiting" data-match-id={matchId}>
      <span>
        {t(invitation.rematchOf ? "invitations.rematch" : "invitations.from", {
          name: invitation.invitedBy.name,
          game: gameName(invitation.game),
        })}
      </span>
      <small>
        {t("invitations.seated", { seated: invitation.seated, seats: invitation.seatCount })} ·{" "}
        {when(invitation.at)}
      </small>
      <span class="row">
        <button type="button" disabled={busy} onClick={() => void join()}>
          {t("invitations.join")}
        </button>
        {/* the lobby with the invitation's code: its options, clock and people, and Join there too */}
        <Link
          href={`/matches/${encodeURIComponent(matchId)}?invite=${encodeURIComponent(invitation.inviteCode)}`}
        >
          {t("invitations.look")}
        </Link>
        <button type="button" class="quiet" disabled={busy} onClick={() => void decline()}>
          {t("invitations.decline")}
        </button>
      </span>
      <ErrorText error={error} />
    </li>
  );
}

/** The lobbies the person was invited to and can still join: shown above their matches, none when there are none. */
export function Invitations() {
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const { error, run } = useSubmit();
  const load = () => run(async () => setInvitations(dataOf(await api.GET("/v1/me/invitations")).invitations));
  useEffect(() => {
    void load();
    return whileSeen(() => void load(), INVITATIONS_POLL_MS);
  }, []);
  const list = useRef<HTMLUListElement>(null);
  // where the focus goes once a declined row is gone: the next invitation's Join, else the page
  const [landing, setLanding] = useState<{ matchId: string | null } | null>(null);
  useEffect(() => {
    if (!landing) return;
    const row = [...(list.current?.children ?? [])].find(
      (li) => li instanceof HTMLElement && li.dataset.matchId === landing.matchId,
    );
    (row?.querySelector("button") ?? document.getElementById("main"))?.focus();
    setLanding(null);
  }, [landing]);
  const forget = (matchId: string) => {
    const at = invitations.findIndex((i) => i.matchId === matchId);
    const rest = invitations.filter((i) => i.matchId !== matchId);
    // a poll may have answered meanwhile: the row goes from what is shown now
    setInvitations((shown) => shown.filter((i) => i.matchId !== matchId));
    setLanding({ matchId: rest[Math.min(at, rest.length - 1)]?.matchId ?? null });
  };
  if (invitations.length === 0) return <ErrorText error={error} />;
  return (
    <section aria-labelledby="invitations-title" class="stack">
      <h2 id="invitations-title">{t("invitations.title")}</h2>
      <ul class="match-list" ref={list}>
        {invitations.map((invitation) => (
          <InvitationRow
            key={invitation.matchId}
            invitation={invitation}
            declined={() => forget(invitation.matchId)}
          />
        ))}
      </ul>
    </section>
  );
}

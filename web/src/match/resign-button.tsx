import { useState } from "preact/hooks";
import { api } from "../api/client";
import { dataOf } from "../api/problem";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { t } from "../i18n";
import type { Match } from "./use-match";

/** Conceding, for a seated person while the match is played: one press asks, a second resigns. */
export function ResignButton(props: { match: Match; refresh(): Promise<unknown> }) {
  const { match } = props;
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useSubmit();
  const seat = match.yourSeat === null ? null : match.seats[match.yourSeat];
  if (match.status !== "active" || !seat) return null;
  if (seat.resigned) return <p>{t("play.youResigned")}</p>;
  const resign = () =>
    run(async () => {
      dataOf(await api.POST("/v1/matches/{matchId}/resign", { params: { path: { matchId: match.id } } }));
      setAsking(false);
      await props.refresh();
    });
  return (
    <div class="resign">
      <ErrorText error={error} />
      {asking ? (
        <fieldset>
          <legend>{t("play.resignQuestion")}</legend>
          <button type="button" disabled={busy} onClick={() => void resign()}>
            {t("play.resignYes")}
          </button>{" "}
          <button type="button" disabled={busy} onClick={() => setAsking(false)}>
            {t("play.resignNo")}
          </button>
        </fieldset>
      ) : (
        // a rare step beside the game, not its next move: quiet, as the lobby's Leave is
        <button type="button" class="quiet" onClick={() => setAsking(true)}>
          {t("play.resign")}
        </button>
      )}
    </div>
  );
}

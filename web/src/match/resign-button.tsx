import { api } from "../api/client";
import { dataOf } from "../api/problem";
import { Question, useAskFirst } from "../components/ask-first";
import { ErrorText } from "../components/status";
import { useSubmit } from "../components/use-submit";
import { t } from "../i18n";
import type { Match } from "./use-match";

/** Conceding, for a seated person while the match is played: one press asks, a second resigns. */
export function ResignButton(props: { match: Match; refresh(): Promise<unknown> }) {
  const { match } = props;
  const question = useAskFirst();
  const { busy, error, run } = useSubmit();
  const seat = match.yourSeat === null ? null : match.seats[match.yourSeat];
  if (match.status !== "active" || !seat) return null;
  if (seat.resigned) return <p>{t("play.youResigned")}</p>;
  const resign = () =>
    run(async () => {
      dataOf(await api.POST("/v1/matches/{matchId}/resign", { params: { path: { matchId: match.id } } }));
      question.answered();
      await props.refresh();
    });
  return (
    <div class="resign">
      <ErrorText error={error} />
      {question.asking ? (
        <Question
          yes={t("play.resignYes")}
          no={t("play.resignNo")}
          busy={busy}
          onYes={() => void resign()}
          onNo={question.cancel}
        >
          {t("play.resignQuestion")}
        </Question>
      ) : (
        // a rare step beside the game, not its next move: quiet, as the lobby's Leave is
        <button type="button" class="quiet" ref={question.opener} onClick={question.ask}>
          {t("play.resign")}
        </button>
      )}
    </div>
  );
}

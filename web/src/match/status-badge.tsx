import type { Schemas } from "../api/client";
import { t } from "../i18n";

/** A match's state in one word, or "your move" when it waits for the reader. */
export function StatusBadge(props: { status: Schemas["MatchStatus"]; awaitingYou: boolean }) {
  const text = props.awaitingYou ? t("status.yourMove") : t(`status.${props.status}`);
  return <span class={`badge ${props.awaitingYou ? "badge-turn" : `badge-${props.status}`}`}>{text}</span>;
}

import { t } from "../i18n";
import type { Move } from "./use-moves";

/** The latest moves, newest first, each told as the sentences of its events. */
export function EventLog(props: { moves: Move[]; tell(move: Move): string[] }) {
  const moves = [...props.moves].reverse();
  return (
    <section aria-labelledby="log-title" class="log">
      <h2 id="log-title">{t("play.log")}</h2>
      {moves.length === 0 ? (
        <p>{t("play.logEmpty")}</p>
      ) : (
        <div role="log" aria-labelledby="log-title">
          <ol>
            {moves.map((move) => (
              <li key={move.version}>
                {props.tell(move).map((sentence, i) => (
                  <p key={i}>{sentence}</p>
                ))}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

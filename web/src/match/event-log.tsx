import { t } from "../i18n";
import { logEntries } from "./log-entries";
import type { Move } from "./use-moves";

/** The latest moves up to the version shown, newest first throughout, each numbered by its move. */
export function EventLog(props: { moves: Move[]; upTo: number; tell(move: Move): string[] }) {
  const entries = logEntries(props.moves, props.upTo, props.tell);
  return (
    <section aria-labelledby="log-title" class="log">
      <h2 id="log-title">{t("play.log")}</h2>
      {entries.length === 0 ? (
        <p>{t("play.logEmpty")}</p>
      ) : (
        <div role="log" aria-labelledby="log-title">
          <ol reversed>
            {entries.map((entry) => (
              <li key={entry.version} value={entry.version}>
                {entry.sentences.map((sentence, i) => (
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

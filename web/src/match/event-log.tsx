import { t } from "../i18n";
import { logEntries } from "./log-entries";
import type { Move } from "./use-moves";

/**
 * The latest moves up to the version shown, the newest first, each told in order, unnumbered: a move's version
 * counts the lobby's changes too, and the few moves shown are not the match's first.
 */
export function EventLog(props: { moves: Move[]; upTo: number; tell(move: Move): string[] }) {
  const entries = logEntries(props.moves, props.upTo, props.tell);
  return (
    <section aria-labelledby="log-title" class="log">
      <h2 id="log-title">{t("play.log")}</h2>
      {entries.length === 0 ? (
        <p>{t("play.logEmpty")}</p>
      ) : (
        <div role="log" aria-labelledby="log-title">
          <ol>
            {entries.map((entry) => (
              <li key={entry.version}>
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

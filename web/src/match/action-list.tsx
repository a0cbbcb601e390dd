import { signal } from "@preact/signals";
import { useState } from "preact/hooks";
import { Field } from "../components/field";
import { t } from "../i18n";

/** Whether the person unfolded the list: it stays so from turn to turn. */
const unfolded = signal(false);

/** Past this many actions, a filter helps find one. */
const filterFrom = 12;

/**
 * Every legal action as a button named by its sentence: the way to play without a board, with a
 * keyboard, or with a screen reader.
 */
export function ActionList<A>(props: {
  actions: readonly A[];
  describe(action: A): string;
  onAction(action: A): void;
  busy: boolean;
  /** Folded away when a board offers the same actions. */
  folded: boolean;
}) {
  const [filter, setFilter] = useState("");
  const labelled = props.actions.map((action) => ({ action, label: props.describe(action) }));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? labelled.filter((a) => a.label.toLowerCase().includes(needle)) : labelled;
  const title = t(props.folded ? "play.actionsFolded" : "play.actions", { count: props.actions.length });
  const list = (
    <>
      {props.actions.length > filterFrom && (
        <Field id="action-filter" label={t("play.filter")}>
          <input
            id="action-filter"
            type="search"
            value={filter}
            onInput={(e) => setFilter(e.currentTarget.value)}
          />
        </Field>
      )}
      <ul aria-labelledby="actions-title" aria-busy={props.busy}>
        {shown.map(({ action, label }, i) => (
          <li key={`${i}-${label}`}>
            <button type="button" class="action" disabled={props.busy} onClick={() => props.onAction(action)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p>{t("play.noneMatch")}</p>}
    </>
  );
  return (
    <section aria-labelledby="actions-title" class="actions">
      {props.folded ? (
        <details
          open={unfolded.value}
          onToggle={(e) => (unfolded.value = (e.currentTarget as HTMLDetailsElement).open)}
        >
          <summary id="actions-title">{title}</summary>
          {list}
        </details>
      ) : (
        <>
          <h2 id="actions-title">{title}</h2>
          {list}
        </>
      )}
    </section>
  );
}

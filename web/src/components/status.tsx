import { t } from "../i18n";
import type { Loaded } from "./use-async";

/** "Loading …" or the error, announced to screen readers; nothing once loaded. */
export function LoadStatus<T>(props: { loaded: Loaded<T> }) {
  if (props.loaded.state === "loading") return <p aria-live="polite">{t("common.loading")}</p>;
  if (props.loaded.state === "failed")
    return (
      <p role="alert" class="error">
        {props.loaded.error}
      </p>
    );
  return null;
}

/** An error message next to the form or button that caused it. */
export function ErrorText(props: { error: string | null }) {
  return props.error ? (
    <p role="alert" class="error">
      {props.error}
    </p>
  ) : null;
}

import { useEffect } from "preact/hooks";
import { t } from "../i18n";

/** Names the browser tab (and what a screen reader announces) after the page shown. */
export function usePageTitle(page: string | null): void {
  const title = page ? `${page} – ${t("app.title")}` : t("app.title");
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Lang } from "../../i18n/lang";
import { words } from "./words";

/** Room left between a site scrolled into view and the box's left edge, in pixels. */
const CLEAR = 40;

interface Props {
  lang: Lang;
  /** The sites the player may click now, as one key: a new set is a new turn to show. */
  turn: string;
  children: ComponentChildren;
}

/** The sides on which the box hides part of the map, as the classes that shade them. */
function hiddenSides(box: HTMLElement): string {
  const end = box.scrollWidth - box.clientWidth;
  return [box.scrollLeft > 1 && "gb-more-left", box.scrollLeft < end - 1 && "gb-more-right"]
    .filter(Boolean)
    .join(" ");
}

/**
 * Scrolls the box to show its leftmost clickable site whole when none is in view: smoothly unless
 * the reader asks for less motion. A site in view already keeps the map where the reader left it.
 */
function showFirstSite(box: HTMLElement): void {
  const sites = [...box.querySelectorAll(".gb-live")].map((site) => site.getBoundingClientRect());
  const view = box.getBoundingClientRect();
  if (sites.length === 0 || sites.some((site) => site.left >= view.left && site.right <= view.right)) return;
  const first = sites.reduce((a, b) => (b.left < a.left ? b : a));
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  box.scrollTo({
    left: Math.max(0, box.scrollLeft + first.left - view.left - CLEAR),
    behavior: still ? "auto" : "smooth",
  });
}

/**
 * The map's sideways-scrolling box (a phone keeps the map big enough to tap): while part of the map
 * is hidden, a line says so and the hiding sides are shaded; a new turn scrolls its first site into view.
 */
export function MapScroll({ lang, turn, children }: Props) {
  const box = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState("");
  const measure = () => box.current && setHidden(hiddenSides(box.current));
  // before the first paint, so that a phone never shows the cut map without its cue
  useLayoutEffect(() => {
    measure();
    const resized = new ResizeObserver(measure);
    if (box.current) resized.observe(box.current);
    return () => resized.disconnect();
  }, []);
  // a turn whose sites all lie off-screen would look like one with nothing to do
  useEffect(() => {
    if (box.current) showFirstSite(box.current);
  }, [turn]);
  return (
    <>
      {hidden && <p class="gb-note gb-map-hint">{words(lang).swipeMap}</p>}
      <div class={`gb-map-view ${hidden}`}>
        <section
          ref={box}
          class="gb-map-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a phone scrolls the map sideways, and a region the keyboard scrolls must take its focus
          tabIndex={0}
          aria-label={words(lang).board}
          onScroll={measure}
        >
          {children}
        </section>
      </div>
    </>
  );
}

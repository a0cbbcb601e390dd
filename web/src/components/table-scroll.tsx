import type { ComponentChildren } from "preact";

/**
 * Holds a table that may be wider than a phone: it scrolls sideways on its own, not the page, and
 * is a named region keyboard users can focus to scroll it.
 */
export function TableScroll(props: { label: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls needs focus for the keyboard to scroll it
    <section class="table-scroll" aria-label={props.label} tabIndex={0}>
      {props.children}
    </section>
  );
}

/** A column heading a phone has room for only in short ("Sp."): its full words show on hover and are what screen readers say. */
export function ShortHeading(props: { short: string; full: string }) {
  return (
    <th scope="col">
      <span aria-hidden="true" title={props.full}>
        {props.short}
      </span>
      <span class="sr-only">{props.full}</span>
    </th>
  );
}

import type { ComponentChildren } from "preact";
import { followLink } from "../router";

/** A link within the client: followed without a reload, still a real link for new tabs and keyboards; `label` names it where its text alone would not. */
export function Link(props: { href: string; children: ComponentChildren; class?: string; label?: string }) {
  return (
    <a href={props.href} class={props.class} aria-label={props.label} onClick={followLink}>
      {props.children}
    </a>
  );
}

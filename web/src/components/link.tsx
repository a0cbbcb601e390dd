import type { ComponentChildren } from "preact";
import { followLink } from "../router";

/** A link within the client: followed without a reload, still a real link for new tabs and keyboards. */
export function Link(props: { href: string; children: ComponentChildren; class?: string }) {
  return (
    <a href={props.href} class={props.class} onClick={followLink}>
      {props.children}
    </a>
  );
}

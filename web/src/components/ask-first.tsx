import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

/**
 * A choice that cannot be undone, asked about first: `ask` puts the question, `cancel` puts it away
 * and gives the focus back to the button that asked (`opener`), `answered` puts it away once done.
 */
export function useAskFirst() {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking || !cancelled.current) return;
    cancelled.current = false;
    opener.current?.focus();
  }, [asking]);
  return {
    asking,
    opener,
    ask: () => setAsking(true),
    cancel: () => {
      cancelled.current = true;
      setAsking(false);
    },
    answered: () => setAsking(false),
  };
}

/**
 * The question and its two answers. The safe answer takes the focus, so that a key pressed at once
 * changes nothing, and Escape gives it too.
 */
export function Question(props: {
  children: ComponentChildren;
  yes: string;
  no: string;
  busy: boolean;
  onYes(): void;
  onNo(): void;
}) {
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => safe.current?.focus(), []);
  return (
    <fieldset
      class="question"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || props.busy) return;
        event.preventDefault();
        props.onNo();
      }}
    >
      <legend>{props.children}</legend>
      <div class="row">
        <button type="button" disabled={props.busy} onClick={props.onYes}>
          {props.yes}
        </button>
        <button type="button" ref={safe} disabled={props.busy} onClick={props.onNo}>
          {props.no}
        </button>
      </div>
    </fieldset>
  );
}

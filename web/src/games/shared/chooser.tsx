import { useLayoutEffect, useRef } from "preact/hooks";
import type { Lang } from "../../i18n/lang";
import { sharedWords } from "./words";

interface Choice {
  label: string;
  choose(): void;
}

interface Props {
  title: string;
  /** Where the clicked piece lies, as shares (0–1) of the picture's width and height: the dialog opens beside it. */
  at: { x: number; y: number };
  choices: Choice[];
  onClose(): void;
  lang: Lang;
}

/** The dialog's width, as the styles set it: needed to keep it inside the picture. */
const width = "min(360px, 80%)";

/**
 * Anchors the dialog at the piece: centred on it across but held inside the picture's left and right
 * edges, and opening down or up towards the middle.
 */
function beside({ x, y }: { x: number; y: number }) {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  return {
    width,
    left: `clamp(0px, calc(${percent(x)} - ${width} / 2), calc(100% - ${width}))`,
    ...(y < 0.5 ? { top: percent(y) } : { bottom: percent(1 - y) }),
  };
}

/** A small dialog listing the actions one click could mean; it holds the focus while open so the keyboard follows. */
export function Chooser({ title, at, choices, onClose, lang }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // before the first paint, so a key pressed the moment the dialog shows already reaches it
  useLayoutEffect(() => {
    // focus goes back to what opened the dialog when it closes
    const opener = document.activeElement as HTMLElement | null;
    first.current?.focus();
    // the whole choice in view, Cancel too: on a phone it opens under the map, maybe below the screen
    dialog.current?.scrollIntoView?.({ block: "nearest" });
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && close.current();
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      opener?.focus();
    };
  }, []);
  return (
    <div ref={dialog} class="gb-chooser" style={beside(at)} role="dialog" aria-label={title}>
      <p class="gb-chooser-title">{title}</p>
      {choices.map((choice, i) => (
        <button type="button" key={choice.label} ref={i === 0 ? first : undefined} onClick={choice.choose}>
          {choice.label}
        </button>
      ))}
      <button type="button" class="gb-quiet" onClick={onClose}>
        {sharedWords(lang).cancel}
      </button>
    </div>
  );
}

import { useEffect, useRef } from "preact/hooks";
import type { Lang } from "../../i18n/lang";
import { sharedWords } from "../shared/words";
import { dieUse } from "./die-use";
import { placementsOf, rotationsOf, type Selection, usesOf } from "./selection";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  selection: Selection;
  view: View;
  content: Content;
  actions: Action[];
  onAction(action: Action): void;
  onSelect(selection: Selection): void;
  lang: Lang;
  w: Words;
}

/** The second step of a two-step choice: a die's value, or a tile's rotation (its place is clicked on the colony). */
export function SelectionBar({ selection, view, content, actions, onAction, onSelect, lang, w }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  // what the choice was opened with (a die, a tile): the focus goes back to it when it is put away
  const opener = useRef<HTMLElement | SVGElement | null>(null);
  const open = selection !== null;
  useEffect(() => {
    const active = document.activeElement;
    if (open && !opener.current && (active instanceof HTMLElement || active instanceof SVGElement))
      opener.current = active;
    if (open) first.current?.focus();
    else opener.current = null;
  }, [open, selection?.kind, selection?.kind === "die" ? selection.die : selection?.tile]);
  if (!selection) return null;
  const putAway = () => {
    const back = opener.current;
    onSelect(null);
    back?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    putAway();
  };
  const cancel = (
    <button type="button" class="gb-quiet" onClick={putAway}>
      {sharedWords(lang).cancel}
    </button>
  );
  if (selection.kind === "die") {
    const die = w.die(selection.color === "white" ? w.white : w.blue, selection.die);
    const { color } = selection;
    const dieButton = (value: number) => {
      const use = dieUse(content, view, color, selection.die, value);
      return `${color === "white" ? w.column(value) : w.row(value)}: ${w.dieUse(use.buildings, use.coins)}`;
    };
    return (
      <fieldset class="gb-sm-selection" onKeyDown={onKeyDown}>
        <legend>{w.chooseValue(die)}</legend>
        {usesOf(actions, selection.color, selection.die).map((use, i) => (
          // named by what it shows (the legend names the die): voice control finds it by those words
          <button
            key={use.value}
            ref={i === 0 ? first : undefined}
            type="button"
            onClick={() => onAction(use)}
          >
            {dieButton(use.value)}
          </button>
        ))}
        {cancel}
      </fieldset>
    );
  }
  const rotations = rotationsOf(placementsOf(actions, view, selection.tile));
  const next = rotations[(rotations.indexOf(selection.rotation) + 1) % rotations.length];
  const name =
    [...content.expansions, ...content.townHalls].find((t) => t.id === selection.tile)?.name ??
    selection.tile;
  return (
    <fieldset class="gb-sm-selection" onKeyDown={onKeyDown}>
      <legend>
        {w.placeTile(name)} ({w.rotation(selection.rotation)})
      </legend>
      {rotations.length > 1 && (
        <button ref={first} type="button" onClick={() => onSelect({ ...selection, rotation: next })}>
          ⟳ {w.rotate}
        </button>
      )}
      {cancel}
    </fieldset>
  );
}

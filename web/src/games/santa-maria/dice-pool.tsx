import { Box } from "./box";
import { DieFace } from "./occupant";
import type { Selection } from "./selection";
import type { Words } from "./words";

interface Props {
  title: string;
  color: "white" | "blue";
  values: number[];
  /** Die values with a legal use now. */
  usable: Set<number>;
  selection: Selection;
  onSelect(selection: Selection): void;
  w: Words;
}

/** A row of dice; a die with a legal use is a button that picks it, and then its value is chosen. */
export function DicePool({ title, color, values, usable, selection, onSelect, w }: Props) {
  const picked = (value: number) =>
    selection?.kind === "die" && selection.color === color && selection.die === value;
  return (
    <fieldset class="gb-sm-dice">
      <legend>{title}</legend>
      {values.map((value, i) => {
        const name = w.die(color === "white" ? w.white : w.blue, value);
        return (
          <Box
            key={`${value}-${i}`}
            class="gb-sm-die-box"
            label={name}
            title={name}
            pressed={picked(value)}
            onPress={
              usable.has(value)
                ? () => onSelect(picked(value) ? null : { kind: "die", color, die: value })
                : undefined
            }
          >
            <svg viewBox="-13 -13 26 26" class="gb-sm-die-icon" aria-hidden="true">
              <DieFace value={value} color={color} size={24} />
            </svg>
          </Box>
        );
      })}
    </fieldset>
  );
}

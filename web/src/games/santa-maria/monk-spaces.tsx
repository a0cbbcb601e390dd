import { useId, useState } from "preact/hooks";
import { SeatChip } from "../shared/seat-chip";
import { Box } from "./box";
import { GlyphIcon } from "./glyphs";
import type { Action, Content, View } from "./types";
import type { Words } from "./words";

interface Props {
  content: Content;
  view: View;
  actions: Action[];
  label(action: Action): string;
  onAction(action: Action): void;
  w: Words;
}

/** The item on a monk space: a scholar, a bishop or a missionary station, with its description. */
function itemOf(content: Content, kind: string, id: string) {
  const list = kind === "scholar" ? content.scholars : kind === "bishop" ? content.bishops : content.missions;
  return list.find((item) => item.id === id);
}

/** The rows of monk spaces with their scholars, bishops and stations and the monks on them; a space to recruit to is a button. */
export function MonkSpaces({ content, view, actions, label, onAction, w }: Props) {
  // on a phone the texts are reference reading that doubles the section's height: folded until asked for
  const [texts, setTexts] = useState(false);
  const about = useId();
  return (
    <section class={texts ? "gb-sm-monks gb-sm-texts-open" : "gb-sm-monks"} aria-label={w.monkSpaces}>
      <h4>{w.monkSpaces}</h4>
      <button
        type="button"
        class="gb-quiet gb-sm-texts-toggle"
        aria-expanded={texts}
        onClick={() => setTexts(!texts)}
      >
        {texts ? w.textsHide : w.textsShow}
      </button>
      {content.board.monkSpaces.map((row) => (
        <fieldset key={row.kind} class="gb-sm-row">
          <legend title={row.description}>{row.name}</legend>
          {view.monkSpaces.map((space, index) => {
            if (space.kind !== row.kind) return null;
            const item = itemOf(content, space.kind, space.id);
            const recruit = actions.find((a) => a.type === "recruit" && a.space === index);
            // its name says what the press does and names the item; the text shown inside is its description
            const described = `${about}-${index}`;
            return (
              <Box
                key={space.id}
                class={`gb-sm-monk-space gb-sm-${space.kind}`}
                title={item?.description}
                label={recruit && label(recruit)}
                describedBy={recruit && item ? described : undefined}
                onPress={recruit && (() => onAction(recruit))}
              >
                <strong>{item?.name ?? space.id}</strong>
                {item && "points" in item && space.kind === "scholar" && (
                  <span class="gb-sm-points">
                    <GlyphIcon kind="points" n={item.points} />
                  </span>
                )}
                <span class="gb-note" id={described}>
                  {item?.description}
                </span>
                <span>
                  {space.monks.map((seat) => (
                    <SeatChip key={seat} seat={seat} />
                  ))}
                </span>
              </Box>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}

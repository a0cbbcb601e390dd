import type { ComponentChildren } from "preact";
import { render } from "preact-render-to-string";
import { type Lang, shortText } from "../../../domain/core/sentences";
import { santaMariaPhrases } from "../../../domain/santa-maria/sentences";
import {
  monkTargetName,
  retiringName,
  shipmentName,
  tileName,
} from "../../../domain/santa-maria/sentences/words";
import { CELL, CellFace } from "../../../web/src/games/santa-maria/cell-face";
import { Colony } from "../../../web/src/games/santa-maria/colony";
import { DockRows } from "../../../web/src/games/santa-maria/docks";
import { Glyph, type GlyphKind } from "../../../web/src/games/santa-maria/glyphs";
import { colonyGrid, tileCells } from "../../../web/src/games/santa-maria/grid";
import { DieFace } from "../../../web/src/games/santa-maria/occupant";
import { RetiringSpaces } from "../../../web/src/games/santa-maria/retiring";
import { ROW_HEIGHT, ROWS_WIDTH } from "../../../web/src/games/santa-maria/space-rows";
import { santaMariaCss } from "../../../web/src/games/santa-maria/styles";
import type { Content, Resource, SeatView, View } from "../../../web/src/games/santa-maria/types";
import { words } from "../../../web/src/games/santa-maria/words";
import { seatColor } from "../../../web/src/games/shared/seat-colors";
import { sharedCss } from "../../../web/src/games/shared/styles";
import { inkToPaper, type Part, type Picture, pixelBox, placed, stamped, svgDocument } from "./picture";

const WIDTH = 760;
const COLONY = { x: 4, y: 4, size: 392 };
const SIDE = 410;
const LINE = 19;
const PAPER = "#fbfaf6";
const INK = "#1f2328";
const css = sharedCss + santaMariaCss;
const resources: Resource[] = ["wood", "grain", "sugar", "gems", "gold"];

/** A name as a reply writes it: one hyphenated word. */
const slug = (name: string, lang: Lang) => shortText([name], lang);

function Text({ x = 0, children, bold }: { x?: number; children: ComponentChildren; bold?: boolean }) {
  return (
    <text x={x} font-size={13} fill="#1f2328" font-weight={bold ? "bold" : undefined}>
      {children}
    </text>
  );
}

/** A glyph of the web board at text size, centred at x on the line. */
const Icon = ({ x, kind, n }: { x: number; kind: GlyphKind; n?: number }) => (
  <g transform={`translate(${x},-4)`}>
    <Glyph kind={kind} n={n} />
  </g>
);

/** A seat's colour, or nothing for an empty space. */
const Chip = ({ seat }: { seat: number | null | undefined }) =>
  seat === null || seat === undefined ? null : (
    <rect y={-10} width={11} height={11} rx={2} fill={seatColor(seat)} stroke="#1f2328" stroke-width={0.5} />
  );

const DICE_A_LINE = 4;

/** Dice of one colour, four to a line, each with the words a reply uses it by ("white 4"). */
function diceLines(values: number[], color: "white" | "blue", word: string): ComponentChildren[] {
  const lines = Array.from({ length: Math.ceil(values.length / DICE_A_LINE) }, (_, line) =>
    values.slice(line * DICE_A_LINE, (line + 1) * DICE_A_LINE),
  );
  return lines.map((line, l) => (
    <g key={`${color}${l}`}>
      {line.map((value, i) => (
        <g key={`${i}:${value}`} transform={`translate(${i * 86},0)`}>
          <g transform="translate(7,-5)">
            <DieFace value={value} color={color} size={14} />
          </g>
          <Text x={17}>{`${word} ${value}`}</Text>
        </g>
      ))}
    </g>
  ));
}

/** A tile as the web board draws it, a quarter size, then its name as a reply writes it. */
function Tile({ content, id, lang }: { content: Content; id: string; lang: Lang }) {
  const cells = tileCells(content, id);
  const cols = Math.max(...cells.map((c) => c.dc)) + 1;
  return (
    <g>
      <g transform="translate(0,-12) scale(0.22)">
        {cells.map(({ dr, dc, cell }) => (
          <g key={`${dr},${dc}`} transform={`translate(${dc * CELL},${dr * CELL})`}>
            <CellFace cell={cell} />
          </g>
        ))}
      </g>
      <Text x={cols * CELL * 0.22 + 6}>{slug(tileName(id)[lang], lang)}</Text>
    </g>
  );
}

/** A drawing of the web board (its own `<svg viewBox>`) at its own size, its top just under the line above. */
const Drawn = ({ svg }: { svg: string }) => (
  <g dangerouslySetInnerHTML={{ __html: placed(svg, 0, -ASCENT + 4, ROWS_WIDTH) }} />
);

/** A titled list of lines. */
interface Block {
  title: string;
  lines: ComponentChildren[];
  /** Extra room a line takes (tiles are taller than text). */
  line?: number;
  /** Lines that reach over the next (each the number of lines it takes), the next left empty (null). */
  span?: number[];
}

/** How far a line's drawing reaches above its baseline, below the next line's top, and left of its start (strokes). */
const ASCENT = 15;
const DESCENT = 8;
const LEFT = 2;

/** The blocks one under another from `top`, each title and line a part `width` wide; and where the next would start. */
function stacked(list: Block[], x: number, top: number, width: number): { parts: Part[]; bottom: number } {
  let y = top;
  const parts = list.flatMap((block) => {
    const at = y;
    const line = block.line ?? LINE;
    y += LINE + line * block.lines.length + 6;
    const part = (baseline: number, height: number, drawn: ComponentChildren): Part => ({
      box: { x: x - LEFT, y: baseline - ASCENT, width: width + LEFT, height: ASCENT + height },
      body: render(<g transform={`translate(${LEFT},${ASCENT})`}>{drawn}</g>),
    });
    const title = part(at, DESCENT, <Text bold>{block.title}</Text>);
    const lines = block.lines.flatMap((content, i) =>
      content === null ? [] : [part(at + LINE + line * i, line * (block.span?.[i] ?? 1) + DESCENT, content)],
    );
    return [title, ...lines];
  });
  return { parts, bottom: y };
}

/** The reader's storage, coins and own blue dice, each resource named as a reply sells or buys it. */
function holdings(seat: SeatView, lang: Lang): Block[] {
  const phrases = santaMariaPhrases[lang];
  const w = words(lang);
  const stored = resources.map((r, i) => (
    <g key={r} transform={`translate(${(i % 3) * 128},${Math.floor(i / 3) * LINE})`}>
      <Icon x={6} kind={r} />
      <Text x={16}>{`${seat.storage[r]} ${slug(phrases.items[r][0], lang)}`}</Text>
    </g>
  ));
  const purse = (
    <g transform={`translate(256,${LINE})`}>
      <Icon x={6} kind="coins" />
      <Text x={16}>{`${seat.coins} ${w.coins}`}</Text>
    </g>
  );
  return [
    {
      title: w.storage,
      lines: [
        <g key="storage">{[...stored, purse]}</g>,
        null,
        <Text key="left">{w.whiteLeft(seat.whiteDiceLeft)}</Text>,
      ],
      span: [2],
    },
    ...(seat.blue.length > 0
      ? [
          {
            title: w.yourBlue,
            lines: diceLines(seat.blue, "blue", phrases.keywords.blue),
          },
        ]
      : []),
  ];
}

/** The common board as lines of names a reply writes: dice, tiles, docks, retiring and monk spaces, seats. */
function commonBoard(view: View, content: Content, names: string[], lang: Lang): Block[] {
  const w = words(lang);
  const { keywords } = santaMariaPhrases[lang];
  const seats = view.seats.flatMap((s) => [
    <g key={`n${s.seat}`}>
      <Chip seat={s.seat} />
      <Text x={16} bold>
        {`${names[s.seat] ?? ""}: ${s.points} ${w.points}`}
      </Text>
    </g>,
    <Text key={`t${s.seat}`} x={16}>
      {`${s.coins} ${w.coins} · ${w.religion} ${s.religion} · ${w.conquistador} ${s.conquistador}`}
    </Text>,
  ]);
  const dice = [
    ...diceLines(view.white, "white", keywords.white),
    ...diceLines(view.bluePool, "blue", keywords.blue),
  ];
  /** A space by its name, and who holds it, in their colour and by name. */
  const named = (seat: number | null | undefined, name: string, key: string) => (
    <g key={key}>
      <Chip seat={seat} />
      <Text x={16}>{seat === null || seat === undefined ? name : `${name} (${names[seat] ?? ""})`}</Text>
    </g>
  );
  const shown = { content, view, actions: [], label: () => "", onAction: () => undefined, w };
  const retiring = render(
    <RetiringSpaces
      {...shown}
      names={names}
      spaceNames={content.board.retiring.map((_, i) => slug(retiringName(i)[lang], lang))}
    />,
  );
  const docks = render(
    <DockRows {...shown} shipmentNames={view.docks.map((id) => id && slug(shipmentName(id)[lang], lang))} />,
  );
  return [
    { title: w.year(view.year, content.rules.years), lines: seats },
    { title: w.whitePool, lines: dice },
    {
      title: w.display,
      lines: view.display.map((id) => <Tile key={id} content={content} id={id} lang={lang} />),
      line: 24,
    },
    {
      title: w.docks,
      lines: [<Drawn key="docks" svg={docks} />],
      line: content.board.docks.length * ROW_HEIGHT,
    },
    {
      title: w.retiring,
      lines: [<Drawn key="retiring" svg={retiring} />],
      line: content.board.retiring.length * ROW_HEIGHT,
    },
    {
      title: w.monkSpaces,
      lines: view.monkSpaces.map((space, i) =>
        named(space.monks.at(-1), slug(monkTargetName(space.kind, space.id)[lang], lang), `m${i}`),
      ),
    },
  ];
}

/**
 * The match as the reader sees it, drawn with the web board's own pieces: the reader's colony (the
 * first seat's, for a spectator) with its rows and columns named as replies count them, their
 * storage and blue dice, and the common board, everything a reply may name written as it names it.
 */
export function drawSantaMaria(view: View, content: Content, names: string[], lang: Lang): Picture {
  const { keywords } = santaMariaPhrases[lang];
  const w = words(lang);
  const seat = view.seats[view.viewer ?? 0];
  const colony = render(
    <Colony
      grid={colonyGrid(content, seat.colony, seat.tiles)}
      occupied={seat.occupied}
      label={w.colony(names[seat.seat] ?? "")}
      coordinates={{ row: keywords.row, column: keywords.column }}
      w={w}
    />,
  );
  const mine = stacked(holdings(seat, lang), 10, COLONY.y + COLONY.size + 18, SIDE - 10);
  const common = stacked(commonBoard(view, content, names, lang), SIDE, 18, WIDTH - SIDE);
  const height = Math.ceil(Math.max(mine.bottom, common.bottom));
  const whole = { x: 0, y: 0, width: WIDTH, height };
  const colonyPart = {
    box: pixelBox(0, 0, COLONY.x + COLONY.size + COLONY.x, COLONY.y + COLONY.size + COLONY.y, whole),
    body: placed(colony, COLONY.x, COLONY.y, COLONY.size),
  };
  return {
    width: WIDTH,
    height,
    ground: svgDocument(WIDTH, height, css, `<rect width="${WIDTH}" height="${height}" fill="${PAPER}"/>`),
    ...stamped(whole, css, [colonyPart, ...mine.parts, ...common.parts]),
    kept: [...view.seats.map((s) => seatColor(s.seat)), ...inkToPaper(INK, PAPER)],
  };
}

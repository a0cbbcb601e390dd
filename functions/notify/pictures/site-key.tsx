const FONT = 11;
const ROW = 15;
/** DejaVu Sans's widest common letters are about this share of the font size: a bound, not a measure. */
const CHAR_WIDTH = 0.62;

/** The widest name's room: how many columns of names fit `width` pixels. */
export function keyColumns(tags: readonly string[], width: number): number {
  const widest = Math.max(...tags.map((t) => `${tags.length} ${t}`.length)) * CHAR_WIDTH * FONT + 8;
  return Math.max(1, Math.floor(width / widest));
}

/** How tall the key of `tags` is at `width` pixels. */
export const keyHeight = (tags: readonly string[], width: number) =>
  Math.ceil(tags.length / keyColumns(tags, width)) * ROW + 8;

/** Each number the map shows beside the name a reply writes that site by, in columns read downwards. */
export function SiteKey({ tags, y, width }: { tags: readonly string[]; y: number; width: number }) {
  const columns = keyColumns(tags, width);
  const rows = Math.ceil(tags.length / columns);
  const column = width / columns;
  return (
    <g font-size={FONT} fill="#1f2328">
      {tags.map((tag, i) => (
        <text key={tag} x={8 + Math.floor(i / rows) * column} y={y + ROW * ((i % rows) + 1)}>
          <tspan font-weight="bold">{i + 1}</tspan> {tag}
        </text>
      ))}
    </g>
  );
}
